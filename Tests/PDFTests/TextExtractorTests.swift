import PDF
import XCTest

/// The text layer: operators, encodings, ToUnicode maps and where line breaks and spaces go.
final class TextExtractorTests: IsolatedTestCase {
    private func text(
        _ content: String, font: String = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
        extra: [String] = []
    ) throws -> String {
        var extractor = TextExtractor(
            reader: try PDFReader(bytes: PDFFixtures.onePage(content: content, font: font, extra: extra)))
        return try extractor.text()
    }

    func testLinesFollowTheTextMatrix() throws {
        let content =
            "BT /F1 12 Tf 14 TL 72 700 Td (first) Tj 0 -14 Td (second) Tj T* (third) Tj 1 0 0 1 72 500 Tm (fourth) Tj ET"
        XCTAssertEqual(try text(content), "first\nsecond\nthird\nfourth")
        XCTAssertEqual(try text("BT /F1 12 Tf 14 TL 72 700 Td (a) Tj (b) ' 2 1 (c) \" ET"), "a\nb\nc")
        XCTAssertEqual(try text("BT /F1 10 Tf 0 0 Td (x) Tj 0 -12 TD (y) Tj T* (z) Tj ET"), "x\ny\nz")
    }

    func testKerningAndGapsBecomeSpacesOnlyWhenWide() throws {
        XCTAssertEqual(try text("BT /F1 12 Tf 72 700 Td [(Hel) -20 (lo) -600 (world)] TJ ET"), "Hello world")
        XCTAssertEqual(try text("BT /F1 12 Tf 72 700 Td (left) Tj 200 0 Td (right) Tj ET"), "left right")
        XCTAssertEqual(try text("BT /F1 12 Tf 2 0 0 2 72 700 cm 0 0 Td (scaled) Tj ET"), "scaled")
    }

    func testWinAnsiMacRomanAndDifferences() throws {
        XCTAssertEqual(try text("BT /F1 12 Tf (caf\\351 \\200 \\223) Tj ET"), "café € “")
        let mac = "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /MacRomanEncoding >>"
        XCTAssertEqual(try text("BT /F1 12 Tf (\\216\\245\\322) Tj ET", font: mac), "é•“")
        let differences =
            "<< /Type /Font /Subtype /Type1 /BaseFont /X /Encoding << /BaseEncoding /WinAnsiEncoding /Differences [65 /eacute /uni263A /fi 70 /germandbls] >> >>"
        XCTAssertEqual(try text("BT /F1 12 Tf (ABCFG) Tj ET", font: differences), "é☺fißG")
        let standard = "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>"
        XCTAssertEqual(try text("BT /F1 12 Tf (it's \\252quoted\\272) Tj ET", font: standard), "it’s “quoted”")
    }

    func testToUnicodeMapsWithCharsAndRanges() throws {
        let cmap = """
            /CIDInit /ProcSet findresource begin 12 dict begin begincmap
            1 begincodespacerange <0000> <FFFF> endcodespacerange
            2 beginbfchar <0001> <0048> <0002> <00690021> endbfchar
            2 beginbfrange <0010> <0012> <0061> <0020> <0021> [<03A9> <D83DDE00>] endbfrange
            endcmap end end
            """
        let font =
            "<< /Type /Font /Subtype /Type0 /BaseFont /X /Encoding /Identity-H /ToUnicode 6 0 R /DescendantFonts [7 0 R] >>"
        let extra = [
            "<< /Length \(cmap.utf8.count) >>\nstream\n\(cmap)\nendstream",
            "<< /Type /Font /Subtype /CIDFontType2 /DW 500 /W [16 [400 400] 32 33 600] >>",
        ]
        XCTAssertEqual(try text("BT /F1 12 Tf <000100020010001100120020 0021> Tj ET", font: font, extra: extra), "Hi!abcΩ😀")
    }

    func testFormXObjectsInlineImagesAndUnknownFonts() throws {
        let form = "BT /F1 12 Tf 0 0 Td (inside form) Tj ET"
        let page =
            "q BI /W 2 /H 1 /BPC 8 /CS /G ID \u{01}\u{02} EI Q BT /F1 12 Tf 72 700 Td (before) Tj ET /Fm0 Do BT /Nope 12 Tf 72 100 Td (plain) Tj ET"
        let bytes = PDFFixtures.pdf([
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> /XObject << /Fm0 6 0 R >> >> >>",
            "<< /Length \(page.utf8.count) >>\nstream\n\(page)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            "<< /Type /XObject /Subtype /Form /BBox [0 0 100 100] /Matrix [1 0 0 1 72 400] /Resources << /Font << /F1 5 0 R >> >> /Length \(form.utf8.count) >>\nstream\n\(form)\nendstream",
        ])
        var extractor = TextExtractor(reader: try PDFReader(bytes: bytes))
        XCTAssertEqual(try extractor.text(), "before\ninside form\nplain")
    }

    func testPagesAreSeparatedByABlankLineAndEmptyPagesSkipped() throws {
        var builder = PDFBuilder()
        try builder.addTextPages("page one")
        try builder.addTextPages("")
        try builder.addTextPages("page three")
        var extractor = TextExtractor(reader: try PDFReader(bytes: try builder.build()))
        XCTAssertEqual(try extractor.text(), "page one\n\npage three")
    }
}
