import Foundation

/// The compressions that wrap a tar archive or a single file — gzip, bzip2 and xz — read and
/// written through one interface, so each archive path handles all three alike.
public enum Compression: Sendable, CaseIterable {
    case gzip
    case bzip2
    case xz

    /// What a compressed file holds: its bytes, and the name and time gzip's header may record.
    public struct Contents {
        /// The decompressed bytes.
        public var data: Data
        /// The original file name, when the format records one (gzip's FNAME).
        public var name: String?
        /// The modification time, when the format records one (gzip's MTIME).
        public var modified: Date?
    }

    /// The compression `data` starts with; nil for anything else.
    public static func detect(_ data: Data) -> Compression? {
        allCases.first { $0.recognizes(data) }
    }

    /// Whether `data` starts like this compression's files.
    public func recognizes(_ data: Data) -> Bool {
        switch self {
        case .gzip: return Gzip.recognizes(data)
        case .bzip2: return Bzip2.recognizes(data)
        case .xz: return XZ.recognizes(data)
        }
    }

    /// The format of one file compressed this way.
    public var oneFile: ArchiveFormat {
        switch self {
        case .gzip: return .gzip
        case .bzip2: return .bzip2
        case .xz: return .xz
        }
    }

    /// The format of a tar archive compressed this way.
    public var tarred: ArchiveFormat {
        switch self {
        case .gzip: return .tarGzip
        case .bzip2: return .tarBzip2
        case .xz: return .tarXz
        }
    }

    /// The name endings dropped from an archive's name to name the one file it holds.
    var suffixes: [String] {
        switch self {
        case .gzip: return [".gz", ".gzip", ".z"]
        case .bzip2: return [".bz2", ".bzip2", ".bz"]
        case .xz: return [".xz"]
        }
    }

    /// Every stream of `data` decompressed within `limits`.
    public func decompress(_ data: Data, limits: ExpansionLimits) throws -> Contents {
        switch self {
        case .gzip:
            let contents = try Gzip.decompress(data, limits: limits)
            return Contents(data: contents.data, name: contents.name, modified: contents.modified)
        case .bzip2: return Contents(data: try Bzip2.decompress(data, limits: limits))
        case .xz: return Contents(data: try XZ.decompress(data, limits: limits))
        }
    }

    /// `data` compressed; gzip records `name` and `modified`, the others have no field for them.
    /// `check` runs before every block, and what it throws stops the work.
    public func compress(_ data: Data, name: String? = nil, modified: Date? = nil, check: () throws -> Void = {}) throws
        -> Data
    {
        switch self {
        case .gzip: return try Gzip.compress(data, name: name, modified: modified, check: check)
        case .bzip2: return try Bzip2.compress(data, check: check)
        case .xz: return try XZ.compress(data, check: check)
        }
    }
}
