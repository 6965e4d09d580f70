import Foundation

extension PixelBuffer {
    /// This image with `layout` drawn over it in `colour` (RGBA, its alpha scaled by each
    /// pixel's coverage, composited "source over"): lines from `top`, each aligned within
    /// `left`…`left + width` as the layout's style says. What falls outside the image is dropped.
    /// `spread` above 0 draws the text grown by that many pixels all round (an outline drawn
    /// behind the text): 16 copies around a circle of that radius, their coverage united.
    public func drawing(
        _ layout: TextLayout, colour: [UInt8], left: Double, top: Double, width: Double, spread: Double = 0
    ) throws(FontError) -> PixelBuffer {
        var offsets: [(Double, Double)] = [(0, 0)]
        if spread > 0 {
            for step in 0..<16 {
                let angle = Double(step) * Double.pi / 8
                offsets.append((spread * cos(angle), spread * sin(angle)))
            }
        }
        var area = Rasterizer(width: self.width, height: self.height)
        var outlines: [Int: GlyphOutline] = [:]
        let style = layout.style
        for (index, line) in layout.lines.enumerated() {
            // Baselines and glyph origins sit on whole pixels, as FreeType places glyphs without
            // subpixel positioning: stems and the baseline stay sharp.
            let baseline = (top + style.ascent + Double(index) * style.lineHeight).rounded()
            let reach = style.lineHeight + spread
            guard baseline - reach < Double(height), baseline + reach > 0 else { continue }
            let positions = Self.positions(line, style: style, width: width)
            for (glyph, x) in zip(line.glyphs, positions) {
                let font = style.fonts[glyph.font], key = glyph.font << 16 | glyph.glyph
                let outline: GlyphOutline
                if let known = outlines[key] {
                    outline = known
                } else {
                    outline = try font.outline(of: glyph.glyph)
                    outlines[key] = outline
                }
                let scale = style.size / Double(font.unitsPerEm)
                for (dx, dy) in offsets {
                    area.fill(outline, scale: scale, x: (left + x).rounded() + dx, baseline: baseline + dy)
                }
            }
        }
        return painted(area.coverage(), colour: colour)
    }

    /// Each glyph's left edge within the box: the line moved by its alignment; a justified
    /// line that does not end its paragraph has the room left shared among its spaces.
    static func positions(_ line: TextLayout.Line, style: TextStyle, width: Double) -> [Double] {
        let room = width - line.width
        switch style.alignment {
        case .left: return line.glyphs.map(\.x)
        case .center: return line.glyphs.map { $0.x + room / 2 }
        case .right: return line.glyphs.map { $0.x + room }
        case .justified:
            let lastInk = line.glyphs.lastIndex { $0.scalar != " " } ?? 0
            let spaces = line.glyphs[..<lastInk].filter { $0.scalar == " " }.count
            guard !line.endsParagraph, spaces > 0, room > 0 else { return line.glyphs.map(\.x) }
            var shift = 0.0
            return line.glyphs.map { glyph in
                defer { if glyph.scalar == " " { shift += room / Double(spaces) } }
                return glyph.x + shift
            }
        }
    }

    /// This image with `colour` composited over it, its alpha scaled by `coverage` (one value a pixel).
    func painted(_ coverage: [Float], colour: [UInt8]) -> PixelBuffer {
        guard colour.count == 4, coverage.count == width * height else { return eightBit() }
        var layer = [UInt8](repeating: 0, count: width * height * 4)
        for (index, value) in coverage.enumerated() where value > 0 {
            layer[index * 4] = colour[0]
            layer[index * 4 + 1] = colour[1]
            layer[index * 4 + 2] = colour[2]
            layer[index * 4 + 3] = UInt8((Float(colour[3]) * value).rounded())
        }
        return overlaid(with: PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(layer)), x: 0, y: 0)
    }
}
