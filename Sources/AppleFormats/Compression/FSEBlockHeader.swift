/// The parameters of an FSE-coded LZFSE block, whichever header version carried them.
struct FSEBlockHeader {
    static let literalStates = 1024, lStates = 64, mStates = 64, dStates = 256
    static let lSymbols = 20, mSymbols = 20, dSymbols = 64, literalSymbols = 256
    static let maxMatches = 10_000, maxLiterals = 40_000

    var offset = 0
    var rawSize = 0
    var literalCount = 0
    var matchCount = 0
    var literalPayloadSize = 0
    var lmdPayloadSize = 0
    var literalBits = 0
    var literalState: [Int] = [0, 0, 0, 0]
    var lmdBits = 0
    var lState = 0, mState = 0, dState = 0
    var lFreq: [Int] = [], mFreq: [Int] = [], dFreq: [Int] = [], literalFreq: [Int] = []
    var payloadStart = 0

    /// `bvx1`: every field stored plainly, little-endian; the C struct is 772 bytes with padding.
    static func readV1(_ bytes: [UInt8], at offset: Int, end: Int) throws -> FSEBlockHeader {
        let size = 772
        guard size <= end - offset else { throw truncated(offset, "v1") }
        var header = FSEBlockHeader()
        header.offset = offset
        func u32(_ at: Int) -> Int { Int(bytes.u32LE(offset + at) ?? 0) }
        func u16(_ at: Int) -> Int { Int(bytes.u16LE(offset + at) ?? 0) }
        header.rawSize = u32(4)
        header.literalCount = u32(12)
        header.matchCount = u32(16)
        header.literalPayloadSize = u32(20)
        header.lmdPayloadSize = u32(24)
        header.literalBits = Int(Int32(bitPattern: UInt32(u32(28))))
        header.literalState = (0..<4).map { u16(32 + 2 * $0) }
        header.lmdBits = Int(Int32(bitPattern: UInt32(u32(40))))
        header.lState = u16(44)
        header.mState = u16(46)
        header.dState = u16(48)
        var cursor = 50
        func table(_ count: Int) -> [Int] {
            defer { cursor += 2 * count }
            return (0..<count).map { u16(cursor + 2 * $0) }
        }
        header.lFreq = table(lSymbols)
        header.mFreq = table(mSymbols)
        header.dFreq = table(dSymbols)
        header.literalFreq = table(literalSymbols)
        header.payloadStart = offset + size
        try header.validate(end: end)
        return header
    }

    /// `bvx2`: three packed 64-bit words, then the frequency tables as variable-length codes.
    static func readV2(_ bytes: [UInt8], at offset: Int, end: Int) throws -> FSEBlockHeader {
        guard 32 <= end - offset, let v0 = bytes.uintLE(at: offset + 8, size: 8),
            let v1 = bytes.uintLE(at: offset + 16, size: 8), let v2 = bytes.uintLE(at: offset + 24, size: 8)
        else { throw truncated(offset, "v2") }
        func field(_ word: UInt64, _ shift: UInt64, _ width: UInt64) -> Int { Int((word >> shift) & ((1 << width) - 1)) }
        var header = FSEBlockHeader()
        header.offset = offset
        header.rawSize = Int(bytes.u32LE(offset + 4) ?? 0)
        header.literalCount = field(v0, 0, 20)
        header.literalPayloadSize = field(v0, 20, 20)
        header.matchCount = field(v0, 40, 20)
        header.literalBits = field(v0, 60, 3) - 7
        header.literalState = [field(v1, 0, 10), field(v1, 10, 10), field(v1, 20, 10), field(v1, 30, 10)]
        header.lmdPayloadSize = field(v1, 40, 20)
        header.lmdBits = field(v1, 60, 3) - 7
        let headerSize = field(v2, 0, 32)
        header.lState = field(v2, 32, 10)
        header.mState = field(v2, 42, 10)
        header.dState = field(v2, 52, 10)
        guard headerSize >= 32, headerSize <= end - offset else {
            throw FormatError.lzfse(
                offset: offset,
                "v2 block at offset \(offset) declares a \(headerSize)-byte header; it must be at least 32 and fit in the \(end - offset) bytes left"
            )
        }
        let frequencies = try decodeFrequencies(bytes, from: offset + 32, to: offset + headerSize, blockOffset: offset)
        header.lFreq = Array(frequencies[0..<20])
        header.mFreq = Array(frequencies[20..<40])
        header.dFreq = Array(frequencies[40..<104])
        header.literalFreq = Array(frequencies[104..<360])
        header.payloadStart = offset + headerSize
        try header.validate(end: end)
        return header
    }

