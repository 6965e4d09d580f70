/// Breaking one paragraph's glyphs into lines of at most a width, as the style's line break
/// mode says: greedy wrapping at spaces or at any character, clipping, or truncation with "…".
enum LineBreaking {
    static func lines(_ glyphs: [TextLayout.Glyph], style: TextStyle, width: Double?) -> [TextLayout.Line] {
        let whole = TextLayout.Line(glyphs: glyphs, endsParagraph: true)
        guard let width, whole.width > width else { return [whole] }
        switch style.lineBreak {
        case .clip: return [whole]
        case .wrapWords, .wrapCharacters: return wrapped(glyphs, width: width, words: style.lineBreak == .wrapWords)
        case .truncateHead, .truncateTail, .truncateMiddle: return [truncated(glyphs, style: style, width: width)]
        }
    }

    /// Greedy wrapping: a line takes glyphs until the next would pass the width; it breaks after
    /// the last space on it (words), or before that glyph (characters, or a word wider than the
    /// line). Spaces at a break stay at the end of the line they follow (not counted in its width).
    static func wrapped(_ glyphs: [TextLayout.Glyph], width: Double, words: Bool) -> [TextLayout.Line] {
        var lines: [TextLayout.Line] = []
        var start = 0
        while start < glyphs.count {
            var end = start + 1, lastSpace: Int?
            while end < glyphs.count {
                let glyph = glyphs[end]
                if glyphs[end - 1].scalar == " " { lastSpace = end }
                if glyph.scalar != " ", glyph.x + glyph.advance - glyphs[start].x > width + 1e-9 { break }
                end += 1
            }
            if end < glyphs.count, words, let space = lastSpace, space > start { end = space }
            lines.append(TextLayout.Line(glyphs: rebased(glyphs[start..<end]), endsParagraph: end == glyphs.count))
            start = end
        }
        return lines
    }

    /// The glyphs moved so that the first starts at 0.
    static func rebased(_ glyphs: ArraySlice<TextLayout.Glyph>) -> [TextLayout.Glyph] {
        guard let origin = glyphs.first?.x else { return [] }
        return glyphs.map { glyph in
            var moved = glyph
            moved.x -= origin
            return moved
        }
    }

    /// The line with "…" (U+2026, or "..." when no font has it) for as many glyphs at its start,
    /// end or middle as it takes to fit; at least the ellipsis is kept.
    static func truncated(_ glyphs: [TextLayout.Glyph], style: TextStyle, width: Double) -> TextLayout.Line {
        let ellipsis = TextLayout.shaped(
            style.fonts.contains { $0.has("\u{2026}") } ? ["\u{2026}"] : [".", ".", "."], style: style)
        let room = width - (ellipsis.last.map { $0.x + $0.advance } ?? 0)
        // Tail: keep the start; head: keep the end; middle: keep both halves.
        var (head, tail) = (glyphs.count, 0)
        if style.lineBreak == .truncateHead { (head, tail) = (0, glyphs.count) }
        if style.lineBreak == .truncateMiddle { (head, tail) = ((glyphs.count + 1) / 2, glyphs.count / 2) }
        func kept() -> [Unicode.Scalar] {
            Array(glyphs[..<head].map(\.scalar)) + ellipsis.map(\.scalar) + glyphs[(glyphs.count - tail)...].map(\.scalar)
        }
        // The kept widths, updated as glyphs are dropped (one pass, however long the line).
        var width = advance(glyphs[..<head]) + advance(glyphs[(glyphs.count - tail)...])
        while width > room + 1e-9, head + tail > 0 {
            // Middle: drop from whichever side is longer, keeping the two halves even.
            if style.lineBreak == .truncateTail || (style.lineBreak == .truncateMiddle && head > tail) {
                head -= 1
                width -= glyphs[head].advance
            } else {
                width -= glyphs[glyphs.count - tail].advance
                tail -= 1
            }
        }
        return TextLayout.Line(glyphs: TextLayout.shaped(kept(), style: style), endsParagraph: true)
    }

    static func advance(_ glyphs: ArraySlice<TextLayout.Glyph>) -> Double { glyphs.reduce(0) { $0 + $1.advance } }
}
