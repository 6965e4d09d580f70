import AppleFormats
import Foundation
import ShortcutActions
import ShortcutEngine

@testable import ShortcutImport

/// Every way Apple's format writes a parameter's value (research shortcuts-format.md §3 value
/// encodings, §4 attachments and aggrandizements, §6 dictionaries, §7 filters), as property lists
/// the form matrix puts under each mapped parameter's wire key.
enum FormMatrixEncodings {
    /// One encoding: a name for the failure list, and the value it writes for a parameter.
    struct Encoding: Sendable {
        let name: String
        /// Whether the value names a variable, which the imported action must then reference.
        let holdsVariable: Bool
        let make: @Sendable (ParameterDefinition) -> PropertyList?

        init(name: String, holdsVariable: Bool = false, make: @escaping @Sendable (ParameterDefinition) -> PropertyList?) {
            self.name = name
            self.holdsVariable = holdsVariable
            self.make = make
        }
    }

    /// The output of the matrix's first action (a Text "5"), and the variable its second sets.
    static let outputUUID = "MATRIX-OUTPUT"
    static let variableName = "Matrix"

    static func attachment(_ fields: PlistDictionary) -> PropertyList {
        ["Value": .dictionary(fields), "WFSerializationType": "WFTextTokenAttachment"]
    }

    static func fields(_ pairs: [(String, PropertyList)]) -> PlistDictionary {
        PlistDictionary(pairs.map { (key: $0.0, value: $0.1) })
    }

    /// Each attachment `Type` Apple and Workflow write (§4.3), with its optional keys.
    static let attachmentKinds: [(name: String, fields: PlistDictionary)] = [
        ("ActionOutput", fields([("Type", "ActionOutput"), ("OutputName", "Text"), ("OutputUUID", .string(outputUUID))])),
        ("ActionOutput without OutputName", fields([("Type", "ActionOutput"), ("OutputUUID", .string(outputUUID))])),
        ("ActionOutput without OutputUUID", fields([("Type", "ActionOutput"), ("OutputName", "Text")])),
        ("ActionOutput of no action", fields([("Type", "ActionOutput"), ("OutputName", "Gone"), ("OutputUUID", "NOWHERE")])),
        ("Variable", fields([("Type", "Variable"), ("VariableName", .string(variableName))])),
        ("Variable never set", fields([("Type", "Variable"), ("VariableName", "Nobody")])),
        (
            "Variable with VariableUUID (iOS 12)",
            fields([("Type", "Variable"), ("VariableName", .string(variableName)), ("VariableUUID", "V-1")])
        ),
        ("Repeat Item outside a loop", fields([("Type", "Variable"), ("VariableName", "Repeat Item")])),
        ("ExtensionInput", fields([("Type", "ExtensionInput")])),
        ("CurrentDate", fields([("Type", "CurrentDate")])),
        ("Clipboard", fields([("Type", "Clipboard")])),
        ("Ask", fields([("Type", "Ask")])),
        ("Ask with Prompt", fields([("Type", "Ask"), ("Prompt", "Which?")])),
        ("DeviceDetails", fields([("Type", "DeviceDetails")])),
        ("Input (Workflow's Action Input)", fields([("Type", "Input")])),
    ]

    /// Each aggrandizement kind (§4.4) on the variable `Matrix`.
    static var aggrandizements: [(name: String, step: PropertyList)] { coercions + otherSteps + dateFormats + otherDateFormats }

    static let coercions: [(name: String, step: PropertyList)] = coercionClasses.map { name in
        let step: PropertyList = ["Type": "WFCoercionVariableAggrandizement", "CoercionItemClass": .string(name)]
        return ("coerced to \(name)", step)
    }

    static let otherSteps: [(name: String, step: PropertyList)] = [
        ("DictionaryValue key", ["Type": "WFDictionaryValueVariableAggrandizement", "DictionaryKey": "name"]),
        ("DictionaryValue dotted key", ["Type": "WFDictionaryValueVariableAggrandizement", "DictionaryKey": "a.b"]),
        (
            "property Name (WFItemName)",
            ["Type": "WFPropertyVariableAggrandizement", "PropertyName": "Name", "PropertyUserInfo": "WFItemName"]
        ),
        ("property File Size", ["Type": "WFPropertyVariableAggrandizement", "PropertyName": "File Size"]),
        ("property Count", ["Type": "WFPropertyVariableAggrandizement", "PropertyName": "Count"]),
        ("unit Value", ["Type": "WFUnitVariableAggrandizement", "PropertyName": "Value"]),
    ]

