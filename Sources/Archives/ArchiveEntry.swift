import Foundation

/// One item of an archive: a file with its bytes, a folder, or a symbolic link.
public struct ArchiveEntry: Sendable, Equatable {
    /// What the entry is.
    public enum Kind: Sendable, Equatable {
        case file
        case folder
        /// A symbolic link and the path it points to, as stored.
        case symbolicLink(target: String)
    }

    /// The path inside the archive, `/`-separated, as stored (folders without their trailing `/`).
    public var path: String
    /// File, folder or link.
    public var kind: Kind
    /// A file's contents; empty for folders and links.
    public var data: Data
    /// The modification time the archive records; nil when none.
    public var modified: Date?

    /// An entry from its parts.
    public init(path: String, kind: Kind = .file, data: Data = Data(), modified: Date? = nil) {
        self.path = path
        self.kind = kind
        self.data = data
        self.modified = modified
    }
}

/// The formats read and written.
public enum ArchiveFormat: String, Sendable, CaseIterable {
    case zip
    /// A tar archive compressed with gzip (`.tar.gz`, `.tgz`).
    case tarGzip
    /// A tar archive compressed with bzip2 (`.tar.bz2`).
    case tarBzip2
    /// A tar archive compressed with xz (`.tar.xz`).
    case tarXz
    case tar
    /// One file compressed with gzip (`.gz`).
    case gzip
    /// One file compressed with bzip2 (`.bz2`).
    case bzip2
    /// One file compressed with xz (`.xz`).
    case xz
    /// A cpio archive (POSIX odc when written).
    case cpio
    /// An ISO 9660 disc image with Rock Ridge and Joliet names.
    case iso

    /// The usual file extension, without a leading dot.
    public var fileExtension: String {
        switch self {
        case .zip: return "zip"
        case .tarGzip: return "tar.gz"
        case .tarBzip2: return "tar.bz2"
        case .tarXz: return "tar.xz"
        case .tar: return "tar"
        case .gzip: return "gz"
        case .bzip2: return "bz2"
        case .xz: return "xz"
        case .cpio: return "cpio"
        case .iso: return "iso"
        }
    }

    /// The compression around the format's contents (a tar or one file); nil for the others.
    public var compression: Compression? {
        switch self {
        case .tarGzip, .gzip: return .gzip
        case .tarBzip2, .bzip2: return .bzip2
        case .tarXz, .xz: return .xz
        case .zip, .tar, .cpio, .iso: return nil
        }
    }

    /// Whether the format holds exactly one file (a compressed file, not an archive of several).
    public var holdsOneFile: Bool { compression?.oneFile == self }
}

/// How far an archive may expand: the archive-bomb guard every reader applies as it decodes.
public struct ExpansionLimits: Sendable, Equatable {
    /// Most uncompressed bytes in total.
    public var maxBytes: Int
    /// Most uncompressed bytes per byte of archive, counted over the whole archive once more than
    /// `ratioFloor` bytes are out (small archives of zeros stay readable).
    public var maxRatio: Int
    /// Uncompressed bytes below which the ratio is not checked (1 MiB).
    public static let ratioFloor = 1 << 20

    /// Limits from their parts.
    public init(maxBytes: Int, maxRatio: Int) {
        self.maxBytes = maxBytes
        self.maxRatio = maxRatio
    }

    /// No limit short of memory (writers' round trips and tests).
    public static let none = ExpansionLimits(maxBytes: Int.max, maxRatio: Int.max)
}

/// Counts uncompressed bytes against `ExpansionLimits` for one archive.
final class ExpansionMeter {
    let limits: ExpansionLimits
    let archiveBytes: Int
    private(set) var total = 0

    init(_ limits: ExpansionLimits, archiveBytes: Int) {
        self.limits = limits
        self.archiveBytes = archiveBytes
    }

    /// The most bytes the next piece may have, and the error that names the limit it would pass.
    func allowance() -> (bytes: Int, error: ArchiveError) {
        let bySize = limits.maxBytes - total
        let (product, overflow) = limits.maxRatio.multipliedReportingOverflow(by: max(archiveBytes, 1))
        let byRatio = overflow ? Int.max : max(product, ExpansionLimits.ratioFloor) - total
        if byRatio < bySize {
            return (max(0, byRatio), .ratioLimitExceeded(ratio: limits.maxRatio, archiveBytes: archiveBytes))
        }
        return (max(0, bySize), .sizeLimitExceeded(limit: limits.maxBytes))
    }

    /// Counts `count` more bytes, throwing when that passes a limit.
    func add(_ count: Int) throws {
        let (bytes, error) = allowance()
        if count > bytes { throw error }
        total += count
    }
}
