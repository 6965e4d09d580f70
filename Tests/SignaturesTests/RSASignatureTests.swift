// RFC 7515 appendix A.2 (https://www.rfc-editor.org/rfc/rfc7515, IETF Trust, Simplified BSD
// licence for code components): RS256 over the appendix's signing input with its JWK is exactly
// the published signature. The OpenSSL fixtures: our RSASSA-PKCS1-v1_5 signatures equal
// `openssl dgst -shaN -sign` byte for byte; PSS signatures (random salt) verify with our
// verifier here, and did with `openssl pkeyutl -verify -pkeyopt rsa_padding_mode:pss
// -pkeyopt rsa_pss_saltlen:digest` during development.

import Digests
import XCTest

@testable import Signatures

final class RSASignatureTests: IsolatedTestCase {
    static let jwk = (
        n:
            "ofgWCuLjybRlzo0tZWJjNiuSfb4p4fAkd_wWJcyQoTbji9k0l8W26mPddxHmfHQp-Vaw-4qPCJrcS2mJPMEzP1Pt0Bm4d4QlL-yRT-SFd2lZS-pCgNMsD1W_YpRPEwOWvG6b32690r2jZ47soMZo9wGzjb_7OMg0LOL-bSf63kpaSHSXndS5z5rexMdbBYUsLA9e-KXBdQOS-UTo7WTBEMa2R2CapHg665xsmtdVMTBQY4uDZlxvb3qCo5ZwKh9kG4LT6_I5IhlJH7aGhyxXFvUK-DWNmoudF8NAco9_h9iaGNj8q2ethFkMLs91kzk2PAcDTW9gb54h4FRWyuXpoQ",
        e: "AQAB",
        d:
            "Eq5xpGnNCivDflJsRQBXHx1hdR1k6Ulwe2JZD50LpXyWPEAeP88vLNO97IjlA7_GQ5sLKMgvfTeXZx9SE-7YwVol2NXOoAJe46sui395IW_GO-pWJ1O0BkTGoVEn2bKVRUCgu-GjBVaYLU6f3l9kJfFNS3E0QbVdxzubSu3Mkqzjkn439X0M_V51gfpRLI9JYanrC4D4qAdGcopV_0ZHHzQlBjudU2QvXt4ehNYTCBr6XCLQUShb1juUO1ZdiYoFaFQT5Tw8bGUl_x_jTj3ccPDVZFD9pIuhLhBOneufuBiB4cS98l2SR_RQyGWSeWjnczT0QU91p1DhOVRuOopznQ",
        p:
            "4BzEEOtIpmVdVEZNCqS7baC4crd0pqnRH_5IB3jw3bcxGn6QLvnEtfdUdiYrqBdss1l58BQ3KhooKeQTa9AB0Hw_Py5PJdTJNPY8cQn7ouZ2KKDcmnPGBY5t7yLc1QlQ5xHdwW1VhvKn-nXqhJTBgIPgtldC-KDV5z-y2XDwGUc",
        q:
            "uQPEfgmVtjL0Uyyx88GZFF1fOunH3-7cepKmtH4pxhtCoHqpWmT8YAmZxaewHgHAjLYsp1ZSe7zFYHj7C6ul7TjeLQeZD_YwD66t62wDmpe_HlB-TnBA-njbglfIsRLtXlnDzQkv5dTltRJ11BKBBypeeF6689rjcJIDEz9RWdc",
        dp:
            "BwKfV3Akq5_MFZDFZCnW-wzl-CCo83WoZvnLQwCTeDv8uzluRSnm71I3QCLdhrqE2e9YkxvuxdBfpT_PI7Yz-FOKnu1R6HsJeDCjn12Sk3vmAktV2zb34MCdy7cpdTh_YVr7tss2u6vneTwrA86rZtu5Mbr1C1XsmvkxHQAdYo0",
        dq:
            "h_96-mK1R_7glhsum81dZxjTnYynPbZpHziZjeeHcXYsXaaMwkOlODsWa7I9xXDoRwbKgB719rrmI2oKr6N3Do9U0ajaHF-NKJnwgjMd2w9cjz3_-kyNlxAr2v4IKhGNpmM5iIgOS1VZnOZ68m6_pbLBSp3nssTdlqvd0tIiTHU",
        qi:
            "IYd7DHOhrWvxkwPQsRM2tOgrjbcrfvtQJipd-DlcxyVuuM9sQLdgjVk2oy26F0EmpScGLq2MowX7fhd_QJQ3ydy5cY7YIBi87w93IKLEdfnbJtoOPLUW0ITrJReOgo1cq9SbsxYawBgfp_gh6A5603k2-ZQwVK0JKSHuLFkuQ3U"
    )