    /// Frequencies are packed LSB-first with a prefix code: 2, 3 or 5 bits for 0–7, 8 bits for
    /// 8–23 and 14 bits for 24–1047. An absent table (header of exactly 32 bytes) is all zeros.
    private static func decodeFrequencies(_ bytes: [UInt8], from start: Int, to end: Int, blockOffset: Int) throws -> [Int] {
        var values = [Int](repeating: 0, count: 360)
        guard end > start else { return values }
        var accumulator: UInt32 = 0
        var available = 0
        var position = start
        for index in 0..<360 {
            while position < end, available + 8 <= 32 {
                accumulator |= UInt32(bytes[position]) << UInt32(available)
                available += 8
                position += 1
            }
            let (value, length) = frequencyCode(accumulator)
            guard length <= available else {
                throw FormatError.lzfse(
                    offset: blockOffset, "v2 block at offset \(blockOffset): frequency table ends inside entry \(index)")
            }
            values[index] = value
            accumulator >>= UInt32(length)
            available -= length
        }
        guard available < 8, position == end else {
            throw FormatError.lzfse(
                offset: blockOffset, "v2 block at offset \(blockOffset): frequency table does not fill its header exactly")
        }
        return values
    }

    /// One prefix-coded frequency: (value, code length in bits).
    private static func frequencyCode(_ bits: UInt32) -> (Int, Int) {
        if bits & 0b11 == 0b00 { return (0, 2) }
        if bits & 0b11 == 0b10 { return (1, 2) }
        if bits & 0b111 == 0b001 { return (2, 3) }
        if bits & 0b111 == 0b101 { return (3, 3) }
        if bits & 0b1111 == 0b0111 { return (8 + Int((bits >> 4) & 0xF), 8) }
        if bits & 0b1111 == 0b1111 { return (24 + Int((bits >> 4) & 0x3FF), 14) }
        // The remaining 5-bit codes end in 011: bits 3–4 select 4, 5, 6 or 7.
        return (4 + Int((bits >> 3) & 0b11), 5)
    }

    private func validate(end: Int) throws {
        func fail(_ message: String) -> FormatError { .lzfse(offset: offset, "compressed block at offset \(offset): \(message)") }
        guard literalCount <= Self.maxLiterals, matchCount <= Self.maxMatches else {
            throw fail(
                "\(literalCount) literals and \(matchCount) matches exceed the per-block maximum of \(Self.maxLiterals) and \(Self.maxMatches)"
            )
        }
        guard (-7...0).contains(literalBits), (-7...0).contains(lmdBits) else {
            throw fail("bit-stream padding \(literalBits)/\(lmdBits) must be between -7 and 0")
        }
        guard literalState.allSatisfy({ $0 < Self.literalStates }), lState < Self.lStates, mState < Self.mStates,
            dState < Self.dStates
        else {
            throw fail("an initial FSE state is out of range")
        }
        for (name, table, states) in [
            ("L", lFreq, Self.lStates), ("M", mFreq, Self.mStates), ("D", dFreq, Self.dStates),
            ("literal", literalFreq, Self.literalStates),
        ] {
            let sum = table.reduce(0, +)
            guard sum <= states else { throw fail("\(name) frequencies sum to \(sum), more than \(states) states") }
        }
        guard literalPayloadSize <= end - payloadStart, lmdPayloadSize <= end - payloadStart - literalPayloadSize else {
            throw fail(
                "payload of \(literalPayloadSize) + \(lmdPayloadSize) bytes runs past the end of the input (\(end - payloadStart) bytes left)"
            )
        }
    }

    private static func truncated(_ offset: Int, _ version: String) -> FormatError {
        .lzfse(offset: offset, "\(version) block header at offset \(offset) is truncated")
    }
}
