import DigitGrouping

/// How much of a font file the reader accepts: a font is user input, and every count in it is
/// checked against the bytes and these limits before memory is taken.
public struct FontLimits: Sendable, Equatable {
    /// The most bytes of one font file (a collection counts whole).
    public var maxFileBytes: Int
    /// The most faces in one TrueType collection.
    public var maxFaces: Int
    /// The most points in one glyph, its components' points counted.
    public var maxGlyphPoints: Int
    /// How deep composite glyphs may nest (a component that is itself composite is one level).
    public var maxCompositeDepth: Int
    /// The most components one glyph may draw, nested ones counted.
    public var maxComponents: Int
    /// The most files one search of the font folders looks at.
    public var maxFolderFiles: Int
    /// How many folders deep a search of a font folder goes.
    public var maxFolderDepth: Int

    /// 64 MiB a file, 64 faces, 16,384 points and 256 components a glyph nested 8 deep; a search
    /// reads at most 4,000 files, 8 folders deep.
    public static let standard = FontLimits(
        maxFileBytes: 64 << 20, maxFaces: 64, maxGlyphPoints: 16_384, maxCompositeDepth: 8, maxComponents: 256,
        maxFolderFiles: 4_000, maxFolderDepth: 8)

    /// Limits of one's own.
    public init(
        maxFileBytes: Int, maxFaces: Int, maxGlyphPoints: Int, maxCompositeDepth: Int, maxComponents: Int,
        maxFolderFiles: Int, maxFolderDepth: Int
    ) {
        self.maxFileBytes = maxFileBytes
        self.maxFaces = maxFaces
        self.maxGlyphPoints = maxGlyphPoints
        self.maxCompositeDepth = maxCompositeDepth
        self.maxComponents = maxComponents
        self.maxFolderFiles = maxFolderFiles
        self.maxFolderDepth = maxFolderDepth
    }

    /// Throws `FontError.tooLarge` when `count` passes `limit`.
    static func check(_ count: Int, _ limit: Int, _ what: String) throws(FontError) {
        guard count <= limit else { throw FontError.tooLarge(what, limit: DigitGrouping.grouped(limit)) }
    }
}
