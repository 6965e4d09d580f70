import Foundation

/// Reads ZIP archives (stored and deflate entries; the central directory is authoritative, so
/// entries written with data descriptors read the same). ZIP64 is detected and refused.
public enum ZIPReader {
    /// Every entry of the ZIP in `data`, decompressed within `limits`.
    public static func read(_ data: Data, limits: ExpansionLimits) throws -> [ArchiveEntry] {
        try data.withUnsafeBytes { try read(buffer: $0, limits: limits) }
    }

    static func read(buffer: UnsafeRawBufferPointer, limits: ExpansionLimits) throws -> [ArchiveEntry] {
        let fields = ByteFields(bytes: buffer, format: "ZIP")
        let end = try endOfCentralDirectory(fields)
        let meter = ExpansionMeter(limits, archiveBytes: buffer.count)
        let count = try fields.u16(end + 10)
        let directorySize = try fields.u32(end + 12)
        let directoryOffset = try fields.u32(end + 16)
        if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
            throw ArchiveError.zip64Unsupported
        }
        if end >= 20, (try? fields.u32(end - 20)) == 0x0706_4B50 { throw ArchiveError.zip64Unsupported }
        guard directoryOffset + directorySize <= end else {
            throw ArchiveError.corrupt(format: "ZIP", "the central directory (\(directorySize) bytes at \(directoryOffset)) runs past its end record")
        }
        var entries: [ArchiveEntry] = []
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
            if compressedSize == 0xFFFF_FFFF || size == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF { throw ArchiveError.zip64Unsupported }
            if flags & 1 != 0 { throw ArchiveError.encrypted(entry: name) }
            guard try fields.u32(localOffset) == 0x0403_4B50 else {
                throw ArchiveError.corrupt(format: "ZIP", "'\(name)' has no local header at byte \(localOffset)")
            }
            let dataOffset = localOffset + 30 + (try fields.u16(localOffset + 26)) + (try fields.u16(localOffset + 28))
            let compressed = try fields.slice(dataOffset, compressedSize)
            let modified = DOSTime.date(time: time, date: date)
            let mode = madeBy >> 8 == 3 ? (external >> 16) & 0o170000 : 0
            if name.hasSuffix("/") || mode == 0o040000 {
                entries.append(ArchiveEntry(path: String(name.dropLast(name.hasSuffix("/") ? 1 : 0)), kind: .folder, modified: modified))
                continue
            }
            let content = try contents(name, method: method, compressed: compressed, size: size, crc: crc, meter: meter)
            if mode == 0o120000 {
                entries.append(ArchiveEntry(path: name, kind: .symbolicLink(target: NameText.decode(content)), modified: modified))
            } else {
                entries.append(ArchiveEntry(path: name, kind: .file, data: content, modified: modified))
            }
        }
        return entries
    }

    /// The position of the end-of-central-directory record (searched back over the comment).
    static func endOfCentralDirectory(_ fields: ByteFields) throws -> Int {
        let count = fields.bytes.count
        guard count >= 22 else { throw ArchiveError.truncated(format: "ZIP", needed: "an end record of 22 bytes") }
        var offset = count - 22
        let lowest = max(0, count - 22 - 65_535)
        while offset >= lowest {
            if fields.bytes[offset] == 0x50, try fields.u32(offset) == 0x0605_4B50 { return offset }
            offset -= 1
        }
        throw ArchiveError.corrupt(format: "ZIP", "no end of central directory record")
    }

    private static func contents(
        _ name: String, method: Int, compressed: UnsafeRawBufferPointer, size: Int, crc: Int, meter: ExpansionMeter
    ) throws -> Data {
        let allowance = meter.allowance()
        if size > allowance.bytes { throw allowance.error }
        let content: Data
        switch method {
        case 0:
            guard compressed.count == size else {
                throw ArchiveError.corrupt(format: "ZIP", "'\(name)' is stored with \(compressed.count) bytes but says it has \(size)")
            }
            content = Data(compressed)
        case 8:
            // The limit is the declared size (checked above), so a lying entry cannot expand further.
            content = try Inflate.decompress(
                compressed, expected: size, limit: size,
                limitError: .corrupt(format: "ZIP", "'\(name)' expands past the \(size) bytes it declares")
            ).data
            guard content.count == size else {
                throw ArchiveError.corrupt(format: "ZIP", "'\(name)' expands to \(content.count) bytes but says it has \(size)")
            }
        default: throw ArchiveError.unsupportedMethod(entry: name, method: method)
        }
        try meter.add(content.count)
        let actual = CRC32.checksum(content)
        guard actual == UInt32(crc) else { throw ArchiveError.checksumMismatch(entry: name, expected: UInt32(crc), actual: actual) }
        return content
    }
}
