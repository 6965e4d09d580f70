/// How text is set: fonts (the first that has a character draws it), size, alignment, how lines
/// that are too wide are broken, and how many lines at most.
public struct TextStyle: Sendable {
    /// Where each line sits across its box.
    public enum Alignment: String, Sendable, CaseIterable {
        case left, center, right
        /// Both edges: the spaces of every wrapped line but a paragraph's last are widened.
        case justified
    }

    /// What happens to a line wider than its box (UIKit's line break modes).
    public enum LineBreak: String, Sendable, CaseIterable {
        /// Wrap at spaces (a word wider than the box wraps by characters).
        case wrapWords
        /// Wrap at any character.
        case wrapCharacters
        /// No wrapping: what passes the box's edge is cut off.
        case clip
        /// One line a paragraph, "…" replacing its start, end or middle when it is too wide.
        case truncateHead, truncateTail, truncateMiddle
    }

    /// The fonts, in the order a character is looked for; a character none has is drawn with
    /// the first font's `.notdef`.
    public var fonts: [Font]
    /// Pixels per em.
    public var size: Double
    /// Where each line sits.
    public var alignment: Alignment
    /// What happens to a line wider than the box.
    public var lineBreak: LineBreak
    /// The most lines kept (nil: all).
    public var maxLines: Int?

    /// A style given directly.
    public init(
        fonts: [Font], size: Double, alignment: Alignment = .left, lineBreak: LineBreak = .wrapWords, maxLines: Int? = nil
    ) {
        self.fonts = fonts
        self.size = size
        self.alignment = alignment
        self.lineBreak = lineBreak
        self.maxLines = maxLines
    }

    /// The first font's scale: pixels per font unit.
    var scale: Double { fonts.first.map { size / Double($0.unitsPerEm) } ?? 0 }

    /// From the top of a line to its baseline, pixels (the first font's `hhea.ascender`).
    public var ascent: Double { Double(fonts.first?.ascender ?? 0) * scale }

    /// From one baseline to the next, pixels: the first font's ascender − descender + line gap.
    public var lineHeight: Double {
        guard let font = fonts.first else { return 0 }
        return Double(font.ascender - font.descender + max(font.lineGap, 0)) * scale
    }
}
