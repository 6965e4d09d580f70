/// Text set into lines: paragraphs split at line breaks, each wrapped, clipped or truncated to
/// a width as the style says, each glyph placed along its line.
public struct TextLayout: Sendable {
    /// One glyph on a line.
    public struct Glyph: Sendable, Equatable {
        /// Which of the style's fonts draws it.
        public var font: Int
        /// The glyph in that font.
        public var glyph: Int
        /// The character it stands for.
        public var scalar: Unicode.Scalar
        /// Its left edge from the line's start, pixels.
        public var x: Double
        /// How far the pen moves after it, pixels (kerning with the next glyph included).
        public var advance: Double
    }

    /// One line: its glyphs and how wide it is (trailing spaces not counted).
    public struct Line: Sendable, Equatable {
        /// The glyphs, placed.
        public var glyphs: [Glyph]
        /// Whether a paragraph ends here (a justified paragraph's last line is not widened).
        public var endsParagraph: Bool
        /// Its width without trailing spaces, pixels.
        public var width: Double {
            guard let last = glyphs.lastIndex(where: { $0.scalar != " " }) else { return 0 }
            return glyphs[last].x + glyphs[last].advance
        }
        /// The line's characters (tests, messages).
        public var text: String { String(String.UnicodeScalarView(glyphs.map(\.scalar))) }
    }

    /// The lines, top to bottom.
    public let lines: [Line]
    /// The style they were set in.
    public let style: TextStyle

    /// The widest line, pixels.
    public var width: Double { lines.map(\.width).max() ?? 0 }
    /// All lines' height: one line height each, pixels.
    public var height: Double { Double(lines.count) * style.lineHeight }

    /// Sets `text` in `style`, lines at most `width` pixels wide (nil: no limit).
    public init(_ text: String, style: TextStyle, width: Double?) {
        self.style = style
        var lines: [Line] = []
        for paragraph in Self.paragraphs(text) {
            let glyphs = Self.shaped(paragraph, style: style)
            lines += LineBreaking.lines(glyphs, style: style, width: width)
            if let limit = style.maxLines, lines.count >= limit { break }
        }
        if let limit = style.maxLines, limit >= 0, lines.count > limit { lines = Array(lines.prefix(limit)) }
        self.lines = lines
    }

    /// The paragraphs: split at CR LF, LF, CR, U+2028 and U+2029.
    static func paragraphs(_ text: String) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = [[]]
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            if scalar == "\n" && previousCR { continue }
            if ["\n", "\r", "\u{2028}", "\u{2029}"].contains(scalar) {
                result.append([])
            } else {
                result[result.count - 1].append(scalar == "\t" ? " " : scalar)
            }
        }
        return result
    }

    /// Each character's font (the first that has it, else the first font's `.notdef`), glyph and
    /// advance, with kerning between neighbours drawn by one font.
    static func shaped(_ scalars: [Unicode.Scalar], style: TextStyle) -> [Glyph] {
        var result: [Glyph] = []
        result.reserveCapacity(scalars.count)
        var x = 0.0
        for scalar in scalars where scalar.value >= 0x20 && !(0x7F..<0xA0).contains(scalar.value) {
            let index = style.fonts.firstIndex { $0.has(scalar) } ?? 0
            guard index < style.fonts.count else { break }
            let font = style.fonts[index], glyph = font.glyph(for: scalar)
            let scale = style.size / Double(font.unitsPerEm)
            if let last = result.last, last.font == index {
                let kern = Double(font.kerning(last.glyph, glyph)) * scale
                result[result.count - 1].advance += kern
                x += kern
            }
            let advance = Double(font.advance(of: glyph)) * scale
            result.append(Glyph(font: index, glyph: glyph, scalar: scalar, x: x, advance: advance))
            x += advance
        }
        return result
    }
}
