/// Reading the prefix codes of a WebP lossless stream from their code lengths (RFC 9649 §6.2.1):
/// the simple form of one or two symbols, and the normal form whose lengths are themselves
/// prefix coded, with runs of the previous length (16) and of zeros (17, 18).
enum VP8LCodeReading {
    /// The order in which the normal form gives the code-length code's own lengths.
    static let codeLengthOrder = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]

    /// Reads one prefix code over an alphabet of `alphabetSize` symbols.
    static func code(_ bits: inout VP8LBits, alphabetSize: Int) throws -> VP8LPrefixCode {
        var lengths = [UInt8](repeating: 0, count: alphabetSize)
        if bits.flag() {
            // One or two symbols of length 1; a symbol outside the alphabet is ignored (libwebp).
            let count = bits.read(1) + 1
            let first = bits.read(bits.flag() ? 8 : 1)
            if first < alphabetSize { lengths[first] = 1 }
            if count == 2 {
                let second = bits.read(8)
                if second < alphabetSize { lengths[second] = 1 }
            }
        } else {
            try normalLengths(&bits, into: &lengths)
        }
        guard !bits.isPastEnd else { throw WebP.truncated("a prefix code") }
        guard let code = VP8LPrefixCode(lengths: lengths) else {
            throw corrupt("a prefix code's lengths do not make a complete code")
        }
        return code
    }

    /// Reads the normal form's code lengths into `lengths`.
    private static func normalLengths(_ bits: inout VP8LBits, into lengths: inout [UInt8]) throws {
        var lengthLengths = [UInt8](repeating: 0, count: codeLengthOrder.count)
        let given = bits.read(4) + 4
        for index in 0..<given { lengthLengths[codeLengthOrder[index]] = UInt8(bits.read(3)) }
        guard !bits.isPastEnd else { throw WebP.truncated("a prefix code") }
        guard let lengthCode = VP8LPrefixCode(lengths: lengthLengths) else {
            throw corrupt("a code-length code's lengths do not make a complete code")
        }
        var remaining = lengths.count
        if bits.flag() {
            let width = 2 + 2 * bits.read(3)
            remaining = 2 + bits.read(width)
            guard remaining <= lengths.count else {
                throw corrupt("a prefix code gives \(remaining) code lengths for \(lengths.count) symbols")
            }
        }
        var symbol = 0, previous: UInt8 = 8
        while symbol < lengths.count, remaining > 0 {
            remaining -= 1
            let token = lengthCode.symbol(&bits)
            if token < 16 {
                lengths[symbol] = UInt8(token)
                if token != 0 { previous = UInt8(token) }
                symbol += 1
                continue
            }
            let (repeats, value): (Int, UInt8) =
                switch token {
                case 16: (3 + bits.read(2), previous)
                case 17: (3 + bits.read(3), 0)
                default: (11 + bits.read(7), 0)
                }
            guard symbol + repeats <= lengths.count else {
                throw corrupt("a run of code lengths goes past the \(lengths.count) symbols of its code")
            }
            for index in symbol..<(symbol + repeats) { lengths[index] = value }
            symbol += repeats
            if bits.isPastEnd { throw WebP.truncated("a prefix code") }
        }
    }

    private static func corrupt(_ what: String) -> ImageError { ImageError.corrupt(format: "WebP", what) }
}
