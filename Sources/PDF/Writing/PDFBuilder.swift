import Archives
import Foundation

/// Builds a document page by page: image pages, text pages and pages copied from other PDFs,
/// under one page tree.
public struct PDFBuilder {
    var writer = PDFWriter()
    let pagesReference: PDFReference
    var kids: [PDFReference] = []
    var fonts: [StandardFont: PDFReference] = [:]

    /// An empty document.
    public init() {
        pagesReference = writer.add(.null)
    }

    /// How many pages it has.
    public var pageCount: Int { kids.count }

    /// A page the image's size (a pixel a point; scaled down to fit `PageSize.maximumSide`) with
    /// `margin` points of white on every side.
    public mutating func addImagePage(_ image: PDFImage, margin: Double = 0) throws {
        let scale = min(1, PageSize.maximumSide / Double(max(image.width, image.height)))
        let drawWidth = Double(image.width) * scale, drawHeight = Double(image.height) * scale
        let imageReference = writer.add(try imageObject(image))
        let content =
            "q \(PDFSerializer.number(drawWidth)) 0 0 \(PDFSerializer.number(drawHeight)) \(PDFSerializer.number(margin)) \(PDFSerializer.number(margin)) cm /Im0 Do Q\n"
        let resources: [String: PDFObject] = ["XObject": .dictionary(["Im0": .reference(imageReference)])]
        try addPage(
            content: Array(content.utf8), resources: resources,
            size: PageSize(width: drawWidth + 2 * margin, height: drawHeight + 2 * margin))
    }

    /// `text` on as many pages of `size` as it needs, `margin` points in from every edge, in
    /// `font` at `fontSize` points with a line height of 1.2 × the size. `check` runs every page
    /// and every 65,536 characters laid out (Make PDF passes the run's clock); what it throws
    /// stops the work.
    public mutating func addTextPages(
        _ text: String, font: StandardFont = .helvetica, fontSize: Double = 12, size: PageSize = .letter, margin: Double = 72,
        check: () throws -> Void = {}
    ) throws {
        let usable = size.width - 2 * margin
        guard usable > fontSize, size.height - 2 * margin > fontSize else {
            throw PDFError.cannotWrite(
                "a margin of \(PDFSerializer.number(margin)) points leaves no room on a \(PDFSerializer.number(size.width)) × \(PDFSerializer.number(size.height)) page"
            )
        }
        let fontReference =
            fonts[font]
            ?? writer.add(
                .dictionary([
                    "Type": .name("Font"), "Subtype": .name("Type1"), "BaseFont": .name(font.rawValue),
                    "Encoding": .name("WinAnsiEncoding"),
                ]))
        fonts[font] = fontReference
        let leading = fontSize * 1.2
        let perPage = max(1, Int((size.height - 2 * margin) / leading))
        let lines = try TextLayout.lines(text, font: font, size: fontSize, width: usable, check: check)
        var start = 0
        repeat {
            try check()
            let pageLines = lines[start..<min(start + perPage, lines.count)]
            var content = Array(
                "BT /F1 \(PDFSerializer.number(fontSize)) Tf \(PDFSerializer.number(leading)) TL \(PDFSerializer.number(margin)) \(PDFSerializer.number(size.height - margin - fontSize)) Td\n"
                    .utf8)
            for (index, line) in pageLines.enumerated() {
                if index > 0 { content += Array("T*\n".utf8) }
                PDFSerializer.string(line, into: &content)
                content += Array(" Tj\n".utf8)
            }
            content += Array("ET\n".utf8)
            try addPage(content: content, resources: ["Font": .dictionary(["F1": .reference(fontReference)])], size: size)
            start += perPage
        } while start < lines.count
    }

    mutating func addPage(content: [UInt8], resources: [String: PDFObject], size: PageSize) throws {
        let compressed = try content.withUnsafeBytes { try Zlib.compress($0) }
        let contents = writer.add(.stream(PDFStream(dictionary: ["Filter": .name("FlateDecode")], data: compressed)))
        let page = writer.add(
            .dictionary([
                "Type": .name("Page"), "Parent": .reference(pagesReference), "Contents": .reference(contents),
                "Resources": .dictionary(resources),
                "MediaBox": .array([.integer(0), .integer(0), .real(size.width), .real(size.height)]),
            ]))
        kids.append(page)
    }

    private mutating func imageObject(_ image: PDFImage) throws -> PDFObject {
        var dictionary: [String: PDFObject] = [
            "Type": .name("XObject"), "Subtype": .name("Image"), "Width": .integer(image.width), "Height": .integer(image.height),
            "BitsPerComponent": .integer(8),
        ]
        switch image.content {
        case let .jpeg(bytes, components):
            dictionary["ColorSpace"] = .name(components == 1 ? "DeviceGray" : components == 4 ? "DeviceCMYK" : "DeviceRGB")
            dictionary["Filter"] = .name("DCTDecode")
            return .stream(PDFStream(dictionary: dictionary, data: bytes))
        case .rgba(let rgba):
            let count = image.width * image.height
            var rgb = [UInt8](repeating: 0, count: count * 3)
            var alpha = [UInt8](repeating: 0, count: count)
            for pixel in 0..<count {
                rgb[pixel * 3] = rgba[pixel * 4]
                rgb[pixel * 3 + 1] = rgba[pixel * 4 + 1]
                rgb[pixel * 3 + 2] = rgba[pixel * 4 + 2]
                alpha[pixel] = rgba[pixel * 4 + 3]
            }
            dictionary["ColorSpace"] = .name("DeviceRGB")
            dictionary["Filter"] = .name("FlateDecode")
            if alpha.contains(where: { $0 != 255 }) {
                var mask = dictionary
                mask["ColorSpace"] = .name("DeviceGray")
                let maskReference = writer.add(
                    .stream(PDFStream(dictionary: mask, data: try alpha.withUnsafeBytes { try Zlib.compress($0) })))
                dictionary["SMask"] = .reference(maskReference)
            }
            return .stream(PDFStream(dictionary: dictionary, data: try rgb.withUnsafeBytes { try Zlib.compress($0) }))
        }
    }

    /// The file; `title` goes in the document information dictionary; encrypted when `encryption` is given.
    public func build(title: String? = nil, encryption: PDFEncryption? = nil) throws -> [UInt8] {
        guard !kids.isEmpty else { throw PDFError.cannotWrite("a PDF needs at least one page") }
        var writer = self.writer
        writer.set(
            pagesReference,
            to: .dictionary(["Type": .name("Pages"), "Kids": .array(kids.map { .reference($0) }), "Count": .integer(kids.count)]))
        let catalog = writer.add(.dictionary(["Type": .name("Catalog"), "Pages": .reference(pagesReference)]))
        var info: [String: PDFObject] = ["Producer": .string(Array("ShortcutEngine".utf8))]
        if let title { info["Title"] = PDFSerializer.textString(title) }
        let infoReference = writer.add(.dictionary(info))
        return try writer.finish(root: catalog, info: infoReference, encryption: encryption)
    }
}