    static let dateFormats: [(name: String, step: PropertyList)] = dateStyles.map { style in
        var step = fields([("Type", "WFDateFormatVariableAggrandizement"), ("WFDateFormatStyle", .string(style))])
        if style == "Custom" { step["WFDateFormat"] = "yyyy-MM-dd HH:mm" }
        if style == "Relative" { step["WFRelativeDateFormatStyle"] = "Medium" }
        if style == "ISO 8601" { step["WFISO8601IncludeTime"] = true }
        return ("date format \(style)", .dictionary(step))
    }

    static let otherDateFormats: [(name: String, step: PropertyList)] = [
        ("date format Custom without a pattern", ["Type": "WFDateFormatVariableAggrandizement", "WFDateFormatStyle": "Custom"]),
        (
            "date format None with Short time",
            ["Type": "WFDateFormatVariableAggrandizement", "WFDateFormatStyle": "None", "WFTimeFormatStyle": "Short"]
        ),
    ]

    /// Apple's content classes a variable can be coerced to (SCPL `OutputData.ts` `coercionTypes`).
    static let coercionClasses = [
        "WFContentItem", "WFAppStoreAppContentItem", "WFArticleContentItem", "WFBooleanContentItem", "WFContactContentItem",
        "WFDateContentItem", "WFDictionaryContentItem", "WFEmailAddressContentItem", "WFGenericFileContentItem",
        "WFImageContentItem", "WFMPMediaContentItem", "WFiTunesProductContentItem", "WFLocationContentItem",
        "WFDCMapsLinkContentItem", "WFAVAssetContentItem", "WFNumberContentItem", "WFPDFContentItem",
        "WFPhoneNumberContentItem", "WFPhotoMediaContentItem", "WFMKMapItemContentItem", "WFRichTextContentItem",
        "WFSafariWebPageContentItem", "WFStringContentItem", "WFURLContentItem", "WFVCardContentItem",
    ]

    /// `WFDateFormatStyle` values (§4.4).
    static let dateStyles = ["Short", "Medium", "Long", "None", "ISO 8601", "RFC 2822", "Relative", "Custom"]

    static func tokenString(_ string: String, _ attachments: [(Int, PlistDictionary)]) -> PropertyList {
        var value = fields([("string", .string(string))])
        if !attachments.isEmpty {
            value["attachmentsByRange"] = .dictionary(fields(attachments.map { ("{\($0.0), 1}", .dictionary($0.1)) }))
        }
        return ["Value": .dictionary(value), "WFSerializationType": "WFTextTokenString"]
    }

    static let variable = fields([("Type", "Variable"), ("VariableName", .string(variableName))])

    /// A plain value of the parameter's kind: a choice's wire value, a number, a boolean, text.
    static func plain(_ parameter: ParameterDefinition) -> PropertyList {
        if let choices = parameter.choices, let first = choices.options.first {
            return .string(choices.wireValue(for: first.value) ?? first.value)
        }
        switch parameter.type {
        case .number: return 5
        case .boolean: return true
        case .list: return ["a", "b"]
        case .date: return "2026-01-02T10:00:00Z"
        default: return "x"
        }
    }

