import Foundation
import XCTest

@testable import ShortcutEngine

/// One test per row of the coercion table in the research notes (shortcuts-semantics.md §1) and
/// docs/format.md "Coercion": what text becomes as a number, date, dictionary and URL, what lists,
/// dictionaries, JSON null and booleans become, and what Nothing becomes per target.
final class CoercionReadingTests: IsolatedTestCase {
    /// 2026-11-23 10:00 UTC, a Monday.
    let now = Date(timeIntervalSince1970: 1_795_428_000)
    var coercion: Coercion { Coercion(timeZone: TimeZone(identifier: "UTC") ?? .current, now: now) }

    func number(_ text: String) throws -> Value { try coercion.coerce(.text(text), to: .number) }
    func date(_ text: String) throws -> String { coercion.text(try coercion.coerce(.text(text), to: .date)) }

    // MARK: text → number

    func testTextToNumberReadsGroupingAndDecimalMarks() throws {
        XCTAssertEqual(try number("1,234.5"), .number(Number(Decimal(string: "1234.5") ?? 0)))
        XCTAssertEqual(try number("1.234,5"), .number(Number(Decimal(string: "1234.5") ?? 0)))
        XCTAssertEqual(try number("1,234,567"), .number(.integer(1_234_567)))
        XCTAssertEqual(try number("3,5"), .number(Number(Decimal(string: "3.5") ?? 0)))
        XCTAssertEqual(try number("-12.25"), .number(Number(Decimal(string: "-12.25") ?? 0)))
        XCTAssertEqual(try number("1e3"), .number(.integer(1000)))
    }

    func testTextToNumberTakesTheNumberInsideTheText() throws {
        XCTAssertEqual(try number("12 apples"), .number(.integer(12)))
        XCTAssertEqual(try number("costs $4.50."), .number(Number(Decimal(string: "4.5") ?? 0)))
        XCTAssertEqual(try number("five 5"), .number(.integer(5)))
        XCTAssertEqual(try number("x -3"), .number(.integer(-3)))
    }

    func testTextWithoutANumberStopsWithApplesMessageShape() {
        XCTAssertThrowsError(try number("apples")) { error in
            XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from text to number: 'apples'")
        }
    }

    func testGetNumbersFromInputFindsEveryNumber() throws {
        XCTAssertEqual(
            try coercion.detected(.text("12 apples and 3 pears, 1,000 plums; 2024-03-01"), as: .number),
            .list([
                .number(.integer(12)), .number(.integer(3)), .number(.integer(1000)), .number(.integer(2024)),
                .number(.integer(3)), .number(.integer(1)),
            ]))
        XCTAssertEqual(try coercion.detected(.text("none here"), as: .number), .list([]))
        XCTAssertEqual(try coercion.detected(.nothing, as: .number), .list([]))
    }

    // MARK: text → date

    func testTextToDateReadsFixedForms() throws {
        XCTAssertEqual(try date("January 1, 1970, 00:00"), "1970-01-01T00:00:00Z")
        XCTAssertEqual(try date("2024-03-01"), "2024-03-01T00:00:00Z")
        XCTAssertEqual(try date("3/1/24"), "2024-03-01T00:00:00Z")
        XCTAssertEqual(try date("Mar 1, 2024 at 5:30 PM"), "2024-03-01T17:30:00Z")
    }

    func testTextToDateReadsWordsRelativeToTheRunsClock() throws {
        XCTAssertEqual(try date("tomorrow at 5pm"), "2026-11-24T17:00:00Z")
        XCTAssertEqual(try date("today 17:30"), "2026-11-23T17:30:00Z")
        XCTAssertEqual(try date("5:15 am"), "2026-11-23T05:15:00Z")
        XCTAssertEqual(try date("yesterday"), "2026-11-22T00:00:00Z")
        XCTAssertEqual(try date("next friday at 9:00"), "2026-11-27T09:00:00Z")  // the calculator's reading: the coming Friday
        XCTAssertEqual(try date("now"), "2026-11-23T10:00:00Z")
    }

