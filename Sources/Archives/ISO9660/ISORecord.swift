import Foundation

/// The fields of a directory record (ECMA-119 9.1) that reading needs, checked to lie inside
/// its folder's extent.
struct ISORecord {
    var offset = 0
    var length = 0
    var block = 0
    var size = 0
    /// Blocks of extended attributes before the file's bytes (ECMA-119 9.1.2).
    var attributeBlocks = 0
    var flags: UInt8 = 0
    var identifier: Range<Int> = 0..<0
    var systemUse: Range<Int> = 0..<0
    var date: Date?
    /// A file recorded in interleaved mode (ECMA-119 9.1.7, 9.1.8), which is not read.
    var interleaved = false

    var isFolder: Bool { flags & 0x02 != 0 }
    /// An associated file (a resource fork and the like): not an entry of its own.
    var isAssociated: Bool { flags & 0x04 != 0 }
    /// Not the last extent of its file (ECMA-119 9.1.6, multi-extent).
    var continues: Bool { flags & 0x80 != 0 }

    /// The record at `offset`, which must end by `end` (its folder's extent, or its sector).
    static func parse(_ bytes: UnsafeRawBufferPointer, at offset: Int, end: Int) throws -> ISORecord {
        let length = Int(bytes[offset])
        guard length >= 34, length <= end - offset else {
            throw ArchiveError.corrupt(
                format: "ISO 9660",
                "the directory record at byte \(offset) is \(length) bytes long, which does not fit its folder")
        }
        let nameLength = Int(bytes[offset + 32])
        guard nameLength >= 1, 33 + nameLength <= length else {
            throw ArchiveError.corrupt(
                format: "ISO 9660", "the directory record at byte \(offset) has a name of \(nameLength) bytes in its \(length)")
        }
        var record = ISORecord()
        record.offset = offset
        record.length = length
        record.attributeBlocks = Int(bytes[offset + 1])
        record.block = le32(bytes, offset + 2)
        record.size = le32(bytes, offset + 10)
        record.date = ISOTime.recordDate(bytes, offset + 18)
        record.flags = bytes[offset + 25]
        record.interleaved = bytes[offset + 26] != 0 || bytes[offset + 27] != 0
        record.identifier = offset + 33..<offset + 33 + nameLength
        let systemUse = offset + 33 + nameLength + (nameLength % 2 == 0 ? 1 : 0)
        record.systemUse = min(systemUse, offset + length)..<offset + length
        return record
    }

    /// Whether this is a folder's "." (0) or ".." (1) record.
    func isDot(_ bytes: UnsafeRawBufferPointer) -> Bool { identifier.count == 1 && bytes[identifier.lowerBound] <= 1 }

    static func le32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
    }
}

/// What a record's Rock Ridge entries say (RRIP 1.12: NM, SL, PX, TF, RE, CL).
struct RockRidgeInfo {
    var name: [UInt8]?
    /// SL components: bytes, and whether the next one continues it without a `/`.
    var linkParts: [[UInt8]] = []
    var linkRooted = false
    var hasLink = false
    var mode: Int?
    var modified: Date?
    /// RE: a folder moved here from deeper down, listed where its CL points instead.
    var relocated = false
    /// CL: this record stands for the folder at that block.
    var childLink: Int?

    var target: String {
        (linkRooted ? "/" : "") + linkParts.map { NameText.decode($0) }.joined(separator: "/")
    }
}