    /// The encodings every parameter that can hold a variable takes: one per attachment kind, the
    /// token string's shapes, Apple's substitutable wrappers, an empty string.
    static let everyParameter: [Encoding] =
        [
            Encoding(name: "plain value of its kind") { plain($0) },
            Encoding(name: "empty string") { _ in "" },
            Encoding(name: "WFTextTokenString without attachments") { parameter in
                if case .string(let text) = plain(parameter) { return tokenString(text, []) }
                if case .integer(let number) = plain(parameter) { return tokenString(String(number), []) }
                return nil
            },
            Encoding(name: "WFTextTokenString without Value") { _ in ["WFSerializationType": "WFTextTokenString"] },
            Encoding(name: "WFTextTokenString of one attachment", holdsVariable: true) { _ in
                tokenString("\u{FFFC}", [(0, variable)])
            },
            Encoding(name: "WFTextTokenString with text and an attachment", holdsVariable: true) { _ in
                tokenString("a \u{FFFC} b", [(2, variable)])
            },
            Encoding(name: "WFNumberSubstitutableState of a variable", holdsVariable: true) { _ in
                ["Value": attachment(variable), "WFSerializationType": "WFNumberSubstitutableState"]
            },
            Encoding(name: "WFStringSubstitutableState of a variable", holdsVariable: true) { _ in
                ["Value": attachment(variable), "WFSerializationType": "WFStringSubstitutableState"]
            },
            Encoding(name: "WFStringSubstitutableState of its plain value") { parameter in
                ["Value": plain(parameter), "WFSerializationType": "WFStringSubstitutableState"]
            },
            Encoding(name: "WFTokenAttachmentParameterState", holdsVariable: true) { _ in
                ["Value": attachment(variable), "WFSerializationType": "WFTokenAttachmentParameterState"]
            },
        ]
        + attachmentKinds.map { kind in
            Encoding(name: "WFTextTokenAttachment \(kind.name)", holdsVariable: true) { _ in attachment(kind.fields) }
        }

    /// Encodings of one kind of parameter (§3): a number given as text, a boolean's substitutable
    /// state, a list's item forms, a dictionary.
    static func ofKind(_ parameter: ParameterDefinition) -> [Encoding] {
        if parameter.choices != nil { return [] }
        switch parameter.type {
        case .number:
            return [
                Encoding(name: "number as string") { _ in "5" },
                Encoding(name: "decimal number") { _ in .real(2.5) },
                Encoding(name: "decimal as string") { _ in "2.5" },
                Encoding(name: "WFNumberSubstitutableState of a number") { _ in
                    ["Value": 5, "WFSerializationType": "WFNumberSubstitutableState"]
                },
            ]
        case .boolean:
            return [
                Encoding(name: "WFNumberSubstitutableState of a boolean") { _ in
                    ["Value": false, "WFSerializationType": "WFNumberSubstitutableState"]
                },
                Encoding(name: "boolean as integer") { _ in 1 },
            ]
        case .list:
            return [
                Encoding(name: "list of token-string items", holdsVariable: true) { _ in
                    [["WFItemType": 0, "WFValue": tokenString("a \u{FFFC}", [(2, variable)])]]
                },
                Encoding(name: "WFArrayParameterState") { _ in ["Value": ["a"], "WFSerializationType": "WFArrayParameterState"] },
            ]
        case .dictionary:
            return [Encoding(name: "WFDictionaryFieldValue") { _ in dictionaryField }]
        default:
            return []
        }
    }

    /// A dictionary of each item type (§6): text, dictionary (double-wrapped), array, number, boolean.
    static let dictionaryField: PropertyList = [
        "Value": [
            "WFDictionaryFieldValueItems": [
                ["WFItemType": 0, "WFKey": tokenString("t", []), "WFValue": tokenString("a \u{FFFC}", [(2, variable)])],
                [
                    "WFItemType": 1, "WFKey": tokenString("d", []),
                    "WFValue": [
                        "Value": [
                            "Value": ["WFDictionaryFieldValueItems": []], "WFSerializationType": "WFDictionaryFieldValue",
                        ],
                        "WFSerializationType": "WFDictionaryFieldValue",
                    ],
                ],
                [
                    "WFItemType": 2, "WFKey": tokenString("l", []),
                    "WFValue": ["Value": ["x"], "WFSerializationType": "WFArrayParameterState"],
                ],
                ["WFItemType": 3, "WFKey": tokenString("n", []), "WFValue": tokenString("5", [])],
                [
                    "WFItemType": 4, "WFKey": tokenString("b", []),
                    "WFValue": ["Value": true, "WFSerializationType": "WFNumberSubstitutableState"],
                ],
                [
                    "WFItemType": 5, "WFKey": tokenString("v", []),
                    "WFValue": ["Value": attachment(variable), "WFSerializationType": "WFTokenAttachmentParameterState"],
                ],
            ]
        ],
        "WFSerializationType": "WFDictionaryFieldValue",
    ]

