import Archives
import PDF
import XCTest

/// The reader on structures our writer does not make: xref streams, object streams, incremental
/// updates, every filter, and damaged files.
final class PDFReaderTests: IsolatedTestCase {
    private func zlib(_ bytes: [UInt8]) throws -> [UInt8] { try bytes.withUnsafeBytes { try Zlib.compress($0) } }

    /// Objects 1–3 in an object stream (5), the content (4) plain, the xref as a stream (6) with the PNG Up predictor.
    private func compressedFile() throws -> [UInt8] {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << >> >>",
        ]
        var header = "", body = ""
        for (index, object) in objects.enumerated() {
            header += "\(index + 1) \(body.utf8.count) "
            body += object + "\n"
        }
        let streamData = try zlib(Array((header + body).utf8))
        var out = Array("%PDF-1.5\n".utf8)
        let content = "BT /F1 12 Tf 10 10 Td (compressed) Tj ET"
        let contentOffset = out.count
        out += Array("4 0 obj\n<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream\nendobj\n".utf8)
        let objectStreamOffset = out.count
        out += Array(
            "5 0 obj\n<< /Type /ObjStm /N 3 /First \(header.utf8.count) /Filter /FlateDecode /Length \(streamData.count) >>\nstream\n"
                .utf8)
        out += streamData + Array("\nendstream\nendobj\n".utf8)
        let xrefOffset = out.count
        let rows: [[UInt8]] = [
            [0, 0, 0, 0], [2, 0, 5, 0], [2, 0, 5, 1], [2, 0, 5, 2],
            [1, UInt8(contentOffset >> 8), UInt8(contentOffset & 0xFF), 0],
            [1, UInt8(objectStreamOffset >> 8), UInt8(objectStreamOffset & 0xFF), 0],
            [1, UInt8(xrefOffset >> 8), UInt8(xrefOffset & 0xFF), 0],
        ]
        var predicted: [UInt8] = []
        var previous: [UInt8] = [0, 0, 0, 0]
        for row in rows {
            predicted.append(2)
            predicted += zip(row, previous).map { $0 &- $1 }
            previous = row
        }
        let xrefData = try zlib(predicted)
        out += Array(
            "6 0 obj\n<< /Type /XRef /Size 7 /W [1 2 1] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >> /Length \(xrefData.count) >>\nstream\n"
                .utf8)
        out += xrefData + Array("\nendstream\nendobj\nstartxref\n\(xrefOffset)\n%%EOF\n".utf8)
        return out
    }

    func testXrefStreamsAndObjectStreamsAreRead() throws {
        let reader = try PDFReader(bytes: try compressedFile())
        XCTAssertEqual(reader.version, "1.5")
        let pages = try reader.pages()
        XCTAssertEqual(pages.count, 1)
        XCTAssertEqual(pages[0].mediaBox.width, 200)
        var extractor = TextExtractor(reader: reader)
        XCTAssertEqual(try extractor.text(), "compressed")
    }

    func testAnIncrementalUpdateReplacesTheContent() throws {
        var bytes = PDFFixtures.onePage(content: "BT /F1 12 Tf 10 10 Td (old) Tj ET")
        let firstXref = try XCTUnwrap(
            String(decoding: bytes, as: UTF8.self).components(separatedBy: "startxref\n").last?.split(separator: "\n").first
                .flatMap { Int($0) })
        let content = "BT /F1 12 Tf 10 10 Td (new) Tj ET"
        let offset = bytes.count
        bytes += Array("4 0 obj\n<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream\nendobj\n".utf8)
        let xref = bytes.count
        bytes += Array(
            "xref\n4 1\n\(String(format: "%010d", offset)) 00000 n \ntrailer\n<< /Size 6 /Root 1 0 R /Prev \(firstXref) >>\nstartxref\n\(xref)\n%%EOF\n"
                .utf8)
        var extractor = TextExtractor(reader: try PDFReader(bytes: bytes))
        XCTAssertEqual(try extractor.text(), "new")
    }

    func testEveryFilterDecodes() throws {
        let cases: [(filter: String, data: String, expected: String)] = [
            ("/ASCIIHexDecode", "48 65 6C6C 6F>", "Hello"),
            ("/ASCII85Decode", "87cURD]j7BEbo80~>", "Hello world!"),
            ("/RunLengthDecode", "\u{02}abc\u{FE}z\u{80}", "abczzz"),
            ("[/ASCIIHexDecode /LZWDecode]", "800B6050220C0C8501>", "-----A---B"),
        ]
        for (filter, data, expected) in cases {
            let content = "<< /Length \(data.unicodeScalars.count) /Filter \(filter) >>\nstream\n"
            var bytes = Array("%PDF-1.4\n1 0 obj\n".utf8) + Array(content.utf8) + data.unicodeScalars.map { UInt8($0.value) }
            bytes += Array("\nendstream\nendobj\n".utf8)
            let xref = bytes.count
            bytes += Array(
                "xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer\n<< /Size 2 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
                    .utf8)
            let reader = try PDFReader(bytes: bytes)
            guard case .stream(let stream) = try reader.object(PDFReference(1)) else { return XCTFail("no stream for \(filter)") }
            XCTAssertEqual(String(decoding: try reader.decodedData(stream), as: UTF8.self), expected, filter)
            XCTAssertEqual(try reader.decodedData(stream).count, expected.utf8.count, filter)
        }
    }

    func testUnsupportedFilterAndBombsAreNamed() throws {
        let limits = PDFLimits(
            maxObjects: 100, maxNesting: 8, maxStreamBytes: 1_000, maxTotalDecodedBytes: 10_000, maxPages: 10, maxXrefSections: 4)
        let bomb = try zlib([UInt8](repeating: 0, count: 100_000))
        var bytes =
            Array("%PDF-1.4\n1 0 obj\n<< /Length \(bomb.count) /Filter /FlateDecode >>\nstream\n".utf8) + bomb
            + Array("\nendstream\nendobj\n".utf8)
        let second = bytes.count
        bytes += Array("2 0 obj\n<< /Length 1 /Filter /JBIG2Decode >>\nstream\nx\nendstream\nendobj\n".utf8)
        let xref = bytes.count
        bytes += Array(
            "xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n\(String(format: "%010d", second)) 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
                .utf8)
        let reader = try PDFReader(bytes: bytes, limits: limits)
        guard case .stream(let stream) = try reader.object(PDFReference(1)),
            case .stream(let jbig) = try reader.object(PDFReference(2))
        else { return XCTFail("no streams") }
        XCTAssertThrowsError(try reader.decodedData(stream)) { error in
            XCTAssertEqual("\(error)", "the PDF has a stream that decodes to more than 1000 bytes (the limit is 1000)")
        }
        XCTAssertThrowsError(try reader.decodedData(jbig)) { error in
            XCTAssertEqual(
                "\(error)",
                "the PDF's /JBIG2Decode stream data cannot be decoded: this filter is not supported here (FlateDecode, LZWDecode, ASCIIHexDecode, ASCII85Decode and RunLengthDecode are)"
            )
        }
    }

    func testDamagedFilesFailWithTheirReason() throws {
        XCTAssertThrowsError(try PDFReader(bytes: Array("GIF89a".utf8))) {
            XCTAssertEqual("\($0)", "not a PDF (it does not start with %PDF-; first bytes: 47 49 46 38 39 61)")
        }
        XCTAssertThrowsError(try PDFReader(bytes: [])) { XCTAssertEqual("\($0)", "not a PDF (the file is empty)") }
        XCTAssertThrowsError(try PDFReader(bytes: Array("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n".utf8))) {
            XCTAssertEqual("\($0)", "damaged PDF: no 'startxref' near the end of the file (is it cut short?)")
        }
        XCTAssertThrowsError(try PDFReader(bytes: Array("%PDF-1.4\nstartxref\n99999\n%%EOF".utf8))) {
            XCTAssertEqual("\($0)", "damaged PDF: a cross-reference offset (99999) is outside the file of 30 bytes")
        }
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        let nested = PDFFixtures.pdf(["<< /Type /Catalog /Pages 2 0 R /Deep \(deep) >>", "<< /Type /Pages /Kids [] /Count 0 >>"])
        XCTAssertThrowsError(try PDFReader(bytes: nested).pages()) {
            XCTAssertEqual("\($0)", "the PDF has arrays and dictionaries nested more than 64 deep (the limit is 64)")
        }
        let loop = PDFFixtures.pdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [2 0 R] /Count 1 >>"])
        XCTAssertThrowsError(try PDFReader(bytes: loop).pages()) {
            XCTAssertEqual("\($0)", "damaged PDF: the page tree visits object 2 twice")
        }
        let noRoot = PDFFixtures.pdf(["<< /Type /Pages /Kids [] /Count 0 >>"], trailer: "")
        XCTAssertThrowsError(try PDFReader(bytes: noRoot).pages()) {
            XCTAssertEqual("\($0)", "damaged PDF: the trailer has no /Root catalog dictionary")
        }
        var shifted = PDFFixtures.pdf(["<< /Type /Catalog /Pages 2 0 R >>"])
        shifted[9] = 0x37
        XCTAssertThrowsError(try PDFReader(bytes: shifted).pages()) {
            XCTAssertEqual("\($0)", "damaged PDF: the cross-reference table puts object 1 at byte 9, where object 7 is")
        }
    }

    func testAWrongStreamLengthIsMendedByEndstream() throws {
        let text = String(decoding: PDFFixtures.onePage(content: "BT /F1 12 Tf (mended) Tj ET"), as: UTF8.self)
        // The same number of bytes, so the offsets stay right.
        let reader = try PDFReader(bytes: Array(text.replacingOccurrences(of: "/Length 27", with: "/Length 99").utf8))
        var extractor = TextExtractor(reader: reader)
        XCTAssertEqual(try extractor.text(), "mended")
    }
}

