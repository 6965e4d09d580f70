import Foundation

/// Reading and writing archives whatever their format: the entry points the actions use.
public enum Archive {
    /// How many leading bytes `detect` needs to tell every format apart: an ISO 9660 image is
    /// known by its first volume descriptor, after 32 KiB of system area.
    public static let detectionBytes = 0x8006

    /// The format of `data` from its first bytes (a compressed file is `.gzip`, `.bzip2` or `.xz`
    /// until its contents are seen: `read` tells a compressed tar apart); nil when none matches.
    public static func detect(_ data: Data) -> ArchiveFormat? {
        if data.count >= 4,
            data.prefix(4).elementsEqual([0x50, 0x4B, 0x03, 0x04]) || data.prefix(4).elementsEqual([0x50, 0x4B, 0x05, 0x06])
        {
            return .zip
        }
        if let compression = Compression.detect(data) { return compression.oneFile }
        if Cpio.recognizes(data) { return .cpio }
        // An ISO 9660 image starts with 32 KiB of system area, often zeros: checked before tar.
        if ISO9660.recognizes(data) { return .iso }
        if Tar.recognizes(data) { return .tar }
        return nil
    }

    /// Every entry of the archive in `data`, decoded within `limits`. A compressed file (gzip,
    /// bzip2, xz) whose contents are a tar archive gives the tar's entries; any other gives one
    /// file, named by gzip's header or else `fallbackName` without its compression's ending.
    public static func read(_ data: Data, fallbackName: String, limits: ExpansionLimits) throws -> (ArchiveFormat, [ArchiveEntry])
    {
        switch detect(data) {
        case .zip?: return (.zip, try ZIPReader.read(data, limits: limits))
        case .tar?: return (.tar, try Tar.read(data, limits: limits))
        case .cpio?: return (.cpio, try Cpio.read(data, limits: limits))
        case .iso?: return (.iso, try ISO9660.read(data, limits: limits))
        case .gzip?, .tarGzip?: return try readCompressed(data, .gzip, fallbackName: fallbackName, limits: limits)
        case .bzip2?, .tarBzip2?: return try readCompressed(data, .bzip2, fallbackName: fallbackName, limits: limits)
        case .xz?, .tarXz?: return try readCompressed(data, .xz, fallbackName: fallbackName, limits: limits)
        case nil: throw ArchiveError.unrecognized(firstBytes: Array(data.prefix(8)))
        }
    }

    /// A compressed file's entries: the tar's it holds, else its one file.
    static func readCompressed(_ data: Data, _ compression: Compression, fallbackName: String, limits: ExpansionLimits)
        throws -> (ArchiveFormat, [ArchiveEntry])
    {
        let contents = try compression.decompress(data, limits: limits)
        if Tar.recognizes(contents.data) {
            return (compression.tarred, try Tar.read(contents.data, limits: .none, archiveBytes: data.count))
        }
        let name = oneFileName(contents.name, fallbackName: fallbackName, suffixes: compression.suffixes)
        return (compression.oneFile, [ArchiveEntry(path: name, kind: .file, data: contents.data, modified: contents.modified)])
    }

    /// The one file of a gzip file that is not a tar archive, checked in full (limits, CRC-32,
    /// sizes) without holding its contents: its entry (no data) and size; nil for anything else.
    /// Its bytes are then streamed with `Gzip.stream`, so memory stays flat for a file of any size.
    public static func streamedGzipFile(_ data: Data, fallbackName: String, limits: ExpansionLimits) throws -> (
        entry: ArchiveEntry, size: Int
    )? {
        try streamedGzipFile(ArchiveSource(data), fallbackName: fallbackName, limits: limits)
    }

    /// `streamedGzipFile` for a gzip file read by position (from disk a piece at a time).
    public static func streamedGzipFile(_ source: ArchiveSource, fallbackName: String, limits: ExpansionLimits) throws
        -> (entry: ArchiveEntry, size: Int)?
    {
        guard detect(Data(try source.bytes(0, min(source.count, Tar.block), format: "gzip"))) == .gzip else { return nil }
        var head = Data()
        let contents = try Gzip.stream(source, limits: limits) { chunk in
            if head.count < 512 { head.append(contentsOf: chunk.prefix(512 - head.count)) }
        }
        guard !Tar.recognizes(head) else { return nil }
        let name = oneFileName(contents.name, fallbackName: fallbackName, suffixes: Compression.gzip.suffixes)
        return (ArchiveEntry(path: name, kind: .file, modified: contents.modified), contents.size)
    }

    /// A compressed file's one entry name: the header's, else the archive's name without the
    /// compression's ending (`suffixes`), else that name with `.out` added.
    static func oneFileName(_ stored: String?, fallbackName: String, suffixes: [String]) -> String {
        var name = stored ?? fallbackName
        if stored == nil {
            for suffix in suffixes where name.lowercased().hasSuffix(suffix) && name.count > suffix.count {
                name = String(name.dropLast(suffix.count))
                break
            }
            if name == fallbackName { name += ".out" }
        }
        return (name as NSString).lastPathComponent
    }

    /// The archive of `entries` in `format`. A compressed file (`.gzip`, `.bzip2`, `.xz`) holds
    /// exactly one file. `check` runs before every compressed block (Make Archive passes the run's
    /// clock); what it throws stops the work.
    public static func write(_ entries: [ArchiveEntry], format: ArchiveFormat, check: () throws -> Void = {}) throws -> Data {
        switch format {
        case .zip: return try ZIPWriter.write(entries, check: check)
        case .tar: return try Tar.write(entries)
        case .cpio: return try Cpio.write(entries)
        case .iso: return try ISO9660.write(entries)
        case .tarGzip: return try Compression.gzip.compress(try Tar.write(entries), check: check)
        case .tarBzip2: return try Compression.bzip2.compress(try Tar.write(entries), check: check)
        case .tarXz: return try Compression.xz.compress(try Tar.write(entries), check: check)
        case .gzip: return try writeOneFile(entries, .gzip, check: check)
        case .bzip2: return try writeOneFile(entries, .bzip2, check: check)
        case .xz: return try writeOneFile(entries, .xz, check: check)
        }
    }

    /// The one file of `entries` compressed; anything but exactly one file is refused.
    static func writeOneFile(_ entries: [ArchiveEntry], _ compression: Compression, check: () throws -> Void) throws -> Data {
        let files = entries.filter { $0.kind == .file }
        guard files.count == 1, entries.count == 1, let file = files.first else {
            throw ArchiveError.tooLargeToWrite(
                format: "\(compression)",
                "a .\(compression.oneFile.fileExtension) holds exactly one file, not \(entries.count) items")
        }
        return try compression.compress(
            file.data, name: (file.path as NSString).lastPathComponent, modified: file.modified, check: check)
    }
}