    /// The variable `Matrix` with each aggrandizement: these ride on one parameter of each kind,
    /// since the reference they make does not depend on the parameter.
    static let aggrandized: [Encoding] = aggrandizements.map { step in
        Encoding(name: "WFTextTokenAttachment with \(step.name)", holdsVariable: true) { _ in
            var fields = variable
            fields["Aggrandizements"] = [step.step]
            return attachment(fields)
        }
    }
}

/// The encodings of parameters Apple writes in a structure of their own (`ParameterForm`): a
/// quantity, a time offset, a filter or condition table, a measurement, a folder bookmark, an app
/// picker, a shortcut reference. Each structure's parts may hold a variable, as Apple's editor lets them.
extension FormMatrixEncodings {
    static let variableAttachment = attachment(variable)

    static func quantity(_ magnitude: PropertyList, _ unit: String) -> PropertyList {
        ["Value": ["Magnitude": magnitude, "Unit": .string(unit)], "WFSerializationType": "WFQuantityFieldValue"]
    }

    /// Apple's predicate tables (Find/Filter, a multi-condition If) are edited row by row, and a
    /// marked choice (Calculate's scientific operation) is one of its listed values: neither holds
    /// a variable or another plain value in their place.
    static func takesOwnEncodingsOnly(_ form: ParameterForm) -> Bool {
        switch form {
        case .filterCondition, .filterTable, .conditionTable, .markedChoice: return true
        default: return false
        }
    }

    static func ofForm(_ form: ParameterForm, parameter: ParameterDefinition, identifier: String) -> [Encoding] {
        switch form {
        case .quantity, .measurementText:
            // A size for an If's measurement; else the unit of the action's own unit choice (days), or a length.
            let unitParameter = BuiltinActions.registry.action(for: identifier)?.definition.parameter("unit")
            let ownUnit = unitParameter.flatMap { $0.choices == nil ? nil : plain($0).string } ?? "km"
            let unit: String
            if case .measurementText = form { unit = "MB" } else { unit = ownUnit }
            return [
                Encoding(name: "WFQuantityFieldValue") { _ in quantity(5, unit) },
                Encoding(name: "WFQuantityFieldValue with its magnitude as text") { _ in quantity("5", unit) },
                Encoding(name: "WFQuantityFieldValue with its magnitude a variable", holdsVariable: parameter.key != "unit") {
                    _ in
                    quantity(variableAttachment, unit)
                },
            ]
        case .offsetField:
            return [
                Encoding(name: "WFTimeOffsetValue") { _ in
                    ["Value": ["Operation": "Add", "Unit": "days", "Value": 5], "WFSerializationType": "WFTimeOffsetValue"]
                },
                Encoding(name: "WFTimeOffsetValue with its value a variable", holdsVariable: parameter.key == "amount") { _ in
                    [
                        "Value": ["Operation": "Subtract", "Unit": "hr", "Value": variableAttachment],
                        "WFSerializationType": "WFTimeOffsetValue",
                    ]
                },
            ]
        case .filterCondition, .filterTable:
            let rows = identifier.hasSuffix("photos") ? filterRows + photoRows : filterRows(renamedFor: identifier)
            return rows.map { row in
                Encoding(name: "WFContentPredicateTableTemplate row \(row.name)", holdsVariable: row.holdsVariable) { _ in
                    [
                        "Value": ["WFActionParameterFilterPrefix": 1, "WFActionParameterFilterTemplates": [row.row]],
                        "WFSerializationType": "WFContentPredicateTableTemplate",
                    ]
                }
            }
        case .conditionTable:
            return conditionRows.map { row in
                Encoding(name: "WFConditions row \(row.name)", holdsVariable: true) { _ in
                    [
                        "Value": ["WFActionParameterFilterPrefix": 0, "WFActionParameterFilterTemplates": [row.row, row.row]],
                        "WFSerializationType": "WFContentPredicateTableTemplate",
                    ]
                }
            }
        case .folderBookmark:
            return ["iCloud", "Shortcuts", "Home", "LocalStorage", "FileProvider"].map { location in
                Encoding(name: "folder bookmark in \(location)") { _ in
                    [
                        "displayName": "Notes", "filename": "Notes",
                        "fileLocation": ["WFFileLocationType": .string(location), "relativeSubpath": "Notes"],
                    ]
                }
            }
        case .selectedApp:
            return [
                Encoding(name: "app picker") { _ in ["BundleIdentifier": "com.example.app", "Name": "App", "TeamIdentifier": "T"]
                },
                Encoding(name: "app picker by name") { _ in ["Name": "App"] },
            ]
        case .namedReference:
            return [
                Encoding(name: "shortcut reference") { _ in ["workflowName": "Other", "workflowIdentifier": "W", "isSelf": false]
                },
                Encoding(name: "shortcut reference in a picker state") { _ in ["Value": ["workflowName": "Other"]] },
            ]
        case .markedChoice(let marked):
            return marked.values.map { value in Encoding(name: "marked value \(value.wire)") { _ in .string(value.wire) } }
        default:
            return ofKind(parameter)
        }
    }