/// Files whose cross-reference table is wrong or missing are read from their objects.
final class PDFRepairTests: IsolatedTestCase {
    func testAFileWithAWrongXrefOffsetIsRebuiltFromItsObjects() throws {
        var text = String(decoding: PDFFixtures.onePage(content: "BT /F1 12 Tf (rebuilt) Tj ET"), as: UTF8.self)
        text = text.replacingOccurrences(of: "0000000009 00000 n", with: "0000000999 00000 n")
        var extractor = TextExtractor(reader: try PDFReader(bytes: Array(text.utf8)))
        XCTAssertEqual(try extractor.text(), "rebuilt")
    }

    func testAFileCutBeforeItsXrefStillOpens() throws {
        let whole = String(decoding: PDFFixtures.onePage(content: "BT /F1 12 Tf (no xref) Tj ET"), as: UTF8.self)
        let cut = try XCTUnwrap(whole.components(separatedBy: "xref\n").first)
        var extractor = TextExtractor(reader: try PDFReader(bytes: Array((cut + "trailer\n<< /Root 1 0 R >>\n").utf8)))
        XCTAssertEqual(try extractor.text(), "no xref")
        let noTrailer = try PDFReader(bytes: Array(cut.utf8))
        XCTAssertEqual(try noTrailer.pages().count, 1)
    }
}
