import Foundation

/// An archive checked in full — every limit, size and CRC-32 — without holding its files' bytes,
/// which `streamFiles` then hands out a window at a time, in one pass: memory stays flat however
/// large a member (Extract Archive writes them to disk this way; issue 26 item 8). Every format
/// streams: ZIP, tar, `.tar.gz` (inflated a window at a time through `TarParser`) and a `.gz` of
/// one file. A `.tar.gz` is inflated twice in all: once to check it, once to hand out its bytes.
public struct StreamedArchive {
    /// Every entry, in the archive's order; files carry no data (`stream` gives it).
    public let entries: [ArchiveEntry]
    private let source: Data
    private let bodies: [Body?]

    /// Where a file entry's bytes come from.
    enum Body {
        case zip(ZIPReader.Record)
        case gzip
        /// The file's bytes follow its header in the tar stream (the archive's, or its gzip's contents).
        case tar(gzipped: Bool)
    }

    /// How many bytes a stored entry is handed out at a time.
    static let window = 4 << 20

    /// The archive in `data` checked for streaming (the same errors `Archive.read` gives), or nil
    /// when it is no archive format.
    public static func check(_ data: Data, fallbackName: String, limits: ExpansionLimits) throws -> StreamedArchive? {
        switch Archive.detect(data) {
        case .zip?:
            let (entries, bodies) = try data.withUnsafeBytes { try ZIPReader.checkForStreaming($0, limits: limits) }
            return StreamedArchive(entries: entries, source: data, bodies: bodies)
        case .tar?: return try tar(data, gzipped: false, limits: limits)
        case .gzip?, .tarGzip?:
            guard !gzipHoldsTar(data),
                let single = try Archive.streamedGzipFile(data, fallbackName: fallbackName, limits: limits)
            else {
                return try tar(data, gzipped: true, limits: limits)
            }
            return StreamedArchive(entries: [single.entry], source: data, bodies: [.gzip])
        case nil: return nil
        }
    }

    /// Whether the gzip file `data` holds a tar archive, from its first window alone (a gzip that
    /// fails that early is left to the full check to report).
    static func gzipHoldsTar(_ data: Data) -> Bool {
        struct Enough: Error {}
        var head = Data()
        do {
            _ = try Gzip.stream(data, limits: .none) { chunk in
                head.append(contentsOf: chunk.prefix(Tar.block - head.count))
                if head.count >= Tar.block { throw Enough() }
            }
        } catch {}
        return Tar.recognizes(head)
    }

    /// A tar (or `.tar.gz`) checked by reading it through once, keeping only its headers.
    static func tar(_ data: Data, gzipped: Bool, limits: ExpansionLimits) throws -> StreamedArchive {
        var entries: [ArchiveEntry] = []
        // The gzip layer holds the expansion to the limits, as `Archive.read` does.
        try tarStream(data, gzipped: gzipped, limits: limits) { event in
            if case .entry(let entry) = event { entries.append(entry) }
        }
        let bodies = entries.map { $0.kind == .file ? Body.tar(gzipped: gzipped) : nil }
        return StreamedArchive(entries: entries, source: data, bodies: bodies)
    }

    /// Feeds the tar in `data` (inflated a window at a time when `gzipped`) through a `TarParser`.
    static func tarStream(
        _ data: Data, gzipped: Bool, limits: ExpansionLimits, _ report: @escaping (TarParser.Event) throws -> Void
    ) throws {
        guard gzipped else {
            // Fed a window at a time, so a member's bytes are handed out in windows too.
            var parser = TarParser(limits: limits, archiveBytes: data.count)
            try data.withUnsafeBytes { buffer in
                var start = 0
                while start < buffer.count {
                    let end = min(buffer.count, start + window)
                    try parser.feed(UnsafeRawBufferPointer(rebasing: buffer[start..<end]), report)
                    start = end
                }
            }
            return try parser.finish()
        }
        var parser = TarParser(limits: .none, archiveBytes: data.count)
        _ = try Gzip.stream(data, limits: limits) { window in try parser.feed(window, report) }
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
        case .zip(let record):
            _ = try source.withUnsafeBytes { buffer in
                try ZIPReader.stream(record, in: buffer, chunk: chunk)
            }
        case .tar:
            try streamFiles { found, bytes in if found == index { try chunk(bytes) } }
        }
    }
}

extension ZIPReader {
    /// Every entry of the ZIP in `buffer`, each file decoded once to check it (size, CRC-32,
    /// `limits`) without keeping its bytes; links are read whole (their text is the target).
    static func checkForStreaming(_ buffer: UnsafeRawBufferPointer, limits: ExpansionLimits) throws -> (
        [ArchiveEntry], [StreamedArchive.Body?]
    ) {
        let meter = ExpansionMeter(limits, archiveBytes: buffer.count)
        var entries: [ArchiveEntry] = []
        var bodies: [StreamedArchive.Body?] = []
        for record in try records(buffer) {
            switch record.kind {
            case .folder:
                entries.append(ArchiveEntry(path: record.name, kind: .folder, modified: record.modified))
                bodies.append(nil)
            case .symbolicLink:
                let target = try read(buffer: buffer, record: record, meter: meter)
                entries.append(
                    ArchiveEntry(
                        path: record.name, kind: .symbolicLink(target: NameText.decode(target)), modified: record.modified))
                bodies.append(nil)
            case .file:
                let allowance = meter.allowance()
                if record.size > allowance.bytes { throw allowance.error }
                var crc = CRC32()
                let count = try stream(record, in: buffer) { crc.update(buffer: $0) }
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
    private static func read(buffer: UnsafeRawBufferPointer, record: Record, meter: ExpansionMeter) throws -> Data {
        var target = Data()
        let allowance = meter.allowance()
        if record.size > allowance.bytes { throw allowance.error }
        var crc = CRC32()
        let count = try stream(record, in: buffer) { chunk in
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
        _ record: Record, in buffer: UnsafeRawBufferPointer, chunk: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws
        -> Int
    {
        let compressed = UnsafeRawBufferPointer(rebasing: buffer[record.dataOffset..<record.dataOffset + record.compressedSize])
        switch record.method {
        case 0:
            guard compressed.count == record.size else { throw storedSizeMismatch(record) }
            var start = 0
            while start < compressed.count {
                let end = min(compressed.count, start + StreamedArchive.window)
                try chunk(UnsafeRawBufferPointer(rebasing: compressed[start..<end]))
                start = end
            }
            return compressed.count
        case 8:
            let made = try Inflate.stream(compressed, limit: record.size, limitError: expandsPastSize(record), chunk: chunk)
            guard made.count == record.size else { throw sizeMismatch(record, made.count) }
            return made.count
        default: throw ArchiveError.unsupportedMethod(entry: record.name, method: record.method)
        }
    }
}
