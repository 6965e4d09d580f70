import Foundation

/// Reading and writing archives whatever their format: the entry points the actions use.
public enum Archive {
    /// The format of `data` from its first bytes (a gzip file is `.gzip` until its contents are
    /// seen: `read` tells a `.tar.gz` apart); nil when none matches.
    public static func detect(_ data: Data) -> ArchiveFormat? {
        if data.count >= 4,
            data.prefix(4).elementsEqual([0x50, 0x4B, 0x03, 0x04]) || data.prefix(4).elementsEqual([0x50, 0x4B, 0x05, 0x06])
        {
            return .zip
        }
        if Gzip.recognizes(data) { return .gzip }
        if Tar.recognizes(data) { return .tar }
        return nil
    }

    /// Every entry of the archive in `data`, decoded within `limits`. A gzip file whose contents
    /// are a tar archive gives the tar's entries; any other gzip file gives one file, named by its
    /// header or else `fallbackName` without `.gz`.
    public static func read(_ data: Data, fallbackName: String, limits: ExpansionLimits) throws -> (ArchiveFormat, [ArchiveEntry])
    {
        switch detect(data) {
        case .zip?: return (.zip, try ZIPReader.read(data, limits: limits))
        case .tar?: return (.tar, try Tar.read(data, limits: limits))
        case .gzip?, .tarGzip?:
            let contents = try Gzip.decompress(data, limits: limits)
            if Tar.recognizes(contents.data) {
                return (.tarGzip, try Tar.read(contents.data, limits: .none, archiveBytes: data.count))
            }
            let name = gzipEntryName(contents.name, fallbackName: fallbackName)
            return (.gzip, [ArchiveEntry(path: name, kind: .file, data: contents.data, modified: contents.modified)])
        case nil: throw ArchiveError.unrecognized(firstBytes: Array(data.prefix(8)))
        }
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
        let name = gzipEntryName(contents.name, fallbackName: fallbackName)
        return (ArchiveEntry(path: name, kind: .file, modified: contents.modified), contents.size)
    }

    /// A gzip file's one entry name: the header's, else the archive's name without `.gz`.
    static func gzipEntryName(_ stored: String?, fallbackName: String) -> String {
        var name = stored ?? fallbackName
        if stored == nil {
            for suffix in [".gz", ".gzip", ".z"] where name.lowercased().hasSuffix(suffix) && name.count > suffix.count {
                name = String(name.dropLast(suffix.count))
                break
            }
            if name == fallbackName { name += ".out" }
        }
        return (name as NSString).lastPathComponent
    }

    /// The archive of `entries` in `format`. A `.gzip` holds exactly one file. `check` runs
    /// before every deflate block (Make Archive passes the run's clock); what it throws stops the work.
    public static func write(_ entries: [ArchiveEntry], format: ArchiveFormat, check: () throws -> Void = {}) throws -> Data {
        switch format {
        case .zip: return try ZIPWriter.write(entries, check: check)
        case .tar: return try Tar.write(entries)
        case .tarGzip: return try Gzip.compress(try Tar.write(entries), check: check)
        case .gzip:
            let files = entries.filter { $0.kind == .file }
            guard files.count == 1, entries.count == 1, let file = files.first else {
                throw ArchiveError.tooLargeToWrite(format: "gzip", "a .gz holds exactly one file, not \(entries.count) items")
            }
            return try Gzip.compress(
                file.data, name: (file.path as NSString).lastPathComponent, modified: file.modified, check: check)
        }
    }
}
