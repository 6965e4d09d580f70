/// The constant tables of RFC 1951 shared by inflate and deflate.
enum DeflateTables {
    /// Base match length of length symbols 257…285.
    static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// Extra bits of length symbols 257…285.
    static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// Base distance of distance symbols 0…29.
    static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
        8193, 12289, 16385, 24577,
    ]
    /// Extra bits of distance symbols 0…29.
    static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order code-length code lengths are sent in.
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// The fixed literal/length code lengths (block type 1).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { symbol in
        symbol < 144 ? 8 : symbol < 256 ? 9 : symbol < 280 ? 7 : 8
    }
    /// The fixed distance code lengths.
    static let fixedDistanceLengths: [UInt8] = Array(repeating: 5, count: 30)

    /// `code` with its lowest `length` bits in reverse order (deflate sends Huffman codes from the top bit).
    @inline(__always) static func reversed(_ code: Int, _ length: Int) -> Int {
        var result = 0
        var value = code
        for _ in 0..<length {
            result = (result << 1) | (value & 1)
            value >>= 1
        }
        return result
    }

    /// Canonical codes (RFC 1951 3.2.2) for code lengths, each already bit-reversed for sending; nil when over-subscribed.
    static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16]? {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { counts[Int(length)] += 1 }
        var left = 1
        for bits in 1...15 {
            left = (left << 1) - counts[bits]
            if left < 0 { return nil }
        }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1...15 {
            code = (code + counts[bits - 1]) << 1
            next[bits] = code
        }
        next[1] = 0
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = UInt16(reversed(next[Int(length)], Int(length)))
            next[Int(length)] += 1
        }
        return codes
    }
}
