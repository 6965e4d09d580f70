import Foundation

/// What a PDF the reader opens may hold. Each is checked before the work it bounds, so a hostile
/// file fails with a `PDFError.limit` naming the limit instead of exhausting memory or time.
public struct PDFLimits: Sendable, Equatable {
    /// The most objects the cross-reference sections may list.
    public var maxObjects: Int
    /// The deepest nesting of arrays and dictionaries, and of the page tree.
    public var maxNesting: Int
    /// The most bytes one stream may decode to.
    public var maxStreamBytes: Int
    /// The most bytes all the streams one reader decodes may make together (decompression bombs).
    public var maxTotalDecodedBytes: Int
    /// The most pages.
    public var maxPages: Int
    /// The most cross-reference sections (incremental updates) followed.
    public var maxXrefSections: Int

    /// The reader's limits: 1,000,000 objects, 64 levels, 256 MiB a stream, 1 GiB in all, 100,000 pages, 1,000 sections.
    public static let standard = PDFLimits(
        maxObjects: 1_000_000, maxNesting: 64, maxStreamBytes: 256 << 20, maxTotalDecodedBytes: 1 << 30,
        maxPages: 100_000, maxXrefSections: 1_000)

    /// Limits of your own.
    public init(
        maxObjects: Int, maxNesting: Int, maxStreamBytes: Int, maxTotalDecodedBytes: Int, maxPages: Int, maxXrefSections: Int
    ) {
        self.maxObjects = maxObjects
        self.maxNesting = maxNesting
        self.maxStreamBytes = maxStreamBytes
        self.maxTotalDecodedBytes = maxTotalDecodedBytes
        self.maxPages = maxPages
        self.maxXrefSections = maxXrefSections
    }
}
