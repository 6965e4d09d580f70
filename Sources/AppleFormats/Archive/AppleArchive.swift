import Foundation

/// An Apple Archive (`AA01`, or the older `YAA1`): a sequence of entries, each a header of typed
/// fields followed by the blobs (file data, extended attributes…) its fields announce.
public struct AppleArchive: Sendable, Equatable {
    /// What an entry is, from its `TYP` field.
    public enum EntryType: Sendable, Equatable {
        case regularFile, directory, symbolicLink, other(UInt8)

        init(code: UInt64) {
            switch code {
            case UInt64(UInt8(ascii: "F")): self = .regularFile
            case UInt64(UInt8(ascii: "D")): self = .directory
            case UInt64(UInt8(ascii: "L")): self = .symbolicLink
            default: self = .other(UInt8(truncatingIfNeeded: code))
            }
        }
    }

    /// The value of one header field, by its subtype character.
    public enum FieldValue: Sendable, Equatable {
        /// Subtypes `1`, `2`, `4`, `8`: an unsigned integer of that many bytes.
        case integer(UInt64)
        /// Subtype `P`: a length-prefixed string such as a path.
        case string(String)
        /// Subtypes `A`, `B`, `C`: a blob of this size stored after the header.
        case blob(size: UInt64)
        /// Subtypes `S` and `T`: a timestamp.
        case timestamp(seconds: Int64, nanoseconds: UInt32)
        /// Subtypes `F`–`J`: a CRC32 or SHA digest.
        case digest(Data)
        /// Subtype `*`: a field that is present without a value.
        case flag
    }

    /// One header field, e.g. key `PAT` with a string value.
    public struct Field: Sendable, Equatable {
        /// The three-letter key, e.g. `TYP`, `PAT`, `DAT`.
        public let key: String
        /// The decoded value.
        public let value: FieldValue
    }

    /// One archive entry.
    public struct Entry: Sendable, Equatable {
        /// Offset of the entry's header in the archive.
        public let offset: Int
        /// All header fields in order.
        public let fields: [Field]
        /// The `TYP` field, if present.
        public let type: EntryType?
        /// The `PAT` field; empty for the archive's root directory.
        public let path: String
        /// The `DAT` blob (file contents), if the entry has one.
        public let data: Data?

        /// The first field with this key.
        public func field(_ key: String) -> FieldValue? { fields.first { $0.key == key }?.value }
    }

    /// Entries in archive order.
    public let entries: [Entry]

    /// The data of the first regular file whose path, or last path component, is `name`.
    public func file(named name: String) -> Data? {
        let match =
            entries.first { $0.path == name && $0.data != nil }
            ?? entries.first { $0.path.split(separator: "/").last.map(String.init) == name && $0.data != nil }
        return match?.data
    }

    /// Walks every entry of an archive held in memory.
    public static func read(_ data: Data) throws -> AppleArchive {
        try read(bytes: [UInt8](data))
    }

    static func read(bytes: [UInt8]) throws -> AppleArchive {
        var entries: [Entry] = []
        var position = 0
        while position < bytes.count {
            let entry = try readEntry(bytes, at: position, next: &position)
            entries.append(entry)
        }
        return AppleArchive(entries: entries)
    }
}
