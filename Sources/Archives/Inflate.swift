import Foundation

/// Inflate (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks, into memory with an
/// output limit. Never reads past the input, never loops without consuming input or writing output.
public enum Inflate {
    /// What one raw deflate stream decoded to, and where it ended.
    public struct Result {
        /// The decoded bytes.
        public var data: Data
        /// The index of the first input byte after the stream (after the final block's last byte).
        public var end: Int
    }

    /// Inflates the raw deflate stream in `input` from `start`.
    /// - Parameters:
    ///   - expected: the output size when the container says it (a capacity hint only).
    ///   - limit: the most bytes the output may have; `limitError` is thrown past it.
    public static func decompress(
        _ input: UnsafeRawBufferPointer, start: Int = 0, expected: Int = 0, limit: Int = Int.max,
        limitError: ArchiveError = .sizeLimitExceeded(limit: Int.max)
    ) throws -> Result {
        let output = GrowingBuffer(expected: expected, limit: limit, limitError: limitError)
        var decoder = Decoder(input: input, position: start)
        try decoder.run(into: output)
        return Result(data: output.takeData(), end: decoder.byteEnd)
    }

    /// Inflates the raw deflate stream in `input` from `start`, handing the output to `chunk` a
    /// window at a time (a few MiB held however long the output); returns where the stream ended
    /// and how many bytes it made.
    public static func stream(
        _ input: UnsafeRawBufferPointer, start: Int = 0, limit: Int = Int.max,
        limitError: ArchiveError = .sizeLimitExceeded(limit: Int.max), chunk: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws -> (end: Int, count: Int) {
        let output = GrowingBuffer(window: 4 << 20, limit: limit, limitError: limitError, sink: chunk)
        var decoder = Decoder(input: input, position: start)
        try decoder.run(into: output)
        try output.finish()
        return (decoder.byteEnd, output.total)
    }

    /// Inflates the raw deflate stream in the `count` bytes at `offset` of `source`, reading its
    /// input a piece at a time (a file is never read whole) and handing the output to `chunk` a
    /// window at a time; offsets in errors and the end returned count from `offset`, or from the
    /// source's start when `absolute` (a gzip member, whose stream ends inside the bytes given).
    static func stream(
        _ source: ArchiveSource, from offset: Int, count: Int, format: String, absolute: Bool = false, limit: Int,
        limitError: ArchiveError, chunk: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws -> (end: Int, count: Int) {
        let inMemory =
            absolute
            ? try source.withContiguous(
                from: 0, count: offset + count,
                { try stream($0, start: offset, limit: limit, limitError: limitError, chunk: chunk) })
            : try source.withContiguous(
                from: offset, count: count, { try stream($0, limit: limit, limitError: limitError, chunk: chunk) })
        if let inMemory { return inMemory }
        let output = GrowingBuffer(window: 4 << 20, limit: limit, limitError: limitError, sink: chunk)
        let pieces = InputPieces(source, from: offset, count: count, format: format)
        var decoder = Decoder(input: UnsafeRawBufferPointer(start: nil, count: 0), position: 0, pieces: pieces)
        if absolute { decoder.base = offset }
        do { try decoder.run(into: output) } catch { throw pieces.failure ?? error }
        try output.finish()
        return (decoder.byteEnd, output.total)
    }

    /// Inflates a whole buffer of raw deflate data.
    public static func decompress(_ data: Data, limit: Int = Int.max) throws -> Data {
        try data.withUnsafeBytes { try decompress($0, limit: limit, limitError: .sizeLimitExceeded(limit: limit)).data }
    }
}

/// A Huffman decoding table: index by the next `bits` input bits; entry = symbol << 4 | length (0: no code).
struct HuffmanTable {
    var entries: [UInt16]
    var bits: Int

    /// An empty table.
    init() {
        entries = [UInt16](repeating: 0, count: 1 << 15)
        bits = 0
    }

    /// Fills the table for `lengths`; false when the lengths over-subscribe the code space.
    mutating func build(_ lengths: ArraySlice<UInt8>) -> Bool {
        var counts = [Int](repeating: 0, count: 16)
        var longest = 0
        for length in lengths where length > 0 {
            counts[Int(length)] += 1
            longest = max(longest, Int(length))
        }
        var left = 1
        for length in 1..<16 {
            left = (left << 1) - counts[length]
            if left < 0 { return false }
        }
        bits = max(longest, 1)
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        let size = 1 << bits
        entries.withUnsafeMutableBufferPointer { table in
            for index in 0..<size { table[index] = 0 }
            var symbol = 0
            for lengthByte in lengths {
                let length = Int(lengthByte)
                if length > 0 {
                    var slot = DeflateTables.reversed(next[length], length)
                    next[length] += 1
                    let entry = UInt16(symbol << 4 | length)
                    let step = 1 << length
                    while slot < size {
                        table[slot] = entry
                        slot += step
                    }
                }
                symbol += 1
            }
        }
        return true
    }
}

/// A deflate stream's input read from an `ArchiveSource` one piece at a time into one buffer.
final class InputPieces {
    private let source: ArchiveSource
    private let format: String
    private var next: Int
    private let end: Int
    private let buffer: UnsafeMutableRawBufferPointer
    /// Why the source could not be read (the decoder saw the input end there).
    private(set) var failure: Error?

    init(_ source: ArchiveSource, from offset: Int, count: Int, format: String) {
        self.source = source
        self.format = format
        next = offset
        end = offset + count
        buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, min(count, ArchiveSource.piece)), alignment: 8)
    }

