import Foundation
import Images

/// The font reader's part of the campaign: our test fonts as seeds, and generated fonts with
/// composite glyphs that nest (or refer to themselves) past the depth limit, that draw one glyph
/// many times, and directories and collections that claim more than the file holds.
public enum FontFuzzInputs {
    /// Fuzzing's limits: 1 MiB files, 8 faces, 4,096 points a glyph.
    static let limits = FontLimits(
        maxFileBytes: 1 << 20, maxFaces: 8, maxGlyphPoints: 4_096, maxCompositeDepth: 8, maxComponents: 256,
        maxFolderFiles: 16, maxFolderDepth: 2)

    /// Every font under the image fixtures' `fonts` folder.
    public static func seeds(fixtures: URL, maxSize: Int) throws -> [FuzzSeed] {
        try FileManager.default.contentsOfDirectory(
            at: fixtures.appendingPathComponent("fonts"), includingPropertiesForKeys: nil
        )
        .filter { ["ttf", "ttc", "otf"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
        .compactMap { url in
            let bytes = [UInt8](try Data(contentsOf: url))
            return bytes.count <= maxSize ? FuzzSeed(name: url.lastPathComponent, target: .font, bytes: bytes) : nil
        }
    }

    /// Reads every face, every glyph's outline (up to 256), and draws a line of text with each.
    static func read(_ bytes: [UInt8]) throws {
        let faces = try FontFile.faces(bytes, limits: limits)
        for face in faces {
            for glyph in 0..<min(face.glyphCount, 256) { _ = try face.outline(of: glyph) }
            var image = TextImage(
                text: "HTOC x\u{2026} \u{1F600}", style: TextStyle(fonts: [face], size: 12, lineBreak: .truncateMiddle))
            image.width = 48
            image.height = 24
            _ = try image.render(limits: ImageLimits(maxDimension: 64, maxPixels: 4_096, maxFrames: 1, maxMetadataBytes: 0))
        }
    }

    static func input(family: StructuredInputs.Family, variant: Int, scale: Int) -> [UInt8] {
        switch family {
        case .deepNesting:
            // Glyph i draws glyph i + 1, `depth` deep; odd variants: glyph 1 draws itself.
            let depth = variant.isMultiple(of: 2) ? min(scale, 4_000) : 1
            let glyphs = (0..<depth).map { index in
                composite(Array(repeating: variant.isMultiple(of: 2) ? index + 2 : 1, count: 1))
            }
            return font(glyphs: [square()] + glyphs + [square()])
        case .sharedReferences:
            // One glyph drawing the square `scale` times, and one drawing that glyph `scale` times.
            let count = min(scale, 10_000)
            return font(glyphs: [
                square(), composite(Array(repeating: 0, count: count)), composite(Array(repeating: 1, count: count)),
            ])
        case .hugeCounts:
            switch variant % 3 {
            case 0: return Array("ttcf".utf8) + [0, 1, 0, 0, 0x7F, 0xFF, 0xFF, 0xFF] + Array(repeating: 0, count: 16)
            case 1: return [0, 1, 0, 0, 0xFF, 0xFF] + Array(repeating: 0, count: 6 + scale)
            default:
                // A simple glyph claiming 65,535 points in a few bytes.
                return font(glyphs: [be16(1) + Array(repeating: 0, count: 8) + be16(0xFFFE) + be16(0) + [0x31]])
            }
        }
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
    static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }

    /// A 1,000-unit square as a simple glyph.
    static func square() -> [UInt8] {
        be16(1) + be16(0) + be16(0) + be16(1_000) + be16(1_000) + be16(3) + be16(0)
            + [0x37, 0x37, 0x37, 0x37] + be16(0) + be16(0) + be16(0) + be16(0)
    }

    /// A composite glyph drawing each of `components` at (0, 0).
    static func composite(_ components: [Int]) -> [UInt8] {
        var out = be16(0xFFFF) + Array(repeating: 0, count: 8)
        for (index, glyph) in components.enumerated() {
            out += be16(index == components.count - 1 ? 0x0002 : 0x0022) + be16(glyph) + [0, 0]
        }
        return out
    }

    /// A font with `glyphs` (1,000 units per em), every character mapped to glyph 0.
    static func font(glyphs: [[UInt8]]) -> [UInt8] {
        var glyf: [UInt8] = [], loca: [UInt8] = []
        for glyph in glyphs {
            loca += be32(glyf.count)
            glyf += glyph + (glyph.count.isMultiple(of: 2) ? [] : [0])
        }
        loca += be32(glyf.count)
        let head =
            be32(0x10000) + be32(0) + be32(0) + be32(0x5F0F_3CF5) + be16(0) + be16(1_000)
            + Array(repeating: 0, count: 30) + be16(1) + be16(0)
        let hhea = be32(0x10000) + be16(800) + be16(0xFF38) + be16(0) + Array(repeating: 0, count: 24) + be16(1)
        let cmap =
            be16(0) + be16(1) + be16(3) + be16(1) + be32(12) + be16(4) + be16(24) + be16(0) + be16(4)
            + be16(0) + be16(0) + be16(0) + be16(0xFFFE) + be16(0xFFFF) + be16(0) + be16(0) + be16(0xFFFF)
            + be16(1) + be16(1) + be16(0) + be16(0)
        let tables: [(String, [UInt8])] = [
            ("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea), ("hmtx", be16(500) + be16(0)),
            ("loca", loca), ("maxp", be32(0x5000) + be16(glyphs.count)),
        ]
        var out = be32(0x10000) + be16(tables.count) + be16(0) + be16(0) + be16(0)
        var offset = 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            out += Array(tag.utf8) + be32(0) + be32(offset) + be32(data.count)
            let padded = data + Array(repeating: 0, count: (4 - data.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return out + body
    }
}
