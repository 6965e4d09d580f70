import Foundation

/// bzip2, the block-sorting compressor (Julian Seward's bzip2 1.0 format; written from the
/// format's description — "BZh" and a level, then blocks of the Burrows–Wheeler transform,
/// move-to-front, RUNA/RUNB zero runs and 2 to 6 Huffman tables, each with a CRC, then an end
/// marker with the stream's combined CRC — as set out in Seward's manual "bzip2 and libbzip2,
/// version 1.0" and Joe Tsai's description of the format, github.com/dsnet/compress,
/// doc/bzip2-format.pdf). Several streams one after another (as `cat a.bz2 b.bz2` and pbzip2
/// make) decode to their contents one after another.
public enum Bzip2 {
    /// The 48-bit number that starts every block (the digits of π).
    static let blockMagic: UInt64 = 0x3141_5926_5359
    /// The 48-bit number that ends every stream (the digits of √π).
    static let endMagic: UInt64 = 0x1772_4538_5090

    /// Whether `data` starts like a bzip2 stream: "BZh", a level from 1 to 9, then the magic
    /// number of a block or of the stream's end.
    public static func recognizes(_ data: Data) -> Bool {
        guard data.count >= 10 else { return false }
        let head = [UInt8](data.prefix(10))
        guard head[0] == 0x42, head[1] == 0x5A, head[2] == 0x68, (0x31...0x39).contains(head[3]) else { return false }
        let magic = head[4..<10].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return magic == blockMagic || magic == endMagic
    }

    /// The contents of every bzip2 stream in `data`, one after another, within `limits`
    /// (counted before each block's bytes are written out). Every block's CRC and every stream's
    /// combined CRC are checked.
    public static func decompress(_ data: Data, limits: ExpansionLimits) throws -> Data {
        let meter = ExpansionMeter(limits, archiveBytes: data.count)
        let allowance = meter.allowance()
        let output = GrowingBuffer(expected: data.count * 4, limit: allowance.bytes, limitError: allowance.error)
        try data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self), raw.count >= 4 else {
                throw headerError(raw.count == 0 ? [] : [UInt8](raw), stream: 0, remaining: raw.count)
            }
            let decoder = Bzip2BlockDecoder()
            var offset = 0
            var stream = 0
            var blocks = 0
            while offset < raw.count {
                let remaining = raw.count - offset
                let head = [UInt8](UnsafeBufferPointer(start: base + offset, count: min(4, remaining)))
                guard head.count == 4, head[0] == 0x42, head[1] == 0x5A, head[2] == 0x68, (0x31...0x39).contains(head[3]) else {
                    throw headerError(head, stream: stream, remaining: remaining)
                }
                stream += 1
                var reader = Bzip2BitReader(base, end: raw.count, start: offset + 4)
                try decodeStream(
                    &reader, stream: stream, maximumBlock: Int(head[3] - 0x30) * 100_000, blocks: &blocks,
                    decoder: decoder, meter: meter, output: output)
                reader.alignToByte()
                offset = reader.byteOffset
            }
        }
        return output.takeData()
    }

    /// Why the bytes at a stream's start are not a stream header.
    private static func headerError(_ head: [UInt8], stream: Int, remaining: Int) -> ArchiveError {
        let header: [UInt8] = [0x42, 0x5A, 0x68]
        if stream == 0 {
            if head.count < 4 && Array(header.prefix(head.count)) == head {
                return .truncated(format: "bzip2", needed: "the stream header 'BZh' and a level")
            }
            return .corrupt(format: "bzip2", "the data is not a bzip2 stream (it does not start with 'BZh' and a level 1 to 9)")
        }
        return .corrupt(format: "bzip2", "\(remaining) bytes after stream \(stream) are not another bzip2 stream")
    }

    /// Decodes the blocks of one stream (its header read) up to and including its end marker.
    private static func decodeStream(
        _ reader: inout Bzip2BitReader, stream: Int, maximumBlock: Int, blocks: inout Int, decoder: Bzip2BlockDecoder,
        meter: ExpansionMeter, output: GrowingBuffer
    ) throws {
        var combined: UInt32 = 0
        while true {
            let magic = UInt64(reader.read(24)) << 24 | UInt64(reader.read(24))
            if reader.overran {
                throw ArchiveError.truncated(format: "bzip2", needed: "the next block or the end of stream \(stream)")
            }
            if magic == endMagic {
                let stored = UInt32(reader.read(32))
                if reader.overran { throw ArchiveError.truncated(format: "bzip2", needed: "stream \(stream)'s combined CRC") }
                guard stored == combined else {
                    throw ArchiveError.corrupt(
                        format: "bzip2",
                        "stream \(stream)'s combined CRC is \(ArchiveError.hex(stored)), its blocks give \(ArchiveError.hex(combined))"
                    )
                }
                return
            }
            guard magic == blockMagic else {
                throw ArchiveError.corrupt(
                    format: "bzip2",
                    "stream \(stream) has neither a block nor its end at bit \(reader.position - 48) (0x\(String(magic, radix: 16)))"
                )
            }
            blocks += 1
            let crc = try decoder.decode(&reader, block: blocks, maximumSize: maximumBlock, meter: meter, output: output)
            combined = Bzip2CRC.combine(combined, crc)
        }
    }
}