    static func rfc7515Key() throws -> RSAPrivateKey {
        let jwk = Self.jwk
        return try RSAPrivateKey(
            n: bytes(base64URL: jwk.n), e: bytes(base64URL: jwk.e), d: bytes(base64URL: jwk.d), p: bytes(base64URL: jwk.p),
            q: bytes(base64URL: jwk.q), dp: bytes(base64URL: jwk.dp), dq: bytes(base64URL: jwk.dq), qi: bytes(base64URL: jwk.qi))
    }

    func testRFC7515AppendixA2RS256() throws {
        let key = try Self.rfc7515Key()
        XCTAssertEqual(key.modulusBitCount, 2048)
        let input =
            "eyJhbGciOiJSUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ"
        let signature = try Signer.sign(Array(input.utf8), with: .rsa(key), scheme: .rsaPKCS1v15(.sha256), random: noRandom)
        let expected =
            "cC4hiUPoj9Eetdgtv3hF80EGrhuB__dzERat0XF9g2VtQgr9PJbu3XOiZj5RZmh7AAuHIm4Bh-0Qc_lF5YKt_O8W2Fp5jujGbds9uJdbF9CUAr7t1dnZcAcQjbKBYNX4"
            + "BAynRFdiuB--f_nZLgrnbyTyWzO75vRK5h6xBArLIARNPvkSjtQBMHlb1L07Qe7K0GarZRmB_eSN9383LcOLn6_dO--xi12jzDwusC-eOkHWEsqtFZESc6BfI7noOPqv"
            + "hJ1phCnvWh6IeYI2w9QOYEUipUTI8np6LbgGY9Fs98rqVt5AXLIhWkWywlVmtVrBp0igcN_IoypGlUPQGe77Rw"
        XCTAssertEqual(signature, bytes(base64URL: expected))
        XCTAssertTrue(Signer.verify(signature, of: Array(input.utf8), with: .rsa(key), scheme: .rsaPKCS1v15(.sha256)))
    }

    /// PKCS#1 v1.5 is deterministic: each key in both PEM forms gives OpenSSL's bytes.
    func testPKCS1v15MatchesOpenSSL() throws {
        let cases: [(String, String, DigestAlgorithm, String)] = [
            (OpenSSLFixtures.rsa2048PKCS1, "2048 PKCS#1", .sha256, OpenSSLFixtures.rs2048SHA256),
            (OpenSSLFixtures.rsa2048PKCS8, "2048 PKCS#8", .sha384, OpenSSLFixtures.rs2048SHA384),
            (OpenSSLFixtures.rsa3072PKCS1, "3072 PKCS#1", .sha384, OpenSSLFixtures.rs3072SHA384),
            (OpenSSLFixtures.rsa3072PKCS8, "3072 PKCS#8", .sha256, OpenSSLFixtures.rs3072SHA256),
        ]
        for (pem, name, digest, expected) in cases {
            let key = try PrivateKey(pem: pem)
            let signature = try Signer.sign(OpenSSLFixtures.message, with: key, scheme: .rsaPKCS1v15(digest), random: noRandom)
            XCTAssertEqual(Hex.encode(signature), expected.filter { !$0.isWhitespace }, "\(name) \(digest)")
        }
    }

    func testPSSVerifiesAndUsesTheSalt() throws {
        let key = try PrivateKey(pem: OpenSSLFixtures.rsa2048PKCS8)
        var random = SeededBytes(seed: 7)
        for digest in [DigestAlgorithm.sha256, .sha384, .sha512] {
            var asked: [Int] = []
            let signature = try Signer.sign(OpenSSLFixtures.message, with: key, scheme: .rsaPSS(digest)) { count in
                asked.append(count)
                return random.bytes(count)
            }
            XCTAssertEqual(asked, [digest.digest([]).count], "salt length = digest length")
            XCTAssertEqual(signature.count, 256)
            XCTAssertTrue(Signer.verify(signature, of: OpenSSLFixtures.message, with: key, scheme: .rsaPSS(digest)))
            XCTAssertFalse(Signer.verify(signature, of: Array("other".utf8), with: key, scheme: .rsaPSS(digest)))
            XCTAssertFalse(Signer.verify(signature, of: OpenSSLFixtures.message, with: key, scheme: .rsaPKCS1v15(digest)))
        }
    }

    /// The PSS encoding of a fixed salt, by the steps of RFC 8017 §9.1.1, then decoded by §9.1.2.
    func testPSSEncodingRoundTripsForOddModulusLengths() {
        for bits in [2048, 2049, 2047, 3072, 4097] {
            let salt = [UInt8](repeating: 0x5A, count: 32)
            let encoded = RSAEncoding.pss(OpenSSLFixtures.message, digest: .sha256, salt: salt, modulusBits: bits)
            XCTAssertEqual(encoded?.count, (bits + 6) / 8)
            XCTAssertEqual(encoded?.last, 0xBC)
            XCTAssertTrue(
                RSAEncoding.pssMatches(encoded ?? [], message: OpenSSLFixtures.message, digest: .sha256, modulusBits: bits),
                "\(bits)")
        }
    }
}
