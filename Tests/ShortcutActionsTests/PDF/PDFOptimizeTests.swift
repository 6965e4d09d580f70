import Foundation
import PDF
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Optimize File Size of PDF: an uncompressed PDF with an unused object comes back smaller with the
/// same text; a PDF that cannot shrink, or an encrypted one, comes back with its own bytes.
final class PDFOptimizeTests: IsolatedTestCase {
    /// One page drawing `text` many times with an uncompressed content stream, and an object no page uses.
    static func uncompressed(_ text: String) -> Data {
        let content = (0..<60).map { "BT /F1 10 Tf 20 \(700 - $0 * 11) Td (\(text)) Tj ET" }.joined(separator: "\n")
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
            "<< /Length 2000 >>\nstream\n\(String(repeating: "x", count: 2000))\nendstream",
            "<< /Title (Report) >>",
        ]
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(out.utf8.count)
            out += "\(index + 1) 0 obj\n\(body)\nendobj\n"
        }
        let xref = out.utf8.count
        out +=
            "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
            + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R /Info 7 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(out.utf8)
    }

    func testARewriteIsSmallerKeepsTextAndTitleAndIsNeverLarger() throws {
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        let plain = Self.uncompressed("Quarterly figures, page one")
        var builder = PDFBuilder()
        try builder.addTextPages("Already compressed.")
        let ours = Data(try builder.build())
        var locked = PDFBuilder()
        try locked.addTextPages("secret")
        let encrypted = Data(try locked.build(encryption: PDFEncryption(userPassword: "", ownerPassword: "owner")))
        for (name, data) in [("plain.pdf", plain), ("ours.pdf", ours), ("locked.pdf", encrypted)] {
            XCTAssertTrue(FileManager.default.createFile(atPath: box.root + "/" + name, contents: data))
        }
        func optimized(_ name: String) throws -> (Value, Data) {
            let value = try box.run("compresspdf", input: .file(FileReference(path: name)))
            guard case .file(let file) = value.items.first else { throw PDFError.structure("no file") }
            return (value.items[0], try Data(contentsOf: URL(fileURLWithPath: file.path)))
        }
        let (file, small) = try optimized("plain.pdf")
        XCTAssertLessThan(small.count, plain.count / 2)
        XCTAssertEqual(
            try box.run("gettextfrompdf", input: file),
            try box.run("gettextfrompdf", input: .file(FileReference(path: "plain.pdf"))))
        XCTAssertEqual(try box.run("org.shortcutengine.pdf.details", "{\"detail\": \"Title\"}", input: file), "Report")
        let reader = try PDFReader(data: small)
        XCTAssertEqual(try reader.pages().count, 1)
        XCTAssertLessThanOrEqual(try optimized("ours.pdf").1.count, ours.count)
        XCTAssertEqual(try optimized("locked.pdf").1, encrypted)
        XCTAssertEqual(
            failure("compresspdf", input: "words"),
            """
            t.json:1:39: error: action 1 'Optimize File Size of PDF' (compresspdf), parameter 'input': a text value is not a PDF
            hint: pass a .pdf file (Get File, or the shortcut's input)
            """)
    }
}
