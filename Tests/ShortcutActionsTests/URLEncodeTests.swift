import SeededRandom
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// URL Encode: RFC 3986 unreserved characters kept, everything else %XX; decoding undoes it.
final class URLEncodeTests: IsolatedTestCase {
    func testEncodeKeepsUnreservedCharactersAndEscapesEveryOtherByte() throws {
        XCTAssertEqual(try runAction("urlencode", input: "AZaz09-._~"), "AZaz09-._~")
        XCTAssertEqual(try runAction("urlencode", input: "a b&c=d/e?f#g"), "a%20b%26c%3Dd%2Fe%3Ff%23g")
        XCTAssertEqual(try runAction("urlencode", input: "café 😀"), "caf%C3%A9%20%F0%9F%98%80")
        XCTAssertEqual(try runAction("urlencode", input: "100%"), "100%25")
        XCTAssertEqual(try runAction("urlencode", input: ""), "")
    }

    func testDecodeTakesWireAndReadableModeSpellings() throws {
        XCTAssertEqual(try runAction("urlencode", "{\"mode\": \"Decode\"}", input: "caf%C3%A9%20%26"), "café &")
        XCTAssertEqual(try runAction("urlencode", "{\"WFEncodeMode\": \"decode\"}", input: "a%2fb%2Fc"), "a/b/c")
        XCTAssertEqual(
            try runAction("urlencode", "{\"mode\": \"Decode\"}", input: "a+b"), "a+b", "'+' is not a space in RFC 3986")
    }

    func testDecodeKeepsWhatIsNotAnEscapeAndGivesBackTextThatWouldNotBeUTF8() throws {
        XCTAssertEqual(try runAction("urlencode", "{\"mode\": \"Decode\"}", input: "100% %zz %4"), "100% %zz %4")
        XCTAssertEqual(try runAction("urlencode", "{\"mode\": \"Decode\"}", input: "%E9t%C3%A9"), "%E9t%C3%A9")
    }

    func testAnUnknownModeIsReportedWithTheClosestChoice() {
        XCTAssertEqual(
            failure("urlencode", "{\"mode\": \"Encodee\"}"),
            """
            t.json:1:75: error: action 1 'URL Encode' (urlencode), parameter 'mode': unknown value 'Encodee'
            hint: use one of 'Encode', 'Decode'; did you mean 'Encode'?
            """)
    }

    /// Decoding what was encoded gives the text back, for random text across the Unicode planes.
    func testDecodingUndoesEncodingForRandomText() {
        var random = SplitMix64(seed: 2026)
        let scalars: [ClosedRange<UInt32>] = [0x20...0x7E, 0xA0...0x2FF, 0x4E00...0x4FFF, 0x1F600...0x1F64F]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                let range = scalars[Int.random(in: 0..<scalars.count, using: &random)]
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) { text.unicodeScalars.append(scalar) }
            }
            let encoded = URLEncodeAction.encode(text)
            XCTAssertTrue(encoded.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: " ") }, encoded)
            XCTAssertEqual(URLEncodeAction.decode(encoded), text)
        }
    }
}
