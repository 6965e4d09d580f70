import Foundation

/// An archive checked in full — every limit, size and CRC-32 — without holding its files' bytes,
/// which `stream` then hands out a window at a time: memory stays flat however large a member
/// (Extract Archive writes them to disk this way; issue 26 item 8). ZIP archives and a `.gz` of
/// one file stream; tar and `.tar.gz` are read whole (`Archive.read`).
public struct StreamedArchive {
    /// Every entry, in the archive's order; files carry no data (`stream` gives it).
    public let entries: [ArchiveEntry]
    private let source: Data
    private let bodies: [Body?]

    /// Where a file entry's bytes come from.
    enum Body {
        case zip(ZIPReader.Record)
        case gzip
    }

    /// How many bytes a stored entry is handed out at a time.
    static let window = 4 << 20

    /// The archive in `data` checked for streaming, or nil when it is neither a ZIP nor a `.gz`
    /// of one file (read those with `Archive.read`).
    public static func check(_ data: Data, fallbackName: String, limits: ExpansionLimits) throws -> StreamedArchive? {
        switch Archive.detect(data) {
        case .zip?:
            let (entries, bodies) = try data.withUnsafeBytes { try ZIPReader.checkForStreaming($0, limits: limits) }
            return StreamedArchive(entries: entries, source: data, bodies: bodies)
        case .gzip?:
            guard let single = try Archive.streamedGzipFile(data, fallbackName: fallbackName, limits: limits) else { return nil }
            return StreamedArchive(entries: [single.entry], source: data, bodies: [.gzip])
        default: return nil
        }
    }

    /// Hands the bytes of the file at `index` of `entries` to `chunk`, a window at a time; nothing
    /// for a folder or a link. The archive was checked in full, so only `chunk` can fail here.
    public func stream(_ index: Int, chunk: @escaping (UnsafeRawBufferPointer) throws -> Void) throws {
        guard bodies.indices.contains(index), let body = bodies[index] else { return }
        switch body {
        case .gzip: _ = try Gzip.stream(source, limits: .none, chunk: chunk)
        case .zip(let record):
            _ = try source.withUnsafeBytes { buffer in
                try ZIPReader.stream(record, in: buffer, chunk: chunk)
            }
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
