import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Sign JSON Web Token: compact JWS over the claims given (RFC 7515, RFC 7519), signatures checked
/// against jwt.io's published example and tokens made independently (Python's hmac and base64).
final class SignJWTTests: IsolatedTestCase {
    func testTheJWTIOExampleTokenIsReproducedByteForByte() throws {
        let token = try runAction(
            "jwt.sign",
            #"{"key": "your-256-bit-secret", "claims": {"sub": "1234567890", "name": "John Doe", "iat": 1516239022}}"#)
        XCTAssertEqual(
            token,
            "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"
        )
    }

    func testRegisteredClaimsTimesFromNowAndTheKeyID() throws {
        // The quiet host's clock is 1,795,255,200; nbf is 5 minutes on, exp 1.5 hours.
        let token = try runAction(
            "jwt.sign",
            #"""
            {"key": "secret", "algorithm": "hs384", "issuer": "engine", "subject": "ann", "tokenID": "42",
             "audience": ["a", "b"], "keyID": "k1", "notBefore": {"Magnitude": 5, "Unit": "min"}, "expiration": "1.5 hours"}
            """#)
        XCTAssertEqual(
            token,
            "eyJhbGciOiJIUzM4NCIsInR5cCI6IkpXVCIsImtpZCI6ImsxIn0.eyJpc3MiOiJlbmdpbmUiLCJzdWIiOiJhbm4iLCJqdGkiOiI0MiIsImF1ZCI6WyJhIiwiYiJdLCJuYmYiOjE3OTUyNTU1MDAsImV4cCI6MTc5NTI2MDYwMCwiaWF0IjoxNzk1MjU1MjAwfQ.ApY68exBIKg3L2PonNLVDUIc5K1s_xO2TC9JZOnniZp2FRFUr3ogmvHnZCwBVMcz"
        )
        let hs512 = try runAction(
            "jwt.sign", #"{"key": "k", "algorithm": "HS512", "claims": {"role": "admin"}, "expiration": 90}"#)
        XCTAssertEqual(
            hs512,
            "eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYWRtaW4iLCJleHAiOjE3OTUyNTUyOTAsImlhdCI6MTc5NTI1NTIwMH0.iMcVs3Wb7z_rEzDGOmJT1ICjJACWC6ZwNXZj36x-Sz6WIohXEWaxyiZ_wtIl4GS368DJdnO345yOk3In_GkETw"
        )
    }

    func testAnUnsignedTokenEndsWithAnEmptySignatureAndOneAudienceIsAString() throws {
        XCTAssertEqual(
            try runAction("jwt.sign", #"{"algorithm": "none", "audience": ["one"]}"#),
            "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJhdWQiOiJvbmUiLCJpYXQiOjE3OTUyNTUyMDB9.")
    }

    /// A 2,048-bit RSA key and a P-256 key made with `openssl genpkey` for this test (no other use).
    static let rsaKey = """
        -----BEGIN PRIVATE KEY-----
        MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCtL4Onc1xdoT7Y
        tisESFTNz9YsTOMuaoM5ijOU7NYWmtLNmQE7q8hse96HHo5Lpd+PNRRqEpIRet5Q
        TDCjMgr2bzRAH8T1Su4KJjiZU5xepDlRLqwr36icDyqi/FddGAwayUGD7qIvB3ad
        7pcNiU+nGH+7i7Cf4AbTuq+zkI7Jy8eKx409ghr+eKznjTBhNP1mggQj025CdYNO
        amhoSo6amUjShP2HTz778K9IqYVldt53GS8n+iRJ4g27QGGzgf6EROVHW4MliSoF
        Mwen6gCyS/Nhdbv0OlHk3gG00+LVbW3+QuAzz4GPzgqF+Dli8nc89HyfBulyWrwX
        T0AoMqJ3AgMBAAECgf8PI//ko8+4kJEGYS/beSIJPcDQ+hiZS5H8mmGe7JvK5Dgc
        CoFOC4XbrPii13a90P+Jtlc3H40TT3nW+QL+ZgxGKdQ20yJ9W5W9HKaAwRetqGSv
        wHEDxnGJfFw944ibLTXhs+dbucpDRhqewD0fIpjgTAcPgvYe00ZXzqUT0Mx6LRlW
        F284uEcORnp9OEznNfN1BMtFqngcMPKi/Z9G2WCOR5Q6cy2mvV8mEV6bGEOVfXPR
        yxd8uRZ7xoIu2bpPqWFCOOJM0iJcCefExXSRHfNITMvsBzm4O64dM4Jy/K3ohC/F
        U2HtAqPDeMEeuhO2KIxtg7GMuOl867SrIfZpKeECgYEA38k6yS6cu+sRGWwbPJ7h
        7Y08Q3iXIqFY5Xfs3kyEvwkQruAGL7kxeK/XwLAd3Gz+MJ5z9XqifWJlRXpWqVZ2
        ApRAyZB1hYRRasCGKz+gDrPfPQsvmWmU3ucpsercqGPOZsQbjoIynAhbUZih+bpo
        r8aBH9H66QK7REmfGYLNMa8CgYEAxh2ZvKn/zGZoi9Pde5xXdA5z5rzZ8Zh4AU3v
        I+rOq+Pkvp9fdpZoIf2JvpVpvp6wXYFosQWFXTBnoYMR9ScGzXYzf2iSlsz+P9aJ
        EtHyU9NBUthHK/YmUrJC9zE4wRaZlerC+mQh3cREfd6SoiIIcCUeF/t9ddxLAWeA
        oG4HtbkCgYEAqfl8Lya6YXlwKXEVVvwO+pHV/iFwGhuXG+P1A/v2r+tAwrLhwAnX
        66UUKQUcCTq371HLHd8h4D6GUTlU7ZYAWIEmnHKe8OTJul21CtBuz/wLSaBfbRTm
        wE+wObT8GOKF+URm8d0ud5lZUyatkLLnpOsPVI33GFi8yGdq8sOI+30CgYEAt79c
        h49koL+a15V5JtyqgAmnlaoyudEf/JW75yQw61xDHEnU0LhPfLcaupj5qsKj8RXF
        c+oa94Odmj9muGmp9YZb3R+wVg1rAuqH19zBVN3rCFtwJ2X1xV1wnrQYX34GlPVY
        QcP9ZSJUJCn69kV6bgj/EF9Azb+0EWld824Z2IECgYEAukRwEhN5mEtdQcLpcc2C
        jsw0V/1HhZ+IZy4Wkq4uvY8FEnCgG8tEhbMzZcD0WdY3oWlEZTbv9wm/whkm87dL
        fd7gleUTTgpEHRC7r0V3A23xn2r6Zs7nhh8nccjRKJVdL2A1QZp5/uyCM6+U41m3
        QJkASBfes+vpvzygDUx73v0=
        -----END PRIVATE KEY-----
        """
    static let ecKey = """
        -----BEGIN PRIVATE KEY-----
        MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgnkDEMtNQBwqqlzL8
        DJ+JqSePTZCI+K+ZfH8yX8gzLpWhRANCAAQFh2PRMQyr6LWgkj/KGjYV5CnbGi8o
        TOtkeWOJGsHRUvpbq8+YdHEhAKR60WJ63LOVcgq0nsA/tfDvh6ssskxk
        -----END PRIVATE KEY-----
        """

    func testPublicKeyAlgorithmsSignWithAPEMKey() throws {
        // PKCS#1 v1.5 is deterministic: the signature is OpenSSL's (openssl dgst -sha256 -sign) byte for byte.
        let parameters = { (algorithm: String, key: String) in
            #"{"algorithm": "\#(algorithm)", "subject": "ann", "key": "\#(key.replacingOccurrences(of: "\n", with: "\\n"))"}"#
        }
        XCTAssertEqual(
            try runAction("jwt.sign", parameters("RS256", Self.rsaKey)),
            "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbm4iLCJpYXQiOjE3OTUyNTUyMDB9.f0ZQwIKsmqpJ7f0Ol9TV2qm4XtWWCea8mCRnYCuDSBe_0oX7S65M7HrI9qHUFYEfHx6dDsTlv0e_oHXi5ZQrOVRVorwuaai4sL0jBHWmIBEZWdZFfPsb_QQH3euKYdiP1nOscpP8-zhfVtLzHvG6sRuGyk5jMPhmEllljqbpYcWzWAWE7FbzqqZBm78lNaUsMjrykwE-lONkBypHlS7uxgLsZ4dbueUsn_X1ONaYtap9m0qo-3mD6lDLGSMfatAMYbi6LACOoga3G7LoAsxUgx5_iZqOhOgtQL204sbclnOtTYThge9uqHYZOpZBmchjPSShTZau30pwEker2IiatQ"
        )
        // ECDSA's nonce is deterministic (RFC 6979): the same token twice, r ‖ s of 64 bytes.
        let es256 = try runAction("jwt.sign", parameters("ES256", Self.ecKey))
        XCTAssertEqual(try runAction("jwt.sign", parameters("ES256", Self.ecKey)), es256)
        guard case .text(let token) = es256, let signature = token.split(separator: ".").last else { return XCTFail("\(es256)") }
        XCTAssertEqual(signature.count, 86, "64 bytes in base64url")
        XCTAssertTrue(token.hasPrefix("eyJhbGciOiJFUzI1NiIsInR5cCI6IkpXVCJ9."))
        XCTAssertEqual(
            failure("jwt.sign", parameters("ES384", Self.ecKey)).components(separatedBy: "\n").last,
            "hint: give the private key as PEM text or a .pem, .p8 or .der file (openssl pkey -in KEY -out plain.pem writes a plain one)"
        )
    }

    func testTimesFromNowInEachForm() {
        XCTAssertEqual(JWTEncoding.seconds(.duration(.integer(60))), 60)
        XCTAssertEqual(JWTEncoding.seconds(.text("2 days")), 172_800)
        XCTAssertEqual(JWTEncoding.seconds(.text("45")), 45)
        XCTAssertEqual(JWTEncoding.seconds(["Magnitude": 1, "Unit": "hr"]), 3_600)
        XCTAssertNil(JWTEncoding.seconds(.text("soon")))
        XCTAssertNil(JWTEncoding.seconds(["Magnitude": 1, "Unit": "parsec"]))
        XCTAssertNil(JWTEncoding.seconds(.number(.init(Double.infinity))))
    }

    func testFailuresNameWhatIsWrong() {
        XCTAssertEqual(
            failure("jwt.sign", #"{"algorithm": "HS256"}"#),
            """
            t.json:1:39: error: action 1 'Sign JSON Web Token' (jwt.sign), parameter 'key': HS256 signs with a key, and none is given
            hint: give the shared secret as text or a file, or choose the algorithm none for an unsigned token
            """)
        XCTAssertEqual(
            failure("jwt.sign", #"{"key": "k", "claims": "admin"}"#),
            """
            t.json:1:88: error: action 1 'Sign JSON Web Token' (jwt.sign), parameter 'claims': the claims are a text, not a dictionary
            hint: give the extra claims as a dictionary of names and values
            """)
        XCTAssertEqual(
            failure("jwt.sign", #"{"key": "k", "expiration": "tomorrow"}"#),
            """
            t.json:1:92: error: action 1 'Sign JSON Web Token' (jwt.sign), parameter 'expiration': the exp claim's time from now, "tomorrow", is not a duration
            hint: give a duration, a number of seconds, or text such as '15 min' or '2 hours'
            """)
        XCTAssertEqual(
            failure("jwt.sign", #"{"key": "not a key", "algorithm": "RS256"}"#).components(separatedBy: "\n").first,
            "t.json:1:73: error: action 1 'Sign JSON Web Token' (jwt.sign), parameter 'key': "
                + "the key is neither PEM text (a -----BEGIN … PRIVATE KEY----- block) nor DER")
    }
}