    func testWordsAreNotDatesWithoutAClock() {
        XCTAssertThrowsError(try Coercion().coerce(.text("tomorrow"), to: .date)) { error in
            XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from text to date: 'tomorrow'")
        }
    }

    func testTextThatIsNoDateStops() {
        XCTAssertThrowsError(try date("soon-ish")) { error in
            XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from text to date: 'soon-ish'")
        }
    }

    func testGetDatesFromInputReadsTheTextOrEachLine() throws {
        XCTAssertEqual(
            try coercion.detected(.text("meeting\n2024-03-01\ntomorrow at 5pm"), as: .date),
            .list([.date(Date(timeIntervalSince1970: 1_709_251_200)), .date(Date(timeIntervalSince1970: 1_795_539_600))]))
    }

    // MARK: text → dictionary, dictionary → text

    func testTextToDictionaryReadsJSONAndKeyValuePairs() throws {
        XCTAssertEqual(try coercion.coerce(.text("{\"foo\": \"bar\", \"n\": null}"), to: .dictionary), ["foo": "bar", "n": nil])
        XCTAssertEqual(try coercion.coerce(.text("foo=bar&baz=b%20iz+x"), to: .dictionary), ["foo": "bar", "baz": "b iz x"])
    }

    /// Apple reads JSON with Foundation's `NSJSONSerialization`, which lets one comma end an object
    /// or array (swift-corelibs-foundation PR #54, bignerdranch/Freddy#117); two commas, a comma
    /// alone and a comma before a missing value stay errors.
    func testTextToDictionaryAcceptsOneTrailingCommaAsApplesJSONReaderDoes() throws {
        XCTAssertEqual(try coercion.coerce(.text("{\"a\": 1,}"), to: .dictionary), ["a": 1])
        XCTAssertEqual(
            try coercion.coerce(.text("{\n\"list\": [1, 2, ],\n\"inner\": {\"k\": \"v\",\n},\n}"), to: .dictionary),
            ["list": [1, 2], "inner": ["k": "v"]])
        for broken in ["{\"a\": 1,,}", "{,}", "{\"a\": [1,,2]}", "{\"a\": [,]}", "{\"a\": 1,"] {
            XCTAssertThrowsError(try coercion.detected(.text(broken), as: .dictionary), broken) { error in
                XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from text to dictionary: '\(broken)'")
            }
        }
    }

