import AppleFormats
import Foundation
import ShortcutActions
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Apple's value forms met in the dev half of the corpus (issue 24 item 9): the "substitutable"
/// states of arrays and dates (a plain value or one variable, as the number and string states
/// are), a filter row whose value a variable overrides, and Get File's Select Multiple.
final class SubstitutableFormsTests: IsolatedTestCase {
    /// One action imported: what is written, or the reason it is kept unsupported.
    func imported(_ identifier: String, _ parameters: PropertyList) throws -> String {
        let result = try Probe.importActions([Probe.action(identifier, parameters)])
        if let unsupported = result.document.actions[0].unsupported { return "unsupported: " + unsupported.reason }
        return Probe.written(result)[0]
    }

    static let listVariable: PropertyList = [
        "Value": ["Value": ["Type": "Variable", "VariableName": "Alarms"], "WFSerializationType": "WFTextTokenAttachment"],
        "WFSerializationType": "WFArraySubstitutableParameterState",
    ]

    func dictionary(_ value: PropertyList, type: Int) -> PropertyList {
        [
            "WFItems": [
                "Value": [
                    "WFDictionaryFieldValueItems": [
                        [
                            "WFItemType": .integer(Int64(type)),
                            "WFKey": ["Value": ["string": "alarms"], "WFSerializationType": "WFTextTokenString"],
                            "WFValue": value,
                        ]
                    ]
                ],
                "WFSerializationType": "WFDictionaryFieldValue",
            ]
        ]
    }

    func testAnArrayFieldHeldByOneVariable() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.dictionary", dictionary(Self.listVariable, type: 2)),
            #"{"action": "dictionary", "parameters": {"items": {"alarms": "{{var:Alarms}}"}}}"#)
    }

    func testAnArrayStateHoldingItsItems() throws {
        let items: PropertyList = [
            "Value": ["a", "b"], "WFSerializationType": "WFArraySubstitutableParameterState",
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.dictionary", dictionary(items, type: 2)),
            #"{"action": "dictionary", "parameters": {"items": {"alarms": ["a", "b"]}}}"#)
    }

    func testAnotherAppleStateStaysUnsupportedByName() throws {
        let unknown: PropertyList = ["Value": "x", "WFSerializationType": "WFMadeUpParameterState"]
        XCTAssertEqual(
            try imported("is.workflow.actions.dictionary", dictionary(unknown, type: 0)),
            "unsupported: Dictionary cannot be imported: a WFMadeUpParameterState value")
    }

    func filter(_ template: PropertyList) -> PropertyList {
        [
            "WFContentItemFilter": [
                "Value": ["WFActionParameterFilterPrefix": 1, "WFActionParameterFilterTemplates": [template]],
                "WFSerializationType": "WFContentPredicateTableTemplate",
            ]
        ]
    }

    func testAFilterRowWhoseValueAVariableOverrides() throws {
        let row: PropertyList = [
            "Operator": 99, "Property": "Name", "Removable": true,
            "VariableOverrides": [
                "stringValue": [
                    "Value": [
                        "string": "\u{FFFC}", "attachmentsByRange": ["{0, 1}": ["Type": "Variable", "VariableName": "Part"]],
                    ],
                    "WFSerializationType": "WFTextTokenString",
                ]
            ],
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.filter.files", filter(row)),
            #"{"action": "filter.files", "parameters": {"conditions": [{"property": "Name", "condition": "contains", "value": "{{var:Part}}"}]}}"#
        )
    }

    func testADateRowHeldByADateState() throws {
        let row: PropertyList = [
            "Operator": 2, "Property": "Creation Date",
            "Values": [
                "Date": [
                    "Value": [
                        "Value": ["Type": "Variable", "VariableName": "Since"], "WFSerializationType": "WFTextTokenAttachment",
                    ],
                    "WFSerializationType": "WFDateSubstitutableState",
                ]
            ],
        ]
        XCTAssertEqual(
            try imported("is.workflow.actions.filter.files", filter(row)),
            #"{"action": "filter.files", "parameters": {"conditions": [{"property": "Creation Date", "condition": "is greater than", "value": "{{var:Since}}"}]}}"#
        )
    }

    func testGetFileWithSelectMultiple() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.documentpicker.open", ["SelectMultiple": true]),
            #"{"action": "documentpicker.open", "parameters": {"multiple": true}}"#)
    }
}