    deinit { buffer.deallocate() }

    /// The next piece (valid until the next call), or nil at the end or when reading fails.
    func take() -> UnsafeRawBufferPointer? {
        guard next < end, failure == nil else { return nil }
        let piece = UnsafeMutableRawBufferPointer(rebasing: buffer[0..<min(buffer.count, end - next)])
        do { try source.fill(piece, at: next, format: format) } catch {
            failure = error
            return nil
        }
        next += piece.count
        return UnsafeRawBufferPointer(piece)
    }
}

/// The state of one inflate run: the bit reader over the input and the two tables.
private struct Decoder {
    /// The input, or its current piece when it comes in `pieces`.
    var input: UnsafeRawBufferPointer
    var position: Int
    /// Where `input` starts in the whole input (offsets in errors count from the whole's start).
    var base = 0
    let pieces: InputPieces?
    var bitBuffer: UInt64 = 0
    var bitCount = 0
    var literals = HuffmanTable()
    var distances = HuffmanTable()

    init(input: UnsafeRawBufferPointer, position: Int, pieces: InputPieces? = nil) {
        self.input = input
        self.position = position
        self.pieces = pieces
    }

    /// The byte after the last one consumed (whole unread bytes in the bit buffer are given back).
    var byteEnd: Int { base + position - bitCount / 8 }

    /// The next input byte's offset in the whole input.
    var offset: Int { base + position }

    @inline(__always) mutating func refill() {
        while bitCount <= 56 {
            if position >= input.count, !nextPiece() { return }
            bitBuffer |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
    }

    /// Moves on to the next piece of the input; false at its end.
    @inline(never) mutating func nextPiece() -> Bool {
        guard let pieces, let piece = pieces.take() else { return false }
        base += input.count
        input = piece
        position = 0
        return true
    }

    @inline(__always) mutating func bits(_ count: Int) throws -> Int {
        if bitCount < count {
            refill()
            if bitCount < count {
                throw ArchiveError.corruptDeflate(offset: offset, "the stream ends in the middle of a block")
            }
        }
        let value = Int(bitBuffer & ((1 << UInt64(count)) - 1))
        bitBuffer >>= UInt64(count)
        bitCount -= count
        return value
    }

    @inline(__always) mutating func decode(_ table: UnsafeBufferPointer<UInt16>, bits tableBits: Int) throws -> Int {
        if bitCount < 15 { refill() }
        let entry = Int(table[Int(bitBuffer & ((1 << UInt64(tableBits)) - 1))])
        let length = entry & 15
        if length == 0 {
            throw ArchiveError.corruptDeflate(offset: byteEnd, "a Huffman code that the block's table does not define")
        }
        if length > bitCount { throw ArchiveError.corruptDeflate(offset: offset, "the stream ends in the middle of a block") }
        bitBuffer >>= UInt64(length)
        bitCount -= length
        return entry >> 4
    }

    mutating func run(into output: GrowingBuffer) throws {
        var final = false
        while !final {
            final = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored(into: output)
            case 1:
                _ = literals.build(DeflateTables.fixedLiteralLengths[...])
                _ = distances.build(DeflateTables.fixedDistanceLengths[...])
                try huffmanBlock(into: output)
            case 2:
                try readDynamicTables()
                try huffmanBlock(into: output)
            default: throw ArchiveError.corruptDeflate(offset: byteEnd, "block type 3 is reserved")
            }
        }
    }

