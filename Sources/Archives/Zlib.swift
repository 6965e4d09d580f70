import Foundation

/// The zlib container (RFC 1950) around a raw deflate stream: a two-byte header, the stream,
/// and the Adler-32 of the uncompressed bytes. PNG's image data is one zlib stream.
public enum Zlib {
    /// Inflates the zlib stream `data`, at most `limit` bytes (`ArchiveError.sizeLimitExceeded`
    /// past it), checking the header and, when `checkAdler` is set, the trailing Adler-32.
    public static func decompress(_ data: Data, expected: Int = 0, limit: Int = Int.max, checkAdler: Bool = true) throws -> Data {
        try data.withUnsafeBytes { buffer in
            guard buffer.count >= 2 else { throw ArchiveError.truncated(format: "zlib", needed: "the two-byte header") }
            let method = buffer[0], flags = buffer[1]
            guard method & 0x0F == 8, method >> 4 <= 7 else {
                throw ArchiveError.corrupt(
                    format: "zlib",
                    "compression method \(method & 0x0F) with window \(method >> 4) (only 8, deflate, with a window of at most 32 KiB exists)"
                )
            }
            guard (UInt16(method) << 8 | UInt16(flags)) % 31 == 0 else {
                throw ArchiveError.corrupt(format: "zlib", "the header check bits are wrong")
            }
            guard flags & 0x20 == 0 else {
                throw ArchiveError.corrupt(format: "zlib", "a preset dictionary is required, which no PNG may use")
            }
            let result = try Inflate.decompress(
                buffer, start: 2, expected: expected, limit: limit, limitError: .sizeLimitExceeded(limit: limit))
            if checkAdler {
                guard result.end + 4 <= buffer.count else {
                    throw ArchiveError.truncated(format: "zlib", needed: "the Adler-32 checksum")
                }
                let stored =
                    UInt32(buffer[result.end]) << 24 | UInt32(buffer[result.end + 1]) << 16
                    | UInt32(buffer[result.end + 2]) << 8 | UInt32(buffer[result.end + 3])
                let actual = Adler32.checksum(result.data)
                guard stored == actual else {
                    throw ArchiveError.corrupt(
                        format: "zlib",
                        "the Adler-32 checksum is \(ArchiveError.hex(actual)), the stream says \(ArchiveError.hex(stored))")
                }
            }
            return result.data
        }
    }

    /// The zlib stream of `bytes`: header (deflate, 32 KiB window, default level), deflate, Adler-32.
    public static func compress(_ bytes: UnsafeRawBufferPointer) throws -> [UInt8] {
        var output: [UInt8] = [0x78, 0x9C]
        output += try Deflate.compress(buffer: bytes)
        let adler = Adler32.checksum(bytes)
        output += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return output
    }
}

/// Adler-32 (RFC 1950): two running sums modulo 65,521.
public enum Adler32 {
    /// The checksum of `bytes`.
    public static func checksum<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var a: UInt32 = 1, b: UInt32 = 0
        var pending = 0
        for byte in bytes {
            a &+= UInt32(byte)
            b &+= a
            pending += 1
            // 5,552 bytes is the most that cannot overflow 32 bits before the reduction.
            if pending == 5552 {
                a %= 65521
                b %= 65521
                pending = 0
            }
        }
        return (b % 65521) << 16 | (a % 65521)
    }
}
