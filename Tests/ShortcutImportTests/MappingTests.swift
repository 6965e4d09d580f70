import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// The mapping rules, one by one, on hand-made property lists.
final class MappingTests: IsolatedTestCase {
    func action(_ identifier: String, _ parameters: PropertyList = [:]) -> PropertyList {
        ["WFWorkflowActionIdentifier": .string(identifier), "WFWorkflowActionParameters": parameters]
    }

    func importActions(_ actions: [PropertyList], extra: [(String, PropertyList)] = []) throws -> ImportResult {
        var root = PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])
        for (key, value) in extra { root[key] = value }
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        return try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
    }

    func written(_ result: ImportResult) -> [String] {
        result.document.actions.map { DocumentWriter.compact(DocumentWriter.json($0)) }
    }

    func tokenString(_ string: String, _ attachments: [(String, PropertyList)]) -> PropertyList {
        [
            "Value": [
                "string": .string(string),
                "attachmentsByRange": .dictionary(PlistDictionary(attachments.map { (key: $0.0, value: $0.1) })),
            ],
            "WFSerializationType": "WFTextTokenString",
        ]
    }

    func testTokenStringsUseUTF16OffsetsAndEscapeLiteralBraces() throws {
        let text = tokenString(
            "🎉 {{x}} ￼ and ￼!",
            [
                ("{9,1}", ["Type": "Variable", "VariableName": "Repeat Item 2"]),
                ("{ 15 , 1 }", ["Type": "ExtensionInput"]),
            ])
        let result = try importActions([action("is.workflow.actions.gettext", ["WFTextActionText": text])])
        XCTAssertEqual(
            written(result),
            [#"{"action": "gettext", "parameters": {"text": "🎉 \\{{x}} {{Repeat Item 2}} and {{Shortcut Input}}!"}}"#])
    }

    func testAttachmentsOfEveryKindAndAggrandizements() throws {
        let producer = action("is.workflow.actions.dictionary", ["UUID": "U1", "CustomOutputName": "Person | main"])
        let aggrandized: PropertyList = [
            "Type": "ActionOutput", "OutputUUID": "U1", "OutputName": "Dictionary",
            "Aggrandizements": [
                ["Type": "WFDictionaryValueVariableAggrandizement", "DictionaryKey": "site.url"],
                ["Type": "WFCoercionVariableAggrandizement", "CoercionItemClass": "WFNumberContentItem"],
                ["Type": "WFPropertyVariableAggrandizement", "PropertyName": "Name", "PropertyUserInfo": "WFItemName"],
            ],
        ]
        let date: PropertyList = [
            "Type": "CurrentDate",
            "Aggrandizements": [
                ["Type": "WFDateFormatVariableAggrandizement", "WFDateFormatStyle": "Custom", "WFDateFormat": "yyyy-MM-dd"]
            ],
        ]
        let text = tokenString(
            "￼ ￼ ￼ ￼ ￼",
            [
                ("{0, 1}", aggrandized), ("{2, 1}", date), ("{4, 1}", ["Type": "Clipboard"]),
                ("{6, 1}", ["Type": "Ask", "Prompt": "Your name?"]),
                ("{8, 1}", ["Type": "Variable", "VariableName": "Never Set"]),
            ])
        let result = try importActions([producer, action("is.workflow.actions.gettext", ["WFTextActionText": text])])
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "dictionary", "id": "Person ¦ main", "output": "Person | main"}"#,
                #"{"action": "gettext", "parameters": {"text": "{{Person ¦ main | key: site\\.url | as: number | property: Name}} {{Current Date | format: yyyy-MM-dd}} {{Clipboard}} {{Ask: Your name?}} {{var:Never Set}}"}}"#,
            ])
    }

    /// Apple's Device variable (`DeviceDetails`) is `{{Device}}`, its properties Apple's names; a
    /// variable the user named `Device` stays `var:Device`; export writes both back.
    func testTheDeviceVariableMapsBothWays() throws {
        let property: PropertyList = [
            "Type": "DeviceDetails",
            "Aggrandizements": [["Type": "WFPropertyVariableAggrandizement", "PropertyName": "System Version"]],
        ]
        let text = tokenString("￼ ￼", [("{0, 1}", property), ("{2, 1}", ["Type": "Variable", "VariableName": "Device"])])
        let result = try importActions([
            action("is.workflow.actions.setvariable", ["WFVariableName": "Device", "WFInput": tokenString("x", [])]),
            action("is.workflow.actions.gettext", ["WFTextActionText": text]),
        ])
        XCTAssertEqual(result.report.unsupportedCount, 0)
        XCTAssertEqual(
            written(result)[1],
            #"{"action": "gettext", "parameters": {"text": "{{Device | property: System Version}} {{var:Device}}"}}"#)
        let exported = try ShortcutExporter(registry: Corpus.registry).export(result.document)
        let parameters = exported.plist["WFWorkflowActions"]?.array?[1]["WFWorkflowActionParameters"]
        let attachments = parameters?["WFTextActionText"]?["Value"]?["attachmentsByRange"]
        XCTAssertEqual(attachments?["{0, 1}"]?["Type"]?.string, "DeviceDetails")
        XCTAssertEqual(attachments?["{0, 1}"]?["Aggrandizements"]?.array?.first?["PropertyName"]?.string, "System Version")
        XCTAssertEqual(attachments?["{2, 1}"]?["VariableName"]?.string, "Device")
    }

    func testDictionaryFieldItemTypes() throws {
        func item(_ type: Int64, _ key: String, _ value: PropertyList) -> PropertyList {
            ["WFItemType": .integer(type), "WFKey": tokenString(key, []), "WFValue": value]
        }
        let nested: PropertyList = [
            "Value": [
                "Value": ["WFDictionaryFieldValueItems": [item(0, "inner", tokenString("x", []))]],
                "WFSerializationType": "WFDictionaryFieldValue",
            ], "WFSerializationType": "WFDictionaryFieldValue",
        ]
        let items: PropertyList = [
            "Value": [
                "WFDictionaryFieldValueItems": [
                    item(0, "text", tokenString("a {{b", [])), item(1, "dict", nested),
                    item(
                        2, "list",
                        [
                            "Value": [["WFItemType": 3, "WFValue": tokenString("2", [])], "plain"],
                            "WFSerializationType": "WFArrayParameterState",
                        ]),
                    item(3, "number", tokenString("2.50", [])),
                    item(4, "flag", ["Value": true, "WFSerializationType": "WFNumberSubstitutableState"]),
                    item(
                        5, "file",
                        ["Value": ["Type": "ExtensionInput"], "WFSerializationType": "WFTokenAttachmentParameterState"]),
                ]
            ], "WFSerializationType": "WFDictionaryFieldValue",
        ]
        let result = try importActions([action("is.workflow.actions.dictionary", ["WFItems": items])])
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "dictionary", "parameters": {"items": {"text": "a \\{{b", "dict": {"inner": "x"}, "list": [2, "plain"], "number": 2.5, "flag": true, "file": "{{Shortcut Input}}"}}}"#
            ])
    }

    func testControlFlowConditionsMenusAndEndMarkerResults() throws {
        let input: PropertyList = [
            "Type": "Variable",
            "Variable": [
                "Value": ["Type": "ActionOutput", "OutputUUID": "N", "OutputName": "Number"],
                "WFSerializationType": "WFTextTokenAttachment",
            ],
        ]
        let result = try importActions([
            action("is.workflow.actions.number", ["WFNumberActionNumber": "5", "UUID": "N"]),
            action(
                "is.workflow.actions.conditional",
                ["GroupingIdentifier": "G", "WFControlFlowMode": 0, "WFCondition": 2, "WFNumberValue": "3", "WFInput": input]),
            action(
                "is.workflow.actions.choosefrommenu",
                [
                    "WFControlFlowMode": 0, "WFMenuPrompt": "Pick",
                    "WFMenuItems": ["A", ["WFItemType": 0, "WFValue": tokenString("B", [])]],
                ]),
            action("is.workflow.actions.choosefrommenu", ["WFControlFlowMode": 1, "WFMenuItemTitle": "A"]),
            action("is.workflow.actions.choosefrommenu", ["WFControlFlowMode": 1, "WFMenuItemTitle": "B"]),
            action("is.workflow.actions.choosefrommenu", ["WFControlFlowMode": 2, "UUID": "M"]),
            action("is.workflow.actions.conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 1]),
            action("is.workflow.actions.conditional", ["GroupingIdentifier": "G", "WFControlFlowMode": 2, "UUID": "E"]),
            action(
                "is.workflow.actions.showresult",
                [
                    "Text": tokenString(
                        "￼ ￼",
                        [
                            ("{0, 1}", ["Type": "ActionOutput", "OutputUUID": "E", "OutputName": "If Result"]),
                            ("{2, 1}", ["Type": "ActionOutput", "OutputUUID": "M", "OutputName": "Menu Result"]),
                        ])
                ]),
        ])
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "number", "id": "Number", "parameters": {"number": 5}}"#,
                #"{"action": "conditional", "mode": "start", "group": "if-1", "parameters": {"input": "{{Number}}", "condition": "is greater than", "number": "3"}}"#,
                #"{"action": "choosefrommenu", "mode": "start", "parameters": {"prompt": "Pick", "items": ["A", "B"]}}"#,
                #"{"action": "choosefrommenu", "mode": "middle", "parameters": {"title": "A"}}"#,
                #"{"action": "choosefrommenu", "mode": "middle", "parameters": {"title": "B"}}"#,
                #"{"action": "choosefrommenu", "id": "Menu Result", "mode": "end"}"#,
                #"{"action": "conditional", "mode": "middle", "group": "if-1"}"#,
                #"{"action": "conditional", "id": "If Result", "mode": "end", "group": "if-1"}"#,
                #"{"action": "showresult", "parameters": {"text": "{{If Result}} {{Menu Result}}"}}"#,
            ])
        XCTAssertNoThrow(try Compiler.compile(result.document, registry: Corpus.registry))
    }

    func testLegacyConditionsImplicitInputAndNestedLoopsWithoutGroups() throws {
        let result = try importActions([
            action("is.workflow.actions.gettext", ["WFTextActionText": "hi"]),
            action("is.workflow.actions.setvariable", ["WFVariableName": "v"]),
            action(
                "is.workflow.actions.conditional",
                ["WFControlFlowMode": 0, "WFCondition": "Contains", "WFConditionalActionString": "h"]),
            action(
                "is.workflow.actions.repeat.each",
                [
                    "WFControlFlowMode": 0,
                    "WFInput": [
                        "Value": ["Type": "Variable", "VariableName": "v"], "WFSerializationType": "WFTextTokenAttachment",
                    ],
                ]),
            action("is.workflow.actions.repeat.count", ["WFControlFlowMode": 0, "WFRepeatCount": 2.0]),
            action(
                "is.workflow.actions.gettext",
                [
                    "WFTextActionText": tokenString(
                        "￼ ￼",
                        [
                            ("{0, 1}", ["Type": "Variable", "VariableName": "Repeat Item"]),
                            ("{2, 1}", ["Type": "Variable", "VariableName": "Repeat Index 2"]),
                        ])
                ]),
            action("is.workflow.actions.repeat.count", ["WFControlFlowMode": 2]),
            action("is.workflow.actions.repeat.each", ["WFControlFlowMode": 2]),
            action("is.workflow.actions.conditional", ["WFControlFlowMode": 2]),
        ])
        XCTAssertEqual(
            written(result)[1...3],
            [
                #"{"action": "setvariable", "parameters": {"name": "v"}}"#,
                #"{"action": "conditional", "mode": "start", "parameters": {"condition": "contains", "value": "h"}}"#,
                #"{"action": "repeat.each", "mode": "start", "parameters": {"input": "{{v}}"}}"#,
            ])
        XCTAssertEqual(
            written(result)[5], #"{"action": "gettext", "parameters": {"text": "{{Repeat Item}} {{Repeat Index 2}}"}}"#)
        XCTAssertNoThrow(try Compiler.compile(result.document, registry: Corpus.registry))
    }

    /// Measurement's amount and unit arrive in one quantity field, as Adjust Date's do.
    func testMeasurementQuantityAndFormatNumberWireKeys() throws {
        let result = try importActions([
            action(
                "is.workflow.actions.measurement.create",
                [
                    "WFMeasurementUnitType": "Temperature",
                    "WFMeasurementUnit": [
                        "Value": ["Magnitude": "21.5", "Unit": "°C"], "WFSerializationType": "WFQuantityFieldValue",
                    ],
                ]),
            action(
                "is.workflow.actions.measurement.convert", ["WFMeasurementUnitType": "Temperature", "WFMeasurementUnit": "°F"]),
            action("is.workflow.actions.format.number", ["WFNumberFormatDecimalPlaces": 1]),
            action("is.workflow.actions.format.filesize", ["WFFileSizeFormat": "MB", "WFFileSizeIncludeUnits": false]),
            action(
                "is.workflow.actions.measurement.convert",
                ["WFMeasurementUnitType": "Fuel Efficiency", "WFMeasurementUnit": "L/100km"]),
        ])
        XCTAssertEqual(
            result.document.actions[4].unsupported?.reason,
            "Convert Measurement cannot be imported: the value 'Fuel Efficiency' of parameter WFMeasurementUnitType")
        let lines = written(result)
        XCTAssertEqual(
            lines[0], #"{"action": "measurement.create", "parameters": {"amount": 21.5, "unit": "°C", "type": "Temperature"}}"#)
        XCTAssertEqual(lines[1], #"{"action": "measurement.convert", "parameters": {"type": "Temperature", "unit": "°F"}}"#)
        XCTAssertEqual(lines[2], #"{"action": "format.number", "parameters": {"places": 1}}"#)
        XCTAssertEqual(lines[3], #"{"action": "format.filesize", "parameters": {"format": "MB", "includeUnits": false}}"#)
    }

    func testScientificMathAndAdjustDateQuantities() throws {
        let result = try importActions([
            action(
                "is.workflow.actions.math",
                ["WFInput": 7, "WFMathOperation": "…", "WFScientificMathOperation": "Modulus", "WFScientificMathOperand": "3"]),
            action("is.workflow.actions.math", ["WFInput": 7, "WFMathOperation": "…", "WFScientificMathOperation": "x^2"]),
            action("is.workflow.actions.math", ["WFInput": 7, "WFMathOperation": "…", "WFScientificMathOperation": "sinh(x)"]),
            action(
                "is.workflow.actions.adjustdate",
                [
                    "WFAdjustOperation": "Subtract",
                    "WFDuration": ["Value": ["Magnitude": "2", "Unit": "hr"], "WFSerializationType": "WFQuantityFieldValue"],
                ]),
        ])
        let lines = written(result)
        XCTAssertEqual(lines[0], #"{"action": "math", "parameters": {"operation": "Modulus", "operand": 3, "input": 7}}"#)
        XCTAssertEqual(lines[1], #"{"action": "math", "parameters": {"operation": "Power", "operand": 2, "input": 7}}"#)
        XCTAssertEqual(
            result.document.actions[2].unsupported?.reason,
            "Calculate cannot be imported: the scientific operation 'sinh(x)'")
        XCTAssertEqual(
            lines[3], #"{"action": "adjustdate", "parameters": {"amount": 2, "unit": "hours", "operation": "Subtract"}}"#)
    }

    func testThirdPartyAndAppleOnlyActionsAreKeptWhole() throws {
        let result = try importActions([
            action(
                "com.toolbox.Pro.DeviceIntent",
                ["AppIntentDescriptor": ["BundleIdentifier": "com.toolbox.Pro"], "Data": .data(Data([1, 2]))]),
            action("is.workflow.actions.tweet", ["WFTweetText": "Hi"]),
            action("is.workflow.actions.unheardof"),
        ])
        XCTAssertEqual(
            result.document.actions.map { $0.unsupported?.reason ?? "" },
            [
                "third-party app action from com.toolbox.Pro", "Apple-only: Messages, Mail, Phone and Contacts",
                "not an action Apple has: no Apple definition (iOS 12, 13, Shortcuts 10.0) names unheardof; Shortcuts shows it as an unknown action",
            ])
        XCTAssertEqual(result.document.actions[0].unsupported?.parameters["Data"], .object([("$data", .string("AQI="))]))
        XCTAssertEqual(
            result.report.unsupported.map(\.identifier),
            ["com.toolbox.Pro.DeviceIntent", "is.workflow.actions.tweet", "is.workflow.actions.unheardof"])
    }

    func testImportQuestionsCustomNamesAndInputTypesAreReported() throws {
        let result = try importActions(
            [action("is.workflow.actions.gettext", ["WFTextActionText": "key", "CustomOutputName": "API Key"])],
            extra: [
                (
                    "WFWorkflowImportQuestions",
                    [
                        [
                            "ActionIndex": 0, "Category": "Parameter", "ParameterKey": "WFTextActionText",
                            "Text": "Your API key?", "DefaultValue": "abc",
                        ]
                    ]
                ),
                ("WFWorkflowInputContentItemClasses", ["WFStringContentItem", "WFURLContentItem"]),
            ])
        XCTAssertEqual(result.report.questions, [#"action 1, parameter WFTextActionText: Your API key? (default "abc")"#])
        XCTAssertEqual(result.document.actions[0].outputName, "API Key")
        XCTAssertEqual(result.document.inputTypes, [.text, .url])
    }

    func testFailuresNameTheFileAndExitCodes() throws {
        XCTAssertThrowsError(try Importer.importFile(atPath: "/nonexistent/x.shortcut", registry: Corpus.registry)) { error in
            XCTAssertEqual((error as? WorkflowError)?.exitCode, .missingInput)
        }
        XCTAssertThrowsError(
            try Importer.importData(Data("AEA1garbage".utf8), name: "x", file: "bad.shortcut", registry: Corpus.registry)
        ) { error in
            let failure = error as? WorkflowError
            XCTAssertEqual(failure?.exitCode, .badDocument)
            XCTAssertTrue(failure?.description.contains("bad.shortcut") == true, failure?.description ?? "")
        }
        let notActions = try PropertyList.dictionary(PlistDictionary([(key: "WFWorkflowActions", value: ["oops"])])).serialized(
            as: .binary)
        XCTAssertThrowsError(try Importer.importData(notActions, name: "x", file: "odd.shortcut", registry: Corpus.registry)) {
            error in
            XCTAssertEqual(
                (error as? WorkflowError)?.description.hasPrefix("error: odd.shortcut: action 1 is string, not a dictionary"),
                true, "\(error)")
        }
    }

    func testAutomatorVariablesTokensIgnoredInputAndPredicate() throws {
        let lines = try Corpus.automatorBundles().flatMap { written(try Corpus.importFile($0)) }
        XCTAssertTrue(lines.contains { $0.hasPrefix(#"{"action": "setvariable", "parameters": {"name": "#) })
        XCTAssertTrue(lines.contains { $0.contains("{{var:") })
        XCTAssertTrue(lines.contains(#"{"action": "nothing"}"#))
        let filter = try XCTUnwrap(Corpus.automatorBundles().first { $0.lastPathComponent.contains("webm") })
        let result = try Corpus.importFile(filter)
        XCTAssertEqual(written(result).first, #"{"action": "filter.files", "parameters": {"extensions": "webm"}}"#)
        XCTAssertEqual(
            written(result).last,
            #"{"action": "runshellscript", "parameters": {"script": "for f in \"$@\"\ndo\n\t/usr/local/bin/ffmpeg -i \"$f\" \"${f/%.webm/.mp4}\"\ndone\n", "shell": "/bin/zsh", "inputMode": "as arguments"}}"#
        )
        let rename = try XCTUnwrap(Corpus.automatorBundles().first { $0.lastPathComponent.contains("Number_Images") })
        XCTAssertEqual(
            written(try Corpus.importFile(rename)),
            [
                #"{"action": "files.rename", "parameters": {"mode": "Make Sequential", "sequence": "New Name", "newName": "IMG", "start": 1, "digits": 4, "numberPosition": "After Name", "numberSeparator": "_"}}"#,
                #"{"action": "files.rename", "parameters": {"mode": "Change Case", "case": "lowercase", "part": "Extension Only"}}"#,
                #"{"action": "files.rename", "parameters": {"mode": "Replace Text", "find": "jpeg", "replace": "jpg", "caseSensitive": false, "part": "Extension Only"}}"#,
            ])
    }

    func testImportingAScriptNeverRunsIt() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("import-ran-\(UUID().uuidString)").path
        let action: PropertyList = [
            "WFWorkflowActionIdentifier": "is.workflow.actions.runshellscript",
            "WFWorkflowActionParameters": [
                "Script": .string("touch '\(marker)'"), "Shell": "/bin/sh", "InputMode": "as arguments",
            ],
        ]
        let data = try PropertyList.dictionary(PlistDictionary([(key: "WFWorkflowActions", value: [action])])).serialized(
            as: .binary)
        let result = try Importer.importData(data, name: "x", file: "script.shortcut", registry: Corpus.registry)
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "runshellscript", "parameters": {"script": "touch '\#(marker)'", "shell": "sh", "inputMode": "as arguments"}}"#
            ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker), "importing ran the script")
        let automator = try Corpus.importFile(
            try XCTUnwrap(Corpus.automatorBundles().first { $0.lastPathComponent.contains("webm") }))
        XCTAssertEqual(automator.document.actions.count, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker))
    }

    func testAutomatorDisabledActionsAreSkippedAndIgnoredInputGetsNothing() throws {
        func step(_ bundle: String, _ parameters: PropertyList, disabled: Bool = false, ignores: Bool = false) -> PropertyList {
            [
                "action": [
                    "BundleIdentifier": .string(bundle), "ActionName": "x", "ActionParameters": parameters,
                    "Disabled": .bool(disabled), "IgnoresInput": .bool(ignores),
                ]
            ]
        }
        let document: PropertyList = [
            "AMApplicationBuild": "1",
            "variables": [["UUID": "V-1", "name": "Who", "identifier": "com.apple.Automator.Variable.Storage"]],
            "actions": [
                step("com.apple.Automator.Set_Value_of_Variable", ["variableUUID": "V-1"]),
                step("com.apple.Automator.Pause", ["pauseDuration": 5], disabled: true),
                step(
                    "com.apple.Automator.TextInputDialog", ["defaultMessage": "Hi $(V-1) {{", "defaultAnswer": "$(V-1)"],
                    ignores: true),
            ],
        ]
        let result = try Importer.importData(
            try document.serialized(as: .xml), name: "A", file: "a.wflow", registry: Corpus.registry)
        XCTAssertEqual(
            written(result),
            [
                #"{"action": "setvariable", "parameters": {"name": "Who"}}"#,
                #"{"action": "nothing"}"#,
                #"{"action": "ask", "parameters": {"prompt": "Hi {{var:Who}} \\{{", "default": "{{var:Who}}"}}"#,
            ])
        XCTAssertEqual(result.report.skipped, ["action 2 com.apple.Automator.Pause is disabled"])
        XCTAssertEqual(result.report.mapped, 2)
    }
}

/// Issue 11 import fidelity: the vCard "as Contact" idiom, date-format styles on variables, and
/// the one category table for what stays unsupported.
final class ContactAndDateStyleMappingTests: IsolatedTestCase {
    func testContactCoercionIsTheVCardTextAndItsNameAProperty() throws {
        let mapper = ShortcutMapper(registry: Corpus.registry, actions: [])
        XCTAssertEqual(
            try mapper.aggrandizement(
                PlistDictionary([("Type", "WFCoercionVariableAggrandizement"), ("CoercionItemClass", "WFContactContentItem")])),
            " | as: text")
        let properties = try Properties.value(
            of: .text("BEGIN:VCARD\nN;CHARSET=utf-8:Check for updates;;;;\nORG;CHARSET=utf-8:Tools;\nEND:VCARD"), named: "Name",
            calendar: Calendar(identifier: .gregorian), attributes: { _ in throw CocoaError(.fileNoSuchFile) })
        XCTAssertEqual(properties, .text("Check for updates"))
        XCTAssertEqual(VCardText.field("ORG", of: "BEGIN:VCARD\nORG;CHARSET=utf-8:Tools;\nEND:VCARD"), "Tools")
        XCTAssertEqual(VCardText.name(of: "BEGIN:VCARD\nN:Appleseed;John;;Dr.;\nEND:VCARD"), "Dr. John Appleseed")
        XCTAssertNil(VCardText.name(of: "plain text"))
    }

    func testDateFormatStylesOnVariablesBecomePatterns() throws {
        let mapper = ShortcutMapper(registry: Corpus.registry, actions: [])
        func step(_ date: String, _ time: String?) throws -> String {
            var step = PlistDictionary([("Type", "WFDateFormatVariableAggrandizement"), ("WFDateFormatStyle", .string(date))])
            if let time { step["WFTimeFormatStyle"] = .string(time) }
            return try mapper.aggrandizement(step)
        }
        XCTAssertEqual(try step("None", "Short"), " | format: h:mm a")
        XCTAssertEqual(try step("Medium", nil), " | format: MMM d, yyyy 'at' h:mm a")
        XCTAssertEqual(try step("Long", "None"), " | format: MMMM d, yyyy")
        XCTAssertEqual(try step("Short", "Short"), " | format: M/d/yy, h:mm a")
        XCTAssertEqual(try step("RFC 2822", nil), " | format: EEE, d MMM yyyy HH:mm:ss Z")
        // Relative: the relative date style (default Medium) for other days, then the time style.
        XCTAssertEqual(try step("Relative", nil), " | relative: MMM d, yyyy; h:mm a")
        XCTAssertEqual(try step("Relative", "None"), " | relative: MMM d, yyyy")
        var long = PlistDictionary([("Type", "WFDateFormatVariableAggrandizement"), ("WFDateFormatStyle", "Relative")])
        long["WFRelativeDateFormatStyle"] = "Long"
        long["WFTimeFormatStyle"] = "Medium"
        XCTAssertEqual(try mapper.aggrandizement(long), " | relative: MMMM d, yyyy; h:mm:ss a")
        long["WFRelativeDateFormatStyle"] = "Sideways"
        XCTAssertThrowsError(try mapper.aggrandizement(long))
        // Custom with no pattern written (Make Audio of Article Body): Apple's default, as Format Date's Custom.
        XCTAssertEqual(try step("Custom", nil), " | format: M/d/yy, h:mm a")
        var bar = PlistDictionary([
            ("Type", "WFDateFormatVariableAggrandizement"), ("WFDateFormatStyle", "Custom"), ("WFDateFormat", "a|b"),
        ])
        XCTAssertThrowsError(try mapper.aggrandizement(bar)) { XCTAssertEqual("\($0)", "unusableDateFormat") }
        bar["WFDateFormat"] = "yyyy"
        XCTAssertEqual(try mapper.aggrandizement(bar), " | format: yyyy")
        // The Relative time style: how long ago or until, whatever date style the file keeps.
        for date in ["None", "Short", "Medium", "Long", "Relative"] {
            XCTAssertEqual(try step(date, "Relative"), " | relative: how long", date)
        }
    }

    /// The relative step exports as Apple's Relative style with the style names of its patterns.
    func testTheRelativeStepExportsAsApplesStyle() throws {
        let document = try DocumentReader.read(
            Data(
                #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "{{Current Date | relative: MMMM d, yyyy}}"}}]}"#
                    .utf8))
        let exported = try ShortcutExporter(registry: Corpus.registry).export(document)
        let text = exported.plist["WFWorkflowActions"]?.array?.first?["WFWorkflowActionParameters"]?["WFTextActionText"]
        let step = text?["Value"]?["Aggrandizements"]?.array?.first
        XCTAssertEqual(step?["WFDateFormatStyle"]?.string, "Relative")
        XCTAssertEqual(step?["WFRelativeDateFormatStyle"]?.string, "Long")
        XCTAssertEqual(step?["WFTimeFormatStyle"]?.string, "None")
        XCTAssertEqual(try Corpus.roundTrip(document).actions[0].parameter("text"), document.actions[0].parameter("text"))
        // How long ago or until: Apple's Relative time style, the date style None.
        let howLong = try DocumentReader.read(
            Data(
                #"{"version": 1, "actions": [{"action": "gettext", "parameters": {"text": "{{Current Date | relative: how long}}"}}]}"#
                    .utf8))
        let written = try ShortcutExporter(registry: Corpus.registry).export(howLong).plist["WFWorkflowActions"]?.array?.first
        let howLongStep = written?["WFWorkflowActionParameters"]?["WFTextActionText"]?["Value"]?["Aggrandizements"]?.array?.first
        XCTAssertEqual(howLongStep?["WFTimeFormatStyle"]?.string, "Relative")
        XCTAssertEqual(howLongStep?["WFDateFormatStyle"]?.string, "None")
        XCTAssertEqual(try Corpus.roundTrip(howLong).actions[0].parameter("text"), howLong.actions[0].parameter("text"))
    }

    func testUnsupportedCategories() {
        XCTAssertEqual(UnsupportedCategory.of("is.workflow.actions.gettraveltime"), .needsAppleDevice)
        XCTAssertEqual(UnsupportedCategory.of("com.alexhay.ToolboxProForShortcuts.CreateIconIntent"), .needsAppleDevice)
        XCTAssertEqual(UnsupportedCategory.of("is.workflow.actions.downloadurl"), .notBuiltYet)
        // Identifiers no Apple definition names (written by hand or by a generator) are not
        // Apple's actions; Apple's own portable ones not built here stay "not built yet".
        XCTAssertEqual(UnsupportedCategory.notAppleAction.rawValue, DocumentFailure.notApplesAction)
        XCTAssertEqual(
            DocumentFailure.keptUnsupported(reason: ShortcutMapper.unsupportedReason("is.workflow.actions.text")).parity, .apple)
        XCTAssertEqual(
            DocumentFailure.keptUnsupported(reason: ShortcutMapper.unsupportedReason("is.workflow.actions.converttimezone"))
                .parity,
            .engine)
        for short in ["shownotification", "geturls", "replacetext", "text", "somethingnew"] {
            XCTAssertEqual(UnsupportedCategory.of("is.workflow.actions." + short), .notAppleAction, short)
        }
        for short in ["correctspelling", "converttimezone", "input", "getitemtype", "gettext"] {
            XCTAssertEqual(UnsupportedCategory.of("is.workflow.actions." + short), .notBuiltYet, short)
        }
    }
}
