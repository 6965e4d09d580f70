import PDF
import XCTest

/// Write → read → text, in Swift alone (no outside tool).
final class PDFRoundTripTests: IsolatedTestCase {
    func testTextPagesComeBackAsTheSameLines() throws {
        var builder = PDFBuilder()
        try builder.addTextPages("Hello, world!\nSecond line (with parentheses) and a back\\slash\nCafé – 5 €")
        let reader = try PDFReader(bytes: try builder.build(title: "Greeting"))
        XCTAssertEqual(try reader.pages().count, 1)
        var extractor = TextExtractor(reader: reader)
        XCTAssertEqual(try extractor.text(), "Hello, world!\nSecond line (with parentheses) and a back\\slash\nCafé – 5 €")
    }

    func testLongTextWrapsAndFlowsOntoMorePages() throws {
        let words = (1...2_000).map { "word\($0)" }.joined(separator: " ")
        var builder = PDFBuilder()
        try builder.addTextPages(words, size: .a4, margin: 36)
        let reader = try PDFReader(bytes: try builder.build())
        let pages = try reader.pages()
        XCTAssertGreaterThan(pages.count, 1)
        XCTAssertEqual(pages[0].mediaBox.width, 595.28, accuracy: 0.01)
        var extractor = TextExtractor(reader: reader)
        let text = try extractor.text()
        XCTAssertEqual(
            text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init), words.split(separator: " ").map(String.init)
        )
        for line in try extractor.text(of: pages[0]).split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, 100, "a line wider than the page: \(line)")
        }
    }

    func testImagePageKeepsItsPixelsAndAlphaAsASoftMask() throws {
        var rgba: [UInt8] = []
        for index in 0..<(3 * 2) { rgba += [UInt8(index * 40), 7, 200, index == 0 ? 128 : 255] }
        let image = try XCTUnwrap(PDFImage(width: 3, height: 2, rgba: rgba))
        var builder = PDFBuilder()
        try builder.addImagePage(image, margin: 18)
        let reader = try PDFReader(bytes: try builder.build())
        let page = try XCTUnwrap(try reader.pages().first)
        XCTAssertEqual(page.mediaBox.width, 39)
        XCTAssertEqual(page.mediaBox.height, 38)
        let objects = try XCTUnwrap(
            try reader.resolve(page.dictionary["Resources"] ?? .null).dictionaryValue?["XObject"]?.dictionaryValue)
        guard case .stream(let stream) = try reader.resolve(objects["Im0"] ?? .null) else { return XCTFail("no image") }
        XCTAssertEqual(try reader.decodedData(stream), (0..<6).flatMap { [UInt8($0 * 40), 7, 200] })
        guard case .stream(let mask) = try reader.resolve(stream.dictionary["SMask"] ?? .null) else {
            return XCTFail("no soft mask")
        }
        XCTAssertEqual(try reader.decodedData(mask), [128, 255, 255, 255, 255, 255])
    }

    func testOpaqueImageHasNoSoftMaskAndAJPEGIsKeptAsItIs() throws {
        let opaque = try XCTUnwrap(PDFImage(width: 1, height: 1, rgba: [1, 2, 3, 255]))
        let jpeg = PDFFixtures.tinyJPEG
        let jpegImage = try XCTUnwrap(PDFImage(jpeg: jpeg))
        XCTAssertEqual(jpegImage.width, 8)
        XCTAssertEqual(jpegImage.height, 8)
        var builder = PDFBuilder()
        try builder.addImagePage(opaque)
        try builder.addImagePage(jpegImage)
        let reader = try PDFReader(bytes: try builder.build())
        let images = try reader.pages().map { page -> PDFStream? in
            let objects = try reader.resolve(page.dictionary["Resources"] ?? .null).dictionaryValue?["XObject"]?.dictionaryValue
            guard case .stream(let stream) = try reader.resolve(objects?["Im0"] ?? .null) else { return nil }
            return stream
        }
        XCTAssertNil(images[0]?.dictionary["SMask"])
        XCTAssertEqual(images[1]?.dictionary["Filter"], .name("DCTDecode"))
        XCTAssertEqual(images[1]?.data, jpeg)
        XCTAssertNil(PDFImage(jpeg: [0xFF, 0xD8, 0xFF, 0xD9]))
        XCTAssertNil(PDFImage(width: 2, height: 2, rgba: [0, 0, 0, 0]))
    }

    func testMergedPagesKeepTheirOrderTextAndSizes() throws {
        var first = PDFBuilder()
        try first.addTextPages("one")
        try first.addTextPages("two", size: .a4)
        var second = PDFBuilder()
        try second.addTextPages("three")
        let readers = [try PDFReader(bytes: try first.build()), try PDFReader(bytes: try second.build())]
        var merged = PDFBuilder()
        for reader in readers { try merged.addPages(from: reader) }
        let reader = try PDFReader(bytes: try merged.build())
        let pages = try reader.pages()
        XCTAssertEqual(pages.count, 3)
        XCTAssertEqual(pages.map { $0.mediaBox.width }, [612, 595.28, 612])
        var extractor = TextExtractor(reader: reader)
        XCTAssertEqual(try pages.map { try extractor.text(of: $0) }, ["one", "two", "three"])
    }

    func testSelectedPagesOnlyAreCopied() throws {
        var builder = PDFBuilder()
        for word in ["a", "b", "c", "d"] { try builder.addTextPages(word) }
        let source = try PDFReader(bytes: try builder.build())
        var picked = PDFBuilder()
        try picked.addPages(from: source, indices: [3, 1])
        let reader = try PDFReader(bytes: try picked.build())
        var extractor = TextExtractor(reader: reader)
        XCTAssertEqual(try reader.pages().map { try extractor.text(of: $0) }, ["d", "b"])
    }

    func testTheSameDocumentGivesTheSameBytes() throws {
        func make() throws -> [UInt8] {
            var builder = PDFBuilder()
            try builder.addTextPages("same")
            return try builder.build(title: "Same")
        }
        XCTAssertEqual(try make(), try make())
    }

    func testAnEmptyDocumentAndAMarginWithoutRoomAreRefused() throws {
        XCTAssertThrowsError(try PDFBuilder().build()) { error in
            XCTAssertEqual("\(error)", "cannot write the PDF: a PDF needs at least one page")
        }
        var builder = PDFBuilder()
        XCTAssertThrowsError(try builder.addTextPages("x", size: PageSize(width: 100, height: 100), margin: 45)) { error in
            XCTAssertEqual("\(error)", "cannot write the PDF: a margin of 45 points leaves no room on a 100 × 100 page")
        }
    }
}
