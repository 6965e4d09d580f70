import AppleFormats
import Foundation
import XCTest

@testable import ShortcutImport

/// The families of cells the form matrix (`FormMatrixTests`) found failing, each fixed from
/// Apple's rule in one place of the importer (issue 24).
final class FormFamilyTests: IsolatedTestCase {
    func imported(_ identifier: String, _ parameters: PropertyList) throws -> (written: String, warnings: [String]) {
        let result = try Probe.importActions([Probe.action(identifier, parameters)])
        if let unsupported = result.document.actions[0].unsupported { return ("unsupported: " + unsupported.reason, []) }
        return (Probe.written(result)[0], result.report.warnings)
    }

    static func coerced(_ name: String) -> PropertyList {
        [
            "Value": [
                "Type": "ExtensionInput",
                "Aggrandizements": [["Type": "WFCoercionVariableAggrandizement", "CoercionItemClass": .string(name)]],
            ],
            "WFSerializationType": "WFTextTokenAttachment",
        ]
    }

    /// Family "coercion classes": Apple's base class changes nothing; an email address, a phone
    /// number and a vCard are text here, a Maps link a URL; a map place and a music item pass through.
    func testCoercionClassesWithoutATypeOfTheirOwn() throws {
        func show(_ name: String) throws -> (written: String, warnings: [String]) {
            try imported("is.workflow.actions.showresult", ["Text": Self.coerced(name)])
        }
        XCTAssertEqual(
            try show("WFContentItem").written, #"{"action": "showresult", "parameters": {"text": "{{Shortcut Input}}"}}"#)
        for name in ["WFEmailAddressContentItem", "WFPhoneNumberContentItem", "WFVCardContentItem", "WFContactContentItem"] {
            XCTAssertEqual(
                try show(name).written, #"{"action": "showresult", "parameters": {"text": "{{Shortcut Input | as: text}}"}}"#,
                name)
        }
        XCTAssertEqual(
            try show("WFDCMapsLinkContentItem").written,
            #"{"action": "showresult", "parameters": {"text": "{{Shortcut Input | as: url}}"}}"#)
        let place = try show("WFMKMapItemContentItem")
        XCTAssertEqual(place.written, #"{"action": "showresult", "parameters": {"text": "{{Shortcut Input}}"}}"#)
        XCTAssertEqual(
            place.warnings,
            ["a conversion to WFMKMapItemContentItem (a map place) has no type here and is left out; the value is used as it is"])
    }

    /// Family "measurement step": Get a measurement's Value or Unit is kept unsupported, named.
    func testAMeasurementsValueStepIsNamed() throws {
        let unit: PropertyList = [
            "Value": [
                "Type": "ExtensionInput", "Aggrandizements": [["Type": "WFUnitVariableAggrandizement", "PropertyName": "Value"]],
            ],
            "WFSerializationType": "WFTextTokenAttachment",
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.showresult", ["Text": unit]).written,
            "unsupported: Show Result cannot be imported: a measurement's Value or Unit step (WFUnitVariableAggrandizement): measurements are text here"
        )
    }

    static let variable: PropertyList = [
        "Value": ["Type": "Variable", "VariableName": "Amount"], "WFSerializationType": "WFTextTokenAttachment",
    ]

    /// Family "stale marked keys": Calculate reads its scientific keys only behind "…"; after the
    /// user picks another operation they stay in the file, unread, as an If's stale operands.
    func testCalculateLeavesScientificKeysUnreadBehindAnotherOperation() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.math",
                [
                    "WFMathOperation": "×", "WFMathOperand": 3, "WFScientificMathOperation": "x^y",
                    "WFScientificMathOperand": Self.variable,
                ]
            ).written, #"{"action": "math", "parameters": {"operation": "×", "operand": 3}}"#)
        // No operation at all is Apple's default (+): the scientific keys are stale too.
        XCTAssertEqual(
            try imported("is.workflow.actions.math", ["WFMathOperand": 2, "WFScientificMathOperation": "x^2"]).written,
            #"{"action": "math", "parameters": {"operand": 2}}"#)
        // Behind the marker they are read, as before.
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.math",
                ["WFMathOperation": "…", "WFScientificMathOperation": "x^y", "WFScientificMathOperand": Self.variable]
            ).written, #"{"action": "math", "parameters": {"operation": "Power", "operand": "{{var:Amount}}"}}"#)
    }

    /// Family "structure given whole": Adjust Date's quantity given as a variable is the whole
    /// duration (`duration`, read at run time); a time offset given as a plain value or a variable
    /// has no operation, amount and unit to read, and the action is kept unsupported with the key
    /// named, where the variable was lost before.
    func testAQuantityGivenWholeIsReadWholeAndAnOffsetKeptUnsupported() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.adjustdate", ["WFDuration": Self.variable]).written,
            #"{"action": "adjustdate", "parameters": {"duration": "{{var:Amount}}"}}"#)
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.adjustdate",
                ["WFAdjustOffsetPicker": ["Value": Self.variable, "WFSerializationType": "WFNumberSubstitutableState"]]
            ).written,
            "unsupported: Adjust Date cannot be imported: WFAdjustOffsetPicker holding a plain value or a variable where Apple writes {Operation, Unit, Value}"
        )
        // The magnitude itself may be a variable, as Apple writes it.
        let quantity: PropertyList = [
            "Value": ["Magnitude": Self.variable, "Unit": "days"], "WFSerializationType": "WFQuantityFieldValue",
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.adjustdate", ["WFDuration": quantity]).written,
            #"{"action": "adjustdate", "parameters": {"amount": "{{var:Amount}}", "unit": "days"}}"#)
    }

    /// Family "refinement by variable": Ask for Input's date granularity given by a variable picks
    /// the type when the action runs; an empty one is Apple's default (Date), not an unknown value.
    func testAskForInputsGranularityByAVariableOrLeftEmpty() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.ask", ["WFInputType": "Date", "WFAskActionDateGranularity": Self.variable]).written,
            #"{"action": "ask", "parameters": {"type": "{{var:Amount}}"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.ask", ["WFInputType": "Date", "WFAskActionDateGranularity": ""]).written,
            #"{"action": "ask", "parameters": {"type": "Date"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.ask", ["WFInputType": "Date", "WFAskActionDateGranularity": "Time"]).written,
            #"{"action": "ask", "parameters": {"type": "Time"}}"#)
    }

    /// Family "special output names": an output the user renamed to a name the reference syntax
    /// reads as something else, which numbering cannot make plain (`var:x`, `Ask: who`, `Repeat
    /// Item`), imported forever before; its id is the name in parentheses.
    func testAnOutputRenamedToASpecialName() throws {
        for name in ["var:x", "Ask: who", "Repeat Item", "repeat index", "output:y"] {
            let attachment: PropertyList = [
                "Value": ["Type": "ActionOutput", "OutputUUID": "U1", "OutputName": .string(name)],
                "WFSerializationType": "WFTextTokenAttachment",
            ]
            let result = try Probe.importActions([
                Probe.action(
                    "is.workflow.actions.gettext", ["WFTextActionText": "a", "UUID": "U1", "CustomOutputName": .string(name)]),
                Probe.action("is.workflow.actions.showresult", ["Text": attachment]),
            ])
            XCTAssertEqual(
                Probe.written(result),
                [
                    #"{"action": "gettext", "id": "(\#(name))", "output": "\#(name)", "parameters": {"text": "a"}}"#,
                    #"{"action": "showresult", "parameters": {"text": "{{(\#(name))}}"}}"#,
                ])
            XCTAssertEqual(try Probe.run(result.document), "a\n", name)
        }
        // A name numbering makes plain keeps the number, as before.
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.gettext", ["WFTextActionText": "a", "UUID": "U1", "CustomOutputName": "Clipboard"]),
            Probe.action(
                "is.workflow.actions.showresult",
                [
                    "Text": [
                        "Value": ["Type": "ActionOutput", "OutputUUID": "U1"], "WFSerializationType": "WFTextTokenAttachment",
                    ]
                ]),
        ])
        XCTAssertEqual(
            Probe.written(result)[0],
            #"{"action": "gettext", "id": "Clipboard 2", "output": "Clipboard", "parameters": {"text": "a"}}"#)
    }

    /// Family "hidden picker name": Open App's WFAppName is a hidden parameter iOS 12's app picker
    /// wrote beside the identifier (SCPL OutActions.json); it kept the action unsupported. Beside an
    /// identifier or Apple's newer picker it is left out; alone it names the app.
    func testOpenAppsHiddenAppName() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.openapp", ["WFAppIdentifier": "com.apple.mobilesafari", "WFAppName": "Safari"])
                .written,
            #"{"action": "openapp", "parameters": {"app": "com.apple.mobilesafari"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.openapp", ["WFAppName": "Safari", "WFAppIdentifier": "com.apple.mobilesafari"])
                .written,
            #"{"action": "openapp", "parameters": {"app": "com.apple.mobilesafari"}}"#)
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.openapp", ["WFSelectedApp": ["BundleIdentifier": "com.example.a"], "WFAppName": "A"]
            )
            .written, #"{"action": "openapp", "parameters": {"app": "com.example.a"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.openapp", ["WFAppName": "Safari"]).written,
            #"{"action": "openapp", "parameters": {"app": "Safari"}}"#)
    }

    /// Family "classed unsupported": a key Apple's definitions name that the parameter table
    /// classes unsupported keeps the action unsupported with the table's reason, not the bare key.
    func testAKeyClassedUnsupportedCarriesTheTablesReason() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.runsshscript", ["WFSSHKey": Self.variable]).written,
            "unsupported: Run Script over SSH cannot be imported: parameter WFSSHKey (the SSH key is in the device's keychain; the host's own key is used)"
        )
    }

    /// Family "Cherri's keys": Cherri's definitions (iOS 14–18) key Calculate Statistics' input
    /// `WFInput` (Apple's iOS 13 and 10.0 registries: `Input`) and Get Details of Files' file `WFFolder`;
    /// both are the action's input.
    func testCherrisInputKeysAreTheInput() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.statistics", ["WFStatisticsOperation": "Sum", "WFInput": Self.variable]).written,
            #"{"action": "statistics", "parameters": {"operation": "Sum", "input": "{{var:Amount}}"}}"#)
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.properties.files", ["WFFolder": Self.variable, "WFContentItemPropertyName": "Name"]
            )
            .written,
            #"{"action": "properties.files", "parameters": {"files": "{{var:Amount}}", "property": "Name"}}"#)
    }
}
