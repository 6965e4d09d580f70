import Foundation

/// One block of an .xz stream ("The .xz File Format" 1.2.1, section 3): the header (size,
/// flags, optional compressed and uncompressed sizes, filter flags, padding, CRC32), the LZMA2
/// data, block padding and the check.
extension XZStreamReader {
    /// The filter IDs of the spec's section 5.3 and the names messages give them.
    static func filterName(_ id: Int) -> String? {
        switch id {
        case 0x03: return "delta"
        case 0x04: return "BCJ x86"
        case 0x05: return "BCJ PowerPC"
        case 0x06: return "BCJ IA-64"
        case 0x07: return "BCJ ARM"
        case 0x08: return "BCJ ARM-Thumb"
        case 0x09: return "BCJ SPARC"
        case 0x0A: return "BCJ ARM64"
        case 0x0B: return "BCJ RISC-V"
        case 0x21: return "LZMA2"
        default: return nil
        }
    }

    /// Decodes the block at `start`; returns the offset after its check and what the index must say of it.
    func readBlock(at start: Int, number: Int, check: XZCheck) throws -> (end: Int, record: Record) {
        let headerSize = (Int(input[start]) + 1) * 4
        guard input.count - start >= headerSize else { throw ArchiveError.truncated(format: "xz", needed: "a block header") }
        let fieldsEnd = start + headerSize - 4
        try verifyCRC32(start, fieldsEnd, stored: fieldsEnd, what: "the header of block \(number)")
        let flags = input[start + 1]
        guard flags & 0x3C == 0 else {
            throw ArchiveError.corrupt(format: "xz", "block \(number)'s header sets reserved flags")
        }
        var cursor = start + 2
        let field = "block \(number)'s header"
        let compressedSize = flags & 0x40 != 0 ? try varint(&cursor, limit: fieldsEnd, field: field) : nil
        let uncompressedSize = flags & 0x80 != 0 ? try varint(&cursor, limit: fieldsEnd, field: field) : nil
        try readFilters(count: Int(flags & 3) + 1, cursor: &cursor, fieldsEnd: fieldsEnd, field: field)
        guard (cursor..<fieldsEnd).allSatisfy({ input[$0] == 0 }) else {
            throw ArchiveError.corrupt(format: "xz", "block \(number)'s header padding is not zero")
        }
        let dataStart = start + headerSize
        let before = output.count
        let dataEnd = try LZMA2Decoder.decode(input, from: dataStart, onto: output)
        let compressed = dataEnd - dataStart
        let uncompressed = output.count - before
        if let compressedSize, compressedSize != compressed {
            throw ArchiveError.corrupt(
                format: "xz", "block \(number)'s header says \(compressedSize) compressed bytes, it has \(compressed)")
        }
        if let uncompressedSize, uncompressedSize != uncompressed {
            throw ArchiveError.corrupt(
                format: "xz", "block \(number)'s header says \(uncompressedSize) uncompressed bytes, it has \(uncompressed)")
        }
        var end = dataEnd
        while (end - dataStart) % 4 != 0 {
            guard end < input.count else { throw ArchiveError.truncated(format: "xz", needed: "the block padding") }
            guard input[end] == 0 else { throw ArchiveError.corrupt(format: "xz", "block \(number)'s padding is not zero") }
            end += 1
        }
        try verifyCheck(check, at: end, from: before, number: number)
        let record = Record(unpaddedSize: headerSize + compressed + check.size, uncompressedSize: uncompressed)
        return (end + check.size, record)
    }

    /// Reads the filter flags: LZMA2 alone, with a valid dictionary size byte; any other filter
    /// is named in the error.
    private func readFilters(count: Int, cursor: inout Int, fieldsEnd: Int, field: String) throws {
        for index in 0..<count {
            let id = try varint(&cursor, limit: fieldsEnd, field: field)
            let size = try varint(&cursor, limit: fieldsEnd, field: field)
            guard size <= fieldsEnd - cursor else {
                throw ArchiveError.corrupt(format: "xz", "\(field)'s filter properties run past its end")
            }
            guard id == 0x21 else {
                let name = Self.filterName(id).map { " (\($0))" } ?? ""
                throw ArchiveError.corrupt(
                    format: "xz", "filter 0x\(String(format: "%02x", id))\(name) is not supported; only LZMA2 is")
            }
            guard index == count - 1 else {
                throw ArchiveError.corrupt(format: "xz", "\(field) puts LZMA2 before another filter; it must be last")
            }
            guard size == 1 else {
                throw ArchiveError.corrupt(format: "xz", "\(field) gives LZMA2 \(size) bytes of properties instead of 1")
            }
            let dictionary = input[cursor]
            guard dictionary & 0xC0 == 0, dictionary <= 40 else {
                throw ArchiveError.corrupt(format: "xz", "\(field) has an invalid LZMA2 dictionary size byte \(dictionary)")
            }
            cursor += 1
        }
    }

    /// Compares the check stored at `offset` with that of the output from `start` on.
    private func verifyCheck(_ check: XZCheck, at offset: Int, from start: Int, number: Int) throws {
        guard check.size > 0 else { return }
        guard input.count - offset >= check.size else {
            throw ArchiveError.truncated(format: "xz", needed: "the \(check.name) check of block \(number)")
        }
        let actual = check.compute(UnsafeRawBufferPointer(start: output.base + start, count: output.count - start))
        let stored = Array(input[offset..<offset + check.size])
        guard actual == stored else {
            throw ArchiveError.corrupt(
                format: "xz",
                "block \(number) is damaged: its \(check.name) is \(hexDigits(actual)), the file says \(hexDigits(stored))")
        }
    }

    /// A check as one number written in hex (CRC32 and CRC64 are stored little-endian), or a
    /// digest's bytes in order.
    private func hexDigits(_ bytes: [UInt8]) -> String {
        let ordered = bytes.count <= 8 ? bytes.reversed() : bytes
        return ordered.map { String(format: "%02x", $0) }.joined()
    }
}
