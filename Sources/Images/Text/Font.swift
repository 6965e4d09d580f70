/// One TrueType face, read: its names, metrics, character map, horizontal advances, kerning
/// pairs and where each glyph's outline is. Outlines are read when drawn (`outline(of:)`).
/// Table layouts from the OpenType specification (learn.microsoft.com/typography/opentype/spec:
/// head, hhea, hmtx, maxp, cmap, loca, glyf, name, kern) and Apple's TrueType Reference Manual.
public struct Font: Sendable {
    /// The face's family, full and PostScript names.
    public let names: FontNames
    /// Font units per em (`head.unitsPerEm`): a glyph at size S pixels is scaled by S / unitsPerEm.
    public let unitsPerEm: Int
    /// Above the baseline, font units (`hhea.ascender`).
    public let ascender: Int
    /// Below the baseline, font units, negative (`hhea.descender`).
    public let descender: Int
    /// Extra space between lines, font units (`hhea.lineGap`).
    public let lineGap: Int
    /// Glyphs in the face (`maxp.numGlyphs`).
    public let glyphCount: Int

    let bytes: FontBytes
    let limits: FontLimits
    let advances: [Int]
    let locations: [Int]
    let glyf: Range<Int>
    let characters: CharacterMap
    let kerning: [UInt32: Int]

    init(_ bytes: FontBytes, directory: Int, limits: FontLimits) throws(FontError) {
        let (cff, tables) = try FontFile.tables(bytes, at: directory)
        if cff { throw FontError.cffOutlines }
        func table(_ tag: String) throws(FontError) -> Range<Int> {
            guard let range = tables[tag] else { throw FontError.missingTable(tag) }
            return range
        }
        self.bytes = bytes
        self.limits = limits
        let head = try table("head").lowerBound, hhea = try table("hhea").lowerBound
        unitsPerEm = try bytes.u16(head + 18)
        guard (16...16_384).contains(unitsPerEm) else {
            throw FontError.corrupt("unitsPerEm is \(unitsPerEm), not 16 to 16,384")
        }
        ascender = try bytes.i16(hhea + 4)
        descender = try bytes.i16(hhea + 6)
        lineGap = try bytes.i16(hhea + 8)
        glyphCount = try bytes.u16(try table("maxp").lowerBound + 4)
        guard glyphCount > 0 else { throw FontError.corrupt("the font has no glyph") }
        advances = try Self.advances(bytes, try table("hmtx"), metrics: try bytes.u16(hhea + 34), glyphs: glyphCount)
        locations = try Self.locations(bytes, try table("loca"), long: try bytes.i16(head + 50) != 0, glyphs: glyphCount)
        glyf = try table("glyf")
        guard let last = locations.last, last <= glyf.count else {
            throw FontError.corrupt("the 'loca' table points past the end of the 'glyf' table")
        }
        characters = try CharacterMap(bytes, try table("cmap"))
        kerning = (try? Self.kerningPairs(bytes, tables["kern"])) ?? [:]
        names = try FontNames.read(bytes, tables["name"])
    }

    /// The glyph for a character; 0 (the face's `.notdef`) when the face has none.
    public func glyph(for scalar: Unicode.Scalar) -> Int {
        let glyph = characters.glyph(for: scalar.value, in: bytes)
        return glyph < glyphCount ? glyph : 0
    }

    /// Whether the face has a glyph of its own for the character.
    public func has(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != 0 }

    /// How far the pen moves after the glyph, font units.
    public func advance(of glyph: Int) -> Int {
        guard !advances.isEmpty else { return 0 }
        return advances[min(max(glyph, 0), advances.count - 1)]
    }

    /// The kerning between two glyphs (the `kern` table's format 0 pairs), font units.
    public func kerning(_ left: Int, _ right: Int) -> Int { kerning[UInt32(left) << 16 | UInt32(right & 0xFFFF)] ?? 0 }

    /// `hmtx`: `metrics` advance/bearing pairs, the last advance repeated for the other glyphs.
    static func advances(_ bytes: FontBytes, _ range: Range<Int>, metrics: Int, glyphs: Int) throws(FontError) -> [Int] {
        guard metrics > 0 else { throw FontError.corrupt("hhea.numberOfHMetrics is 0") }
        try bytes.need(range.lowerBound, metrics * 4, "the 'hmtx' table's \(metrics) metrics")
        var result: [Int] = []
        result.reserveCapacity(min(metrics, glyphs))
        for index in 0..<min(metrics, glyphs) { result.append(try bytes.u16(range.lowerBound + index * 4)) }
        return result
    }

    /// `loca`: glyph `i`'s outline is bytes `locations[i]..<locations[i+1]` of `glyf`.
    static func locations(_ bytes: FontBytes, _ range: Range<Int>, long: Bool, glyphs: Int) throws(FontError) -> [Int] {
        let size = long ? 4 : 2
        try bytes.need(range.lowerBound, (glyphs + 1) * size, "the 'loca' table's \(glyphs + 1) offsets")
        var result: [Int] = []
        result.reserveCapacity(glyphs + 1)
        for index in 0...glyphs {
            let at = range.lowerBound + index * size
            let offset = long ? try bytes.u32(at) : try bytes.u16(at) * 2
            if let previous = result.last, offset < previous {
                throw FontError.corrupt("the 'loca' offset of glyph \(index) goes backwards")
            }
            result.append(offset)
        }
        return result
    }

    /// The `kern` table's first horizontal format-0 subtable (Microsoft's layout, version 0).
    static func kerningPairs(_ bytes: FontBytes, _ range: Range<Int>?) throws(FontError) -> [UInt32: Int] {
        guard let range, try bytes.u16(range.lowerBound) == 0 else { return [:] }
        var at = range.lowerBound + 4
        for _ in 0..<min(try bytes.u16(range.lowerBound + 2), 64) {
            let length = try bytes.u16(at + 2), coverage = try bytes.u16(at + 4)
            if coverage >> 8 == 0, coverage & 1 == 1 {
                let pairs = try bytes.u16(at + 6)
                try bytes.need(at + 14, pairs * 6, "the kerning pairs")
                var table: [UInt32: Int] = [:]
                for index in 0..<pairs {
                    let pair = at + 14 + index * 6
                    table[UInt32(try bytes.u32(pair))] = try bytes.i16(pair + 4)
                }
                return table
            }
            guard length > 0 else { break }
            at += length
        }
        return [:]
    }
}
