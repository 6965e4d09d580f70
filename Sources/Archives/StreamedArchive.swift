import Foundation

/// An archive checked in full — every limit, size and CRC-32 — without holding its files' bytes,
/// which `streamFiles` then hands out a window at a time, in one pass: memory stays flat however
/// large a member (Extract Archive writes them to disk this way; issue 26 item 8). Every format
/// streams: ZIP, tar, `.tar.gz` (inflated a window at a time through `TarParser`) and a `.gz` of
/// one file. A `.tar.gz` is inflated twice in all: once to check it, once to hand out its bytes.
/// An archive given as a reader (a file) is read from it a piece at a time, never whole.
public struct StreamedArchive {
    /// Every entry, in the archive's order; files carry no data (`stream` gives it).
    public let entries: [ArchiveEntry]
    private let source: ArchiveSource
    private let bodies: [Body?]

    /// Where a file entry's bytes come from.
    enum Body {
        case zip(ZIPReader.Record)
        case gzip
        /// The file's bytes follow its header in the tar stream (the archive's, or its gzip's contents).
        case tar(gzipped: Bool)
        /// The file's bytes, decoded when the archive was checked (formats read whole: cpio, ISO 9660, bzip2, xz).
        case held(Data)
    }

    /// How many bytes a stored entry is handed out at a time.
    static let window = 4 << 20

    /// The archive in `data` checked for streaming (the same errors `Archive.read` gives), or nil
    /// when it is no archive format.
    public static func check(_ data: Data, fallbackName: String, limits: ExpansionLimits) throws -> StreamedArchive? {
        try check(ArchiveSource(data), fallbackName: fallbackName, limits: limits)
    }

    /// The archive in `source` checked for streaming; anything that is no archive format is
    /// refused as `Archive.read` refuses it (`unrecognized`, with its first bytes).
    public static func checkRecognized(_ source: ArchiveSource, fallbackName: String, limits: ExpansionLimits) throws
        -> StreamedArchive
    {
        guard let checked = try check(source, fallbackName: fallbackName, limits: limits) else {
            throw ArchiveError.unrecognized(firstBytes: try source.bytes(0, min(8, source.count), format: "archive"))
        }
        return checked
    }

    /// The archive in `source` checked for streaming (the same errors `Archive.read` gives), or
    /// nil when it is no archive format.
    public static func check(_ source: ArchiveSource, fallbackName: String, limits: ExpansionLimits) throws
        -> StreamedArchive?
    {
        let head = Data(try source.bytes(0, min(source.count, Archive.detectionBytes), format: "archive"))
        switch Archive.detect(head) {
        case .zip?:
            let (entries, bodies) = try ZIPReader.checkForStreaming(source, limits: limits)
            return StreamedArchive(entries: entries, source: source, bodies: bodies)
        case .tar?: return try tar(source, gzipped: false, limits: limits)
        case .gzip?, .tarGzip?:
            guard !gzipHoldsTar(source),
                let single = try Archive.streamedGzipFile(source, fallbackName: fallbackName, limits: limits)
            else {
                return try tar(source, gzipped: true, limits: limits)
            }
            return StreamedArchive(entries: [single.entry], source: source, bodies: [.gzip])
        case .cpio?, .iso?, .bzip2?, .tarBzip2?, .xz?, .tarXz?:
            return try held(source, fallbackName: fallbackName, limits: limits)
        case nil: return nil
        }
    }

    /// An archive of a format read whole (cpio, ISO 9660, bzip2 and xz, tarred or not): its bytes
    /// are read and decoded within `limits`, and each file's bytes kept for `stream`. An archive
    /// file larger than the size limit is refused before it is read: cpio and ISO 9660 store
    /// their files as they are, and what bzip2 and xz hold is no smaller than what they stored.
    static func held(_ source: ArchiveSource, fallbackName: String, limits: ExpansionLimits) throws -> StreamedArchive {
        guard source.count <= limits.maxBytes else { throw ArchiveError.sizeLimitExceeded(limit: limits.maxBytes) }
        let data = Data(try source.bytes(0, source.count, format: "archive"))
        let entries = try Archive.read(data, fallbackName: fallbackName, limits: limits).1
        let bodies = entries.map { $0.kind == .file ? Body.held($0.data) : nil }
        let bare = entries.map { ArchiveEntry(path: $0.path, kind: $0.kind, modified: $0.modified) }
        return StreamedArchive(entries: bare, source: source, bodies: bodies)
    }

    /// Whether the gzip file in `source` holds a tar archive, from its first window alone (a gzip
    /// that fails that early is left to the full check to report).
    static func gzipHoldsTar(_ source: ArchiveSource) -> Bool {
        struct Enough: Error {}
        var head = Data()
        do {
            _ = try Gzip.stream(source, limits: .none) { chunk in
                head.append(contentsOf: chunk.prefix(Tar.block - head.count))
                if head.count >= Tar.block { throw Enough() }
            }
        } catch {}
        return Tar.recognizes(head)
    }

    /// A tar (or `.tar.gz`) checked by reading it through once, keeping only its headers.
    static func tar(_ source: ArchiveSource, gzipped: Bool, limits: ExpansionLimits) throws -> StreamedArchive {
        var entries: [ArchiveEntry] = []
        // The gzip layer holds the expansion to the limits, as `Archive.read` does.
        try tarStream(source, gzipped: gzipped, limits: limits) { event in
            if case .entry(let entry) = event { entries.append(entry) }
        }
        let bodies = entries.map { $0.kind == .file ? Body.tar(gzipped: gzipped) : nil }
        return StreamedArchive(entries: entries, source: source, bodies: bodies)
    }

