import Digests
import XCTest

@testable import Signatures

/// Keys OpenSSL wrote, in every form read: what they are, and that DER and PEM agree.
final class KeyParsingTests: IsolatedTestCase {
    func rsaBits(_ key: PrivateKey) -> Int? {
        if case .rsa(let rsa) = key { return rsa.modulusBitCount }
        return nil
    }

    func curve(_ key: PrivateKey) -> NamedCurve? {
        if case .ec(let ec) = key { return ec.curve }
        return nil
    }

    func testRSAKeysInEveryForm() throws {
        let cases: [(String, Int)] = [
            (OpenSSLFixtures.rsa2048PKCS1, 2048), (OpenSSLFixtures.rsa2048PKCS8, 2048), (OpenSSLFixtures.rsa3072PKCS1, 3072),
            (OpenSSLFixtures.rsa3072PKCS8, 3072), (OpenSSLFixtures.rsa1024PKCS1, 1024), (OpenSSLFixtures.rsaPSSKey, 2048),
        ]
        for (pem, bits) in cases {
            let key = try PrivateKey(pem: pem)
            XCTAssertEqual(rsaBits(key), bits)
            let der = try PEM.decodePrivateKey(pem).der
            XCTAssertEqual(rsaBits(try PrivateKey(der: der)), bits, "the same key from its DER")
        }
        // The RSASSA-PSS key (RFC 4055 OID) signs like any RSA key.
        let pss = try PrivateKey(pem: OpenSSLFixtures.rsaPSSKey)
        let signature = try Signer.sign([1, 2], with: pss, scheme: .rsaPKCS1v15(.sha256), random: noRandom)
        XCTAssertTrue(Signer.verify(signature, of: [1, 2], with: pss, scheme: .rsaPKCS1v15(.sha256)))
    }

    func testECKeysInEveryFormHaveOpenSSLsPublicPoint() throws {
        let cases: [(String, NamedCurve)] = [
            (OpenSSLFixtures.p256PKCS8, .p256), (OpenSSLFixtures.p256SEC1, .p256), (OpenSSLFixtures.p384PKCS8, .p384),
            (OpenSSLFixtures.p384SEC1, .p384), (OpenSSLFixtures.p521PKCS8, .p521), (OpenSSLFixtures.p521SEC1, .p521),
        ]
        for (pem, expected) in cases {
            let key = try PrivateKey(pem: pem)
            XCTAssertEqual(curve(key), expected)
            XCTAssertEqual(curve(try PrivateKey(der: try PEM.decodePrivateKey(pem).der)), expected)
            guard case .ec(let ec) = key, let point = ec.publicPoint else { return XCTFail("no EC key") }
            let encoded =
                [0x04] + (point.x.bigEndianBytes(count: expected.byteCount) ?? [])
                + (point.y.bigEndianBytes(count: expected.byteCount) ?? [])
            XCTAssertEqual(Hex.encode(encoded), OpenSSLFixtures.publicPoints[expected], "\(expected)")
        }
        // `openssl ecparam -genkey` writes an EC PARAMETERS block before the key; it is skipped.
        XCTAssertEqual(curve(try PrivateKey(pem: OpenSSLFixtures.p256WithParameters)), .p256)
    }

    /// RFC 6979's keys written by OpenSSL in both forms sign to RFC 6979's "sample" values.
    func testRFC6979KeysFromOpenSSLPEM() throws {
        let expected: [NamedCurve: String] = [
            .p256: "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716",
            .p384: "94EDBB92A5ECB8AAD4736E56C691916B3F88140666CE9FA73D64C4EA95AD133C81A648152E44ACF96E36DD1E80FABE46",
            .p521:
                "00C328FAFCBD79DD77850370C46325D987CB525569FB63C5D3BC53950E6D4C5F174E25A1EE9017B5D450606ADD152B534931D7D4E8455CC91F9B15BF05EC36E377FA",
        ]
        for (curve, pems) in OpenSSLFixtures.rfc6979Keys {
            for pem in [pems.sec1, pems.pkcs8] {
                let key = try PrivateKey(pem: pem)
                let signature = try Signer.sign(Array("sample".utf8), with: key, scheme: .ecdsa(curve.digest), random: noRandom)
                XCTAssertEqual(Hex.encode(signature.prefix(curve.byteCount), uppercase: true), expected[curve], "\(curve) r")
            }
        }
    }

    func testPEMAroundTextLineEndingsAndHeaders() throws {
        let pem = OpenSSLFixtures.p256SEC1
        let variants = [
            "Bag Attributes\n    localKeyID: 01 02\nsubject=CN = test\n" + pem + "\ntrailing text",
            pem.replacingOccurrences(of: "\n", with: "\r\n"),
            pem.replacingOccurrences(of: "\n", with: "\r"),
            "  " + pem.replacingOccurrences(of: "\n", with: "  \n  ") + "\n",
            pem.replacingOccurrences(of: "-----\n", with: "-----\nComment: not encrypted\n\n"),
            "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n" + pem,
        ]
        for text in variants { XCTAssertEqual(curve(try PrivateKey(pem: text)), .p256, text.debugDescription) }
        // The first private key wins when there are two.
        XCTAssertEqual(rsaBits(try PrivateKey(pem: OpenSSLFixtures.rsa2048PKCS1 + "\n" + pem)), 2048)
    }

    func testSchemesAndCurvesDescribeThemselves() {
        XCTAssertEqual(SignatureScheme.rsaPKCS1v15(.sha384).algorithmName, "RS384")
        XCTAssertEqual(SignatureScheme.rsaPSS(.sha512).algorithmName, "PS512")
        XCTAssertEqual(SignatureScheme.ecdsa(.sha256).algorithmName, "ES256")
        XCTAssertEqual(NamedCurve.allCases.map(\.rawValue), ["P-256", "P-384", "P-521"])
        XCTAssertEqual(NamedCurve.allCases.map(\.byteCount), [32, 48, 66])
        XCTAssertEqual(Signer.minimumRSAModulusBits, 2048)
        XCTAssertEqual(RSAPrivateKey.maximumModulusBits, 8192)
    }
}
