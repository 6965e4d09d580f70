import PDF
import XCTest

/// The standard security handler, RC4 128-bit (revision 3): written, then opened with each password.
final class PDFEncryptionTests: IsolatedTestCase {
    private func encrypted(user: String, owner: String) throws -> [UInt8] {
        var builder = PDFBuilder()
        try builder.addTextPages("secret text")
        return try builder.build(title: "Locked", encryption: PDFEncryption(userPassword: user, ownerPassword: owner))
    }

    func testTheUserAndTheOwnerPasswordBothOpenIt() throws {
        let bytes = try encrypted(user: "open sesame", owner: "master")
        XCTAssertNil(String(decoding: bytes, as: UTF8.self).range(of: "secret"))
        for password in ["open sesame", "master"] {
            let reader = try PDFReader(bytes: bytes, password: password)
            XCTAssertTrue(reader.isEncrypted)
            var extractor = TextExtractor(reader: reader)
            XCTAssertEqual(try extractor.text(), "secret text", password)
        }
    }

    func testNoPasswordOrAWrongOneIsRefused() throws {
        let bytes = try encrypted(user: "open sesame", owner: "master")
        XCTAssertThrowsError(try PDFReader(bytes: bytes)) { XCTAssertEqual("\($0)", "the PDF is encrypted: it needs a password") }
        XCTAssertThrowsError(try PDFReader(bytes: bytes, password: "guess")) {
            XCTAssertEqual("\($0)", "the PDF is encrypted: the password is wrong")
        }
    }

    func testAnEmptyUserPasswordOpensWithoutOne() throws {
        let reader = try PDFReader(bytes: try encrypted(user: "", owner: "owner only"))
        XCTAssertTrue(reader.isEncrypted)
        var extractor = TextExtractor(reader: reader)
        XCTAssertEqual(try extractor.text(), "secret text")
    }

    func testAESIsRefusedByName() throws {
        let bytes = PDFFixtures.pdf(
            [
                "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>",
                "<< /Filter /Standard /V 4 /R 4 /O <00> /U <00> /P -4 >>",
            ],
            trailer: "/Root 1 0 R /Encrypt 3 0 R")
        XCTAssertThrowsError(try PDFReader(bytes: bytes)) {
            XCTAssertEqual(
                "\($0)",
                "the PDF is encrypted: with AES or a newer revision (V 4, R 4); only RC4 (revisions 2 and 3) can be opened here")
        }
    }
}
