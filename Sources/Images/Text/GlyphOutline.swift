/// A glyph's outline in font units (y up): closed contours of points, each on the curve or a
/// quadratic control point (TrueType's curves; two control points in a row imply an on-curve
/// point half-way between them).
public struct GlyphOutline: Sendable, Equatable {
    /// One point of a contour.
    public struct Point: Sendable, Equatable {
        /// Across, font units.
        public var x: Double
        /// Up, font units.
        public var y: Double
        /// On the curve (true) or a quadratic control point.
        public var onCurve: Bool

        /// A point given directly.
        public init(x: Double, y: Double, onCurve: Bool) {
            self.x = x
            self.y = y
            self.onCurve = onCurve
        }
    }

    /// The contours, each closed (its last point joins its first).
    public var contours: [[Point]]

    /// An outline given directly.
    public init(contours: [[Point]]) { self.contours = contours }

    /// Every point moved by the 2×2 matrix (a b; c d) and then (dx, dy): x' = a·x + c·y + dx,
    /// y' = b·x + d·y + dy (the OpenType spec's composite transform).
    func transformed(_ m: (a: Double, b: Double, c: Double, d: Double), dx: Double, dy: Double) -> GlyphOutline {
        GlyphOutline(
            contours: contours.map { contour in
                contour.map { p in
                    Point(x: m.a * p.x + m.c * p.y + dx, y: m.b * p.x + m.d * p.y + dy, onCurve: p.onCurve)
                }
            })
    }

    /// How many points in all.
    var pointCount: Int { contours.reduce(0) { $0 + $1.count } }
}

extension Font {
    /// The outline of `glyph` (empty for a glyph with no outline, a space): simple glyphs
    /// decoded from their flags and coordinate deltas, composite glyphs assembled from their
    /// components (each moved and scaled), nested at most `FontLimits.maxCompositeDepth` deep.
    public func outline(of glyph: Int) throws(FontError) -> GlyphOutline {
        var budget = (points: limits.maxGlyphPoints, components: limits.maxComponents)
        return try outline(of: glyph, depth: 0, budget: &budget)
    }

    func outline(of glyph: Int, depth: Int, budget: inout (points: Int, components: Int)) throws(FontError) -> GlyphOutline {
        guard glyph >= 0, glyph < glyphCount else { throw FontError.corrupt("glyph \(glyph) is not in the font") }
        let start = glyf.lowerBound + locations[glyph], end = glyf.lowerBound + locations[glyph + 1]
        guard end > start else { return GlyphOutline(contours: []) }
        guard end - start >= 10 else { throw FontError.truncated("glyph \(glyph)'s header") }
        let contours = try bytes.i16(start)
        if contours >= 0 {
            let outline = try SimpleGlyph.read(bytes, at: start + 10, end: end, contours: contours, glyph: glyph)
            budget.points -= outline.pointCount
            guard budget.points >= 0 else {
                throw FontError.tooLarge("glyph \(glyph)'s point count", limit: String(limits.maxGlyphPoints))
            }
            return outline
        }
        guard depth < limits.maxCompositeDepth else {
            throw FontError.tooLarge("glyph \(glyph)'s composite nesting", limit: String(limits.maxCompositeDepth))
        }
        return try composite(glyph, at: start + 10, end: end, depth: depth, budget: &budget)
    }

    /// A composite glyph's components (OpenType spec, "glyf", composite glyph description): flags,
    /// glyph index, offsets (words or bytes) and an optional scale, x/y scale or 2×2 matrix.
    func composite(
        _ glyph: Int, at offset: Int, end: Int, depth: Int, budget: inout (points: Int, components: Int)
    ) throws(FontError) -> GlyphOutline {
        var result = GlyphOutline(contours: [])
        var at = offset, more = true
        while more {
            budget.components -= 1
            guard budget.components >= 0 else {
                throw FontError.tooLarge("glyph \(glyph)'s component count", limit: String(limits.maxComponents))
            }
            guard at + 4 <= end else { throw FontError.truncated("glyph \(glyph)'s components") }
            let flags = try bytes.u16(at), component = try bytes.u16(at + 2)
            at += 4
            let words = flags & 0x0001 != 0, offsets = flags & 0x0002 != 0
            let dx = Double(words ? try bytes.i16(at) : Int(Int8(truncatingIfNeeded: try bytes.u8(at))))
            let dy = Double(words ? try bytes.i16(at + 2) : Int(Int8(truncatingIfNeeded: try bytes.u8(at + 1))))
            at += words ? 4 : 2
            var m = (a: 1.0, b: 0.0, c: 0.0, d: 1.0)
            if flags & 0x0008 != 0 {
                m.a = try bytes.f2dot14(at)
                m.d = m.a
                at += 2
            } else if flags & 0x0040 != 0 {
                m.a = try bytes.f2dot14(at)
                m.d = try bytes.f2dot14(at + 2)
                at += 4
            } else if flags & 0x0080 != 0 {
                m = (try bytes.f2dot14(at), try bytes.f2dot14(at + 2), try bytes.f2dot14(at + 4), try bytes.f2dot14(at + 6))
                at += 8
            }
            guard at <= end else { throw FontError.truncated("glyph \(glyph)'s components") }
            let part = try outline(of: component, depth: depth + 1, budget: &budget)
            // Point-matched placement (offsets not x/y) is read as no offset.
            result.contours += part.transformed(m, dx: offsets ? dx : 0, dy: offsets ? dy : 0).contours
            more = flags & 0x0020 != 0
        }
        return result
    }
}
