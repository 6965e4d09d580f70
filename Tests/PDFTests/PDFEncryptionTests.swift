import PDF
import XCTest

/// The standard security handler as the writer uses it, AES-256 (revision 6): written, then opened
/// with each password; two writes of one document differ (random key, salts and vectors).
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
        // (Every form's refusals are PDFSecurityTests'; revision 6's hash is slow in a debug build.)
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

    func testItIsAES256AndDifferentEachTime() throws {
        let first = try encrypted(user: "u", owner: "o"), second = try encrypted(user: "u", owner: "o")
        XCTAssertNotEqual(first, second)
        let reader = try PDFReader(bytes: first, password: "u")
        let encrypt = try XCTUnwrap(try reader.trailer["Encrypt"].flatMap { try reader.resolve($0).dictionaryValue })
        XCTAssertEqual(encrypt["V"], .integer(5))
        XCTAssertEqual(encrypt["R"], .integer(6))
        XCTAssertEqual(encrypt["CF"]?.dictionaryValue?["StdCF"]?.dictionaryValue?["CFM"], .name("AESV3"))
        XCTAssertEqual(
            try reader.catalog()["Extensions"]?.dictionaryValue?["ADBE"]?.dictionaryValue?["ExtensionLevel"], .integer(8))
    }
}