    /// Feeds the tar in `source` (inflated a window at a time when `gzipped`) through a `TarParser`.
    static func tarStream(
        _ source: ArchiveSource, gzipped: Bool, limits: ExpansionLimits, _ report: @escaping (TarParser.Event) throws -> Void
    ) throws {
        guard gzipped else {
            // Fed a window at a time, so a member's bytes are handed out in windows too.
            var parser = TarParser(limits: limits, archiveBytes: source.count)
            try source.pieces(from: 0, count: source.count, size: window, format: "tar") { try parser.feed($0, report) }
            return try parser.finish()
        }
        var parser = TarParser(limits: .none, archiveBytes: source.count)
        _ = try Gzip.stream(source, limits: limits) { window in try parser.feed(window, report) }
        try parser.finish()
    }

    /// Hands the bytes of every file of `entries` to `chunk` with the file's index, a window at a
    /// time, in the archive's order and in one pass (nothing for folders and links; an empty file
    /// gets no call). The archive was checked in full, so only `chunk` can fail here.
    public func streamFiles(_ chunk: @escaping (Int, UnsafeRawBufferPointer) throws -> Void) throws {
        guard case .tar(let gzipped)? = bodies.lazy.compactMap({ $0 }).first else {
            for index in bodies.indices { try stream(index) { try chunk(index, $0) } }
            return
        }
        var index = -1
        try Self.tarStream(source, gzipped: gzipped, limits: .none) { event in
            switch event {
            case .entry: index += 1
            case .content(let bytes): if !bytes.isEmpty { try chunk(index, bytes) }
            }
        }
    }

    /// Hands the bytes of the file at `index` of `entries` to `chunk`, a window at a time; nothing
    /// for a folder or a link. For a tar this reads the archive up to that file: use `streamFiles`
    /// for all of them.
    public func stream(_ index: Int, chunk: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        guard bodies.indices.contains(index), let body = bodies[index] else { return }
        switch body {
        case .gzip: _ = try Gzip.stream(source, limits: .none, chunk: chunk)
        case .zip(let record): try ZIPReader.stream(record, in: source, chunk: chunk)
        case .tar:
            try streamFiles { found, bytes in if found == index { try chunk(bytes) } }
        case .held(let data):
            try data.withUnsafeBytes { bytes in
                for start in stride(from: 0, to: bytes.count, by: Self.window) {
                    try chunk(UnsafeRawBufferPointer(rebasing: bytes[start..<min(bytes.count, start + Self.window)]))
                }
            }
        }
    }
}

extension ZIPReader {
    /// Every entry of the ZIP in `buffer`, each file decoded once to check it (size, CRC-32,
    /// `limits`) without keeping its bytes; links are read whole (their text is the target).
    static func checkForStreaming(_ source: ArchiveSource, limits: ExpansionLimits) throws -> (
        [ArchiveEntry], [StreamedArchive.Body?]
    ) {
        let meter = ExpansionMeter(limits, archiveBytes: source.count)
        var entries: [ArchiveEntry] = []
        var bodies: [StreamedArchive.Body?] = []
        for record in try records(source) {
            switch record.kind {
            case .folder:
                entries.append(ArchiveEntry(path: record.name, kind: .folder, modified: record.modified))
                bodies.append(nil)
            case .symbolicLink:
                let target = try read(source, record: record, meter: meter)
                entries.append(
                    ArchiveEntry(
                        path: record.name, kind: .symbolicLink(target: NameText.decode(target)), modified: record.modified))
                bodies.append(nil)
            case .file:
                let allowance = meter.allowance()
                if record.size > allowance.bytes { throw allowance.error }
                var crc = CRC32()
                let count = try stream(record, in: source) { crc.update(buffer: $0) }
                try meter.add(count)
                guard crc.value == UInt32(record.crc) else {
                    throw ArchiveError.checksumMismatch(entry: record.name, expected: UInt32(record.crc), actual: crc.value)
                }
                entries.append(ArchiveEntry(path: record.name, kind: .file, modified: record.modified))
                bodies.append(.zip(record))
            }
        }
        return (entries, bodies)
    }

    /// A link's target: its record's bytes in memory.
    private static func read(_ source: ArchiveSource, record: Record, meter: ExpansionMeter) throws -> Data {
        var target = Data()
        let allowance = meter.allowance()
        if record.size > allowance.bytes { throw allowance.error }
        var crc = CRC32()
        let count = try stream(record, in: source) { chunk in
            crc.update(buffer: chunk)
            target.append(contentsOf: chunk)
        }
        try meter.add(count)
        guard crc.value == UInt32(record.crc) else {
            throw ArchiveError.checksumMismatch(entry: record.name, expected: UInt32(record.crc), actual: crc.value)
        }
        return target
    }

    /// Hands a record's decoded bytes to `chunk` a window at a time, holding it to the size it
    /// declares; returns how many bytes it made.
    @discardableResult
    static func stream(
        _ record: Record, in source: ArchiveSource, chunk: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws
        -> Int
    {
        switch record.method {
        case 0:
            guard record.compressedSize == record.size else { throw storedSizeMismatch(record) }
            try source.pieces(from: record.dataOffset, count: record.compressedSize, size: StreamedArchive.window, format: "ZIP")
            {
                try chunk($0)
            }
            return record.compressedSize
        case 8:
            let made = try Inflate.stream(
                source, from: record.dataOffset, count: record.compressedSize, format: "ZIP", limit: record.size,
                limitError: expandsPastSize(record), chunk: chunk)
            guard made.count == record.size else { throw sizeMismatch(record, made.count) }
            return made.count
        default: throw ArchiveError.unsupportedMethod(entry: record.name, method: record.method)
        }
    }
}
