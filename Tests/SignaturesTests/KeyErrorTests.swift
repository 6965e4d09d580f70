import Digests
import XCTest

@testable import Signatures

/// Every refusal, by its full message: PEM, DER, key structure, key values and signing.
final class KeyErrorTests: IsolatedTestCase {
    /// The message `body` throws, or a note that it threw none.
    func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch let error as SignatureError {
            return error.description
        } catch {
            return "not a SignatureError: \(error)"
        }
    }

    func pemMessage(_ text: String) -> String { message { _ = try PrivateKey(pem: text) } }
    func derMessage(_ der: [UInt8]) -> String { message { _ = try PrivateKey(der: der) } }

    /// A DER value: tag, definite length, contents.
    func tlv(_ tag: UInt8, _ contents: [UInt8]) -> [UInt8] {
        let count = contents.count
        let length: [UInt8] =
            count < 0x80
            ? [UInt8(count)] : count < 0x100 ? [0x81, UInt8(count)] : [0x82, UInt8(count >> 8), UInt8(count & 0xFF)]
        return [tag] + length + contents
    }

    func integer(_ value: UInt8) -> [UInt8] { tlv(0x02, [value]) }

    static let notPEM =
        "The text is not a PEM private key; expected a line -----BEGIN PRIVATE KEY----- (or RSA PRIVATE KEY, or EC PRIVATE KEY)."
    static let encrypted =
        "The private key is encrypted with a passphrase, which is not supported; export it without encryption (openssl pkey -in key.pem -out plain.pem)."

    func testPEMErrors() {
        let cases: [(String, String)] = [
            ("hello", Self.notPEM),
            ("", Self.notPEM),
            (
                "-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----",
                "The PEM text holds PUBLIC KEY but no private key; expected a line -----BEGIN PRIVATE KEY----- (or RSA PRIVATE KEY, or EC PRIVATE KEY)."
            ),
            (
                "-----BEGIN EC PARAMETERS-----\nBggqhkjOPQMBBw==\n-----END EC PARAMETERS-----\n", Self.notPEM
            ),
            (
                "junk\n-----BEGIN PRIVATE KEY-----\nMIIB\n",
                "The private key's PEM text is malformed on line 2: the block PRIVATE KEY has no -----END PRIVATE KEY----- line."
            ),
            (
                "-----BEGIN PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----",
                "The private key's PEM text is malformed on line 3: the block that began as PRIVATE KEY ends as RSA PRIVATE KEY."
            ),
            (
                "-----BEGIN PRIVATE KEY-----\nMIIB\nMI*B\n-----END PRIVATE KEY-----",
                "The private key's PEM text is malformed on line 3: '*' is not a base64 character."
            ),
            (
                "-----BEGIN PRIVATE KEY-----\nMA==\nMAAA\n-----END PRIVATE KEY-----",
                "The private key's PEM text is malformed on line 3: base64 continues after its '=' padding."
            ),
            (
                "-----BEGIN PRIVATE KEY-----\nMAAAA\n-----END PRIVATE KEY-----",
                "The private key's PEM text is malformed on line 3: the base64 before it ends with a broken group of characters."
            ),
            (
                "-----BEGIN PRIVATE KEY-----\n\n-----END PRIVATE KEY-----",
                "The private key's PEM text is malformed on line 1: the block has no base64 contents."
            ),
            (OpenSSLFixtures.encryptedPKCS8, Self.encrypted),
            (OpenSSLFixtures.encryptedLegacy, Self.encrypted),
            (
                String(repeating: "A", count: 70_000),
                "The private key's PEM text has 70000 bytes; at most 65536 are read."
            ),
        ]
        for (text, expected) in cases { XCTAssertEqual(pemMessage(text), expected, text.prefix(60).description) }
    }

    func testUnsupportedKeys() {
        let cases: [(String, String)] = [
            (
                OpenSSLFixtures.ed25519,
                "The PKCS#8 key's algorithm is Ed25519 (1.3.101.112), which is not supported; use an RSA key or an EC key on P-256, P-384 or P-521."
            ),
            (
                OpenSSLFixtures.secp256k1SEC1,
                "The EC key's curve secp256k1 (1.3.132.0.10) is not supported; use P-256, P-384 or P-521."
            ),
            (
                OpenSSLFixtures.explicitCurve,
                "The EC key spells out its curve's parameters instead of naming the curve, which is not supported; use a named curve (P-256, P-384 or P-521)."
            ),
        ]
        for (text, expected) in cases { XCTAssertEqual(pemMessage(text), expected) }
    }

    /// Tags, lengths and integers out of place.
    func testDERErrors() {
        let der = "The private key's DER is malformed at byte"
        let cases: [([UInt8], String)] = [
            ([], "\(der) 0: expected a private key SEQUENCE, found the end of the enclosing value."),
            ([0x04, 0x00], "\(der) 0: expected a private key SEQUENCE (a SEQUENCE, tag 0x30), found an OCTET STRING, tag 0x04."),
            ([0x30], "\(der) 1: a private key SEQUENCE has no length."),
            ([0x30, 0x80, 0x00, 0x00], "\(der) 1: a private key SEQUENCE has an indefinite length, which DER does not allow."),
            ([0x30, 0x85, 1, 0, 0, 0, 0], "\(der) 1: a private key SEQUENCE has a 5-byte length, longer than any key."),
            ([0x30, 0x82, 0x01], "\(der) 1: a private key SEQUENCE has a length cut short by the end of the enclosing value."),
            (
                [0x30, 0x05, 0x02, 0x01, 0x00],
                "\(der) 0: a private key SEQUENCE claims 5 bytes, but only 3 remain in the enclosing value."
            ),
            (tlv(0x30, tlv(0x02, [])), "\(der) 2: the key's version is an INTEGER with no contents."),
            (tlv(0x30, tlv(0x02, [0xFF])), "\(der) 2: the key's version is negative."),
            (tlv(0x30, tlv(0x02, [0x7F, 0, 0, 0, 0])), "\(der) 2: the key's version is too large."),
            (
                tlv(0x30, integer(0) + tlv(0x05, [])),
                "\(der) 5: expected a SEQUENCE (PKCS#8), an INTEGER (PKCS#1) or an OCTET STRING (SEC 1) after the key's version, found a NULL, tag 0x05."
            ),
            (
                tlv(0x30, integer(0)),
                "\(der) 5: expected a SEQUENCE (PKCS#8), an INTEGER (PKCS#1) or an OCTET STRING (SEC 1) after the key's version, found the end of the key."
            ),
        ]
        for (bytes, expected) in cases { XCTAssertEqual(derMessage(bytes), expected, Hex.encode(bytes.prefix(40))) }
    }

    /// DER that is well formed as TLVs but not as PKCS#8, PKCS#1 or SEC 1.
    func testKeyStructureErrors() {
        let rsaOID = tlv(0x06, [0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x01, 0x01])
        let ecOID = tlv(0x06, [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x02, 0x01])
        let p256OID = tlv(0x06, [0x2A, 0x86, 0x48, 0xCE, 0x3D, 0x03, 0x01, 0x07])
        let p384OID = tlv(0x06, [0x2B, 0x81, 0x04, 0x00, 0x22])
        let scalar = tlv(0x04, [UInt8](repeating: 1, count: 32))
        let der = "The private key's DER is malformed at byte"
        let cases: [([UInt8], String)] = [
            (
                tlv(0x30, integer(1) + scalar + tlv(0xA0, p256OID)) + [0x05, 0x00],
                "\(der) 51: a NULL, tag 0x05 follows the end of the ECPrivateKey."
            ),
            (tlv(0x30, integer(2) + tlv(0x30, rsaOID)), "The PKCS#8 key's version is 2; expected 0 or 1."),
            (
                tlv(0x30, integer(0) + tlv(0x30, tlv(0x04, []))),
                "\(der) 7: expected the key algorithm's OBJECT IDENTIFIER (an OBJECT IDENTIFIER, tag 0x06), found an OCTET STRING, tag 0x04."
            ),
            (
                tlv(0x30, integer(0) + tlv(0x30, tlv(0x06, []))),
                "\(der) 7: the key algorithm's OBJECT IDENTIFIER is empty or cut short."
            ),
            (
                tlv(0x30, integer(0) + tlv(0x30, tlv(0x06, [0x2A, 0x86]))),
                "\(der) 7: the key algorithm's OBJECT IDENTIFIER is empty or cut short."
            ),
            (
                tlv(0x30, integer(0) + tlv(0x30, tlv(0x06, [0x2A] + [UInt8](repeating: 0xFF, count: 9) + [0x01]))),
                "\(der) 7: the key algorithm's OBJECT IDENTIFIER has a component too large."
            ),
            (
                tlv(0x30, integer(0) + tlv(0x30, tlv(0x06, [0x2A, 0x03]))),
                "\(der) 11: expected the privateKey OCTET STRING, found the end of the enclosing value."
            ),
            (
                tlv(0x30, integer(0) + tlv(0x30, tlv(0x06, [0x2A, 0x03])) + tlv(0x04, [])),
                "The PKCS#8 key's algorithm is 1.2.3, which is not supported; use an RSA key or an EC key on P-256, P-384 or P-521."
            ),
            (
                tlv(0x30, integer(0) + tlv(0x30, rsaOID + tlv(0x05, [])) + tlv(0x04, integer(0))),
                "\(der) 22: expected the RSAPrivateKey SEQUENCE (a SEQUENCE, tag 0x30), found an INTEGER, tag 0x02."
            ),
            (
                tlv(0x30, integer(0) + tlv(0x30, ecOID + tlv(0x05, [])) + tlv(0x04, [])),
                "\(der) 16: expected the namedCurve OBJECT IDENTIFIER, found a NULL, tag 0x05."
            ),
            (
                tlv(
                    0x30, integer(0) + tlv(0x30, ecOID + p256OID) + tlv(0x04, tlv(0x30, integer(1) + scalar + tlv(0xA0, p384OID)))
                ),
                "The PKCS#8 key names the curve P-256 but its EC key names P-384."
            ),
            (
                tlv(0x30, integer(1) + scalar),
                "The EC key names no curve: its [0] parameters, which SEC 1 keys need, are missing."
            ),
            (tlv(0x30, integer(2) + scalar), "The EC key's version is 2; expected 1."),
            (
                tlv(0x30, integer(1) + scalar + tlv(0xA0, tlv(0x04, []))),
                "\(der) 41: expected the namedCurve OBJECT IDENTIFIER, found an OCTET STRING, tag 0x04."
            ),
            (
                tlv(0x30, integer(1) + scalar + tlv(0xA0, p256OID) + [0x1F, 0x00]),
                "\(der) 51: tag 0x1F follows the end of the ECPrivateKey."
            ),
            (
                tlv(0x30, integer(0) + [0x1F, 0x01, 0x00]),
                "\(der) 5: expected a SEQUENCE (PKCS#8), an INTEGER (PKCS#1) or an OCTET STRING (SEC 1) after the key's version, found tag 0x1F."
            ),
            (
                tlv(0x30, integer(1) + integer(5)),
                "Multi-prime RSA keys (RSAPrivateKey version 1) are not supported; use a two-prime key."
            ),
            (tlv(0x30, integer(3) + integer(5)), "The RSA key's version is 3; expected 0."),
            (
                tlv(0x30, integer(0) + integer(5)),
                "\(der) 8: expected the RSA public exponent e, found the end of the enclosing value."
            ),
            (tlv(0x30, integer(0) + tlv(0x02, [0x80])), "\(der) 5: the RSA modulus n is negative."),
            (
                tlv(0x30, integer(0) + tlv(0x02, [0x01] + [UInt8](repeating: 0, count: 1025))),
                "The RSA key's modulus has 8201 bits; at most 8192 are supported."
            ),
            ([UInt8](repeating: 0x30, count: 70_000), "The private key's DER has 70000 bytes; at most 65536 are read."),
        ]
        for (bytes, expected) in cases { XCTAssertEqual(derMessage(bytes), expected, Hex.encode(bytes.prefix(40))) }
    }

    func testKeyValueErrors() throws {
        let jwk = RSASignatureTests.jwk
        func rsa(
            n: String = jwk.n, e: String = jwk.e, p: String = jwk.p, q: String = jwk.q, dp: String = jwk.dp, qi: String = jwk.qi
        ) -> String {
            message {
                _ = try RSAPrivateKey(
                    n: bytes(base64URL: n), e: bytes(base64URL: e), d: bytes(base64URL: jwk.d), p: bytes(base64URL: p),
                    q: bytes(base64URL: q), dp: bytes(base64URL: dp), dq: bytes(base64URL: jwk.dq), qi: bytes(base64URL: qi))
            }
        }
        XCTAssertEqual(rsa(), "no error")
        XCTAssertEqual(rsa(e: "AQAA"), "The RSA key's public exponent must be odd, at least 3 and below the modulus.")
        XCTAssertEqual(rsa(e: "AQ"), "The RSA key's public exponent must be odd, at least 3 and below the modulus.")
        XCTAssertEqual(rsa(qi: jwk.n), "The RSA key is inconsistent: its CRT exponents and coefficient must be below its primes.")
        XCTAssertEqual(rsa(q: "AAAE"), "The RSA key is inconsistent: its modulus and primes must be odd and above 1.")
        XCTAssertEqual(rsa(q: "AAAF"), "The RSA key is inconsistent: its primes p and q do not multiply to its modulus.")
        XCTAssertEqual(
            rsa(n: "AQ" + String(repeating: "A", count: 1400)), "The RSA key has a part longer than an 8192-bit modulus allows.")
        // dP one less than it should be: only a signature shows it, and the check refuses to release it.
        let wrongDP = Array(bytes(base64URL: jwk.dp).dropLast()) + [bytes(base64URL: jwk.dp).last.map { $0 ^ 2 } ?? 0]
        let key = try RSAPrivateKey(
            n: bytes(base64URL: jwk.n), e: bytes(base64URL: jwk.e), d: bytes(base64URL: jwk.d), p: bytes(base64URL: jwk.p),
            q: bytes(base64URL: jwk.q), dp: wrongDP, dq: bytes(base64URL: jwk.dq), qi: bytes(base64URL: jwk.qi))
        XCTAssertEqual(
            message { _ = try Signer.sign([1, 2, 3], with: .rsa(key), scheme: .rsaPKCS1v15(.sha256), random: noRandom) },
            "The RSA key is inconsistent: a signature made with its CRT values does not verify with its public exponent.")

        let order = CurveParameters.p256.order.modulus.bigEndianBytes(count: 32) ?? []
        let ecCases: [([UInt8], String)] = [
            ([0], "The P-256 private key is out of range: it must be between 1 and the curve's order minus 1."),
            (order, "The P-256 private key is out of range: it must be between 1 and the curve's order minus 1."),
            ([UInt8](repeating: 1, count: 33), "The P-256 private key has 33 bytes; keys on P-256 have at most 32."),
        ]
        for (scalar, expected) in ecCases {
            XCTAssertEqual(message { _ = try ECPrivateKey(curve: .p256, privateScalar: scalar) }, expected)
        }
        XCTAssertEqual(message { _ = try ECPrivateKey(curve: .p256, privateScalar: [7]) }, "no error")
    }

    func testSigningErrors() throws {
        let rsa = try PrivateKey(pem: OpenSSLFixtures.rsa2048PKCS1)
        let small = try PrivateKey(pem: OpenSSLFixtures.rsa1024PKCS1)
        let p256 = PrivateKey.ec(try ECPrivateKey(curve: .p256, privateScalar: [7]))
        let p384 = PrivateKey.ec(try ECPrivateKey(curve: .p384, privateScalar: [7]))
        let cases: [(PrivateKey, SignatureScheme, String)] = [
            (rsa, .ecdsa(.sha256), "ES256 needs an elliptic-curve key on P-256; this key is RSA."),
            (rsa, .ecdsa(.sha512), "ES512 needs an elliptic-curve key on P-521; this key is RSA."),
            (p384, .ecdsa(.sha256), "ES256 needs an elliptic-curve key on P-256; this key is on P-384."),
            (p256, .ecdsa(.sha384), "ES384 needs an elliptic-curve key on P-384; this key is on P-256."),
            (p256, .rsaPKCS1v15(.sha256), "RS256 needs an RSA key; this key is an elliptic-curve key on P-256."),
            (p384, .rsaPSS(.sha512), "PS512 needs an RSA key; this key is an elliptic-curve key on P-384."),
            (
                small, .rsaPKCS1v15(.sha256),
                "RS256 needs an RSA key of at least 2048 bits (RFC 7518 §3.3); this key has 1024 bits."
            ),
            (small, .rsaPSS(.sha384), "PS384 needs an RSA key of at least 2048 bits (RFC 7518 §3.5); this key has 1024 bits."),
            (
                rsa, .rsaPKCS1v15(.sha1),
                "RS with SHA1 is not a JSON Web Algorithm; RSA and ECDSA signatures use SHA-256, SHA-384 or SHA-512."
            ),
            (
                p256, .ecdsa(.md5),
                "ES with MD5 is not a JSON Web Algorithm; RSA and ECDSA signatures use SHA-256, SHA-384 or SHA-512."
            ),
        ]
        for (key, scheme, expected) in cases {
            XCTAssertEqual(message { _ = try Signer.sign([1], with: key, scheme: scheme, random: noRandom) }, expected)
        }
        XCTAssertEqual(
            message { _ = try Signer.sign([1], with: rsa, scheme: .rsaPSS(.sha256)) { _ in [1, 2, 3] } },
            "PS256 needs 32 random bytes for its salt; the random source gave 3.")
    }
}
