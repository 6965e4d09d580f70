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
            failure("jwt.sign", #"{"key": "k", "algorithm": "RS256"}"#),
            """
            t.json:1:91: error: action 1 'Sign JSON Web Token' (jwt.sign), parameter 'algorithm': 'RS256' is not built yet
            hint: the action's definition has this value, and this engine does not run it yet; use one of 'HS256', 'HS384', 'HS512', 'none'
            """)
    }
}