    mutating func stored(into output: GrowingBuffer) throws {
        _ = try bits(bitCount % 8)
        let length = try bits(16)
        let complement = try bits(16)
        guard length == ~complement & 0xFFFF else {
            throw ArchiveError.corruptDeflate(offset: byteEnd, "a stored block's length \(length) does not match its complement")
        }
        // Bytes still in the bit buffer come first.
        var left = length
        try output.reserve(length)
        while left > 0 && bitCount >= 8 {
            output.appendReserved(UInt8(bitBuffer & 0xFF))
            bitBuffer >>= 8
            bitCount -= 8
            left -= 1
        }
        // Input in memory is checked before anything is copied (past the end wins over the limit).
        if pieces == nil && position + left > input.count { throw storedPastEnd(length) }
        while left > 0 {
            if position >= input.count, !nextPiece() { throw storedPastEnd(length) }
            let taken = min(left, input.count - position)
            try output.append(UnsafeRawBufferPointer(rebasing: input[position..<position + taken]))
            position += taken
            left -= taken
        }
    }

    func storedPastEnd(_ length: Int) -> ArchiveError {
        .corruptDeflate(offset: base + input.count, "a stored block of \(length) bytes runs past the end of the data")
    }

    mutating func readDynamicTables() throws {
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeLengthCount = try bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw ArchiveError.corruptDeflate(
                offset: byteEnd,
                "a dynamic block declares \(literalCount) literal/length and \(distanceCount) distance codes (at most 286 and 30)"
            )
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount { codeLengthLengths[DeflateTables.codeLengthOrder[index]] = UInt8(try bits(3)) }
        var codeLengths = HuffmanTable()
        guard codeLengths.build(codeLengthLengths[...]) else {
            throw ArchiveError.corruptDeflate(offset: byteEnd, "the code-length code is over-subscribed")
        }
        let total = literalCount + distanceCount
        var lengths = [UInt8](repeating: 0, count: total)
        var index = 0
        try codeLengths.entries.withUnsafeBufferPointer { table in
            while index < total {
                let symbol = try decode(table, bits: codeLengths.bits)
                if symbol < 16 {
                    lengths[index] = UInt8(symbol)
                    index += 1
                    continue
                }
                var repeated: UInt8 = 0
                let count: Int
                switch symbol {
                case 16:
                    guard index > 0 else {
                        throw ArchiveError.corruptDeflate(offset: byteEnd, "a repeat code with no length before it")
                    }
                    repeated = lengths[index - 1]
                    count = 3 + (try bits(2))
                case 17: count = 3 + (try bits(3))
                default: count = 11 + (try bits(7))
                }
                guard index + count <= total else {
                    throw ArchiveError.corruptDeflate(offset: byteEnd, "code lengths repeat past the \(total) codes declared")
                }
                for _ in 0..<count {
                    lengths[index] = repeated
                    index += 1
                }
            }
        }
        guard lengths[256] > 0 else { throw ArchiveError.corruptDeflate(offset: byteEnd, "the block has no end-of-block code") }
        guard literals.build(lengths[0..<literalCount]) else {
            throw ArchiveError.corruptDeflate(offset: byteEnd, "the literal/length code is over-subscribed")
        }
        guard distances.build(lengths[literalCount..<total]) else {
            throw ArchiveError.corruptDeflate(offset: byteEnd, "the distance code is over-subscribed")
        }
    }

    mutating func huffmanBlock(into output: GrowingBuffer) throws {
        let literalBits = literals.bits
        let distanceBits = distances.bits
        let literalEntries = literals.entries
        let distanceEntries = distances.entries
        try literalEntries.withUnsafeBufferPointer { literalTable in
            try distanceEntries.withUnsafeBufferPointer { distanceTable in
                while true {
                    let symbol = try decode(literalTable, bits: literalBits)
                    if symbol < 256 {
                        try output.reserve(1)
                        output.appendReserved(UInt8(symbol))
                        continue
                    }
                    if symbol == 256 { return }
                    let lengthIndex = symbol - 257
                    guard lengthIndex < 29 else {
                        throw ArchiveError.corruptDeflate(offset: byteEnd, "length symbol \(symbol) is not defined")
                    }
                    let length = DeflateTables.lengthBase[lengthIndex] + (try bits(DeflateTables.lengthExtra[lengthIndex]))
                    let distanceSymbol = try decode(distanceTable, bits: distanceBits)
                    guard distanceSymbol < 30 else {
                        throw ArchiveError.corruptDeflate(offset: byteEnd, "distance symbol \(distanceSymbol) is not defined")
                    }
                    let distance =
                        DeflateTables.distanceBase[distanceSymbol] + (try bits(DeflateTables.distanceExtra[distanceSymbol]))
                    guard distance <= output.count else {
                        throw ArchiveError.corruptDeflate(
                            offset: byteEnd, "a match reaches \(distance) bytes back, before the start of the data")
                    }
                    try output.reserve(length)
                    output.copyMatch(distance: distance, length: length)
                }
            }
        }
    }
}
