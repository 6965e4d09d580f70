import AppleFormats
import Foundation
import ShortcutActions
import ShortcutCLI
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Apple's defaults on import (issue 11, item 2; research shortcuts-semantics.md §3): absent keys,
/// unknown choice values and Apple's empty fields never make a document `check` rejects.
final class AppleDefaultImportTests: XCTestCase {
    func action(_ identifier: String, _ parameters: PropertyList = [:]) -> PropertyList {
        ["WFWorkflowActionIdentifier": .string(identifier), "WFWorkflowActionParameters": parameters]
    }

    func importActions(_ actions: [PropertyList]) throws -> ImportResult {
        let root = PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        return try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
    }

    func written(_ result: ImportResult) -> [String] {
        result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) }
    }

    /// The run's standard output (through the command line, as a user runs it) on `input` text.
    func run(_ document: WorkflowDocument, input: String? = nil) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("apple-defaults-\(UUID().uuidString).json").path
        try DocumentWriter.write(document).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let console = Console.captured()
        let code = ShortcutCLI.main(["run", path] + (input.map { ["--input", $0] } ?? []), console: console)
        XCTAssertEqual(code, 0, console.errorText)
        return console.outputText
    }

    /// iOS 12's If without `WFCondition` is "Contains" (WFA12 DefaultValue), not our "has any value".
    func testIfWithoutAConditionIsContains() throws {
        let result = try importActions([
            action("is.workflow.actions.conditional", ["WFControlFlowMode": 0, "WFConditionalActionString": "Safari"]),
            action("is.workflow.actions.gettext", ["WFTextActionText": "yes"]),
            action("is.workflow.actions.conditional", ["WFControlFlowMode": 1]),
            action("is.workflow.actions.gettext", ["WFTextActionText": "no"]),
            action("is.workflow.actions.conditional", ["WFControlFlowMode": 2]),
        ])
        XCTAssertEqual(
            written(result)[0],
            #"{"action": "conditional", "mode": "start", "parameters": {"value": "Safari", "condition": "contains"}}"#)
        XCTAssertEqual(written(result)[2], #"{"action": "conditional", "mode": "middle"}"#)
        XCTAssertEqual(try run(result.document, input: "a Safari page"), "yes\n")
        XCTAssertEqual(try run(result.document, input: "a Chrome page"), "no\n")
        XCTAssertEqual(result.report.warnings, [])
    }

    /// Our If without a condition ("has any value") exports its condition, so Shortcuts and a
    /// re-import do not read Apple's "Contains" instead.
    func testOurDefaultConditionIsExported() throws {
        let document = try DocumentReader.read(
            Data(
                #"{"version": 1, "actions": [{"action": "conditional", "mode": "start", "parameters": {"input": "{{Shortcut Input}}"}}, {"action": "conditional", "mode": "end"}]}"#
                    .utf8))
        let exported = try ShortcutExporter(registry: Corpus.registry).export(document)
        let start = exported.plist["WFWorkflowActions"]?.array?.first?["WFWorkflowActionParameters"]
        XCTAssertEqual(start?["WFCondition"], .integer(100))
        let back = try Corpus.roundTrip(document)
        XCTAssertEqual(back.actions[0].parameter("condition"), .text([.literal("has any value")]))
    }

    /// A choice value Apple does not know runs as the default (PLAYG: `WFMathOperation='/'`… no
    /// error), with an import warning; the action stays mapped.
    func testAnUnknownChoiceValueTakesTheDefaultWithAWarning() throws {
        let result = try importActions([
            action("is.workflow.actions.hash", ["WFHashType": "SHA3"]),
            action("is.workflow.actions.count", ["WFCountType": "Paragraphs"]),
        ])
        XCTAssertEqual(written(result), [#"{"action": "hash"}"#, #"{"action": "count"}"#])
        XCTAssertEqual(
            result.report.warnings,
            [
                "action 1 (is.workflow.actions.hash): WFHashType 'SHA3' is none of the action's values; it runs with the default 'MD5', as Apple's does",
                "action 2 (is.workflow.actions.count): WFCountType 'Paragraphs' is none of the action's values; it runs with the default 'Items', as Apple's does",
            ])
        XCTAssertEqual(result.report.mapped, 2)
        let hashOnly = try importActions([action("is.workflow.actions.hash", ["WFHashType": "SHA3"])])
        XCTAssertEqual(try run(hashOnly.document, input: "abc"), "900150983cd24fb0d6963f7d28e17f72\n")
    }

    /// A required parameter the file leaves out is Apple's empty field: Nothing, with a warning;
    /// the URL action then passes no URL (Masto-Redirect's instance URL, an import question).
    func testAnEmptyFieldIsNothing() throws {
        let result = try importActions([
            action("is.workflow.actions.url"),
            action("is.workflow.actions.math", ["WFMathOperation": "×"]),
            action("is.workflow.actions.date", ["WFDateActionMode": "Current Date"]),
        ])
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "url", "parameters": {"url": null}}"#,
                #"{"action": "math", "parameters": {"operation": "×", "operand": null}}"#,
                #"{"action": "date", "parameters": {"mode": "Current Date"}}"#,
            ])
        XCTAssertEqual(
            result.report.warnings,
            [
                "action 1 (is.workflow.actions.url): the file leaves WFURLActionURL empty; it runs with nothing there, as Apple's does",
                "action 2 (is.workflow.actions.math): the file leaves WFMathOperand empty; it runs with nothing there, as Apple's does",
            ])
        XCTAssertNoThrow(try Compiler.compile(result.document, registry: Corpus.registry))
        let urlOnly = try importActions([action("is.workflow.actions.url")])
        XCTAssertEqual(try run(urlOnly.document), "")
    }

    /// Every row of research §3 for an action this engine maps: the key absent on import gives
    /// Apple's default (our declared default, or the value import writes from `AppleDefaults`).
    func testEveryResearchDefaultOfAMappedAction() throws {
        let rows: [(identifier: String, wireKey: String, apple: Value)] = [
            ("gettext", "WFTextActionText", .text("")),
            ("getitemfromlist", "WFItemSpecifier", .text("First Item")),
            ("getitemfromlist", "WFItemRangeStart", .number(1)),
            ("getvalueforkey", "WFGetDictionaryValueType", .text("Value")),
            ("count", "WFCountType", .text("Items")),
            ("text.split", "WFTextSeparator", .text("New Lines")),
            ("text.combine", "WFTextSeparator", .text("Spaces")),
            ("text.replace", "WFReplaceTextCaseSensitive", .boolean(true)),
            ("text.replace", "WFReplaceTextRegularExpression", .boolean(false)),
            ("text.match", "WFMatchTextPattern", .text("[0-9a-zA-Z]")),
            ("text.match", "WFMatchTextCaseSensitive", .boolean(true)),
            ("text.changecase", "WFCaseType", .text("UPPERCASE")),
            ("math", "WFMathOperation", .text("+")),
            ("round", "WFRoundMode", .text("Normal")),
            ("round", "WFRoundTo", .text("Ones Place")),
            ("format.date", "WFDateFormatStyle", .text("Short")),
            ("format.date", "WFTimeFormatStyle", .text("Short")),
            ("date", "WFDateActionMode", .text("Current Date")),
            ("adjustdate", "WFAdjustOperation", .text("Add")),
            ("gettimebetweendates", "WFTimeUntilUnit", .text("Minutes")),
            ("conditional", "WFCondition", .text("contains")),
            ("ask", "WFInputType", .text("Text")),
            ("urlencode", "WFEncodeMode", .text("Encode")),
            ("base64encode", "WFEncodeMode", .text("Encode")),
            ("base64encode", "WFBase64LineBreakMode", .text("Every 76 Characters")),
            ("hash", "WFHashType", .text("MD5")),
            ("geturlcomponent", "WFURLComponent", .text("Scheme")),
            ("delay", "WFDelayTime", .number(1)),
            ("setitemname", "WFDontIncludeFileExtension", .boolean(false)),
        ]
        for row in rows {
            let identifier = "is.workflow.actions." + row.identifier
            guard let definition = Corpus.registry.action(for: identifier)?.definition,
                let parameter = definition.parameters.first(where: { $0.wireKey == row.wireKey })
            else {
                XCTFail("\(row.identifier) has no parameter under \(row.wireKey)")
                continue
            }
            let mode: PropertyList = definition.block == nil ? [:] : ["WFControlFlowMode": 0]
            let imported = try importActions([action(identifier, mode)]).document.actions[0]
            let written = imported.parameter(parameter.key)
            let applied: Value? =
                switch written {
                case .text(let parts)?: parts.count == 1 ? { if case .literal(let text) = parts[0] { return .text(text) } else { return nil } }() : nil
                case .literal(let value)?: value
                default: parameter.defaultValue
                }
            XCTAssertEqual(applied, row.apple, "\(row.identifier) \(row.wireKey)")
        }
    }
}
