import AppleFormats
import Foundation
import XCTest

/// Issue 24, item 4: If with several conditions (`WFConditions`: prefix 1 All, 0 Any, -1 one
/// condition as Cherri writes it) over every operand kind, and If on measurements and durations.
final class MultiConditionIfTests: AppleFileTestCase {
    let now = ["--now", "2026-01-02T10:00:00Z", "--tz", "UTC"]

    /// A template: the condition code, the input attachment and the operand keys.
    func template(_ code: Int64, _ input: PropertyList, _ operands: [String: PropertyList] = [:]) -> PropertyList {
        var fields = PlistDictionary([(key: "WFCondition", value: .integer(code)), (key: "WFInput", value: ifInput(input))])
        for (key, value) in operands.sorted(by: { $0.key < $1.key }) { fields[key] = value }
        return .dictionary(fields)
    }

    func quantity(_ magnitude: PropertyList, _ unit: String) -> PropertyList {
        ["Value": ["Magnitude": magnitude, "Unit": .string(unit)], "WFSerializationType": "WFQuantityFieldValue"]
    }

    /// If (conditions joined by `prefix`) Then "yes" Otherwise "no", after Text "Ada Lovelace"
    /// (output T), Number 1815 (output N) and a date (output D).
    func ifFile(_ prefix: Int64, _ templates: [PropertyList]) throws -> String {
        try shortcut(
            "a.shortcut",
            [
                action("gettext", ["WFTextActionText": "Ada Lovelace", "UUID": "T"]),
                action("number", ["WFNumberActionNumber": 1815, "UUID": "N"]),
                action("date", ["WFDateActionMode": "Specified Date", "WFDateActionDate": "2026-01-01T10:00:00Z", "UUID": "D"]),
                action(
                    "conditional",
                    [
                        "GroupingIdentifier": "G", "WFControlFlowMode": 0,
                        "WFConditions": [
                            "Value": [
                                "WFActionParameterFilterPrefix": .integer(prefix),
                                "WFActionParameterFilterTemplates": .array(templates),
                            ],
                            "WFSerializationType": "WFContentPredicateTableTemplate",
                        ],
                    ]),
                action("gettext", ["WFTextActionText": "yes"]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 1]),
                action("gettext", ["WFTextActionText": "no"]),
                action("conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 2]),
                action("showresult"),
            ], root: ["WFWorkflowClientVersion": "3607.0.2"])
    }

    func outcome(_ path: String) -> String {
        let imported = run(["import", path])
        XCTAssertEqual(imported.code, 0, imported.err)
        XCTAssertTrue(imported.err.contains("9 actions: 9 mapped, 0 kept unsupported"), imported.err)
        let ran = run(["run", path] + now)
        XCTAssertEqual(ran.code, 0, ran.err)
        return ran.out
    }

    func testAllConditionsMustHold() throws {
        let text = template(99, output("T", "Text"), ["WFConditionalActionString": "Love"])
        let number = template(2, output("N", "Number"), ["WFNumberValue": 1800])
        XCTAssertEqual(outcome(try ifFile(1, [text, number])), "yes\n")
        let tooLate = template(0, output("N", "Number"), ["WFNumberValue": 1800])
        XCTAssertEqual(outcome(try ifFile(1, [text, tooLate])), "no\n")
    }

    func testAnyConditionIsEnough() throws {
        let wrong = template(4, output("T", "Text"), ["WFConditionalActionString": "Grace Hopper"])
        let between = template(1003, output("N", "Number"), ["WFNumberValue": 1800, "WFAnotherNumber": 1820])
        XCTAssertEqual(outcome(try ifFile(0, [wrong, between])), "yes\n")
        XCTAssertEqual(outcome(try ifFile(0, [wrong])), "no\n")
        XCTAssertTrue(run(["import", try ifFile(0, [wrong, between])]).out.contains(#""match": "Any""#))
    }

    func testCherrisOneConditionTable() throws {
        let begins = template(8, output("T", "Text"), ["WFConditionalActionString": "ada"])
        XCTAssertEqual(outcome(try ifFile(-1, [begins])), "yes\n")
    }

    func testDatesAndSpansOfTime() throws {
        // The date is a day before the pinned clock: in the last 2 days, not in the last 3 hours, not today.
        XCTAssertEqual(
            outcome(try ifFile(1, [template(1001, output("D", "Date"), ["WFDuration": quantity(2, "days")])])), "yes\n")
        XCTAssertEqual(outcome(try ifFile(1, [template(1001, output("D", "Date"), ["WFDuration": quantity(3, "hr")])])), "no\n")
        XCTAssertEqual(outcome(try ifFile(0, [template(1002, output("D", "Date"))])), "no\n")
        XCTAssertEqual(outcome(try ifFile(1, [template(0, output("D", "Date"), ["WFDate": "2026-01-02T00:00:00Z"])])), "yes\n")
    }

    func testMeasurementsAndHasAnyValue() throws {
        // 1815 as a byte count is more than 1 KB; a variable nothing set has no value.
        let size = template(2, output("N", "Number"), ["WFMeasurement": quantity(1, "KB")])
        let unset = template(101, variable("Nothing Here"))
        XCTAssertEqual(outcome(try ifFile(1, [size, unset])), "yes\n")
        let bigger = template(2, output("N", "Number"), ["WFMeasurement": quantity(1, "MB")])
        XCTAssertEqual(outcome(try ifFile(1, [bigger])), "no\n")
    }

    func testAConditionRowThatIsNotADictionaryStopsWithItsPosition() throws {
        let path = folder.appendingPathComponent("bad.json").path
        let json =
            #"{"version": 1, "actions": [{"action": "conditional", "mode": "start", "parameters": {"conditions": ["x"]}}, {"action": "conditional", "mode": "end"}]}"#
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(json.utf8)))
        let ran = run(["run", path])
        XCTAssertEqual(ran.code, 70)
        XCTAssertEqual(
            ran.err,
            "bad.json:1:100: error: action 1 'If' (conditional), parameter 'conditions': condition 1 is a text, not a dictionary with input, condition and value\nhint: write each condition as {\"input\": \"{{Name}}\", \"condition\": \"is\", \"value\": \"Ada\"}\n"
        )
    }
}
