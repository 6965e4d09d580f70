import AppleFormats
import Foundation
import ShortcutActions
import ShortcutCLI
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Builds shortcut property lists, imports them, prints what was written and runs it.
enum Probe {
    static func action(_ identifier: String, _ parameters: PropertyList = [:]) -> PropertyList {
        ["WFWorkflowActionIdentifier": .string(identifier), "WFWorkflowActionParameters": parameters]
    }

    static func importActions(_ actions: [PropertyList]) throws -> ImportResult {
        let root = PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        return try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
    }

    static func written(_ result: ImportResult) -> [String] {
        result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) }
    }

    /// The run's standard output (through the command line, as a user runs it) on `input` text.
    static func run(_ document: WorkflowDocument, input: String? = nil) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("apple-defaults-\(UUID().uuidString).json").path
        try DocumentWriter.write(document).write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let console = Console.captured()
        let code = ShortcutCLI.main(["run", path] + (input.map { ["--input", $0] } ?? []), console: console)
        XCTAssertEqual(code, 0, console.errorText)
        return console.outputText
    }

}

/// Apple's defaults on import (issue 11, item 2; research shortcuts-semantics.md §3): absent keys,
/// unknown choice values and Apple's empty fields never make a document `check` rejects.
final class AppleDefaultImportTests: IsolatedTestCase {
    /// iOS 12's If without `WFCondition` is "Contains" (WFA12 DefaultValue), not our "has any value".
    func testIfWithoutAConditionIsContains() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.conditional", ["WFControlFlowMode": 0, "WFConditionalActionString": "Safari"]),
            Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "yes"]),
            Probe.action("is.workflow.actions.conditional", ["WFControlFlowMode": 1]),
            Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "no"]),
            Probe.action("is.workflow.actions.conditional", ["WFControlFlowMode": 2]),
        ])
        XCTAssertEqual(
            Probe.written(result)[0],
            #"{"action": "conditional", "mode": "start", "parameters": {"value": "Safari", "condition": "contains"}}"#)
        XCTAssertEqual(Probe.written(result)[2], #"{"action": "conditional", "mode": "middle"}"#)
        XCTAssertEqual(try Probe.run(result.document, input: "a Safari page"), "yes\n")
        XCTAssertEqual(try Probe.run(result.document, input: "a Chrome page"), "no\n")
        XCTAssertEqual(result.report.warnings, [])
    }

    /// If on dates (`WFDate`, `WFAnotherDate`): the operands are If's value and upper bound, and
    /// dates compare as dates — before is "is less than" (0), after "is greater than" (2), between 1003.
    func testIfOnDatesComparesDates() throws {
        func ifDate(_ code: Int64, _ operands: [(String, String)]) throws -> String {
            var parameters = PlistDictionary([
                (key: "WFControlFlowMode", value: .integer(0)), (key: "WFCondition", value: .integer(code)),
            ])
            parameters["WFInput"] = [
                "Type": "Variable",
                "Variable": ["Value": ["Type": "CurrentDate"], "WFSerializationType": "WFTextTokenAttachment"],
            ]
            for (key, date) in operands { parameters[key] = .string(date) }
            let result = try Probe.importActions([
                Probe.action("is.workflow.actions.conditional", .dictionary(parameters)),
                Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "yes"]),
                Probe.action("is.workflow.actions.conditional", ["WFControlFlowMode": 1]),
                Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "no"]),
                Probe.action("is.workflow.actions.conditional", ["WFControlFlowMode": 2]),
            ])
            XCTAssertNil(result.document.actions[0].unsupported, "\(Probe.written(result))")
            return try Probe.run(result.document)
        }
        // The current date (2026 or later) against fixed dates.
        XCTAssertEqual(try ifDate(0, [("WFDate", "2024-06-01")]), "no\n")
        XCTAssertEqual(try ifDate(2, [("WFDate", "2024-06-01")]), "yes\n")
        XCTAssertEqual(try ifDate(1003, [("WFDate", "2024-01-01"), ("WFAnotherDate", "2099-12-31")]), "yes\n")
        XCTAssertEqual(try ifDate(1003, [("WFDate", "2024-01-01"), ("WFAnotherDate", "2024-12-31")]), "no\n")
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
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.hash", ["WFHashType": "SHA3"]),
            Probe.action("is.workflow.actions.count", ["WFCountType": "Paragraphs"]),
        ])
        XCTAssertEqual(
            Probe.written(result),
            [#"{"action": "hash", "defaulted": {"type": "SHA3"}}"#, #"{"action": "count", "defaulted": {"type": "Paragraphs"}}"#])
        XCTAssertEqual(
            result.report.warnings,
            [
                "action 1 (is.workflow.actions.hash): WFHashType 'SHA3' is none of the action's values; it runs with the default 'MD5', as Apple's does",
                "action 2 (is.workflow.actions.count): WFCountType 'Paragraphs' is none of the action's values; it runs with the default 'Items', as Apple's does",
            ])
        XCTAssertEqual(result.report.mapped, 2)
        let hashOnly = try Probe.importActions([Probe.action("is.workflow.actions.hash", ["WFHashType": "SHA3"])])
        XCTAssertEqual(try Probe.run(hashOnly.document, input: "abc"), "900150983cd24fb0d6963f7d28e17f72\n")
    }

    /// A required parameter the file leaves out is Apple's empty field: Nothing, with a warning
    /// (Calculate's operand). The URL action's URL is optional (no URL passes none), so it needs none.
    func testAnEmptyFieldIsNothing() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.url"),
            Probe.action("is.workflow.actions.math", ["WFMathOperation": "×"]),
            Probe.action("is.workflow.actions.date", ["WFDateActionMode": "Current Date"]),
        ])
        XCTAssertEqual(
            Probe.written(result),
            [
                #"{"action": "url"}"#,
                #"{"action": "math", "parameters": {"operation": "×", "operand": null}}"#,
                #"{"action": "date", "parameters": {"mode": "Current Date"}}"#,
            ])
        XCTAssertEqual(
            result.report.warnings,
            [
                "action 2 (is.workflow.actions.math): the file leaves WFMathOperand empty; it runs with nothing there, as Apple's does"
            ])
        XCTAssertNoThrow(try Compiler.compile(result.document, registry: Corpus.registry))
        let urlOnly = try Probe.importActions([Probe.action("is.workflow.actions.url")])
        XCTAssertEqual(try Probe.run(urlOnly.document), "")
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
            let imported = try Probe.importActions([Probe.action(identifier, mode)]).document.actions[0]
            let written = imported.parameter(parameter.key)
            let applied: Value? =
                switch written {
                case .text(let parts)?:
                    parts.count == 1
                        ? { if case .literal(let text) = parts[0] { return .text(text) } else { return nil } }() : nil
                case .literal(let value)?: value
                default: parameter.defaultValue
                }
            XCTAssertEqual(applied, row.apple, "\(row.identifier) \(row.wireKey)")
        }
    }
}

