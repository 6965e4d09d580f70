import XCTest

@testable import PDF

/// The standard security handler's AES forms: the cipher against FIPS-197's example vectors, the
/// AES-256 password algorithms against pdf.js's published vectors (test/unit/crypto_spec.js), and
/// whole documents encrypted by an independent implementation (`EncryptedPDFFixtures`, made by
/// scripts/aes-pdf-fixtures.py with OpenSSL's AES) opened with each password.
final class PDFSecurityTests: IsolatedTestCase {
    private func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count - 1, by: 2).map {
            UInt8(String(decoding: digits[$0..<($0 + 2)], as: UTF8.self), radix: 16) ?? 0
        }
    }

    /// FIPS-197 appendix C: the same plaintext under a 128-, 192- and 256-bit key, both ways.
    func testTheCipherMatchesTheStandardsExamples() throws {
        let plain = bytes("00112233445566778899aabbccddeeff")
        let cases = [
            ("000102030405060708090a0b0c0d0e0f", "69c4e0d86a7b0430d8cdb78070b4c55a"),
            ("000102030405060708090a0b0c0d0e0f1011121314151617", "dda97ca4864cdfe06eaf70a0ec0d7191"),
            ("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f", "8ea2b7ca516745bfeafc49904b496089"),
        ]
        for (key, expected) in cases {
            let cipher = try XCTUnwrap(AES(key: bytes(key)))
            var block = plain
            cipher.encrypt(&block)
            XCTAssertEqual(block, bytes(expected), key)
            cipher.decrypt(&block)
            XCTAssertEqual(block, plain, key)
        }
        XCTAssertNil(AES(key: [UInt8](repeating: 0, count: 20)))
    }

    func testCBCRoundTripsAndPadsAWholeBlock() {
        let key = [UInt8](repeating: 7, count: 16), vector = [UInt8](repeating: 1, count: 16)
        for length in [0, 1, 15, 16, 17, 100] {
            let plain = (0..<length).map { UInt8($0 & 0xFF) }
            let sealed = AESCBC.encrypt(plain, key: key, vector: vector)
            XCTAssertEqual(sealed.count, 16 + (length / 16 + 1) * 16, "\(length)")
            XCTAssertEqual(AESCBC.decrypt(sealed, key: key), plain, "\(length)")
        }
        // Damaged data is read leniently: a partial block is dropped, shorter than a vector is nothing.
        let sealed = AESCBC.encrypt(Array("twenty bytes of text".utf8), key: key, vector: vector)
        XCTAssertEqual(AESCBC.decrypt(sealed + [1, 2, 3], key: key), Array("twenty bytes of text".utf8))
        XCTAssertEqual(AESCBC.decrypt(Array(sealed.prefix(20)), key: key), [])
    }

    /// pdf.js's vectors: user `user`, owner `owner`, the same file key from either (revision 5).
    func testRevision5PasswordsGiveTheFileKey() throws {
        let u = bytes(
            "83f28fa057028a864ffdbdade04990f1be51c50ff96991970fc24103017ebbdd75a904209f6516dca85ed7c06426bc28")
        let ue = bytes("2396c3a9f53333ff9e9e21f2e74b7dbe197eac72c3f489f5eaa52a4a3c261111")
        let o = bytes(
            "3c6289233365c898d2b2e2e486cda318cc7eb1246a32247dd2acab78de6c8b73f37647998011653ec8f5f20cda7b1878")
        let oe = bytes("d5ca0ebd6e4c46bf06c30abe9d649055083e7bb29ce53228e5d836de22266adf")
        let expected = bytes("3f7288d1573d0c1ef901ba90fef8a3999733850a5098ce0f48bbe721e0ef0dd5")
        XCTAssertEqual(AES256Passwords.fileKey(user: Array("user".utf8), u: u, ue: ue, revision: 5), expected)
        XCTAssertEqual(AES256Passwords.fileKey(owner: Array("owner".utf8), o: o, oe: oe, u: u, revision: 5), expected)
        XCTAssertNil(AES256Passwords.fileKey(user: Array("owner".utf8), u: u, ue: ue, revision: 5))
    }

    /// pdf.js's vectors for the ISO 32000-2 hash (algorithm 2.B, revision 6).
    func testRevision6PasswordsGiveTheFileKey() throws {
        let u = bytes(
            "5ee6cd4ba663fa4cdb801155391121a4962e67b0a09cbbe9a6dfa3fd93eb5fb853f59265c6f722c6bf0b105eedd814af")
        let ue = bytes("79d002b5e6599c3cfd8fd41c54b4c4b1ad80dd6b2e145eba87335f1814dffe24")
        let o = bytes(
            "58e83e36f51af5d1897bdd48c73125d91f4a73a77f9eb04d2da3572f275ad98d8ee8a9d0cad605b91dd0b92e0b4c8795")
        let oe = bytes("d149e04d679bc9b5be44df143e5a38d205f0b280ee7c44fefdf43e6cd0870afb")
        let expected = bytes("2adad527495b484f4326f88512bd3d226b4f1d383bb5d576712241d257ae16ef")
        XCTAssertEqual(AES256Passwords.fileKey(user: Array("user".utf8), u: u, ue: ue, revision: 6), expected)
        XCTAssertEqual(AES256Passwords.fileKey(owner: Array("owner".utf8), o: o, oe: oe, u: u, revision: 6), expected)
        XCTAssertNil(AES256Passwords.fileKey(owner: Array("user".utf8), o: o, oe: oe, u: u, revision: 6))
    }

    private func open(_ bytes: [UInt8], password: String = "") throws -> (text: String, title: String?) {
        let reader = try PDFReader(bytes: bytes, password: password)
        XCTAssertTrue(reader.isEncrypted)
        var extractor = TextExtractor(reader: reader)
        let info = try reader.trailer["Info"].flatMap { try reader.resolve($0).dictionaryValue }
        return (try extractor.text(), info?["Title"]?.textValue)
    }

    func testEveryFormOpensWithEitherPassword() throws {
        // Revision 6's hash is slow by design (a debug build takes about half a second for each), so
        // the refusals are asked of one revision 6 file: the code that refuses is shared.
        let fixtures: [(String, [UInt8], [String], refusals: Bool)] = [
            ("RC4 40-bit", EncryptedPDFFixtures.rc4Revision2, ["user", "owner"], true),
            ("RC4 128-bit", EncryptedPDFFixtures.rc4Revision3, ["user", "owner"], true),
            ("RC4, no user password", EncryptedPDFFixtures.rc4OpenRevision3, ["", "owner"], false),
            ("AESV2", EncryptedPDFFixtures.aesV2, ["user", "owner"], true),
            ("RC4 crypt filter", EncryptedPDFFixtures.rc4CryptFilter, ["user", "owner"], true),
            ("revision 5", EncryptedPDFFixtures.aes256Revision5, ["user", "owner"], true),
            ("revision 6", EncryptedPDFFixtures.aes256Revision6, ["user", "owner"], true),
            ("revision 6, UTF-8", EncryptedPDFFixtures.aes256Unicode, ["pässwörd ✓", "ówner"], false),
        ]
        for (name, data, passwords, refusals) in fixtures {
            XCTAssertNil(String(decoding: data, as: UTF8.self).range(of: "locked page"), name)
            for password in passwords {
                let opened = try open(data, password: password)
                XCTAssertEqual(opened.text, "the locked page", "\(name), \(password)")
                XCTAssertEqual(opened.title, "Locked document", "\(name), \(password)")
            }
            guard refusals else { continue }
            XCTAssertThrowsError(try PDFReader(bytes: data), name) {
                XCTAssertEqual("\($0)", "the PDF is encrypted: it needs a password")
            }
            XCTAssertThrowsError(try PDFReader(bytes: data, password: "guess"), name) {
                XCTAssertEqual("\($0)", "the PDF is encrypted: the password is wrong")
            }
        }
    }

    /// An empty user password opens the file; `/EncryptMetadata false` leaves the XMP stream plain.
    func testAnOpenFileKeepsItsMetadataPlain() throws {
        let reader = try PDFReader(bytes: EncryptedPDFFixtures.aesV2OpenMetadata)
        var extractor = TextExtractor(reader: reader)
        XCTAssertEqual(try extractor.text(), "the locked page")
        let catalog = try reader.catalog()
        guard case .stream(let metadata)? = try catalog["Metadata"].map({ try reader.resolve($0) }) else {
            return XCTFail("no metadata stream")
        }
        XCTAssertTrue(String(decoding: try reader.decodedData(metadata), as: UTF8.self).hasPrefix("<?xpacket begin"))
    }

    func testAnUnknownCryptFilterIsNamed() throws {
        let cases = [
            (
                "/V 4 /R 4 /CF << /StdCF << /CFM /AESV9 >> >> /StmF /StdCF /StrF /StdCF",
                "the PDF is encrypted: with the crypt filter method /AESV9; RC4 (V2), AESV2 and AESV3 can be opened here"
            ),
            (
                "/V 4 /R 4 /StmF /Other",
                "the PDF is encrypted: its /Encrypt dictionary names the crypt filter /Other, which its /CF does not define"
            ),
            (
                "/V 3 /R 3",
                "the PDF is encrypted: with the standard handler's version 3, revision 3; versions 1, 2, 4 and 5 (revisions 2 to 6) can be opened here"
            ),
        ]
        let owner = String(repeating: "00", count: 48), user = String(repeating: "00", count: 48)
        for (entries, message) in cases {
            // The crypt filters are read before any password is tried.
            let data = PDFFixtures.pdf(
                [
                    "<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [] /Count 0 >>",
                    "<< /Filter /Standard \(entries) /O <\(owner)> /U <\(user)> /P -4 >>",
                ],
                trailer: "/Root 1 0 R /Encrypt 3 0 R")
            XCTAssertThrowsError(try PDFReader(bytes: data)) { XCTAssertEqual("\($0)", message, entries) }
        }
    }
}
