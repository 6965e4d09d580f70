import Archives
import Foundation
import Images

/// The image decoders' part of the campaign: a sample of the image fixtures as seeds, and the
/// structure-aware inputs of the three families (many chunks or markers, compressed data that
/// expands far past the header's image, headers claiming far more pixels than the input holds).
public enum ImageFuzzInputs {
    /// Every 7th PngSuite image (corrupt ones included), every 3rd JPEG fixture, every GIF, BMP and TIFF fixture.
    public static func seeds(fixtures: URL, maxSize: Int) throws -> [FuzzSeed] {
        func files(_ folder: String, _ suffix: String) throws -> [URL] {
            try FileManager.default.contentsOfDirectory(
                at: fixtures.appendingPathComponent(folder), includingPropertiesForKeys: nil
            )
            .filter { $0.lastPathComponent.hasSuffix(suffix) }.sorted { $0.path < $1.path }
        }
        var seeds: [FuzzSeed] = []
        for (index, url) in try files("pngsuite", ".png").enumerated()
        where index % 7 == 0 || url.lastPathComponent.hasPrefix("x") {
            let bytes = [UInt8](try Data(contentsOf: url))
            if bytes.count <= maxSize { seeds.append(FuzzSeed(name: url.lastPathComponent, target: .png, bytes: bytes)) }
        }
        for (index, url) in try files("jpeg", ".jpg").enumerated() where index % 3 == 0 {
            let bytes = [UInt8](try Data(contentsOf: url))
            if bytes.count <= maxSize { seeds.append(FuzzSeed(name: url.lastPathComponent, target: .jpeg, bytes: bytes)) }
        }
        for (folder, suffix, target) in [("gif", ".gif", FuzzTarget.gif), ("bmp", ".bmp", .bmp), ("tiff", ".tif", .tiff)] {
            for url in try files(folder, suffix) {
                let bytes = [UInt8](try Data(contentsOf: url))
                if bytes.count <= maxSize { seeds.append(FuzzSeed(name: url.lastPathComponent, target: target, bytes: bytes)) }
            }
        }
        return seeds
    }

    static func input(for target: FuzzTarget, family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        switch target {
        case .jpeg: return jpeg(family, variant: variant, scale: scale)
        case .gif: return gif(family, variant: variant, scale: scale)
        case .bmp: return bmp(family, variant: variant, scale: scale)
        case .tiff: return tiff(family, variant: variant, scale: scale)
        default: return png(family, variant: variant, scale: scale)
        }
    }

    /// `bytes` with the CRC of every whole chunk recomputed (PNG chunk layout from byte 8).
    static func repairingCRCs(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var at = 8
        while at + 12 <= out.count {
            let length = Int(out[at]) << 24 | Int(out[at + 1]) << 16 | Int(out[at + 2]) << 8 | Int(out[at + 3])
            guard length <= out.count - at - 12 else { break }
            let crc = CRC32.checksum(out[(at + 4)..<(at + 8 + length)])
            for (i, byte) in be32(Int(crc)).enumerated() { out[at + 8 + length + i] = byte }
            at += 12 + length
        }
        return out
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        var out = be32(body.count)
        let typed = Array(type.utf8) + body
        out += typed
        out += be32(Int(CRC32.checksum(typed)))
        return out
    }

