import Foundation

/// Reads the .xz container ("The .xz File Format" 1.2.1, Tukaani): streams of a header (magic
/// FD 37 7A 58 5A 00, flags, CRC32), blocks (a header with its filter flags and optional sizes,
/// the LZMA2 data, padding, the check), the index (a record per block, padding, CRC32) and a
/// footer (CRC32, backward size, flags, magic 59 5A); streams may be concatenated with zero
/// padding in multiples of four between them. Every size the index and headers state is
/// compared with what was decoded.
struct XZStreamReader {
    let input: UnsafeRawBufferPointer
    let output: GrowingBuffer

    static let headerMagic: [UInt8] = [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]
    static let footerMagic: [UInt8] = [0x59, 0x5A]

    /// What the index must say of one block.
    struct Record: Equatable {
        var unpaddedSize: Int
        var uncompressedSize: Int
    }

    /// Decodes every stream of the input onto `output`.
    func readAll() throws {
        var offset = 0
        var streams = 0
        repeat {
            guard matchesMagic(at: offset) else {
                if streams == 0 { throw ArchiveError.corrupt(format: "xz", "the input does not start with the .xz magic bytes") }
                throw ArchiveError.corrupt(
                    format: "xz", "the \(input.count - offset) bytes after stream \(streams) are not another stream")
            }
            offset = try readStream(at: offset, number: streams + 1)
            streams += 1
            let paddingStart = offset
            while offset < input.count && input[offset] == 0 { offset += 1 }
            guard (offset - paddingStart) % 4 == 0 else {
                throw ArchiveError.corrupt(
                    format: "xz", "the stream padding of \(offset - paddingStart) bytes is not a multiple of four")
            }
        } while offset < input.count
    }

    private func matchesMagic(at offset: Int) -> Bool {
        guard input.count - offset >= 6 else { return false }
        return (0..<6).allSatisfy { input[offset + $0] == Self.headerMagic[$0] }
    }

    func u32(_ offset: Int) -> UInt32 {
        UInt32(input[offset]) | UInt32(input[offset + 1]) << 8 | UInt32(input[offset + 2]) << 16 | UInt32(input[offset + 3]) << 24
    }

    private func crc32(_ start: Int, _ end: Int) -> UInt32 {
        CRC32.checksum(UnsafeRawBufferPointer(rebasing: input[start..<end]))
    }

    /// Checks the CRC32 stored at `stored` against the bytes `start..<end`.
    func verifyCRC32(_ start: Int, _ end: Int, stored: Int, what: String) throws {
        let actual = crc32(start, end)
        let expected = u32(stored)
        guard actual == expected else {
            throw ArchiveError.corrupt(
                format: "xz",
                "\(what) is damaged: its CRC32 is \(ArchiveError.hex(actual)), the file says \(ArchiveError.hex(expected))")
        }
    }

    /// Reads the stream at `start` (its magic already matched); returns the offset after its footer.
    private func readStream(at start: Int, number: Int) throws -> Int {
        guard input.count - start >= 12 else { throw ArchiveError.truncated(format: "xz", needed: "the stream header") }
        try verifyCRC32(start + 6, start + 8, stored: start + 8, what: "the header of stream \(number)")
        guard input[start + 6] == 0, input[start + 7] & 0xF0 == 0 else {
            throw ArchiveError.corrupt(format: "xz", "stream \(number)'s header sets reserved flags")
        }
        let check = try XZCheck(id: Int(input[start + 7]))
        var offset = start + 12
        var records: [Record] = []
        while true {
            guard offset < input.count else { throw ArchiveError.truncated(format: "xz", needed: "a block or the index") }
            if input[offset] == 0 { break }
            let (end, record) = try readBlock(at: offset, number: records.count + 1, check: check)
            records.append(record)
            offset = end
        }
        let indexStart = offset
        offset = try readIndex(at: offset, records: records)
        return try readFooter(at: offset, indexSize: offset - indexStart, streamStart: start, number: number)
    }

    private func readFooter(at offset: Int, indexSize: Int, streamStart: Int, number: Int) throws -> Int {
        guard input.count - offset >= 12 else { throw ArchiveError.truncated(format: "xz", needed: "the stream footer") }
        guard input[offset + 10] == Self.footerMagic[0], input[offset + 11] == Self.footerMagic[1] else {
            throw ArchiveError.corrupt(format: "xz", "stream \(number)'s footer does not end with the magic bytes YZ")
        }
        try verifyCRC32(offset + 4, offset + 10, stored: offset, what: "the footer of stream \(number)")
        let backwardSize = (Int(u32(offset + 4)) + 1) * 4
        guard backwardSize == indexSize else {
            throw ArchiveError.corrupt(
                format: "xz", "stream \(number)'s footer says the index has \(backwardSize) bytes, it has \(indexSize)")
        }
        guard input[offset + 8] == input[streamStart + 6], input[offset + 9] == input[streamStart + 7] else {
            throw ArchiveError.corrupt(format: "xz", "stream \(number)'s footer flags differ from its header's")
        }
        return offset + 12
    }

    /// Reads a variable-length integer (7 bits a byte, low first, at most 9 bytes, no needless
    /// trailing zero byte) below `limit`.
    func varint(_ cursor: inout Int, limit: Int, field: String) throws -> Int {
        var value = 0
        for index in 0..<9 {
            guard cursor < limit else { throw ArchiveError.corrupt(format: "xz", "\(field) runs past its end") }
            let byte = input[cursor]
            cursor += 1
            value |= Int(byte & 0x7F) << (7 * index)
            if byte & 0x80 == 0 {
                guard byte != 0 || index == 0 else {
                    throw ArchiveError.corrupt(format: "xz", "\(field) has a number with a needless zero byte")
                }
                return value
            }
        }
        throw ArchiveError.corrupt(format: "xz", "\(field) has a number longer than nine bytes")
    }

    private func readIndex(at start: Int, records: [Record]) throws -> Int {
        var cursor = start + 1
        let count = try varint(&cursor, limit: input.count, field: "the index")
        guard count == records.count else {
            throw ArchiveError.corrupt(format: "xz", "the index lists \(count) blocks but the stream has \(records.count)")
        }
        for (number, record) in records.enumerated() {
            let unpadded = try varint(&cursor, limit: input.count, field: "the index")
            let uncompressed = try varint(&cursor, limit: input.count, field: "the index")
            guard Record(unpaddedSize: unpadded, uncompressedSize: uncompressed) == record else {
                throw ArchiveError.corrupt(
                    format: "xz",
                    "the index gives block \(number + 1) \(unpadded) unpadded and \(uncompressed) uncompressed bytes; "
                        + "it has \(record.unpaddedSize) and \(record.uncompressedSize)")
            }
        }
        while (cursor - start) % 4 != 0 {
            guard cursor < input.count else { throw ArchiveError.truncated(format: "xz", needed: "the index") }
            guard input[cursor] == 0 else { throw ArchiveError.corrupt(format: "xz", "the index padding is not zero") }
            cursor += 1
        }
        guard input.count - cursor >= 4 else { throw ArchiveError.truncated(format: "xz", needed: "the index") }
        try verifyCRC32(start, cursor, stored: cursor, what: "the index")
        return cursor + 4
    }
}