    /// The document reader stays strict: a trailing comma in a workflow document is a syntax error
    /// with its place.
    func testWorkflowDocumentsStillRefuseATrailingComma() {
        XCTAssertThrowsError(try JSONParser.parse("{\"a\": [1, 2,]}")) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.description, "unexpected ']', expected a value at line 1, column 13")
        }
        XCTAssertEqual(try? JSONParser.parseAsApple("[1, [2,],]"), .array([.number("1"), .array([.number("2")])]))
    }

    /// Apple's third form (WFActions `detect.dictionary`: "XML-based plist"), read by AppleFormats.
    func testTextToDictionaryReadsAnXMLPropertyList() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>name</key><string>Ann</string><key>n</key><integer>3</integer>
            <key>r</key><real>2.5</real><key>ok</key><true/><key>tags</key><array><string>a</string></array>
            <key>inner</key><dict><key>k</key><string>v</string></dict><key>bytes</key><data>aGk=</data></dict></plist>
            """
        let expected: Value = [
            "name": "Ann", "n": 3, "r": 2.5, "ok": true, "tags": ["a"], "inner": ["k": "v"], "bytes": "aGk=",
        ]
        XCTAssertEqual(try coercion.coerce(.text(plist), to: .dictionary), expected)
        XCTAssertEqual(try coercion.coerce(.text("<plist version=\"1.0\"><dict/></plist>"), to: .dictionary), [:] as Value)
        // A plist whose root is no dictionary, and a broken one, do not convert.
        XCTAssertThrowsError(try coercion.coerce(.text("<plist version=\"1.0\"><array/></plist>"), to: .dictionary))
        XCTAssertThrowsError(
            try coercion.coerce(.text("<plist version=\"1.0\"><dict><key>a</key></dict></plist>"), to: .dictionary))
    }

    func testTextThatIsNoDictionaryStopsWithApplesMessageShape() {
        XCTAssertThrowsError(try coercion.detected(.text("<html><body>hi</body></html>"), as: .dictionary)) { error in
            XCTAssertEqual(
                (error as? ValueFailure)?.message, "couldn't convert from text to dictionary: '<html><body>hi</body></html>'")
        }
    }

    func testDictionaryToTextIsJSON() {
        XCTAssertEqual(coercion.text(["a": 1, "b": ["x", true]]), "{\"a\":1,\"b\":[\"x\",true]}")
    }

    // MARK: lists, JSON null, booleans

    func testListToTextIsNewlineJoined() throws {
        XCTAssertEqual(try coercion.coerce(["a", 2, ["b", "c"]], to: .text), .text("a\n2\nb\nc"))
    }

    func testJSONNullIsNothingAndBooleansAreOneAndZeroAsNumbers() throws {
        XCTAssertEqual(Value(json: .null), .nothing)
        XCTAssertEqual(Value(json: .bool(true)), .boolean(true))
        XCTAssertEqual(try coercion.coerce(.boolean(true), to: .number), .number(.integer(1)))
        XCTAssertEqual(try coercion.coerce(.boolean(false), to: .number), .number(.integer(0)))
        XCTAssertEqual(try coercion.coerce(.text("yes"), to: .boolean), .boolean(true))
    }

    // MARK: text → URL

    /// A data: URL is whole, spaces and markup in its data too (RFC 2397), unlike a link in prose.
    func testTextToURLKeepsADataURLWhole() throws {
        XCTAssertEqual(
            try coercion.coerce(.text(" data:text/html,<p class=\"a\">hi there</p>\n"), to: .url),
            .url("data:text/html,<p class=\"a\">hi there</p>"))
        XCTAssertEqual(try coercion.coerce(.text("data: see https://example.com"), to: .url), .url("https://example.com"))
    }

    func testTextToURLFindsTheLinkInsideTheText() throws {
        XCTAssertEqual(try coercion.coerce(.text("see https://example.com/a?b=1."), to: .url), .url("https://example.com/a?b=1"))
        XCTAssertEqual(try coercion.coerce(.text("https://example.com"), to: .url), .url("https://example.com"))
        XCTAssertEqual(
            try coercion.detected(.text("(www.apple.com) or mailto:a@b.c, then shortcuts://run"), as: .url),
            .list([.url("http://www.apple.com"), .url("mailto:a@b.c"), .url("shortcuts://run")]))
    }

    func testTextWithSpacesAndNoLinkIsNoURL() {
        XCTAssertThrowsError(try coercion.coerce(.text("no link here"), to: .url)) { error in
            XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from text to URL: 'no link here'")
        }
    }

    // MARK: Nothing per target

    func testNothingPerTarget() throws {
        XCTAssertEqual(try coercion.coerce(.nothing, to: .number), .number(.integer(0)))
        XCTAssertEqual(try coercion.coerce(.nothing, to: .boolean), .boolean(false))
        XCTAssertEqual(try coercion.coerce(.nothing, to: .text), .text(""))
        XCTAssertEqual(try coercion.coerce(.nothing, to: .dictionary), .dictionary(ValueDictionary()))
        XCTAssertEqual(try coercion.coerce(.nothing, to: .list), .list([]))
        XCTAssertThrowsError(try coercion.coerce(.nothing, to: .date)) { error in
            XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from nothing to date")
        }
        XCTAssertEqual(try coercion.detected(.nothing, as: .text), .list([]))
    }
}