    static func be32(_ v: Int) -> [UInt8] {
        [
            UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8),
            UInt8(truncatingIfNeeded: v),
        ]
    }

    static func pngHeader(width: Int, height: Int, depth: UInt8 = 8, colour: UInt8 = 2, interlace: UInt8 = 0) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", be32(width) + be32(height) + [depth, colour, 0, 0, interlace])
    }

    static func png(_ family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        switch family {
        case .deepNesting:
            // Many small chunks: text, then image data split into one-byte IDATs.
            var file = pngHeader(width: 8, height: 8)
            let stream = (try? [UInt8](repeating: 0, count: 8 * 25).withUnsafeBytes { try Zlib.compress($0) }) ?? []
            for i in 0..<scale { file += chunk("tEXt", Array("k\(i)".utf8) + [0, 0x41]) }
            for byte in stream { file += chunk("IDAT", [byte]) }
            return file + chunk("IEND", [])
        case .sharedReferences:
            // A zlib stream of zeros far longer than the (small) image: the decoder stops at its size.
            let zeros = [UInt8](repeating: 0, count: min(64 << 20, scale << (8 + variant % 6)))
            let stream = (try? zeros.withUnsafeBytes { try Zlib.compress($0) }) ?? []
            return pngHeader(width: 16, height: 16, interlace: UInt8(variant % 2)) + chunk("IDAT", stream) + chunk("IEND", [])
        case .hugeCounts:
            // Headers claiming far more pixels than the input holds.
            let side = [65_535, 16_385, 2_000, 1 << 30][variant % 4]
            let stream = (try? [UInt8](repeating: 0, count: 1024).withUnsafeBytes { try Zlib.compress($0) }) ?? []
            return pngHeader(width: side, height: side, depth: [1, 8, 16][variant % 3], colour: [0, 2, 6][variant % 3])
                + chunk("IDAT", stream) + chunk("IEND", [])
        }
    }

    static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
    }

    static func jpegFrame(width: Int, height: Int, progressive: Bool) -> [UInt8] {
        segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
            + segment(
                progressive ? 0xC2 : 0xC0,
                [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
            + segment(
                0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0] + [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0])
    }

    static func jpeg(_ family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        switch family {
        case .deepNesting:
            // Many scans (progressive) or many comment segments before one scan.
            var file: [UInt8] = [0xFF, 0xD8] + jpegFrame(width: 64, height: 64, progressive: variant % 2 == 0)
            for _ in 0..<min(scale, 20_000) {
                file += variant % 2 == 0 ? segment(0xDA, [1, 1, 0x00, 0, 0, 0]) + [0x00, 0x00] : segment(0xFE, [0x41])
            }
            return file + segment(0xDA, [1, 1, 0x00, 0, 63, 0]) + [UInt8](repeating: 0, count: 64) + [0xFF, 0xD9]
        case .sharedReferences:
            // Restart intervals of 1 with no restart markers, and ICC chunks all claiming to be chunk 1 of 2.
            var file: [UInt8] = [0xFF, 0xD8]
            for _ in 0..<min(scale, 5_000) {
                file += segment(0xE2, Array("ICC_PROFILE".utf8) + [0, 1, 2] + [UInt8](repeating: 7, count: 16))
            }
            file += jpegFrame(width: 256, height: 256, progressive: false) + segment(0xDD, [0, 1])
            return file + segment(0xDA, [1, 1, 0x00, 0, 63, 0]) + [UInt8](repeating: 0x55, count: scale) + [0xFF, 0xD9]
        case .hugeCounts:
            // A frame claiming 65,535 × 65,535, or 4 × 4 sampling on a 1-pixel image, with little data.
            let side = [65_535, 4_000, 1][variant % 3]
            return [0xFF, 0xD8] + jpegFrame(width: side, height: side, progressive: variant % 2 == 1)
                + segment(0xDA, [1, 1, 0x00, 0, 63, 0]) + [UInt8](repeating: 0xAA, count: 256) + [0xFF, 0xD9]
        }
    }

    static func le16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8)] }

    static func gif(_ family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        let header = Array("GIF89a".utf8) + le16(32) + le16(32) + [0x80, 0, 0] + [UInt8](repeating: 0x80, count: 6)
        let frame: [UInt8] = [
            0x21, 0xF9, 4, UInt8((variant % 4) << 2), 1, 0, 0, 0, 0x2C, 0, 0, 0, 0, 32, 0, 32, 0, 0, 2, 2, 0x4C, 0x01, 0,
        ]
        switch family {
        case .deepNesting:
            // Many frames (past the frame limit) or many extension blocks before one frame.
            let body =
                variant % 2 == 0
                ? (0..<min(scale, 5_000)).flatMap { _ in frame }
                : (0..<scale).flatMap { _ in [0x21, 0xFE, 1, 0x41, 0] as [UInt8] } + frame
            return header + body + [0x3B]
        case .sharedReferences:
            // LZW data that keeps clearing the table, and codes that refer to entries not yet made.
            let codes = (0..<scale).map { UInt8(truncatingIfNeeded: $0 * 37 + variant) }
            var data: [UInt8] = []
            for start in stride(from: 0, to: codes.count, by: 255) {
                let part = codes[start..<min(codes.count, start + 255)]
                data += [UInt8(part.count)] + part
            }
            return header + [0x2C, 0, 0, 0, 0, 32, 0, 32, 0, 0x40, UInt8(2 + variant % 7)] + data + [0, 0x3B]
        case .hugeCounts:
            // A canvas and a frame claiming 65,535 a side, or a frame far outside the canvas.
            let side = [65_535, 4_000, 32][variant % 3]
            return Array("GIF89a".utf8) + le16(side) + le16(side) + [0x80, 0, 0] + [UInt8](repeating: 0, count: 6)
                + [0x2C] + le16(60_000) + le16(60_000) + le16(side) + le16(side) + [0, 2, 2, 0x4C, 0x01, 0, 0x3B]
        }
    }

    static func bmp(_ family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        func le32(_ v: Int) -> [UInt8] { le16(v) + le16(v >> 16) }
        func file(width: Int, height: Int, bpp: Int, compression: Int, body: [UInt8]) -> [UInt8] {
            var palette: [UInt8] = []
            if bpp <= 8 { for i in 0..<(1 << bpp) { palette += [UInt8(truncatingIfNeeded: i), 0, 0, 0] } }
            let offset = 54 + palette.count
            var out: [UInt8] = [0x42, 0x4D]
            for v in [offset + body.count, 0, offset, 40, width, height] { out += le32(v) }
            out += le16(1)
            out += le16(bpp)
            for v in [compression, body.count, 0, 0, 0, 0] { out += le32(v) }
            return out + palette + body
        }
        switch family {
        case .deepNesting:
            // RLE8 with runs of deltas and escapes, many per row.
            var codes: [UInt8] = []
            for i in 0..<scale {
                let pair: [UInt8] = i % 3 == 0 ? [0, 2, UInt8(i % 5), UInt8(i % 3)] : [UInt8(i % 200), UInt8(i % 256)]
                codes += pair
            }
            return file(width: 64, height: 64, bpp: 8, compression: 1, body: codes + [0, 1])
        case .sharedReferences:
            // RLE4 literal runs claiming more bytes than follow.
            return file(
                width: 100, height: 100, bpp: 4, compression: 2,
                body: [0, 255] + [UInt8](repeating: 0x12, count: min(scale, 100)))
        case .hugeCounts:
            // Sizes claiming millions of pixels, top-down, with a few bytes of data.
            let side = [65_535, 3_000, -3_000][variant % 3]
            return file(
                width: abs(side), height: side, bpp: [1, 16, 24, 32][variant % 4], compression: 0,
                body: [UInt8](repeating: 0xAB, count: 64))
        }
    }

    static func tiff(_ family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        func le32(_ v: Int) -> [UInt8] { le16(v) + le16(v >> 16) }
        func entry(_ tag: Int, _ type: Int, _ count: Int, _ value: Int) -> [UInt8] {
            le16(tag) + le16(type) + le32(count) + le32(value)
        }
        switch family {
        case .deepNesting:
            // An IFD chain that loops back on itself, and an IFD of thousands of entries.
            let count = variant % 2 == 0 ? 1 : min(scale, 5_000)
            var out: [UInt8] = [0x49, 0x49, 42, 0] + le32(8) + le16(count)
            for i in 0..<count { out += entry(256 + i % 3, 3, 1, 8) }
            return out + le32(8)
        case .sharedReferences:
            // Every strip pointing at the same PackBits bytes, which expand to far more than a strip.
            let lzw = [UInt8](repeating: 0, count: 512).enumerated().map { $0.offset % 2 == 0 ? 0x81 : 7 } as [UInt8]
            let strips = min(scale, 4_000)
            var out: [UInt8] = [0x49, 0x49, 42, 0] + le32(8)
            let ifdSize = 2 + 9 * 12 + 4
            let offsetsAt = 8 + ifdSize, dataAt = offsetsAt + strips * 8
            out += le16(9)
            out +=
                entry(256, 4, 1, 64) + entry(257, 4, 1, strips) + entry(258, 3, 1, 8) + entry(259, 3, 1, 32773)
                + entry(262, 3, 1, 1)
            out +=
                entry(273, 4, strips, offsetsAt) + entry(277, 3, 1, 1) + entry(278, 4, 1, 1)
                + entry(279, 4, strips, offsetsAt + strips * 4)
            out += le32(0)
            for _ in 0..<strips { out += le32(dataAt) }
            for _ in 0..<strips { out += le32(lzw.count) }
            return out + lzw
        case .hugeCounts:
            // Sizes and counts claiming far more than the file holds.
            let side = [65_535, 3_000, 1 << 30][variant % 3]
            var out: [UInt8] = [0x49, 0x49, 42, 0] + le32(8) + le16(6)
            out += entry(256, 4, 1, side) + entry(257, 4, 1, side) + entry(258, 3, 1, 16) + entry(273, 4, 1_000_000, 8)
            out += entry(277, 3, 1, 4) + entry(279, 4, 1_000_000, 8)
            return out + le32(0)
        }
    }
}
