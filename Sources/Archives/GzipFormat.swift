import Foundation

/// gzip (RFC 1952): one or more members, each a header, a deflate stream, CRC-32 and size.
public enum Gzip {
    /// What a gzip file holds: the bytes of every member, and the first member's stored name.
    public struct Contents {
        public var data: Data
        /// The original file name (FNAME), when the header has one.
        public var name: String?
        /// The modification time (MTIME), when not 0.
        public var modified: Date?
    }

    /// Whether `data` starts like a gzip file.
    public static func recognizes(_ data: Data) -> Bool {
        data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B
    }

    /// Decompresses every member of the gzip file `data`, within `limits`.
    public static func decompress(_ data: Data, limits: ExpansionLimits) throws -> Contents {
        var output = Data()
        let (name, modified) = try members(ArchiveSource(data), limits: limits) { start, allowance in
            let result = try data.withUnsafeBytes { buffer in
                try Inflate.decompress(buffer, start: start, limit: allowance.bytes, limitError: allowance.error)
            }
            if output.isEmpty { output = result.data } else { output.append(result.data) }
            return (result.end, result.data.count, CRC32.checksum(result.data))
        }
        return Contents(data: output, name: name, modified: modified)
    }

    /// Decompresses every member of the gzip file `data`, within `limits`, handing the bytes to
    /// `chunk` a few MiB at a time, so memory stays flat however large the contents (Extract
    /// Archive writes them to disk this way); the first member's name and time, and the size.
    public static func stream(
        _ data: Data, limits: ExpansionLimits, chunk: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws -> (name: String?, modified: Date?, size: Int) {
        try stream(ArchiveSource(data), limits: limits, chunk: chunk)
    }

    /// `stream` for a gzip file read by position (from disk a piece at a time, never whole).
    public static func stream(
        _ source: ArchiveSource, limits: ExpansionLimits, chunk: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws -> (name: String?, modified: Date?, size: Int) {
        var size = 0
        let (name, modified) = try members(source, limits: limits) { start, allowance in
            var crc = CRC32()
            let result = try Inflate.stream(
                source, from: start, count: source.count - start, format: "gzip", absolute: true, limit: allowance.bytes,
                limitError: allowance.error
            ) { bytes in
                crc.update(buffer: bytes)
                try chunk(bytes)
            }
            size += result.count
            return (result.end, result.count, crc.value)
        }
        return (name, modified, size)
    }

    /// Walks the members of `source`: checks each header, has `inflate` decode its deflate stream
    /// from a start offset within an allowance (returning where it ended, how many bytes it made
    /// and their CRC-32), then checks the trailer.
    private static func members(
        _ source: ArchiveSource, limits: ExpansionLimits,
        inflate: (Int, (bytes: Int, error: ArchiveError)) throws -> (end: Int, count: Int, crc: UInt32)
    ) throws -> (name: String?, modified: Date?) {
        let fields = SourceFields(source, format: "gzip")
        let meter = ExpansionMeter(limits, archiveBytes: source.count)
        var name: String?
        var modified: Date?
        var offset = 0
        var member = 0
        while offset < source.count {
            guard fields.has(offset, 10), try fields.byte(offset) == 0x1F, try fields.byte(offset + 1) == 0x8B else {
                if member == 0 {
                    throw ArchiveError.unrecognized(firstBytes: try source.bytes(0, min(8, source.count), format: "gzip"))
                }
                throw ArchiveError.corrupt(
                    format: "gzip", "\(source.count - offset) bytes after member \(member) are not another member")
            }
            let method = try fields.byte(offset + 2)
            guard method == 8 else {
                throw ArchiveError.corrupt(format: "gzip", "compression method \(method) (only 8, deflate, exists)")
            }
            let flags = Int(try fields.byte(offset + 3))
            guard flags & 0xE0 == 0 else { throw ArchiveError.corrupt(format: "gzip", "reserved header flags are set") }
            let time = try fields.u32(offset + 4)
            var cursor = offset + 10
            if flags & 4 != 0 { cursor += 2 + (try fields.u16(cursor)) }
            if flags & 8 != 0 {
                let start = cursor
                cursor = try zeroTerminated(fields, from: cursor)
                if member == 0 { name = NameText.decode(try fields.slice(start, cursor - start - 1)) }
            }
            if flags & 16 != 0 { cursor = try zeroTerminated(fields, from: cursor) }
            if flags & 2 != 0 { cursor += 2 }
            guard cursor <= source.count else { throw ArchiveError.truncated(format: "gzip", needed: "the header") }
            if member == 0, time != 0 { modified = Date(timeIntervalSince1970: TimeInterval(time)) }
            let result = try inflate(cursor, meter.allowance())
            try meter.add(result.count)
            let crc = UInt32(try fields.u32(result.end))
            let size = try fields.u32(result.end + 4)
            guard result.crc == crc else {
                throw ArchiveError.checksumMismatch(entry: name ?? "gzip member \(member + 1)", expected: crc, actual: result.crc)
            }
            guard size == result.count & 0xFFFF_FFFF else {
                throw ArchiveError.corrupt(
                    format: "gzip", "member \(member + 1) holds \(result.count) bytes but its trailer says \(size)")
            }
            offset = result.end + 8
            member += 1
        }
        if member == 0 { throw ArchiveError.unrecognized(firstBytes: []) }
        return (name, modified)
    }

    private static func zeroTerminated(_ fields: SourceFields, from start: Int) throws -> Int {
        var cursor = start
        while cursor < fields.source.count {
            if try fields.byte(cursor) == 0 { return cursor + 1 }
            cursor += 1
        }
        throw ArchiveError.truncated(format: "gzip", needed: "the end of a header text")
    }

    /// A one-member gzip file of `data`, recording `name` and `modified` when given; `check` runs
    /// before every deflate block, and what it throws stops the work.
    public static func compress(
        _ data: Data, name: String? = nil, modified: Date? = nil, check: () throws -> Void = {}
    ) throws -> Data {
        var output: [UInt8] = [0x1F, 0x8B, 8, name == nil ? 0 : 8]
        let time = modified.map { Int(max(0, min($0.timeIntervalSince1970, 4_294_967_295))) } ?? 0
        output.appendLE32(time)
        output.append(0)
        output.append(3)
        if let name { output.append(contentsOf: name.utf8.filter { $0 != 0 }); output.append(0) }
        output.append(contentsOf: try data.withUnsafeBytes { try Deflate.compress(buffer: $0, check: check) })
        output.appendLE32(Int(CRC32.checksum(data)))
        output.appendLE32(data.count & 0xFFFF_FFFF)
        return Data(output)
    }
}
