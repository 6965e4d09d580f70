import Foundation

/// Hand-built WebP files for the tests: a least-significant-bit-first bit writer for lossless
/// streams, and the RIFF container around chunks.
struct VP8LWriter {
    private(set) var bytes: [UInt8] = []
    private var used = 0

    /// Appends the low `count` bits of `value`, least significant first.
    mutating func put(_ value: Int, _ count: Int) {
        for bit in 0..<count {
            if used == 0 { bytes.append(0) }
            if value >> bit & 1 == 1 { bytes[bytes.count - 1] |= UInt8(1 << used) }
            used = (used + 1) % 8
        }
    }

    /// The lossless header: signature, size, alpha hint, version.
    mutating func header(width: Int, height: Int, alpha: Bool = true, version: Int = 0) {
        put(0x2F, 8)
        put(width - 1, 14)
        put(height - 1, 14)
        put(alpha ? 1 : 0, 1)
        put(version, 3)
    }

    /// A simple prefix code of one 8-bit symbol (it takes no bits to read).
    mutating func oneSymbolCode(_ symbol: Int) {
        put(1, 1)  // simple
        put(0, 1)  // one symbol
        put(1, 1)  // of 8 bits
        put(symbol, 8)
    }

    /// No transform, no colour cache, no entropy image, and one group of one-symbol codes: every
    /// pixel of the image is (`alpha`, `red`, `green`, `blue`) and reading it takes no bits.
    mutating func uniformPixels(alpha: Int, red: Int, green: Int, blue: Int) {
        put(0, 1)  // no (more) transforms
        put(0, 1)  // no colour cache
        put(0, 1)  // no entropy image
        for symbol in [green, red, blue, alpha, 0] { oneSymbolCode(symbol) }
    }

    /// A whole `VP8L` chunk payload of a uniform image.
    static func uniform(width: Int, height: Int, argb: (Int, Int, Int, Int)) -> [UInt8] {
        var writer = VP8LWriter()
        writer.header(width: width, height: height)
        writer.uniformPixels(alpha: argb.0, red: argb.1, green: argb.2, blue: argb.3)
        return writer.bytes
    }
}

/// RIFF containers for the tests.
enum WebPFile {
    /// A chunk: tag, little-endian size, payload, a pad byte when odd.
    static func chunk(_ tag: String, _ payload: [UInt8]) -> [UInt8] {
        Array(tag.utf8) + le(payload.count, 4) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    /// A file of `chunks` (already framed).
    static func riff(_ chunks: [[UInt8]]) -> Data {
        let body = Array("WEBP".utf8) + chunks.flatMap { $0 }
        return Data(Array("RIFF".utf8) + le(body.count, 4) + body)
    }

    /// The extended header: flags, and the canvas size.
    static func extendedHeader(flags: UInt8, width: Int, height: Int) -> [UInt8] {
        chunk("VP8X", [flags, 0, 0, 0] + le(width - 1, 3) + le(height - 1, 3))
    }

    /// An animation frame: placement, duration, flags (2: do not blend, 1: clear afterwards), image.
    static func frame(x: Int, y: Int, width: Int, height: Int, duration: Int, flags: UInt8, image: [UInt8]) -> [UInt8] {
        chunk("ANMF", le(x / 2, 3) + le(y / 2, 3) + le(width - 1, 3) + le(height - 1, 3) + le(duration, 3) + [flags] + image)
    }

    /// `value` as `count` little-endian bytes.
    static func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}
