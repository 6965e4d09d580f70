import Foundation

/// Writes a one-stream .xz file ("The .xz File Format" 1.2.1): the stream header with a CRC64
/// check, one block (header with both sizes and the LZMA2 filter, data, padding, CRC64), the
/// index with its one record and the footer; an empty input has no block, as xz writes it.
extension XZ {
    /// Most input bytes one call takes (the match finder keeps positions as 32-bit numbers).
    public static let maximumInput = Int(Int32.max) - 65_536
    /// The largest dictionary the encoder uses.
    static let dictionaryMax = 8 << 20

    /// The .xz file of `data`: LZMA2 (lc 3, lp 0, pb 2) with an 8 MiB dictionary (or the input's
    /// size when smaller) and a CRC64 check. `check` runs before every LZMA2 chunk; what it throws
    /// stops the work.
    public static func compress(_ data: Data, check: () throws -> Void = {}) throws -> Data {
        guard data.count <= maximumInput else {
            throw ArchiveError.tooLargeToWrite(format: "xz", "an input of \(data.count) bytes is larger than \(maximumInput)")
        }
        let flags: [UInt8] = [0, XZCheck.crc64.id]
        var output = XZStreamReader.headerMagic + flags
        output.appendLE32(Int(CRC32.checksum(flags)))
        var records: [(unpadded: Int, uncompressed: Int)] = []
        if data.isEmpty {
            try check()
        } else {
            let (dictionaryByte, dictionarySize) = dictionary(for: data.count)
            let packed = try data.withUnsafeBytes {
                try LZMA2Encoder.encode($0, dictionarySize: dictionarySize, check: check)
            }
            let header = blockHeader(compressed: packed.count, uncompressed: data.count, dictionaryByte: dictionaryByte)
            output += header
            output += packed
            output += [UInt8](repeating: 0, count: (4 - packed.count % 4) % 4)
            let crc = data.withUnsafeBytes { CRC64.checksum($0) }
            output += (0..<8).map { UInt8(truncatingIfNeeded: crc >> (8 * UInt64($0))) }
            records.append((header.count + packed.count + 8, data.count))
        }
        let index = indexBytes(records)
        output += index
        var footerFields: [UInt8] = []
        footerFields.appendLE32(index.count / 4 - 1)
        footerFields += flags
        output.appendLE32(Int(CRC32.checksum(footerFields)))
        output += footerFields + XZStreamReader.footerMagic
        return Data(output)
    }

    /// The smallest dictionary size byte (size (2 | b & 1) << (b / 2 + 11)) covering the input, up to 8 MiB.
    static func dictionary(for count: Int) -> (byte: UInt8, size: Int) {
        let needed = min(count, dictionaryMax)
        var byte = 0
        while (2 | byte & 1) << (byte / 2 + 11) < needed { byte += 1 }
        return (UInt8(byte), (2 | byte & 1) << (byte / 2 + 11))
    }

    static func appendVarint(_ output: inout [UInt8], _ value: Int) {
        var rest = value
        while rest >= 0x80 {
            output.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        output.append(UInt8(rest))
    }

    private static func blockHeader(compressed: Int, uncompressed: Int, dictionaryByte: UInt8) -> [UInt8] {
        var fields: [UInt8] = [0, 0xC0]
        appendVarint(&fields, compressed)
        appendVarint(&fields, uncompressed)
        fields += [0x21, 1, dictionaryByte]
        while (fields.count + 4) % 4 != 0 { fields.append(0) }
        fields[0] = UInt8((fields.count + 4) / 4 - 1)
        fields.appendLE32(Int(CRC32.checksum(fields)))
        return fields
    }

    private static func indexBytes(_ records: [(unpadded: Int, uncompressed: Int)]) -> [UInt8] {
        var index: [UInt8] = [0]
        appendVarint(&index, records.count)
        for record in records {
            appendVarint(&index, record.unpadded)
            appendVarint(&index, record.uncompressed)
        }
        while index.count % 4 != 0 { index.append(0) }
        index.appendLE32(Int(CRC32.checksum(index)))
        return index
    }
}
