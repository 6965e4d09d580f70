import Foundation
import Images

/// The WebP decoder's part of the campaign (the container, VP8L lossless, VP8 lossy, alpha and
/// animation). Seeds are libwebp's conformance files (Fixtures/webp) and animations built chunk by
/// chunk; the families nest frames in frames, repeat one frame many times, and claim canvases,
/// images and prefix-code groups far past the input.
public enum WebPFuzzInputs {
    /// Every WebP fixture up to `maxSize`, and two built animations.
    public static func seeds(fixtures: URL, maxSize: Int) throws -> [FuzzSeed] {
        let folder = fixtures.appendingPathComponent("webp")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "webp" }.sorted { $0.path < $1.path }
        var seeds: [FuzzSeed] = []
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            if bytes.count <= maxSize { seeds.append(FuzzSeed(name: url.lastPathComponent, target: .webp, bytes: bytes)) }
        }
        seeds.append(FuzzSeed(name: "built-animation.webp", target: .webp, bytes: animation(frames: 3, blend: true)))
        seeds.append(FuzzSeed(name: "built-replace.webp", target: .webp, bytes: animation(frames: 2, blend: false)))
        return seeds.filter { $0.bytes.count <= maxSize }
    }

    static func input(family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        switch family {
        case .deepNesting:
            // Frames inside frames: the reader takes one level of frame chunks and no deeper.
            var inner = chunk("VP8L", uniform(width: 2, height: 2))
            for _ in 0..<scale { inner = chunk("ANMF", placement(width: 2, height: 2, flags: UInt8(variant % 4)) + inner) }
            return riff(extended(flags: 0x12, width: 2, height: 2) + inner)
        case .sharedReferences:
            // One frame repeated: the frame limit and the pixels of all frames together.
            return animation(frames: scale, blend: variant % 2 == 0)
        case .hugeCounts:
            switch variant % 3 {
            case 0: return riff(chunk("VP8L", header(width: 16_384, height: 16_384) + [0xFF, 0xFF]))
            case 1: return riff(extended(flags: 0x12, width: 1 << 24, height: 1 << 24) + chunk("ANIM", [0, 0, 0, 0, 0, 0]))
            default:
                // An entropy image naming prefix-code group 65,535 in a 4×4 image.
                var bits = [0, 0, 1, 0, 0, 0, 0]  // no transform, no cache, an entropy image of 4×4 blocks, no cache in it
                for symbol in [255, 255, 0, 0, 0] { bits += [1, 0, 1] + (0..<8).map { symbol >> $0 & 1 } }
                return riff(chunk("VP8L", header(width: 4, height: 4) + packed(bits + [Int](repeating: 0, count: scale))))
            }
        }
    }

    /// A `frames`-frame 8×8 animation of uniform squares moving across.
    static func animation(frames: Int, blend: Bool) -> [UInt8] {
        var body = extended(flags: 0x12, width: 8, height: 8) + chunk("ANIM", [0, 0, 0, 0, 0, 0])
        for index in 0..<max(1, frames) {
            let flags: UInt8 = (blend ? 0 : 2) | UInt8(index % 2)
            body += chunk(
                "ANMF",
                placement(x: (index % 4) * 2, width: 4, height: 4, flags: flags) + chunk("VP8L", uniform(width: 4, height: 4)))
        }
        return riff(body)
    }

    /// The lossless header of a `width`×`height` image (alpha used, version 0).
    static func header(width: Int, height: Int) -> [UInt8] {
        let bits = (width - 1) | (height - 1) << 14 | 1 << 28
        return [0x2F] + le(bits, 4)
    }

    /// A lossless image of one half-transparent colour: no transform, no cache, one group of
    /// one-symbol codes (green, red, blue, alpha, distance).
    static func uniform(width: Int, height: Int) -> [UInt8] {
        // Bits, first to last: 0 0 0, then five times: 1 (simple) 0 (one symbol) 1 (8 bits) and the symbol.
        var bits: [Int] = [0, 0, 0]
        for symbol in [200, 40, 90, 128, 0] { bits += [1, 0, 1] + (0..<8).map { symbol >> $0 & 1 } }
        return header(width: width, height: height) + packed(bits)
    }

    /// `bits` (0 or 1 each) packed least significant bit first.
    static func packed(_ bits: [Int]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (index, bit) in bits.enumerated() where bit == 1 { bytes[index / 8] |= UInt8(1 << (index % 8)) }
        return bytes
    }

    static func placement(x: Int = 0, width: Int, height: Int, flags: UInt8) -> [UInt8] {
        le(x / 2, 3) + le(0, 3) + le(width - 1, 3) + le(height - 1, 3) + le(100, 3) + [flags]
    }

    static func extended(flags: UInt8, width: Int, height: Int) -> [UInt8] {
        chunk("VP8X", [flags, 0, 0, 0] + le(width - 1, 3) + le(height - 1, 3))
    }

    static func chunk(_ tag: String, _ payload: [UInt8]) -> [UInt8] {
        Array(tag.utf8) + le(payload.count, 4) + payload + (payload.count % 2 == 1 ? [0] : [])
    }

    static func riff(_ body: [UInt8]) -> [UInt8] { Array("RIFF".utf8) + le(body.count + 4, 4) + Array("WEBP".utf8) + body }

    static func le(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
}
