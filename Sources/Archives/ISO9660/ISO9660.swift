import Foundation

/// ISO 9660 images (ECMA-119, 2nd edition, 1987) with the Rock Ridge Interchange Protocol
/// (RRIP 1.12 on SUSP 1.12: the NM, PX, SL, TF entries) and Joliet (a supplementary volume
/// descriptor whose names are UCS-2 big-endian).
///
/// Written: 2048-byte blocks; a primary volume descriptor whose tree has level-2 names (up to 31
/// uppercase d-characters, made unique per folder) sorted as ECMA-119 9.3 requires, Rock Ridge
/// entries on every record carrying the real names, modes, links and times, and (unless turned
/// off) a Joliet tree over the same file data; L and M path tables for each tree. Folders deeper
/// than ECMA-119's 8 levels are refused with `tooLargeToWrite` (Rock Ridge relocation is not
/// written), as are files of 4 GiB or more (one extent each).
///
/// Read: Rock Ridge names, links and times when the primary tree has them, else the Joliet
/// names, else the primary names without their `;1` version and trailing `.`. Every extent is
/// checked against the image; a folder whose extent was already read (a loop) or a tree more
/// than 64 levels deep is refused.
public enum ISO9660 {
    static let sector = 2048
    /// The first block after the system area (ECMA-119 6.2.1).
    static let descriptorStart = 16
    static let identifier = Array("CD001".utf8)
    /// ECMA-119 6.8.2.1: the root and seven levels of folders below it.
    static let maxWrittenLevels = 8
    /// Past this many levels a read tree is taken for hostile.
    static let maxReadDepth = 64

    /// Whether `data` is an ISO 9660 image: "CD001" at byte 0x8001 (the first volume descriptor).
    public static func recognizes(_ data: Data) -> Bool {
        let start = descriptorStart * sector + 1
        guard data.count >= start + 5 else { return false }
        return data[data.startIndex + start..<data.startIndex + start + 5].elementsEqual(identifier)
    }

    /// Every entry of the image `data` (folders, files, symbolic links), file bytes counted
    /// against `limits`. Paths are as the image names them; Extract Archive checks them with
    /// `ArchivePaths`, as it does tar's.
    public static func read(_ data: Data, limits: ExpansionLimits) throws -> [ArchiveEntry] {
        try data.withUnsafeBytes { buffer in
            var reader = ISOReader(bytes: buffer, meter: ExpansionMeter(limits, archiveBytes: data.count))
            return try reader.read()
        }
    }

    /// An image of `entries` named `volumeIdentifier` (cut to 32 d-characters), with Rock Ridge
    /// and, when `joliet`, a Joliet tree. Paths are checked as for extraction (`unsafePath`);
    /// parent folders not listed are added. A later entry of the same path replaces an earlier
    /// one. Throws `tooLargeToWrite` for a file of 4 GiB or more, a folder more than 8 levels
    /// deep, more than 65,535 folders, or a path that is both a file and a folder.
    public static func write(_ entries: [ArchiveEntry], volumeIdentifier: String = "ARCHIVE", joliet: Bool = true) throws
        -> Data
    {
        let tree = try ISOTree(entries)
        var layout = ISOLayout(tree: tree, entries: entries, joliet: joliet)
        layout.volumeIdentifierText = volumeIdentifier
        try layout.plan()
        return layout.emit()
    }
}
