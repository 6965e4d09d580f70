import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// Apple's actions whose definition takes many inputs (`Input.Multiple` in WFActions.plist) run
/// once per item of a list given to their input and output the list of results
/// (`ActionDefinition.eachInputItem`, docs/format.md "Many inputs"), where a list used to stop
/// the run with "expected a URL, got a list of 11 items".
final class EachInputItemTests: IsolatedTestCase {
    func testAListRunsTheActionOncePerItem() throws {
        XCTAssertEqual(
            try runAction("round", input: .list([.text("2.345"), .number(Number(7.5)), .text("1")])),
            .list([.number(Number(2)), .number(Number(8)), .number(Number(1))]))
        XCTAssertEqual(
            try runAction("format.filesize", #"{"format": "Bytes"}"#, input: .list([.number(Number(1)), .number(Number(2))])),
            .list([.text("1 byte"), .text("2 bytes")]))
        let dates: Value = .list([.text("2026-01-02 10:00"), .text("2026-03-04 11:00")])
        XCTAssertEqual(
            try runAction("format.date", #"{"style": "Custom", "format": "d MMM"}"#, input: dates),
            .list([.text("2 Jan"), .text("4 Mar")]))
        let adjusted = try runAction("adjustdate", #"{"operation": "Add", "amount": 1, "unit": "Days"}"#, input: dates)
        XCTAssertEqual(
            try runAction("format.date", #"{"style": "Custom", "format": "d MMM"}"#, input: adjusted),
            .list([.text("3 Jan"), .text("5 Mar")]))
    }

    func testOneItemAndAGivenParameterBehaveAsBefore() throws {
        XCTAssertEqual(try runAction("round", input: .list([.text("2.6")])), .number(Number(3)))
        XCTAssertEqual(try runAction("round", #"{"input": "4.4"}"#), .number(Number(4)))
    }

    func testAnItemThatDoesNotConvertNamesTheAction() {
        XCTAssertEqual(
            failure("round", input: .list([.text("1"), .text("many")])),
            "t.json:1:39: error: action 1 'Round Number' (round), parameter 'input': couldn't convert from text to number: 'many'\n"
                + "hint: write the number with digits and a '.' for decimals, e.g. 12.5")
    }

    /// The actions that run per item: those whose Apple definition says Multiple and whose
    /// input here wants one value (the others take the list themselves).
    func testTheActionsOfManyInputs() {
        let each = BuiltinActions.registry.definitions.filter(\.eachInputItem).map(\.shortIdentifier).sorted()
        XCTAssertEqual(
            each,
            [
                "adjustdate", "downloadurl", "format.date", "format.filesize", "getwebpagecontents", "round", "url.expand",
                "url.getheaders",
            ])
    }
}

/// Get Dictionary from Input given a JSON array of objects (a web API's usual answer) gives each
/// object, where it stopped with "couldn't convert from text to dictionary"; an array of anything
/// else still does not convert.
final class JSONArrayDictionaryTests: IsolatedTestCase {
    func testAJSONArrayOfObjectsIsItsDictionaries() throws {
        XCTAssertEqual(
            try runAction("detect.dictionary", input: .text(#"  [{"val": "\u0300"}, {"val": "b"}]"#)),
            .list([
                .dictionary(ValueDictionary([("val", .text("\u{0300}"))])), .dictionary(ValueDictionary([("val", .text("b"))])),
            ]))
        XCTAssertEqual(
            try runAction("detect.dictionary", input: .text(#"[{"a": 1}]"#)),
            .dictionary(ValueDictionary([("a", .number(Number(1)))])))
        XCTAssertEqual(
            failure("detect.dictionary", input: .text("[1, 2]")),
            "t.json:1:39: error: action 1 'Get Dictionary from Input' (detect.dictionary), parameter 'input': "
                + "couldn't convert from text to dictionary: '[1, 2]'\n"
                + "hint: text becomes a dictionary when it holds a JSON object, key-value pairs (foo=bar&baz=biz) or an XML property list"
        )
    }
}
