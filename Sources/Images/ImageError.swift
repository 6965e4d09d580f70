/// Every failure of the image decoders and encoders; `description` is the full message.
public enum ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are no image format we know (the first few of them).
    case unrecognized(firstBytes: [UInt8])
    /// A format recognised by its magic bytes that has no decoder here (HEIC, AVIF…).
    case cannotDecode(format: String)
    /// The data ends before the format said it would.
    case truncated(format: String, needed: String)
    /// A structure of the file is wrong.
    case corrupt(format: String, String)
    /// A stored checksum does not match: where, and the two values.
    case checksumMismatch(format: String, part: String, expected: UInt32, actual: UInt32)
    /// Something valid in the format that this decoder does not read.
    case unsupported(format: String, String)
    /// The image is larger than `ImageLimits` allows.
    case tooLarge(width: Int, height: Int, limit: String)
    /// Something the encoder cannot write.
    case cannotEncode(format: String, String)
    /// An edit (resize, crop, combine…) asked for something impossible: which edit, and what.
    case badEdit(operation: String, String)

    /// The error in words, naming the format and what is wrong.
    public var description: String {
        switch self {
        case .unrecognized(let bytes):
            if bytes.isEmpty { return "not an image (the data is empty)" }
            return "not an image format we know (first bytes: \(bytes.prefix(8).map(Self.hexByte).joined(separator: " ")))"
        case .cannotDecode(let format):
            return "cannot decode \(format) here: convert it to JPEG, PNG, GIF, TIFF, BMP or WebP first"
        case let .truncated(format, needed): return "\(format): the data ends early (\(needed))"
        case let .corrupt(format, what): return "\(format): \(what)"
        case let .checksumMismatch(format, part, expected, actual):
            return "\(format): \(part) is damaged: its CRC-32 is \(Self.hex(actual)), the file says \(Self.hex(expected))"
        case let .unsupported(format, what): return "\(format): \(what) is not supported"
        case let .tooLarge(width, height, limit): return "the image is \(width)×\(height) pixels, more than \(limit)"
        case let .cannotEncode(format, what): return "cannot write \(format): \(what)"
        case let .badEdit(operation, what): return "cannot \(operation) the image: \(what)"
        }
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    static func hexByte(_ byte: UInt8) -> String { byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }
}
