import Foundation

/// Reads ZIP archives (stored and deflate entries; the central directory is authoritative, so
/// entries written with data descriptors read the same). ZIP64 is detected and refused.
public enum ZIPReader {
    /// Every entry of the ZIP in `data`, decompressed within `limits`.
    public static func read(_ data: Data, limits: ExpansionLimits) throws -> [ArchiveEntry] {
        let source = ArchiveSource(data)
        let meter = ExpansionMeter(limits, archiveBytes: source.count)
        return try records(source).map { record in
            switch record.kind {
            case .folder: return ArchiveEntry(path: record.name, kind: .folder, modified: record.modified)
            case .symbolicLink:
                let target = try contents(record, in: source, meter: meter)
                return ArchiveEntry(
                    path: record.name, kind: .symbolicLink(target: NameText.decode(target)), modified: record.modified)
            case .file:
                return ArchiveEntry(
                    path: record.name, kind: .file, data: try contents(record, in: source, meter: meter),
                    modified: record.modified)
            }
        }
    }

    /// One entry of the central directory: where its bytes are and what they must decode to.
    struct Record {
        enum Kind { case file, folder, symbolicLink }
        var name: String
        var kind: Kind
        var modified: Date?
        var method: Int
        var crc: Int
        var size: Int
        var dataOffset: Int
        var compressedSize: Int
    }

    /// The central directory's records, each checked against its local header.
    static func records(_ source: ArchiveSource) throws -> [Record] {
        // The central directory is read in order, local headers by offset: a cache for each.
        let fields = SourceFields(source, format: "ZIP")
        let locals = SourceFields(source, format: "ZIP")
        let end = try endOfCentralDirectory(source)
        let count = try fields.u16(end + 10)
        let directorySize = try fields.u32(end + 12)
        let directoryOffset = try fields.u32(end + 16)
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            throw ArchiveError.zip64Unsupported
        }
        if end >= 20, (try? fields.u32(end - 20)) == 0x0706_4B50 { throw ArchiveError.zip64Unsupported }
        guard directoryOffset + directorySize <= end else {
            throw ArchiveError.corrupt(
                format: "ZIP", "the central directory (\(directorySize) bytes at \(directoryOffset)) runs past its end record")
        }
        var records: [Record] = []
        var offset = directoryOffset
        for _ in 0..<count {
            guard try fields.u32(offset) == 0x0201_4B50 else {
                throw ArchiveError.corrupt(format: "ZIP", "no central directory record at byte \(offset)")
            }
            let madeBy = try fields.u16(offset + 4)
            let flags = try fields.u16(offset + 8)
            let method = try fields.u16(offset + 10)
            let time = try fields.u16(offset + 12)
            let date = try fields.u16(offset + 14)
            let crc = try fields.u32(offset + 16)
            let compressedSize = try fields.u32(offset + 20)
            let size = try fields.u32(offset + 24)
            let nameLength = try fields.u16(offset + 28)
            let extraLength = try fields.u16(offset + 30)
            let commentLength = try fields.u16(offset + 32)
            let external = try fields.u32(offset + 38)
            let localOffset = try fields.u32(offset + 42)
            let name = NameText.decode(try fields.slice(offset + 46, nameLength))
            offset += 46 + nameLength + extraLength + commentLength
            if compressedSize == 0xFFFF_FFFF || size == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF {
                throw ArchiveError.zip64Unsupported
            }
            if flags & 1 != 0 { throw ArchiveError.encrypted(entry: name) }
            guard try locals.u32(localOffset) == 0x0403_4B50 else {
                throw ArchiveError.corrupt(format: "ZIP", "'\(name)' has no local header at byte \(localOffset)")
            }
            let dataOffset = localOffset + 30 + (try locals.u16(localOffset + 26)) + (try locals.u16(localOffset + 28))
            guard fields.has(dataOffset, compressedSize) else {
                throw ArchiveError.truncated(format: "ZIP", needed: "\(compressedSize) bytes at \(dataOffset)")
            }
            let mode = madeBy >> 8 == 3 ? (external >> 16) & 0o170000 : 0
            let folder = name.hasSuffix("/") || mode == 0o040000
            records.append(
                Record(
                    name: folder && name.hasSuffix("/") ? String(name.dropLast()) : name,
                    kind: folder ? .folder : mode == 0o120000 ? .symbolicLink : .file,
                    modified: DOSTime.date(time: time, date: date),
                    method: method, crc: crc, size: size, dataOffset: dataOffset, compressedSize: compressedSize))
        }
        return records
    }

    /// The position of the end-of-central-directory record (searched back over the comment).
    static func endOfCentralDirectory(_ source: ArchiveSource) throws -> Int {
        let count = source.count
        guard count >= 22 else { throw ArchiveError.truncated(format: "ZIP", needed: "an end record of 22 bytes") }
        // The end record and the longest comment after it: the only part of the archive searched.
        let lowest = max(0, count - 22 - 65_535)
        let tail = try source.bytes(lowest, count - lowest, format: "ZIP")
        var offset = count - 22
        while offset >= lowest {
            let at = offset - lowest
            if tail[at] == 0x50, tail[at + 1] == 0x4B, tail[at + 2] == 0x05, tail[at + 3] == 0x06 { return offset }
            offset -= 1
        }
        throw ArchiveError.corrupt(format: "ZIP", "no end of central directory record")
    }

    /// A record's bytes, decoded into memory and checked (size, CRC-32, the meter's limits).
    private static func contents(_ record: Record, in source: ArchiveSource, meter: ExpansionMeter) throws -> Data {
        let read = { (compressed: UnsafeRawBufferPointer) in try contents(record, compressed, meter: meter) }
        if let data = try source.withContiguous(from: record.dataOffset, count: record.compressedSize, read) { return data }
        let copy = try source.bytes(record.dataOffset, record.compressedSize, format: "ZIP")
        return try copy.withUnsafeBytes(read)
    }

    private static func contents(_ record: Record, _ compressed: UnsafeRawBufferPointer, meter: ExpansionMeter) throws -> Data {
        let (name, size) = (record.name, record.size)
        let allowance = meter.allowance()
        if size > allowance.bytes { throw allowance.error }
        let content: Data
        switch record.method {
        case 0:
            guard compressed.count == size else { throw storedSizeMismatch(record) }
            content = Data(compressed)
        case 8:
            // The limit is the declared size (checked above), so a lying entry cannot expand further.
            content = try Inflate.decompress(compressed, expected: size, limit: size, limitError: expandsPastSize(record)).data
            guard content.count == size else { throw sizeMismatch(record, content.count) }
        default: throw ArchiveError.unsupportedMethod(entry: name, method: record.method)
        }
        try meter.add(content.count)
        let actual = CRC32.checksum(content)
        guard actual == UInt32(record.crc) else {
            throw ArchiveError.checksumMismatch(entry: name, expected: UInt32(record.crc), actual: actual)
        }
        return content
    }

    static func storedSizeMismatch(_ record: Record) -> ArchiveError {
        .corrupt(format: "ZIP", "'\(record.name)' is stored with \(record.compressedSize) bytes but says it has \(record.size)")
    }

    static func expandsPastSize(_ record: Record) -> ArchiveError {
        .corrupt(format: "ZIP", "'\(record.name)' expands past the \(record.size) bytes it declares")
    }

    static func sizeMismatch(_ record: Record, _ count: Int) -> ArchiveError {
        .corrupt(format: "ZIP", "'\(record.name)' expands to \(count) bytes but says it has \(record.size)")
    }
}
