/// The chunks of a WebP file (the RIFF container, WebP container specification): each a four-
/// letter tag, a little-endian size and that many bytes, padded to an even length.
struct WebPChunks {
    /// One chunk: its tag and its bytes (a slice of the file).
    struct Chunk {
        let tag: String
        let payload: ArraySlice<UInt8>
    }

    /// The chunks in file order.
    let chunks: [Chunk]

    /// Reads the chunks of `bytes`, a whole file. The RIFF size bounds the chunks; bytes after it
    /// are ignored, as libwebp does. A chunk that runs past the end of the data is an error.
    init(_ bytes: [UInt8], limits: ImageLimits) throws {
        guard bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) else {
            throw ImageError.corrupt(format: "WebP", "the file does not start with RIFF….WEBP")
        }
        let declared = Self.u32(bytes[...], at: 4) + 8
        guard declared >= 12 else { throw ImageError.corrupt(format: "WebP", "the RIFF size \(declared - 8) is too small") }
        chunks = try Self.sequence(bytes[12..<min(declared, bytes.count)], limits: limits)
        guard !chunks.isEmpty else { throw WebP.truncated("a chunk after the RIFF header") }
    }

    /// The chunks one after another in `bytes` (a file after its RIFF header, or an animation
    /// frame's payload after its own header).
    static func sequence(_ bytes: ArraySlice<UInt8>, limits: ImageLimits) throws -> [Chunk] {
        var chunks: [Chunk] = []
        var position = bytes.startIndex
        while bytes.endIndex - position >= 8 {
            guard chunks.count < WebP.maxChunks(limits) else {
                throw ImageError.corrupt(format: "WebP", "more than \(WebP.maxChunks(limits)) chunks")
            }
            let tag = String(decoding: bytes[position..<(position + 4)], as: UTF8.self)
            let size = u32(bytes, at: position + 4 - bytes.startIndex)
            let start = position + 8
            guard size <= bytes.endIndex - start else {
                throw WebP.truncated("the '\(tag)' chunk (\(size) bytes at byte \(start), \(bytes.endIndex - start) there)")
            }
            chunks.append(Chunk(tag: tag, payload: bytes[start..<(start + size)]))
            position = start + size + (size & 1)
        }
        return chunks
    }

    /// The little-endian 32-bit number at `offset` of `bytes` (the caller checked the bytes are there).
    static func u32(_ bytes: ArraySlice<UInt8>, at offset: Int) -> Int {
        u24(bytes, at: offset) | Int(bytes[bytes.startIndex + offset + 3]) << 24
    }

    /// The little-endian 24-bit number at `offset` of `bytes`.
    static func u24(_ bytes: ArraySlice<UInt8>, at offset: Int) -> Int {
        let start = bytes.startIndex + offset
        return Int(bytes[start]) | Int(bytes[start + 1]) << 8 | Int(bytes[start + 2]) << 16
    }
}
