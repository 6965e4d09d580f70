/// A JPEG Huffman table (ITU T.81 annex C): a 9-bit lookup for short codes, then canonical
/// decoding by code length for the rest.
struct JPEGHuffman {
    static let lookupBits = 9
    /// Indexed by the next 9 bits: symbol << 8 | code length, 0 when the code is longer.
    var lookup = [UInt16](repeating: 0, count: 1 << lookupBits)
    /// For each length 1…16: the largest code of that length (−1: none), and where its symbols start.
    var maxCode = [Int](repeating: -1, count: 18)
    var valueOffset = [Int](repeating: 0, count: 17)
    var symbols: [UInt8] = []
    /// Whether a DHT segment defined this table (an undefined one decodes nothing).
    var defined = false

    /// A table no DHT has defined yet.
    init() {}

    /// Builds the table from the 16 code-length counts and the symbols.
    init(counts: [UInt8], symbols: [UInt8]) throws {
        self.symbols = symbols
        defined = true
        var code = 0
        var index = 0
        for length in 1...16 {
            let count = Int(counts[length - 1])
            valueOffset[length] = index - code
            guard code + count <= 1 << length else {
                throw ImageError.corrupt(format: "JPEG", "a Huffman table has more codes of \(length) bits than fit")
            }
            if count > 0 {
                for _ in 0..<count {
                    if length <= Self.lookupBits {
                        let shift = Self.lookupBits - length
                        for fill in 0..<(1 << shift) {
                            lookup[(code << shift) | fill] = UInt16(symbols[index]) << 8 | UInt16(length)
                        }
                    }
                    code += 1
                    index += 1
                }
                maxCode[length] = code - 1
            }
            code <<= 1
        }
        maxCode[17] = Int.max
    }
}

/// Reads the entropy-coded bits of a scan: a 0xFF byte is followed by a stuffed 0x00; at a
/// marker, or where the file ends, the reader stops consuming and feeds zero bits, as libjpeg does.
struct JPEGBitReader {
    let bytes: [UInt8]
    var position: Int
    var buffer: UInt64 = 0
    var count = 0
    /// Zero bytes fed into the buffer after the data ran out or a marker came.
    var padding = 0
    /// Codes that no Huffman table defines, each read as symbol 0 (libjpeg's "bad Huffman code").
    var badCodes = 0

    /// Whether any of the fed zero bits has been read: the segment's data ended before its last unit.
    var ranOut: Bool { padding * 8 > count }

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    @inline(__always) mutating func fill() {
        while count <= 56 {
            var byte: UInt8 = 0
            if position < bytes.count, bytes[position] != 0xFF {
                byte = bytes[position]
                position += 1
            } else if let next = stuffedByteEnd() {
                byte = 0xFF
                position = next
            } else {
                padding += 1
            }
            buffer |= UInt64(byte) << UInt64(56 - count)
            count += 8
        }
    }

    /// Where the data continues when the 0xFF at `position` is a stuffed data byte: 0xFF 0x00,
    /// or, as libjpeg reads it, 0xFF 0xFF… 0x00 (fill bytes before the zero); nil at a marker.
    func stuffedByteEnd() -> Int? {
        var next = position + 1
        while next < bytes.count, bytes[next] == 0xFF { next += 1 }
        return next < bytes.count && bytes[next] == 0 ? next + 1 : nil
    }

    @inline(__always) mutating func bits(_ n: Int) -> Int {
        if n == 0 { return 0 }
        if count < n { fill() }
        let value = Int(buffer >> UInt64(64 - n))
        buffer <<= UInt64(n)
        count -= n
        return value
    }

    @inline(__always) mutating func bit() -> Int { bits(1) }

    /// `n` bits as a signed coefficient (T.81 F.2.2.1 EXTEND).
    @inline(__always) mutating func receiveExtend(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        let value = bits(n)
        return value < 1 << (n - 1) ? value - (1 << n) + 1 : value
    }

    mutating func decode(_ table: JPEGHuffman) -> Int {
        if count < 16 { fill() }
        let peek = Int(buffer >> UInt64(64 - JPEGHuffman.lookupBits))
        let entry = table.lookup[peek]
        if entry != 0 {
            let length = Int(entry & 0xFF)
            buffer <<= UInt64(length)
            count -= length
            return Int(entry >> 8)
        }
        var code = 0
        for length in 1...16 {
            code = code << 1 | Int(buffer >> 63)
            buffer <<= 1
            count -= 1
            if code <= table.maxCode[length] {
                let index = table.valueOffset[length] + code
                guard index >= 0, index < table.symbols.count else { break }
                return Int(table.symbols[index])
            }
        }
        // No code of 16 bits or fewer matched: libjpeg reads a 17th bit and fakes symbol 0, "the
        // safest result" (a DC difference of 0, an end of block), and goes on.
        _ = bits(1)
        badCodes += 1
        return 0
    }

    /// Drops the bits left in the current byte and moves past the restart marker, which should be
    /// next; returns whether it was there.
    mutating func restart() -> Bool {
        // Bits still buffered belong to bytes already consumed; they are padding before the marker.
        buffer = 0
        count = 0
        padding = 0
        while position + 1 < bytes.count {
            if bytes[position] == 0xFF, (0xD0...0xD7).contains(bytes[position + 1]) {
                position += 2
                return true
            }
            if bytes[position] == 0xFF, bytes[position + 1] != 0, bytes[position + 1] != 0xFF { return false }
            position += 1
        }
        return false
    }
}