    /// Filter rows (§7) of each value kind, and with a variable overriding the value.
    static let filterRows: [(name: String, row: PropertyList, holdsVariable: Bool)] = [
        (
            "Name contains text", ["Operator": 99, "Property": "Name", "Removable": true, "Values": ["String": "a", "Unit": 4]],
            false
        ),
        ("Name is a token string", ["Operator": 4, "Property": "Name", "Values": ["String": tokenString("a", [])]], false),
        (
            "File Size is greater than a number", ["Operator": 2, "Property": "File Size", "Values": ["Number": 5, "Unit": 4]],
            false
        ),
        (
            "Creation Date is in the last days",
            ["Operator": 1001, "Property": "Creation Date", "Values": ["Number": 3, "Unit": 16]], false
        ),
        (
            "Creation Date is before a date",
            ["Operator": 0, "Property": "Creation Date", "Values": ["Date": "2026-01-01T00:00:00Z"]], false
        ),
        (
            "Name contains a variable override",
            ["Operator": 99, "Property": "Name", "VariableOverrides": ["stringValue": variableAttachment]], true
        ),
        ("Name contains a variable", ["Operator": 99, "Property": "Name", "Values": ["String": variableAttachment]], true),
    ]

    /// The same rows on an action whose items have other properties of each kind: Filter Articles'
    /// text, number and date properties stand in for a file's name, size and creation date.
    static func filterRows(renamedFor identifier: String) -> [(name: String, row: PropertyList, holdsVariable: Bool)] {
        guard identifier.hasSuffix("articles") else { return filterRows }
        let renamed = ["Name": "Title", "File Size": "Number of Words", "Creation Date": "Published Date"]
        return filterRows.map { name, row, holdsVariable in
            guard case .dictionary(var fields) = row, case .string(let property)? = fields["Property"],
                let other = renamed[property]
            else { return (name, row, holdsVariable) }
            fields["Property"] = .string(other)
            return (name.replacingOccurrences(of: property, with: other), .dictionary(fields), holdsVariable)
        }
    }

    /// Rows on properties only photos have.
    static let photoRows: [(name: String, row: PropertyList, holdsVariable: Bool)] = [
        ("Is a Screenshot is a boolean", ["Operator": 4, "Property": "Is a Screenshot", "Values": ["Bool": true]], false),
        ("Media Type is an enumeration", ["Operator": 4, "Property": "Media Type", "Values": ["Enumeration": "Image"]], false),
    ]

    /// Multi-condition If rows (iOS 18) with each operand kind.
    static let conditionRows: [(name: String, row: PropertyList)] = [
        (
            "text contains",
            [
                "WFCondition": 99, "WFInput": ["Type": "Variable", "Variable": variableAttachment],
                "WFConditionalActionString": "a",
            ]
        ),
        (
            "number is greater than",
            ["WFCondition": 2, "WFInput": ["Type": "Variable", "Variable": variableAttachment], "WFNumberValue": "5"]
        ),
        ("has any value", ["WFCondition": 100, "WFInput": ["Type": "Variable", "Variable": variableAttachment]]),
        (
            "is between numbers",
            [
                "WFCondition": 1003, "WFInput": ["Type": "Variable", "Variable": variableAttachment], "WFNumberValue": 1,
                "WFAnotherNumber": 9,
            ]
        ),
        (
            "operand a variable",
            [
                "WFCondition": 4, "WFInput": ["Type": "Variable", "Variable": variableAttachment],
                "WFConditionalActionString": tokenString("\u{FFFC}", [(0, variable)]),
            ]
        ),
    ]
}
