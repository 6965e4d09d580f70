import Foundation

/// LZMA2 (the chunk layer over LZMA that .xz uses, filter 0x21): a control byte per chunk —
/// 0x00 the end, 0x01/0x02 an uncompressed chunk with/without a dictionary reset, 0x80-0xFF an
/// LZMA chunk whose bits 5-6 say what is reset (nothing, the state, the state and new
/// properties, also the dictionary) and bits 0-4 the top of its unpacked size.
enum LZMA2Decoder {
    /// Decodes the LZMA2 data at `input[start...]` onto `output`; returns where it ended (after
    /// the 0x00 control byte). Each chunk consumes input and declares its output up front, so the
    /// loop is bounded by both.
    static func decode(_ input: UnsafeRawBufferPointer, from start: Int, onto output: GrowingBuffer) throws -> Int {
        guard let bytes = input.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw ArchiveError.truncated(format: "xz", needed: "LZMA2 data")
        }
        var lzma = LZMADecoder()
        defer { lzma.deallocate() }
        var offset = start
        var needDictionaryReset = true
        var needProperties = true
        var properties = LZMAModel.Properties.standard
        var dictionaryStart = output.count
        while true {
            guard offset < input.count else { throw ArchiveError.truncated(format: "xz", needed: "an LZMA2 chunk") }
            let control = Int(bytes[offset])
            if control == 0 { return offset + 1 }
            guard control >= 0x80 || control <= 2 else {
                throw ArchiveError.corrupt(format: "xz", "LZMA2 control byte 0x\(String(control, radix: 16)) is invalid")
            }
            if control >= 0xE0 || control == 1 {
                needProperties = true
                needDictionaryReset = false
                dictionaryStart = output.count
            } else if needDictionaryReset {
                throw ArchiveError.corrupt(format: "xz", "the first LZMA2 chunk does not reset the dictionary")
            }
            if control < 0x80 {
                offset = try copyUncompressed(input, header: offset, onto: output)
                continue
            }
            guard offset + 5 <= input.count else { throw ArchiveError.truncated(format: "xz", needed: "an LZMA2 chunk header") }
            let unpacked = (control & 0x1F) << 16 + Int(bytes[offset + 1]) << 8 + Int(bytes[offset + 2]) + 1
            let packed = Int(bytes[offset + 3]) << 8 + Int(bytes[offset + 4]) + 1
            offset += 5
            let reset = (control >> 5) & 3
            if reset >= 2 {
                guard offset < input.count else { throw ArchiveError.truncated(format: "xz", needed: "an LZMA2 chunk header") }
                properties = try LZMAModel.Properties(byte: bytes[offset])
                offset += 1
                needProperties = false
            } else if needProperties {
                throw ArchiveError.corrupt(
                    format: "xz", "LZMA2 chunk 0x\(String(control, radix: 16)) comes before the properties are set")
            }
            if reset >= 1 { lzma.reset(properties) }
            guard packed <= input.count - offset else {
                throw ArchiveError.truncated(format: "xz", needed: "an LZMA2 chunk of \(packed) packed bytes")
            }
            try output.reserve(unpacked)
            var rc = try RangeDecoder(bytes, start: offset, end: offset + packed)
            try lzma.decode(
                &rc, into: output.base, from: output.count, to: output.count + unpacked, dictionaryStart: dictionaryStart)
            guard rc.finishedCleanly else {
                throw ArchiveError.corrupt(
                    format: "xz", "an LZMA2 chunk's \(packed) packed bytes do not end with its \(unpacked) unpacked bytes")
            }
            output.didWrite(unpacked)
            offset += packed
        }
    }

    /// Copies the uncompressed chunk whose control byte is at `header`; returns the offset after it.
    private static func copyUncompressed(_ input: UnsafeRawBufferPointer, header: Int, onto output: GrowingBuffer) throws -> Int {
        guard header + 3 <= input.count else { throw ArchiveError.truncated(format: "xz", needed: "an LZMA2 chunk header") }
        let size = Int(input[header + 1]) << 8 + Int(input[header + 2]) + 1
        guard size <= input.count - header - 3 else {
            throw ArchiveError.truncated(format: "xz", needed: "an uncompressed LZMA2 chunk of \(size) bytes")
        }
        try output.append(UnsafeRawBufferPointer(rebasing: input[header + 3..<header + 3 + size]))
        return header + 3 + size
    }
}
