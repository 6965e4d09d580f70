/// A simple glyph's description (OpenType spec, "glyf", simple glyph description): the end
/// point of each contour, instructions (skipped), one flag per point (with repeats), then the x
/// and the y coordinates as deltas, each a byte (its sign in the flags), a 16-bit word, or "same".
enum SimpleGlyph {
    static let onCurve = 0x01, xShort = 0x02, yShort = 0x04, repeats = 0x08, xSame = 0x10, ySame = 0x20

    static func read(_ bytes: FontBytes, at offset: Int, end: Int, contours: Int, glyph: Int) throws(FontError)
        -> GlyphOutline
    {
        guard contours > 0 else { return GlyphOutline(contours: []) }
        guard offset + contours * 2 + 2 <= end else { throw FontError.truncated("glyph \(glyph)'s contour ends") }
        var ends: [Int] = []
        for index in 0..<contours {
            let last = try bytes.u16(offset + index * 2)
            guard last >= (ends.last ?? -1) + 1 else {
                throw FontError.corrupt("glyph \(glyph)'s contour end points go backwards")
            }
            ends.append(last)
        }
        let points = (ends.last ?? 0) + 1
        let instructions = try bytes.u16(offset + contours * 2)
        var at = offset + contours * 2 + 2 + instructions
        // Each point needs at least one flag byte, so a count past the glyph's bytes is refused before any memory.
        guard at + points <= end else { throw FontError.truncated("glyph \(glyph)'s \(points) point flags") }
        var flags: [Int] = []
        flags.reserveCapacity(points)
        while flags.count < points {
            guard at < end else { throw FontError.truncated("glyph \(glyph)'s point flags") }
            let flag = try bytes.u8(at)
            at += 1
            var copies = 1
            if flag & repeats != 0 {
                guard at < end else { throw FontError.truncated("glyph \(glyph)'s point flags") }
                copies += try bytes.u8(at)
                at += 1
            }
            flags += repeatElement(flag, count: min(copies, points - flags.count))
        }
        let xs = try coordinates(bytes, &at, end: end, flags: flags, short: xShort, same: xSame, glyph: glyph)
        let ys = try coordinates(bytes, &at, end: end, flags: flags, short: yShort, same: ySame, glyph: glyph)
        var result: [[GlyphOutline.Point]] = []
        var first = 0
        for last in ends {
            result.append(
                (first...last).map { GlyphOutline.Point(x: Double(xs[$0]), y: Double(ys[$0]), onCurve: flags[$0] & onCurve != 0) }
            )
            first = last + 1
        }
        return GlyphOutline(contours: result)
    }

    /// One axis's coordinates, each the running sum of its deltas.
    static func coordinates(
        _ bytes: FontBytes, _ at: inout Int, end: Int, flags: [Int], short: Int, same: Int, glyph: Int
    ) throws(FontError) -> [Int] {
        var value = 0
        var result: [Int] = []
        result.reserveCapacity(flags.count)
        for flag in flags {
            if flag & short != 0 {
                guard at < end else { throw FontError.truncated("glyph \(glyph)'s coordinates") }
                let delta = try bytes.u8(at)
                value += flag & same != 0 ? delta : -delta
                at += 1
            } else if flag & same == 0 {
                guard at + 1 < end else { throw FontError.truncated("glyph \(glyph)'s coordinates") }
                value += try bytes.i16(at)
                at += 2
            }
            result.append(value)
        }
        return result
    }
}
