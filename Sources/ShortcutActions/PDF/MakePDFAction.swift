import Foundation
import Images
import PDF
import ShortcutEngine

/// Make PDF: images, text and other PDFs into one PDF (WFMakePDFAction).
public enum MakePDFAction: Action {
    /// Which pages of the made PDF are kept (`WFPDFIncludedPages`).
    public enum Pages: String, Choice {
        case all = "All Pages"
        case single = "Single Page"
        case range = "Page Range"
    }

    /// How the pages of several PDFs are put together (`WFPDFDocumentMergeBehavior`).
    public enum Merge: String, Choice {
        case append = "Append"
        case shuffle = "Shuffle"

        /// One line each for the catalogue.
        public var summary: String {
            self == .append
                ? "each document's pages after the one before" : "the first page of each document, then the second of each, …"
        }
    }

    /// The quarter-inch margin Apple's Include Margin adds, in points.
    public static let marginPoints = 18.0
    /// The inset of text pages without Include Margin, in points (half an inch).
    public static let textInset = 36.0

    static let input = Parameter<Value>(
        "input", wireKey: "WFInput", type: .any, summary: "Images, text and PDFs to make the PDF from.")
    static let includeMargin = Parameter<Bool>(
        "includeMargin", wireKey: "WFPDFIncludeMargin", label: "Include Margin",
        summary: "Adds a quarter-inch margin around images and text.", default: false)
    static let pages = Parameter<Pages>(
        "include", wireKey: "WFPDFIncludedPages", label: "Include", summary: "Which pages to keep.", default: .all)
    static let page = Parameter<Int>(
        "page", wireKey: "WFPDFSinglePage", label: "Page #", summary: "The page to keep, from 1.", default: 1, minimum: 1,
        parent: .init(pages, [.single]))
    static let startPage = Parameter<Int>(
        "startPage", wireKey: "WFPDFPageRangeStart", label: "Start Page #", summary: "The first page to keep, from 1.",
        default: 1,
        minimum: 1, parent: .init(pages, [.range]))
    static let endPage = Parameter<Int?>(
        "endPage", wireKey: "WFPDFPageRangeEnd", label: "End Page #",
        summary: "The last page to keep; the last page of all when empty.",
        minimum: 1, parent: .init(pages, [.range]))
    static let merge = Parameter<Merge>(
        "mergeBehavior", wireKey: "WFPDFDocumentMergeBehavior", label: "Merge Behavior",
        summary: "How the pages of several PDFs are put together.",
        default: .append)

