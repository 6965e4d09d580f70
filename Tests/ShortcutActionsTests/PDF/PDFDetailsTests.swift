import Foundation
import PDF
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Get Details of PDF: the page count and document information of PDFs we write and of one written
/// by hand (dates with offsets, UTF-16 text), an encrypted one, and the failures by full message.
final class PDFDetailsTests: IsolatedTestCase {
    /// A PDF of `pages` empty pages whose trailer's /Info is `info`, with a correct xref table.
    static func handMade(pages: Int, info: String) -> Data {
        let kids = (0..<pages).map { "\(4 + $0) 0 R" }.joined(separator: " ")
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [\(kids)] /Count \(pages) >>", info,
        ]
        objects += (0..<pages).map { _ in "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>" }
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        out += offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R /Info 3 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    func testPageCountAndDocumentInformation() throws {
        let box = Sandbox()
        var builder = PDFBuilder()
        try builder.addTextPages(String(repeating: "Lorem ipsum dolor sit amet. ", count: 400))
        let ours = Data(try builder.build(title: "Notes"))
        let hand = Self.handMade(
            pages: 3,
            info:
                "<< /Author <FEFF00C9006D0069006C0065> /Subject (Trips) /CreationDate (D:20240102030405+01'30') /ModDate (D:2024) /Keywords () >>"
        )
        var locked = PDFBuilder()
        try locked.addTextPages("secret")
        let encrypted = Data(try locked.build(encryption: PDFEncryption(userPassword: "pw", ownerPassword: "owner")))
        for (name, data) in [("ours.pdf", ours), ("hand.pdf", hand), ("locked.pdf", encrypted)] {
            XCTAssertTrue(FileManager.default.createFile(atPath: box.root + "/" + name, contents: data))
        }
        func detail(_ name: String, _ path: String, password: String? = nil) throws -> Value {
            let extra = password.map { ", \"password\": \"\($0)\"" } ?? ""
            return try box.run(
                "org.shortcutengine.pdf.details", "{\"detail\": \"\(name)\"\(extra)}", input: .file(FileReference(path: path)))
        }
        let ourPages = try PDFReader(data: ours).pages().count
        XCTAssertGreaterThan(ourPages, 1)
        XCTAssertEqual(try detail("Number of Pages", "ours.pdf"), .number(.integer(ourPages)))
        XCTAssertEqual(try detail("Title", "ours.pdf"), "Notes")
        XCTAssertEqual(try detail("Producer", "ours.pdf"), "ShortcutEngine")
        XCTAssertEqual(try detail("Author", "ours.pdf"), .nothing)
        XCTAssertEqual(try detail("PDF Version", "ours.pdf"), "1.7")
        XCTAssertEqual(try detail("Is Encrypted", "ours.pdf"), .boolean(false))
        XCTAssertEqual(try detail("Number of Pages", "hand.pdf"), 3)
        XCTAssertEqual(try detail("Author", "hand.pdf"), "Émile")
        XCTAssertEqual(try detail("Subject", "hand.pdf"), "Trips")
        XCTAssertEqual(try detail("Keywords", "hand.pdf"), .nothing)
        XCTAssertEqual(
            try detail("Creation Date", "hand.pdf"),
            .date(try XCTUnwrap(ISO8601DateFormatter().date(from: "2024-01-02T01:34:05Z"))))
        XCTAssertEqual(
            try detail("Modification Date", "hand.pdf"),
            .date(try XCTUnwrap(ISO8601DateFormatter().date(from: "2024-01-01T00:00:00Z"))))
        XCTAssertEqual(try detail("Is Encrypted", "locked.pdf", password: "pw"), .boolean(true))
        XCTAssertEqual(try detail("Number of Pages", "locked.pdf", password: "owner"), 1)
        // A list of PDFs gives a list.
        XCTAssertEqual(
            try box.run(
                "org.shortcutengine.pdf.details", "{\"password\": \"pw\"}",
                input: .list([.file(FileReference(path: "hand.pdf")), .file(FileReference(path: "locked.pdf"))])),
            .list([3, 1]))
        XCTAssertEqual(
            box.failure("org.shortcutengine.pdf.details", input: .file(FileReference(path: "locked.pdf"))),
            """
            t.json:1:39: error: action 1 'Get Details of PDF' (org.shortcutengine.pdf.details), parameter 'input': 'locked.pdf': the PDF is encrypted: it needs a password
            hint: decrypt it first (qpdf --decrypt --password=… in.pdf out.pdf), or open it with its password where the action takes one
            """)
    }

    func testDatesAndFailures() {
        XCTAssertEqual(PDFDate.parse("D:19991231235959Z"), ISO8601DateFormatter().date(from: "1999-12-31T23:59:59Z"))
        XCTAssertEqual(PDFDate.parse("D:20200615-05'00"), ISO8601DateFormatter().date(from: "2020-06-15T05:00:00Z"))
        XCTAssertNil(PDFDate.parse("yesterday"))
        XCTAssertNil(PDFDate.parse("D:20201340"))
        XCTAssertEqual(
            failure("org.shortcutengine.pdf.details", input: "plain words"),
            """
            t.json:1:39: error: action 1 'Get Details of PDF' (org.shortcutengine.pdf.details), parameter 'input': a text value is not a PDF
            hint: pass a .pdf file (Get File, or the shortcut's input)
            """)
        XCTAssertEqual(
            failure("org.shortcutengine.pdf.details"),
            """
            t.json:1:39: error: action 1 'Get Details of PDF' (org.shortcutengine.pdf.details), parameter 'input': Get Details of PDF was given no PDF
            hint: pass files (Get File, Get Folder Contents) or text to the action
            """)
    }
}
