import XCTest

@testable import ShortcutEngine

/// Nothing through an `as:` step (docs/format.md 6.3, "Nothing through an `as:` step"): Apple's
/// content graph converts item by item and nothing has no item, so where the table has no value
/// for nothing (a date, a duration, a file, a URL) the step gives nothing instead of an error;
/// where it has one (0, false, empty text, an empty list or dictionary) the step gives that.
final class NothingThroughAsTests: IsolatedTestCase {
    let coercion = Coercion()

    func doc(_ actions: String) -> String { "{\"version\": 1, \"actions\": [\(actions)]}" }

    func testAnAsStepOnNothingGivesNothingForADateADurationAFileAndAURL() throws {
        for type in [ValueType.date, .duration, .file, .url] {
            XCTAssertEqual(try coercion.coerceEach(.nothing, to: type), .nothing, "\(type)")
        }
    }

    func testAnAsStepOnNothingGivesTheTablesValueWhereItHasOne() throws {
        XCTAssertEqual(try coercion.coerceEach(.nothing, to: .number), .number(.integer(0)))
        XCTAssertEqual(try coercion.coerceEach(.nothing, to: .boolean), .boolean(false))
        XCTAssertEqual(try coercion.coerceEach(.nothing, to: .text), .text(""))
        XCTAssertEqual(try coercion.coerceEach(.nothing, to: .list), .list([]))
        XCTAssertEqual(try coercion.coerceEach(.nothing, to: .dictionary), .dictionary(ValueDictionary()))
    }

    func testAParameterStillRefusesNothingWhereItNeedsADate() {
        // The rule is the `as:` step's; the table itself (a parameter, Get Dates from Input) is unchanged.
        XCTAssertThrowsError(try coercion.coerce(.nothing, to: .date)) { error in
            XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from nothing to date")
        }
    }

    func testEmptyTextIsStillNoDate() {
        // Apple's Format Date names the item's type when it fails ("couldn't convert from text to date").
        XCTAssertThrowsError(try coercion.coerceEach(.text(""), to: .date)) { error in
            XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from text to date: ''")
        }
    }

    func testNothingAsAURLOrFormattedAsADateIsEmptyInsideText() throws {
        let result = try runDocument(
            doc(
                """
                {"action": "test.echo", "parameters": {"input": "[{{Shortcut Input | as: url}}][{{var:never | format: h:mm a}}][{{Shortcut Input | as: file | property: Name}}]"}}
                """))
        XCTAssertEqual(result.output, "[][][]")
    }

    func testATypedReferenceToNothingAsADateIsNothing() throws {
        let result = try runDocument(doc(#"{"action": "test.echo", "parameters": {"input": "{{Shortcut Input | as: date}}"}}"#))
        XCTAssertEqual(result.output, .nothing)
    }

    func testAListStillConvertsEachItem() throws {
        XCTAssertEqual(
            try coercion.coerceEach(.list([.text("https://a.example"), .text("b.example")]), to: .url),
            .list([.url("https://a.example"), .url("b.example")]))
        XCTAssertEqual(try coercion.coerceEach(.list([]), to: .date), .list([]))
    }
}