    public static let definition = ActionDefinition(
        "is.workflow.actions.makepdf", name: "Make PDF",
        summary:
            "Makes a PDF of the input: an image a page (JPEG kept as it is), text on Letter pages in Helvetica, PDFs' pages copied; optionally one page or a range of them.",
        category: "Documents", parameters: [input, includeMargin, pages, page, startPage, endPage, merge], input: input,
        output: .produces(.file), outputName: "PDF")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let margin = try parameters[Self.includeMargin] ? marginPoints : 0
        var documents: [PDFReader] = []
        var name: String?
        for item in (parameters.optional(Self.input) ?? .nothing).items {
            if case .nothing = item { continue }
            let (reader, itemName) = try document(for: item, margin: margin, context: context)
            name = name ?? itemName
            documents.append(reader)
        }
        guard !documents.isEmpty else {
            throw ActionFailure(PDFFailure.nothingToUse(action: "Make PDF", needs: "images, text or PDFs"), parameter: Self.input)
        }
        var order: [(document: Int, page: Int)] = []
        let counts = try documents.map { reader in
            try MediaFile.pdfWork(name ?? "PDF", parameter: Self.input.key) { try reader.pages().count }
        }
        if try parameters[Self.merge] == .shuffle {
            for page in 0..<(counts.max() ?? 0) {
                for document in documents.indices where page < counts[document] { order.append((document, page)) }
            }
        } else {
            for document in documents.indices { for page in 0..<counts[document] { order.append((document, page)) } }
        }
        let kept = try choose(order, parameters: parameters)
        var builder = PDFBuilder()
        for (document, page) in kept {
            try context.checkTime()
            try MediaFile.pdfWork(name ?? "PDF", parameter: Self.input.key) {
                try builder.addPages(from: documents[document], indices: [page])
            }
        }
        let bytes = try MediaFile.pdfWork(name ?? "PDF", parameter: Self.input.key) { try builder.build(title: name) }
        return try MediaFile.save(bytes, name: (name ?? "PDF") + ".pdf", what: "PDF", context: context, parameter: Self.input.key)
    }

    /// The pages `include` keeps of `order`.
    static func choose<T>(_ order: [T], parameters: ResolvedParameters) throws -> [T] {
        switch try parameters[Self.pages] {
        case .all: return order
        case .single:
            let page = try parameters[Self.page]
            guard page <= order.count else {
                throw ActionFailure(PDFFailure.pageOutOfRange(page: page, count: order.count), parameter: Self.page)
            }
            return [order[page - 1]]
        case .range:
            let start = try parameters[Self.startPage]
            let end = try parameters[Self.endPage] ?? order.count
            guard start <= order.count else {
                throw ActionFailure(PDFFailure.pageOutOfRange(page: start, count: order.count), parameter: Self.startPage)
            }
            guard end <= order.count else {
                throw ActionFailure(PDFFailure.pageOutOfRange(page: end, count: order.count), parameter: Self.endPage)
            }
            guard start <= end else {
                throw ActionFailure(PDFFailure.backwardsRange(start: start, end: end), parameter: Self.endPage)
            }
            return Array(order[(start - 1)..<end])
        }
    }

    /// One input item as a PDF of its own: a PDF file read, an image file on a page, anything else as text pages.
    static func document(for item: Value, margin: Double, context: ActionContext) throws -> (PDFReader, String?) {
        let key = Self.input.key
        var builder = PDFBuilder()
        var name: String?
        if let file = MediaFile.reference(item) {
            let data = try MediaFile.read(file, context: context, parameter: key)
            name = file.nameWithoutExtension
            if MediaFile.isPDF(data) {
                return (try MediaFile.pdfWork(file.name, parameter: key) { try PDFReader(data: data) }, name)
            }
            if ImageDecoder.format(of: data) != nil {
                try MediaFile.pdfWork(file.name, parameter: key) {
                    try builder.addImagePage(try pageImage(data, name: file.name, context: context), margin: margin)
                }
            } else {
                let text = String(decoding: data, as: UTF8.self)
                try MediaFile.pdfWork(file.name, parameter: key) {
                    try builder.addTextPages(text, margin: textInset + margin, check: context.checkTime)
                }
            }
        } else {
            let text = try context.limitedText(item)
            try MediaFile.pdfWork("PDF", parameter: key) {
                try builder.addTextPages(text, margin: textInset + margin, check: context.checkTime)
            }
        }
        let bytes = try MediaFile.pdfWork(name ?? "PDF", parameter: key) { try builder.build() }
        return (try MediaFile.pdfWork(name ?? "PDF", parameter: key) { try PDFReader(bytes: bytes) }, name)
    }

    /// An image for a page: an upright JPEG as it is, anything else decoded to pixels.
    static func pageImage(_ data: Data, name: String, context: ActionContext) throws -> PDFImage {
        let decoded = try MediaFile.image(data, name: name, context: context, parameter: Self.input.key)
        let bytes = [UInt8](data)
        // The decoder applied the EXIF orientation to the pixels; a PDF viewer would not, so only an upright JPEG is kept as it is.
        let orientation = decoded.metadata.exif.flatMap { try? EXIF.read($0).orientation } ?? 1
        if decoded.source.format == .jpeg, orientation == 1, let jpeg = PDFImage(jpeg: bytes) { return jpeg }
        let pixels = decoded.pixels.eightBit()
        guard let image = PDFImage(width: pixels.width, height: pixels.height, rgba: pixels.rgba8) else {
            throw ActionFailure(PDFFailure.notImage("'\(name)'"), parameter: Self.input)
        }
        return image
    }
}
