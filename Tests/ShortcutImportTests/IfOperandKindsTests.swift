import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Issue 11: an If's operand keys. Apple keeps the key of an operand kind the user left beside the
/// one in use; the condition code and the input's kind say which is live (`OperandKinds`), and a
/// measurement operand is its amount and unit as text.
final class IfOperandKindsTests: IsolatedTestCase {
    /// An input attachment: an action's output named `output`, with a property when given.
    func input(output: String, property: String? = nil) -> PropertyList {
        var value = PlistDictionary([
            (key: "Type", value: "ActionOutput"), (key: "OutputName", value: .string(output)), (key: "OutputUUID", value: "U1"),
        ])
        if let property {
            value["Aggrandizements"] = [["Type": "WFPropertyVariableAggrandizement", "PropertyName": .string(property)]]
        }
        return ["Type": "Variable", "Variable": ["Value": .dictionary(value), "WFSerializationType": "WFTextTokenAttachment"]]
    }

    func measurement(_ magnitude: PropertyList, _ unit: String) -> PropertyList {
        ["Value": ["Magnitude": magnitude, "Unit": .string(unit)], "WFSerializationType": "WFQuantityFieldValue"]
    }

    /// Imports a Text action (output `output`, UUID U1) and an If with `parameters`, and its End If.
    func importing(_ parameters: [(key: String, value: PropertyList)], output: String = "Text") throws -> ImportResult {
        let text: PropertyList = [
            "WFWorkflowActionIdentifier": "is.workflow.actions.gettext",
            "WFWorkflowActionParameters": ["WFTextActionText": "5", "UUID": "U1", "CustomOutputName": .string(output)],
        ]
        let start = PlistDictionary([(key: "GroupingIdentifier", value: "G"), (key: "WFControlFlowMode", value: 0)] + parameters)
        let actions: [PropertyList] = [
            text,
            ["WFWorkflowActionIdentifier": "is.workflow.actions.conditional", "WFWorkflowActionParameters": .dictionary(start)],
            [
                "WFWorkflowActionIdentifier": "is.workflow.actions.conditional",
                "WFWorkflowActionParameters": ["GroupingIdentifier": "G", "WFControlFlowMode": 2],
            ],
        ]
        let data = try PropertyList.dictionary(PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])).serialized(
            as: .binary)
        return try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
    }

    func values(_ result: ImportResult) -> [String: ParameterValue] {
        Dictionary(result.document.actions[1].parameters.map { ($0.key, $0.value) }) { first, _ in first }
    }

    func testALiveMeasurementIsItsAmountAndUnit() throws {
        let result = try importing([
            (key: "WFCondition", value: 2), (key: "WFInput", value: input(output: "File Size")),
            (key: "WFMeasurement", value: measurement("1", "MB")),
        ])
        XCTAssertNil(result.document.actions[1].unsupported)
        XCTAssertEqual(values(result)["value"], .text([.literal("1 MB")]))
        XCTAssertEqual(values(result)["condition"], .text([.literal("is greater than")]))
        _ = try Compiler.compile(result.document, registry: Corpus.registry, file: "test.json")
    }

    func testAMeasurementWhoseAmountIsAVariableKeepsTheVariable() throws {
        let amount: PropertyList = ["Type": "Variable", "VariableName": "limit"]
        let result = try importing([
            (key: "WFCondition", value: 0), (key: "WFInput", value: input(output: "Image", property: "File Size")),
            (key: "WFMeasurement", value: measurement(amount, "KB")),
        ])
        XCTAssertNil(result.document.actions[1].unsupported)
        guard case .text(let parts) = values(result)["value"] else { return XCTFail("no text value: \(values(result))") }
        XCTAssertEqual(parts.last, .literal(" KB"))
        XCTAssertEqual(parts.count, 2)
    }

    func testAUnitTheCalculatorDoesNotKnowDeclinesTheIf() throws {
        let result = try importing([
            (key: "WFCondition", value: 2), (key: "WFInput", value: input(output: "File Size")),
            (key: "WFMeasurement", value: measurement("3", "smoots per jiffy")),
        ])
        XCTAssertEqual(result.document.actions[1].unsupported?.reason, "If cannot be imported: the If operand WFMeasurement")
    }

    func testAStaleMeasurementBesideTextIsIgnored() throws {
        let result = try importing([
            (key: "WFCondition", value: 4), (key: "WFInput", value: input(output: "Text")),
            (key: "WFConditionalActionString", value: "hello"), (key: "WFMeasurement", value: measurement("1", "MB")),
        ])
        XCTAssertNil(result.document.actions[1].unsupported)
        XCTAssertEqual(values(result)["value"], .text([.literal("hello")]))
        XCTAssertEqual(result.document.actions[1].parameters.filter { $0.key == "value" }.count, 1)
    }

    func testAStaleEnumerationBesideANumberIsIgnored() throws {
        let result = try importing([
            (key: "WFCondition", value: 2), (key: "WFInput", value: input(output: "Count")),
            (key: "WFNumberValue", value: "3"), (key: "WFEnumeration", value: "Mac"),
        ])
        XCTAssertNil(result.document.actions[1].unsupported)
        XCTAssertNil(values(result)["value"])
        XCTAssertEqual(values(result)["number"], .text([.literal("3")]))
    }

    func testTheInputsKindMakesItsOperandLiveAndThePlainOnesStale() throws {
        let measured = try importing([
            (key: "WFCondition", value: 3), (key: "WFInput", value: input(output: "File", property: "File Size")),
            (key: "WFNumberValue", value: "7"), (key: "WFMeasurement", value: measurement("2", "GB")),
        ])
        XCTAssertEqual(values(measured)["value"], .text([.literal("2 GB")]))
        XCTAssertNil(values(measured)["number"])
        let enumerated = try importing([
            (key: "WFCondition", value: 4), (key: "WFInput", value: input(output: "Song", property: "Media Kind")),
            (key: "WFConditionalActionString", value: "old"), (key: "WFEnumeration", value: "Podcast"),
        ])
        XCTAssertEqual(values(enumerated)["value"], .text([.literal("Podcast")]))
        XCTAssertEqual(enumerated.document.actions[1].parameters.filter { $0.key == "value" }.count, 1)
    }

    func testAConditionWithoutOperandIgnoresEveryOperandKey() throws {
        let result = try importing([
            (key: "WFCondition", value: 100), (key: "WFInput", value: input(output: "Text")),
            (key: "WFConditionalActionString", value: "x"), (key: "WFMeasurement", value: measurement("1", "zz")),
            (key: "WFEnumeration", value: "Mac"), (key: "WFDuration", value: measurement("1", "days")),
        ])
        XCTAssertNil(result.document.actions[1].unsupported)
        XCTAssertNil(values(result)["value"])
        XCTAssertEqual(values(result)["condition"], .text([.literal("has any value")]))
    }

    func testADurationIsTheSpanOfIsInTheLastAndExportsBack() throws {
        let result = try importing([
            (key: "WFCondition", value: 1001), (key: "WFInput", value: input(output: "Date")),
            (key: "WFConditionalActionString", value: "stale"), (key: "WFDuration", value: measurement("3", "days")),
        ])
        XCTAssertNil(result.document.actions[1].unsupported)
        XCTAssertEqual(values(result)["condition"], .text([.literal("is in the last")]))
        XCTAssertEqual(values(result)["amount"], .literal(.number(.integer(3))))
        XCTAssertEqual(values(result)["unit"], .text([.literal("days")]))
        XCTAssertNil(values(result)["value"], "the text operand is stale for a duration condition")
        let exported = try ShortcutExporter(registry: Corpus.registry).export(result.document)
        let start = exported.plist["WFWorkflowActions"]?.array?[1]["WFWorkflowActionParameters"]
        XCTAssertEqual(start?["WFCondition"], .integer(1001))
        XCTAssertEqual(start?["WFDuration"]?["Value"]?["Unit"], "days")
        XCTAssertEqual(start?["WFDuration"]?["WFSerializationType"], "WFQuantityFieldValue")
        XCTAssertNil(start?["WFConditionalActionString"])
    }

    func testOurSpanExportsAsApplesAndImportsBack() throws {
        let json = """
            {"version": 1, "actions": [
              {"action": "conditional", "mode": "start", "group": "g", "parameters": {"input": "2026-01-01", "condition": "is in the next", "amount": 2, "unit": "weeks"}},
              {"action": "conditional", "mode": "end", "group": "g"}]}
            """
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let exported = try ShortcutExporter(registry: Corpus.registry).export(document)
        let start = exported.plist["WFWorkflowActions"]?.array?[0]["WFWorkflowActionParameters"]
        XCTAssertEqual(start?["WFCondition"], .integer(1000))
        XCTAssertEqual(start?["WFDuration"]?["Value"]?["Magnitude"], .integer(2))
        XCTAssertEqual(start?["WFDuration"]?["Value"]?["Unit"], "weeks")
        let back = try Corpus.roundTrip(document)
        XCTAssertEqual(back.actions[0].parameter("condition"), .text([.literal("is in the next")]))
        XCTAssertEqual(back.actions[0].parameter("amount"), .literal(.number(.integer(2))))
        XCTAssertEqual(back.actions[0].parameter("unit"), .text([.literal("weeks")]))
    }
}
