import AppleFormats
import XCTest

@testable import ShortcutImport

/// Forms older and odder files hold: iOS 12's filter rows with their values beside `Property`
/// (not under `Values`), and dictionary keys the plain `key:` form cannot write (quoted instead).
final class OlderFormImportTests: IsolatedTestCase {
    private func table(_ rows: [PropertyList], prefix: Int = 1) -> PropertyList {
        [
            "Value": [
                "WFActionParameterFilterPrefix": .integer(Int64(prefix)), "WFActionParameterFilterTemplates": .array(rows),
            ],
            "WFSerializationType": "WFContentPredicateTableTemplate",
        ]
    }

    func testIOS12RowsHoldTheirValuesBesideTheProperty() throws {
        let variable: PropertyList = [
            "Value": [
                "string": "\u{FFFC}", "attachmentsByRange": ["{0, 1}": ["Type": "Variable", "VariableName": "term"]],
            ],
            "WFSerializationType": "WFTextTokenString",
        ]
        let result = try Probe.importActions([
            Probe.action(
                "is.workflow.actions.filter.files",
                [
                    "WFContentItemFilter": table([
                        [
                            "Property": "Name", "Operator": 4, "String": "Cronios Daemon", "Unit": 4, "Removable": true,
                            "VariableOverrides": [:],
                        ]
                    ])
                ]),
            Probe.action(
                "is.workflow.actions.filter.files",
                [
                    "WFContentItemFilter": table([
                        ["Property": "Name", "Operator": 99, "Unit": 4, "VariableOverrides": ["stringValue": variable]]
                    ])
                ]),
            Probe.action(
                "is.workflow.actions.filter.reminders",
                [
                    "WFContentItemFilter": table([
                        ["Property": "List", "Operator": 4, "Enumeration": "Grocery List", "VariableOverrides": [:]],
                        ["Property": "Is Completed", "Operator": 4, "Bool": false, "VariableOverrides": [:]],
                    ])
                ]),
            Probe.action(
                "is.workflow.actions.filter.files",
                [
                    "WFContentItemFilter": table([
                        ["Property": "File Size", "Operator": 2, "Number": 5, "Unit": 4, "Bounded": true]
                    ])
                ]),
        ])
        let lines = Probe.written(result)
        XCTAssertEqual(lines[0], #"{"action": "filter.files", "parameters": {"nameMatches": "Cronios Daemon"}}"#)
        XCTAssertEqual(
            lines[1],
            #"{"action": "filter.files", "parameters": {"conditions": [{"property": "Name", "condition": "contains", "value": "{{var:term}}"}]}}"#
        )
        XCTAssertEqual(
            lines[2],
            #"{"action": "filter.reminders", "parameters": {"conditions": [{"property": "List", "condition": "is", "value": "Grocery List"}, {"property": "Is Completed", "condition": "is", "value": false}]}}"#
        )
        XCTAssertEqual(
            lines[3],
            #"{"action": "filter.files", "parameters": {"conditions": [{"property": "File Size", "condition": "is greater than", "value": "5 MB"}]}}"#
        )
        XCTAssertTrue(result.report.unsupported.isEmpty, "\(result.report.unsupported)")
    }

    /// Keys with a `|`, spaces at an end or nothing at all are written quoted and read back whole.
    func testKeysThePlainFormCannotHoldAreQuoted() throws {
        func keyStep(_ key: String) -> PropertyList {
            [
                "Value": [
                    "Type": "Variable", "VariableName": "d",
                    "Aggrandizements": [["Type": "WFDictionaryValueVariableAggrandizement", "DictionaryKey": .string(key)]],
                ],
                "WFSerializationType": "WFTextTokenAttachment",
            ]
        }
        let dictionary: PropertyList = [
            "Value": [
                "WFDictionaryFieldValueItems": [
                    ["WFItemType": 0, "WFKey": " version", "WFValue": "1.2"],
                    ["WFItemType": 0, "WFKey": "<^|$>", "WFValue": "pipes"],
                ]
            ],
            "WFSerializationType": "WFDictionaryFieldValue",
        ]
        func keyAttachment(_ key: String) -> PropertyList {
            [
                "Type": "Variable", "VariableName": "d",
                "Aggrandizements": [["Type": "WFDictionaryValueVariableAggrandizement", "DictionaryKey": .string(key)]],
            ]
        }
        let both: PropertyList = [
            "Value": [
                "string": "\u{FFFC} and \u{FFFC}",
                "attachmentsByRange": ["{0, 1}": keyAttachment(" version"), "{6, 1}": keyAttachment("<^|$>")],
            ],
            "WFSerializationType": "WFTextTokenString",
        ]
        let result = try Probe.importActions([
            Probe.action("is.workflow.actions.dictionary", ["WFItems": dictionary]),
            Probe.action("is.workflow.actions.setvariable", ["WFVariableName": "d"]),
            Probe.action("is.workflow.actions.getvariable", ["WFVariable": keyStep(" version")]),
            Probe.action("is.workflow.actions.showresult", ["Text": both]),
        ])
        let lines = Probe.written(result)
        XCTAssertEqual(lines[2], #"{"action": "getvariable", "parameters": {"variable": "{{d | key: \" version\"}}"}}"#)
        XCTAssertEqual(
            lines[3], #"{"action": "showresult", "parameters": {"text": "{{d | key: \" version\"}} and {{d | key: \"<^|$>\"}}"}}"#
        )
        XCTAssertEqual(try Probe.run(result.document), "1.2 and pipes\n")
        XCTAssertTrue(result.report.unsupported.isEmpty, "\(result.report.unsupported)")
    }
}