/// Parameter forms of issue 11 item 3 found in the corpus: each maps and runs.
final class RemainingFormsImportTests: IsolatedTestCase {
    func attachment(_ uuid: String, _ steps: [PropertyList] = []) -> PropertyList {
        [
            "Value": ["Type": "ActionOutput", "OutputUUID": .string(uuid), "OutputName": "X", "Aggrandizements": .array(steps)],
            "WFSerializationType": "WFTextTokenAttachment",
        ]
    }

    /// If on the Device variable (Masto-Redirect's "Device Model is Mac"): `{{Device | property:
    /// Device Model}}`, which this host's model never equals, so the run takes Otherwise.
    func testIfOnTheDeviceVariableReadsTheModel() throws {
        let input: PropertyList = [
            "Type": "Variable",
            "Variable": [
                "Value": [
                    "Type": "DeviceDetails",
                    "Aggrandizements": [["Type": "WFPropertyVariableAggrandizement", "PropertyName": "Device Model"]],
                ],
                "WFSerializationType": "WFTextTokenAttachment",
            ],
        ]
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.conditional",
                ["WFControlFlowMode": 0, "WFCondition": 4, "WFConditionalActionString": "Mac", "WFInput": input]),
            Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "mac"]),
            Probe.action("is.workflow.actions.conditional", ["WFControlFlowMode": 1]),
            Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "other"]),
            Probe.action("is.workflow.actions.conditional", ["WFControlFlowMode": 2]),
        ])
        XCTAssertEqual(
            Probe.written(result)[0],
            #"{"action": "conditional", "mode": "start", "parameters": {"input": "{{Device | property: Device Model}}", "condition": "is", "value": "Mac"}}"#
        )
        XCTAssertEqual(result.report.warnings, [])
        XCTAssertEqual(try Probe.run(result.document), "other\n")
    }

    /// A conversion to another app's output type (jortsDeviceReport's "Motion as CurrentMotion"):
    /// left out with a warning, the property step kept.
    func testAConversionToAnAppsOutputTypeIsLeftOut() throws {
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "x", "UUID": "M"]),
            Probe.action(
                "is.workflow.actions.gettext",
                [
                    "WFTextActionText": attachment(
                        "M",
                        [
                            [
                                "Type": "WFCoercionVariableAggrandizement",
                                "CoercionItemClass": "WFCustomIntentOutputContentItem_RmzLSk_CurrentMotion",
                            ],
                            ["Type": "WFPropertyVariableAggrandizement", "PropertyName": "inMotion"],
                        ])
                ]),
        ])
        XCTAssertEqual(Probe.written(result)[1], #"{"action": "gettext", "parameters": {"text": "{{X | property: inMotion}}"}}"#)
        XCTAssertEqual(
            result.report.warnings,
            [
                "a conversion to WFCustomIntentOutputContentItem_RmzLSk_CurrentMotion (another app's output type) is left out; the value is used as it is"
            ])
    }

    /// Adjust Date's `WFAdjustOffsetPicker` (WFTimeOffsetValue), alone, with a variable amount, or
    /// beside the older `WFDuration`.
    func testAdjustDateOffsetPicker() throws {
        let offset: (PropertyList, String, String) -> PropertyList = { value, unit, operation in
            [
                "Value": ["Operation": .string(operation), "Unit": .string(unit), "Value": value],
                "WFSerializationType": "WFTimeOffsetValue",
            ]
        }
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.adjustdate",
                [
                    "WFAdjustOffsetPicker": offset(6, "Minute", "Add"), "WFAdjustOperation": "Add",
                    "WFDuration": ["Value": ["Magnitude": 6, "Unit": "min"], "WFSerializationType": "WFQuantityFieldValue"],
                ]),
            Probe.action(
                "is.workflow.actions.adjustdate",
                ["WFAdjustOffsetPicker": offset(["Type": "Variable", "VariableName": "n"], "Hour", "Subtract")]),
            Probe.action("is.workflow.actions.adjustdate", ["WFAdjustOffsetPicker": offset(2, "Day", "Add")]),
        ])
        XCTAssertEqual(
            Probe.written(result),
            [
                #"{"action": "adjustdate", "parameters": {"amount": 6, "unit": "minutes", "operation": "Add"}}"#,
                #"{"action": "adjustdate", "parameters": {"amount": "{{var:n}}", "unit": "hours", "operation": "Subtract"}}"#,
                #"{"action": "adjustdate", "parameters": {"amount": 2, "unit": "days", "operation": "Add"}}"#,
            ])
        let one = try Probe.importActions([
            Probe.action("is.workflow.actions.adjustdate", ["WFAdjustOffsetPicker": offset(2, "Day", "Add")])
        ])
        XCTAssertEqual(try Probe.run(one.document, input: "2024-03-01T00:00:00Z").hasPrefix("2024-03-03"), true)
    }

    /// Filter Files' `WFContentItemFilter`: Name contains / does not contain / is / is not / begins /
    /// ends with (literal or a variable) and File Extension is / is not map; conditions joined by Any
    /// keep it unsupported.
    func testFilterFilesConditions() throws {
        func filter(_ prefix: Int, _ templates: [(String, Int, PropertyList)]) -> PropertyList {
            [
                "Value": [
                    "WFActionParameterFilterPrefix": .integer(Int64(prefix)),
                    "WFActionParameterFilterTemplates": .array(
                        templates.map { (property: String, code: Int, value: PropertyList) -> PropertyList in
                            [
                                "Property": PropertyList.string(property), "Operator": PropertyList.integer(Int64(code)),
                                "Values": ["String": value, "Unit": 4],
                            ]
                        }),
                ],
                "WFSerializationType": "WFContentPredicateTableTemplate",
            ]
        }
        let variable: PropertyList = [
            "Value": ["Type": "Variable", "VariableName": "n"], "WFSerializationType": "WFTextTokenAttachment",
        ]
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.filter.files",
                ["WFContentItemFilter": filter(1, [("Name", 99, "draft"), ("File Extension", 4, "md")])]),
            Probe.action("is.workflow.actions.filter.files", ["WFContentItemFilter": filter(1, [("Name", 8, "IMG_*")])]),
            Probe.action("is.workflow.actions.filter.files", ["WFContentItemFilter": filter(1, [("Name", 9, ".bak")])]),
            Probe.action(
                "is.workflow.actions.filter.files", ["WFContentItemFilter": filter(1, [("File Extension", 5, "plist")])]),
            Probe.action(
                "is.workflow.actions.filter.files", ["WFContentItemFilter": filter(0, [("Name", 99, "a"), ("Name", 99, "b")])]),
            Probe.action(
                "is.workflow.actions.filter.files",
                ["WFContentItemFilter": filter(1, [("Name", 4, variable), ("Name", 999, "tmp")])]),
            Probe.action(
                "is.workflow.actions.filter.files",
                ["WFContentItemFilter": filter(1, [("Name", 5, "a.txt"), ("Name", 8, variable)])]),
            Probe.action("is.workflow.actions.filter.files", ["WFContentItemFilter": filter(1, [("Name", 9, variable)])]),
        ])
        let lines = Probe.written(result)
        XCTAssertEqual(lines[3], #"{"action": "filter.files", "parameters": {"extensionIsNot": "plist"}}"#)
        XCTAssertEqual(
            lines[5], #"{"action": "filter.files", "parameters": {"nameIs": "{{var:n}}", "nameDoesNotContain": "tmp"}}"#)
        XCTAssertEqual(
            lines[6], #"{"action": "filter.files", "parameters": {"nameBeginsWith": "{{var:n}}", "nameIsNot": "a.txt"}}"#)
        XCTAssertEqual(lines[7], #"{"action": "filter.files", "parameters": {"nameEndsWith": "{{var:n}}"}}"#)
        XCTAssertEqual(lines[0], #"{"action": "filter.files", "parameters": {"nameContains": "draft", "extensions": "md"}}"#)
        XCTAssertEqual(lines[1], #"{"action": "filter.files", "parameters": {"nameMatches": "IMG_\\**"}}"#)
        XCTAssertEqual(lines[2], #"{"action": "filter.files", "parameters": {"nameMatches": "*.bak"}}"#)
        XCTAssertEqual(
            lines[4],
            #"{"action": "filter.files", "parameters": {"conditions": [{"property": "Name", "condition": "contains", "value": "a"}, {"property": "Name", "condition": "contains", "value": "b"}], "match": "Any"}}"#
        )
    }

    /// The rest of Apple's filter table goes to `conditions`: a second condition of a kind, dates
    /// (is in the last N units, is before, is today, is between), sizes with their unit, conditions
    /// joined by Any; a property the action cannot test keeps the action unsupported, named.
    func testFilterFilesConditionTable() throws {
        func filter(_ prefix: Int, _ templates: [(String, Int, PropertyList)]) -> PropertyList {
            [
                "Value": [
                    "WFActionParameterFilterPrefix": .integer(Int64(prefix)),
                    "WFActionParameterFilterTemplates": .array(
                        templates.map { (property: String, code: Int, values: PropertyList) -> PropertyList in
                            [
                                "Property": PropertyList.string(property), "Operator": PropertyList.integer(Int64(code)),
                                "Values": values,
                            ]
                        }),
                ],
                "WFSerializationType": "WFContentPredicateTableTemplate",
            ]
        }
        let date = PropertyList.date(Date(timeIntervalSince1970: 86_400))
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.filter.files",
                [
                    "WFContentItemFilter": filter(
                        1, [("Name", 5, ["String": "a", "Unit": 4]), ("Name", 5, ["String": "b", "Unit": 4])])
                ]),
            Probe.action(
                "is.workflow.actions.filter.files",
                ["WFContentItemFilter": filter(1, [("Last Modified Date", 1001, ["Number": 3, "Unit": 16])])]),
            Probe.action(
                "is.workflow.actions.filter.files",
                [
                    "WFContentItemFilter": filter(
                        0,
                        [
                            ("File Extension", 4, ["String": "jpg", "Unit": 4]),
                            ("File Extension", 4, ["String": "png", "Unit": 4]),
                        ])
                ]),
            Probe.action(
                "is.workflow.actions.filter.files",
                [
                    "WFContentItemFilter": filter(
                        1, [("File Size", 2, ["Number": 5, "Unit": 4]), ("Creation Date", 1002, ["Unit": 16])])
                ]),
            Probe.action(
                "is.workflow.actions.filter.files",
                [
                    "WFContentItemFilter": filter(
                        1,
                        [
                            ("Creation Date", 0, ["Date": date, "Unit": 16]),
                            ("File Size", 1003, ["Number": 1, "AnotherNumber": 2, "Unit": 2]),
                        ])
                ]),
            Probe.action(
                "is.workflow.actions.filter.files",
                ["WFContentItemFilter": filter(1, [("Date Taken", 1001, ["Number": 3, "Unit": 16])])]),
        ])
        let lines = Probe.written(result)
        XCTAssertEqual(
            lines[0],
            #"{"action": "filter.files", "parameters": {"nameIsNot": "a", "conditions": [{"property": "Name", "condition": "is not", "value": "b"}]}}"#
        )
        XCTAssertEqual(
            lines[1],
            #"{"action": "filter.files", "parameters": {"conditions": [{"property": "Last Modified Date", "condition": "is in the last", "amount": 3, "unit": "days"}]}}"#
        )
        XCTAssertEqual(
            lines[2],
            #"{"action": "filter.files", "parameters": {"conditions": [{"property": "File Extension", "condition": "is", "value": "jpg"}, {"property": "File Extension", "condition": "is", "value": "png"}], "match": "Any"}}"#
        )
        XCTAssertEqual(
            lines[3],
            #"{"action": "filter.files", "parameters": {"conditions": [{"property": "File Size", "condition": "is greater than", "value": "5 MB"}, {"property": "Creation Date", "condition": "is today"}]}}"#
        )
        XCTAssertEqual(
            lines[4],
            #"{"action": "filter.files", "parameters": {"conditions": [{"property": "Creation Date", "condition": "is less than", "value": "1970-01-02T00:00:00Z"}, {"property": "File Size", "condition": "is between", "value": "1 KB", "upper": "2 KB"}]}}"#
        )
        XCTAssertEqual(
            result.document.actions[5].unsupported?.reason,
            "Filter Files cannot be imported: the filter condition on Date Taken with operator 1001")
    }

    /// Run Shortcut's `WFWorkflow`: a plain dictionary or a picker state wrapping one; the name is the workflow.
    func testRunShortcutWorkflowForms() throws {
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.runworkflow",
                ["WFWorkflow": ["workflowIdentifier": "A", "workflowName": "Other One", "isSelf": false]]),
            Probe.action(
                "is.workflow.actions.runworkflow",
                [
                    "WFWorkflow": [
                        "Value": ["workflowIdentifier": "B", "workflowName": "Third"],
                        "WFSerializationType": "WFWorkflowPickerParameterState",
                    ]
                ]),
            Probe.action("is.workflow.actions.runworkflow", ["WFWorkflowName": "Plain"]),
        ])
        XCTAssertEqual(
            Probe.written(result),
            [
                #"{"action": "runworkflow", "parameters": {"workflow": "Other One"}}"#,
                #"{"action": "runworkflow", "parameters": {"workflow": "Third"}}"#,
                #"{"action": "runworkflow", "parameters": {"workflow": "Plain"}}"#,
            ])
    }

    /// Save File's folder (`WFFolder`): a bookmark of the device's file providers imports as the
    /// folder's path relative to the current folder (iCloud Drive's own folder name dropped), a
    /// folder from a variable as the variable; export writes a bookmark back and the round trip keeps it.
    func testSaveFileFolderForms() throws {
        func bookmark(_ type: String, _ subpath: String) -> PropertyList {
            [
                "displayName": .string(String(subpath.split(separator: "/").last ?? "")), "filename": "x",
                "fileLocation": [
                    "WFFileLocationType": .string(type), "relativeSubpath": .string(subpath), "crossDeviceItemID": "id",
                ],
            ]
        }
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.documentpicker.save",
                [
                    "WFAskWhereToSave": false, "WFFileDestinationPath": "index.md",
                    "WFFolder": bookmark("iCloud", "com~apple~CloudDocs/Distributed"),
                ]),
            Probe.action(
                "is.workflow.actions.documentpicker.save",
                ["WFAskWhereToSave": false, "WFFolder": bookmark("FileProvider", "Repositories/JFA/grids")]),
            Probe.action(
                "is.workflow.actions.documentpicker.save",
                ["WFAskWhereToSave": false, "WFFolder": bookmark("Home", "Documents/out")]),
            Probe.action(
                "is.workflow.actions.documentpicker.save",
                [
                    "WFAskWhereToSave": false,
                    "WFFolder": [
                        "Value": ["OutputName": "Chosen", "OutputUUID": "U", "Type": "ActionOutput"],
                        "WFSerializationType": "WFTextTokenAttachment",
                    ],
                ]),
        ])
        // A bookmark in a storage location (iCloud Drive, a file provider) stays a reference, resolved
        // at run time in the folder mapped to its location (issue 24 item 6); one in the home folder is its path.
        XCTAssertEqual(
            Probe.written(result),
            [
                #"{"action": "documentpicker.save", "parameters": {"folder": {"displayName": "Distributed", "filename": "x", "fileLocation": {"WFFileLocationType": "iCloud", "relativeSubpath": "com~apple~CloudDocs/Distributed", "crossDeviceItemID": "id"}}, "askWhere": false, "path": "index.md"}}"#,
                #"{"action": "documentpicker.save", "parameters": {"folder": {"displayName": "grids", "filename": "x", "fileLocation": {"WFFileLocationType": "FileProvider", "relativeSubpath": "Repositories/JFA/grids", "crossDeviceItemID": "id"}}, "askWhere": false}}"#,
                #"{"action": "documentpicker.save", "parameters": {"folder": "Documents/out", "askWhere": false}}"#,
                #"{"action": "documentpicker.save", "parameters": {"askWhere": false, "folder": "{{var:Chosen}}"}}"#,
            ])
        let exported = try ShortcutExporter(registry: Corpus.registry).export(result.document)
        let third = exported.plist["WFWorkflowActions"]?.array?[2]["WFWorkflowActionParameters"]
        XCTAssertEqual(third?["WFFolder"]?["fileLocation"]?["relativeSubpath"], "Documents/out")
        XCTAssertEqual(third?["WFFolder"]?["fileLocation"]?["WFFileLocationType"], "Home")
        let back = try Corpus.roundTrip(result.document)
        XCTAssertEqual(back.actions.map { $0.parameter("folder") }, result.document.actions.map { $0.parameter("folder") })
    }

    /// A Dictionary key holding a variable (releasekit's `{{versionForFile}}: changelog`): the key
    /// is a template built when the action runs; export writes the variable back as an attachment.
    func testDictionaryKeysHoldingVariables() throws {
        let token: (String, [(String, PropertyList)]) -> PropertyList = { string, attachments in
            [
                "Value": [
                    "string": .string(string),
                    "attachmentsByRange": .dictionary(PlistDictionary(attachments.map { (key: $0.0, value: $0.1) })),
                ],
                "WFSerializationType": "WFTextTokenString",
            ]
        }
        let items: PropertyList = [
            "Value": [
                "WFDictionaryFieldValueItems": [
                    [
                        "WFItemType": 0, "WFKey": token("￼", [("{0, 1}", ["Type": "Variable", "VariableName": "version"])]),
                        "WFValue": token("notes", []),
                    ],
                    [
                        "WFItemType": 0, "WFKey": token("v ￼", [("{2, 1}", ["Type": "Variable", "VariableName": "version"])]),
                        "WFValue": token("x", []),
                    ],
                    ["WFItemType": 0, "WFKey": token("plain", []), "WFValue": token("y", [])],
                ]
            ],
            "WFSerializationType": "WFDictionaryFieldValue",
        ]
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.gettext", ["WFTextActionText": "1.2"]),
            Probe.action("is.workflow.actions.setvariable", ["WFVariableName": "version"]),
            Probe.action("is.workflow.actions.dictionary", ["WFItems": items]),
        ])
        XCTAssertEqual(
            Probe.written(result)[2],
            #"{"action": "dictionary", "parameters": {"items": {"{{version}}": "notes", "v {{version}}": "x", "plain": "y"}}}"#)
        XCTAssertEqual(try Probe.run(result.document), #"{"1.2":"notes","v 1.2":"x","plain":"y"}"# + "\n")
        XCTAssertEqual(try Corpus.roundTrip(result.document).actions, result.document.actions)
    }

    /// A dictionary key written twice (r⤓Download's `VersionA`): the later value replaces the earlier, with a warning.
    func testADictionaryKeyWrittenTwiceKeepsTheLaterValue() throws {
        let item: (String, String) -> PropertyList = { key, value in
            [
                "WFItemType": 0, "WFKey": ["Value": ["string": .string(key)], "WFSerializationType": "WFTextTokenString"],
                "WFValue": ["Value": ["string": .string(value)], "WFSerializationType": "WFTextTokenString"],
            ]
        }
        let items: PropertyList = [
            "Value": ["WFDictionaryFieldValueItems": [item("a", "1"), item("b", "2"), item("a", "3")]],
            "WFSerializationType": "WFDictionaryFieldValue",
        ]
        let result = try Probe.importActions([Probe.action("is.workflow.actions.dictionary", ["WFItems": items])])
        XCTAssertEqual(Probe.written(result), [#"{"action": "dictionary", "parameters": {"items": {"a": "3", "b": "2"}}}"#])
        XCTAssertEqual(result.report.warnings, ["the dictionary key 'a' is written twice; the later value is kept"])
    }

    /// Format Date's Relative style and its relative date style import as Apple writes them.
    func testRelativeDateStyle() throws {
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.format.date",
                ["WFDateFormatStyle": "Relative", "WFRelativeDateFormatStyle": "Long", "WFTimeFormatStyle": "None"])
        ])
        XCTAssertEqual(
            Probe.written(result),
            [#"{"action": "format.date", "parameters": {"style": "Relative", "relativeStyle": "Long", "timeStyle": "None"}}"#])
    }

    /// Ask for Input's `WFAskActionDateGranularity` refines the type Date (Create Calendar Event
    /// from Template); a stale granularity beside another type is ignored.
    func testAskDateGranularity() throws {
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.ask",
                ["WFInputType": "Date", "WFAskActionDateGranularity": "Date and Time", "WFAskActionPrompt": "When?"]),
            Probe.action("is.workflow.actions.ask", ["WFInputType": "Date", "WFAskActionDateGranularity": "Time"]),
            Probe.action("is.workflow.actions.ask", ["WFInputType": "Text", "WFAskActionDateGranularity": "Time"]),
        ])
        XCTAssertEqual(
            Probe.written(result),
            [
                #"{"action": "ask", "parameters": {"type": "Date and Time", "prompt": "When?"}}"#,
                #"{"action": "ask", "parameters": {"type": "Time"}}"#,
                #"{"action": "ask", "parameters": {"type": "Text"}}"#,
            ])
    }

    /// Calculate's scientific operations (`WFMathOperation` "…" + `WFScientificMathOperation`): each maps and computes.
    func testScientificOperations() throws {
        let cases: [(String, Int, String)] = [
            ("√x", 16, "4"), ("∛x", 27, "3"), ("x!", 5, "120"), ("ln(x)", 1, "0"), ("log(x)", 1000, "3"), ("e^x", 0, "1"),
            ("10^x", 3, "1000"), ("sin(x)", 0, "0"), ("cos(x)", 0, "1"), ("tan(x)", 0, "0"), ("abs(x)", -7, "7"),
            ("x^2", 5, "25"), ("x^3", 2, "8"),
        ]
        for (operation, input, expected) in cases {
            let result = try Probe.importActions([
                Probe.action(
                    "is.workflow.actions.math",
                    ["WFInput": .integer(Int64(input)), "WFMathOperation": "…", "WFScientificMathOperation": .string(operation)])
            ])
            XCTAssertNil(result.document.actions[0].unsupported, operation)
            XCTAssertEqual(try Probe.run(result.document), expected + "\n", operation)
            let back = try Corpus.roundTrip(result.document)
            XCTAssertEqual(back.actions, result.document.actions, operation)
        }
    }

    /// The scientific operation written as a token string without variables is its text; given
    /// by a variable it keeps the action unsupported with that reason (x^2 also fixes the operand).
    func testScientificOperationAsTokenStringOrVariable() throws {
        let token: PropertyList = ["WFSerializationType": "WFTextTokenString", "Value": ["string": "x^2"]]
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.math",
                ["WFInput": 6, "WFMathOperation": "…", "WFScientificMathOperation": token])
        ])
        XCTAssertNil(result.document.actions[0].unsupported)
        XCTAssertEqual(try Probe.run(result.document), "36\n")
        let variable: PropertyList = [
            "WFSerializationType": "WFTextTokenAttachment", "Value": ["Type": "Variable", "VariableName": "Operation"],
        ]
        let byVariable = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.math", ["WFInput": 6, "WFMathOperation": "…", "WFScientificMathOperation": variable])
        ])
        XCTAssertEqual(
            byVariable.document.actions[0].unsupported?.reason,
            "Calculate cannot be imported: a scientific operation chosen by a variable")
    }

    /// Set Variable / Add to Variable inputs (attachment, token string), ranges without an end and
    /// dictionary item types (WFItemType 0–4) map as Apple writes them.
    func testVariableInputsRangesAndDictionaryItemTypes() throws {
        let text: (String) -> PropertyList = { ["Value": ["string": .string($0)], "WFSerializationType": "WFTextTokenString"] }
        let items: PropertyList = [
            "Value": [
                "WFDictionaryFieldValueItems": [
                    ["WFItemType": 0, "WFKey": text("t"), "WFValue": text("words")],
                    [
                        "WFItemType": 4, "WFKey": text("b"),
                        "WFValue": ["Value": true, "WFSerializationType": "WFNumberSubstitutableState"],
                    ],
                    ["WFItemType": 3, "WFKey": text("n"), "WFValue": text("12.5")],
                    [
                        "WFItemType": 2, "WFKey": text("a"),
                        "WFValue": [
                            "Value": [["WFItemType": 0, "WFValue": text("one")]], "WFSerializationType": "WFArrayParameterState",
                        ],
                    ],
                    [
                        "WFItemType": 1, "WFKey": text("d"),
                        "WFValue": [
                            "Value": [
                                "Value": ["WFDictionaryFieldValueItems": []], "WFSerializationType": "WFDictionaryFieldValue",
                            ], "WFSerializationType": "WFDictionaryFieldValue",
                        ],
                    ],
                ]
            ],
            "WFSerializationType": "WFDictionaryFieldValue",
        ]
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.setvariable",
                [
                    "WFVariableName": "v",
                    "WFInput": ["Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTextTokenAttachment"],
                ]),
            Probe.action("is.workflow.actions.appendvariable", ["WFVariableName": "v", "WFInput": text("x")]),
            Probe.action("is.workflow.actions.getitemfromlist", ["WFItemSpecifier": "Items in Range", "WFItemRangeStart": "2"]),
            Probe.action("is.workflow.actions.dictionary", ["WFItems": items]),
        ])
        XCTAssertEqual(
            Probe.written(result),
            [
                #"{"action": "setvariable", "parameters": {"name": "v", "input": "{{Shortcut Input}}"}}"#,
                #"{"action": "appendvariable", "parameters": {"name": "v", "input": "x"}}"#,
                #"{"action": "getitemfromlist", "parameters": {"get": "Items in Range", "start": 2}}"#,
                #"{"action": "dictionary", "parameters": {"items": {"t": "words", "b": true, "n": 12.5, "a": ["one"], "d": {}}}}"#,
            ])
    }
}
