/// Every failure of the archive readers and writers; `description` is the full message.
public enum ArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The compressed data is not valid deflate (RFC 1951); `offset` is the byte of the input where it was found.
    case corruptDeflate(offset: Int, String)
    /// The input ended before the format said it would.
    case truncated(format: String, needed: String)
    /// A structure of the container is wrong (`format`: "ZIP", "gzip", "tar").
    case corrupt(format: String, String)
    /// A stored checksum does not match the data: the entry and the two values.
    case checksumMismatch(entry: String, expected: UInt32, actual: UInt32)
    /// Bytes no reader recognises (the first few of them).
    case unrecognized(firstBytes: [UInt8])
    /// A ZIP64 archive (more than 65,535 entries or 4 GiB): detected, not read or written.
    case zip64Unsupported
    /// A ZIP entry compressed with a method other than stored (0) or deflate (8).
    case unsupportedMethod(entry: String, method: Int)
    /// A ZIP entry that is encrypted.
    case encrypted(entry: String)
    /// A tar entry of a kind that is not a file, a folder or a symbolic link (hard links, devices, FIFOs).
    case unsupportedEntryKind(entry: String, kind: String)
    /// An entry whose path leaves the destination (`..`, an absolute path) or names nothing.
    case unsafePath(entry: String)
    /// A symbolic link whose target leaves the destination.
    case linkLeavesDestination(entry: String, target: String)
    /// The total of the uncompressed bytes passed the size limit.
    case sizeLimitExceeded(limit: Int)
    /// The uncompressed bytes passed `ratio` times the archive's size.
    case ratioLimitExceeded(ratio: Int, archiveBytes: Int)
    /// Something too large for the format being written (a ZIP without ZIP64, a tar size field).
    case tooLargeToWrite(format: String, String)

    /// The full message.
    public var description: String {
        switch self {
        case let .corruptDeflate(offset, what): return "corrupt deflate data at byte \(offset): \(what)"
        case let .truncated(format, needed): return "\(format): the data ends early (\(needed))"
        case let .corrupt(format, what): return "\(format): \(what)"
        case let .checksumMismatch(entry, expected, actual):
            return "'\(entry)' is damaged: its CRC-32 is \(Self.hex(actual)), the archive says \(Self.hex(expected))"
        case .unrecognized(let bytes):
            if bytes.isEmpty { return "not an archive this engine reads: \(Self.formatsRead) (the input is empty)" }
            let hex = bytes.prefix(8).map { Self.hexByte($0) }.joined(separator: " ")
            return "not an archive this engine reads: \(Self.formatsRead) (first bytes: \(hex))"
        case .zip64Unsupported:
            return "ZIP64 archives (more than 65,535 entries or 4 GiB) are not supported"
        case let .unsupportedMethod(entry, method):
            return "'\(entry)' is compressed with method \(method); only stored (0) and deflate (8) are supported"
        case .encrypted(let entry): return "'\(entry)' is encrypted; encrypted archives are not supported"
        case let .unsupportedEntryKind(entry, kind):
            return "'\(entry)' is a \(kind); only files, folders and symbolic links are extracted"
        case .unsafePath(let entry):
            return "the entry '\(entry)' would be written outside the destination folder; nothing was extracted"
        case let .linkLeavesDestination(entry, target):
            return "the symbolic link '\(entry)' points outside the destination folder (to '\(target)'); nothing was extracted"
        case .sizeLimitExceeded(let limit): return "the archive expands past \(limit) bytes (the size limit)"
        case let .ratioLimitExceeded(ratio, bytes):
            return "the archive expands past \(ratio) times its size of \(bytes) bytes (the ratio limit)"
        case let .tooLargeToWrite(format, what): return "\(format): \(what)"
        }
    }

    /// The formats the readers know, as the unrecognised-bytes message lists them.
    static let formatsRead = "ZIP, tar, gzip, bzip2, xz, cpio or ISO 9660"

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }

    static func hexByte(_ byte: UInt8) -> String { byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }
}
