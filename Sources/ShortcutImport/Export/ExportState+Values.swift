import AppleFormats
import Foundation
import ShortcutEngine

/// Values: plain strings and numbers, token strings, attachments, dictionary fields.
extension ExportState {
    mutating func value(_ value: ParameterValue) throws(Unrepresentable) -> PropertyList {
        switch value {
        case .literal(let literal): return plain(literal)
        case .text(let parts):
            if parts.allSatisfy({ if case .literal = $0 { return true } else { return false } }) {
                return .string(parts.map { if case .literal(let text) = $0 { return text } else { return "" } }.joined())
            }
            return try tokenString(parts)
        case .reference(let reference):
            return ["Value": .dictionary(try attachment(reference)), "WFSerializationType": "WFTextTokenAttachment"]
        case .list(let items):
            var array: [PropertyList] = []
            for item in items {
                switch item {
                case .literal,
                    .text(_) where literalOnly(item):
                    array.append(try self.value(item))
                default: array.append(try field(item, keyed: nil))
                }
            }
            return .array(array)
        case .dictionary(let entries):
            if let colour = colour(entries) { return colour }
            return [
                "Value": ["WFDictionaryFieldValueItems": .array(try fieldItems(entries))],
                "WFSerializationType": "WFDictionaryFieldValue",
            ]
        }
    }

    /// A colour as Apple's colour picker writes it: a plain dictionary (`WFColorRepresentationType`
    /// and the component numbers), not a Dictionary action's fields. Nil for any other dictionary,
    /// or one holding a variable.
    func colour(_ entries: [ParameterValue.DictionaryEntry]) -> PropertyList? {
        guard entries.contains(where: { $0.key == "WFColorRepresentationType" }) else { return nil }
        var colour = PlistDictionary()
        for entry in entries {
            guard entry.keyParts == nil, literalOnly(entry.value) else { return nil }
            switch entry.value {
            case .literal(let literal): colour[entry.key] = plain(literal)
            case .text(let parts):
                colour[entry.key] = .string(parts.map { if case .literal(let text) = $0 { text } else { "" } }.joined())
            default: return nil
            }
        }
        return .dictionary(colour)
    }

    func literalOnly(_ value: ParameterValue) -> Bool {
        if case .text(let parts) = value {
            return parts.allSatisfy { if case .literal = $0 { return true } else { return false } }
        }
        return true
    }

    func plain(_ literal: Value) -> PropertyList {
        switch literal {
        case .number(let number):
            if let integer = Int64(number.description) { return .integer(integer) }
            return .real(Double(number.description) ?? 0)
        case .boolean(let flag): return .bool(flag)
        case .nothing: return .string("")
        default: return .string(Coercion().text(literal))
        }
    }

    mutating func fieldItems(_ entries: [ParameterValue.DictionaryEntry]) throws(Unrepresentable) -> [PropertyList] {
        var items: [PropertyList] = []
        for entry in entries { items.append(try field(entry.value, keyed: entry.key)) }
        return items
    }

    /// One `{WFItemType, WFKey?, WFValue}` item.
    mutating func field(_ value: ParameterValue, keyed key: String?) throws(Unrepresentable) -> PropertyList {
        var item = PlistDictionary()
        let type: Int64
        let encoded: PropertyList
        switch value {
        case .literal(.number(let number)):
            type = 3
            encoded = try tokenString([.literal(number.description)])
        case .literal(.boolean(let flag)):
            type = 4
            encoded = ["Value": .bool(flag), "WFSerializationType": "WFNumberSubstitutableState"]
        case .literal(let other):
            type = 0
            encoded = try tokenString([.literal(Coercion().text(other))])
        case .text(let parts):
            type = 0
            encoded = try tokenString(parts)
        case .reference(let reference):
            type = 0
            encoded = try tokenString([.reference(reference)])
        case .dictionary(let entries):
            type = 1
            let inner: PropertyList = [
                "Value": ["WFDictionaryFieldValueItems": .array(try fieldItems(entries))],
                "WFSerializationType": "WFDictionaryFieldValue",
            ]
            encoded = ["Value": inner, "WFSerializationType": "WFDictionaryFieldValue"]
        case .list(let items):
            type = 2
            var array: [PropertyList] = []
            for element in items { array.append(try field(element, keyed: nil)) }
            encoded = ["Value": .array(array), "WFSerializationType": "WFArrayParameterState"]
        }
        item["WFItemType"] = .integer(type)
        if let key {
            // A key holding references is written with its variables as attachments, as Apple writes it.
            item["WFKey"] = try tokenString(
                ParameterValue.DictionaryEntry(key: key, value: .literal(.nothing)).keyParts ?? [.literal(key)])
        }
        item["WFValue"] = encoded
        return .dictionary(item)
    }

    /// `WFTextTokenString`: U+FFFC per reference, `attachmentsByRange` keyed `{location, 1}` in UTF-16 units.
    mutating func tokenString(_ parts: [TextPart]) throws(Unrepresentable) -> PropertyList {
        var string = ""
        var location = 0
        var ranges = PlistDictionary()
        for part in parts {
            switch part {
            case .literal(let text):
                string += text
                location += text.utf16.count
            case .reference(let reference):
                ranges["{\(location), 1}"] = .dictionary(try attachment(reference))
                string += "\u{FFFC}"
                location += 1
            }
        }
        var value = PlistDictionary()
        value["string"] = .string(string)
        if !ranges.isEmpty { value["attachmentsByRange"] = .dictionary(ranges) }
        return ["Value": .dictionary(value), "WFSerializationType": "WFTextTokenString"]
    }

    /// The attachment dictionary of a reference, aggrandizements included.
    mutating func attachment(_ reference: Reference) throws(Unrepresentable) -> PlistDictionary {
        var result = PlistDictionary()
        switch reference.target {
        case .output(let name), .name(let name):
            if let producer = producer(of: reference.target, at: current), let uuid = uuids[producer] {
                result["Type"] = "ActionOutput"
                result["OutputUUID"] = .string(uuid)
                result["OutputName"] = .string(document.actions[producer].id ?? name)
            } else {
                result["Type"] = "Variable"
                result["VariableName"] = .string(name)
            }
        case .variable(let name):
            result["Type"] = "Variable"
            result["VariableName"] = .string(name)
        case .shortcutInput:
            result["Type"] = "ExtensionInput"
            usesShortcutInput = true
        case .currentDate: result["Type"] = "CurrentDate"
        case .clipboard: result["Type"] = "Clipboard"
        case .device: result["Type"] = "DeviceDetails"
        case .ask(let prompt):
            result["Type"] = "Ask"
            if let prompt { result["Prompt"] = .string(prompt) }
        case .repeatItem(let level):
            result["Type"] = "Variable"
            result["VariableName"] = .string(level == 1 ? "Repeat Item" : "Repeat Item \(level)")
        case .repeatIndex(let level):
            result["Type"] = "Variable"
            result["VariableName"] = .string(level == 1 ? "Repeat Index" : "Repeat Index \(level)")
        }
        var steps: [PropertyList] = []
        for step in reference.aggrandizements {
            switch step {
            case .coerce(let type):
                steps.append([
                    "Type": "WFCoercionVariableAggrandizement",
                    "CoercionItemClass": .string(ShortcutExporter.contentClasses[type] ?? type.rawValue),
                ])
            case .property(let name):
                steps.append(["Type": "WFPropertyVariableAggrandizement", "PropertyName": .string(name)])
            case .key(let path):
                for segment in path.segments {
                    steps.append(["Type": "WFDictionaryValueVariableAggrandizement", "DictionaryKey": .string(segment)])
                }
            case .dateFormat(let pattern):
                steps.append([
                    "Type": "WFDateFormatVariableAggrandizement", "WFDateFormatStyle": "Custom", "WFDateFormat": .string(pattern),
                ])
            case .relativeDate(let day, let time):
                steps.append([
                    "Type": "WFDateFormatVariableAggrandizement", "WFDateFormatStyle": "Relative",
                    "WFRelativeDateFormatStyle": .string(DateStylePatterns.styleName(day: day) ?? "Medium"),
                    "WFTimeFormatStyle": .string(time.map { DateStylePatterns.styleName(time: $0) ?? "Short" } ?? "None"),
                ])
            case .howLong:
                steps.append([
                    "Type": "WFDateFormatVariableAggrandizement", "WFDateFormatStyle": "None", "WFTimeFormatStyle": "Relative",
                ])
            case .item(let selector):
                let text: String
                switch selector {
                case .first: text = "first"
                case .last: text = "last"
                case .index(let index): text = String(index)
                case .range(let low, let high): text = "\(low)...\(high)"
                }
                warnings.append(
                    "action \(current + 1): '| item: \(text)' has no Shortcuts equivalent; written as an org.shortcutengine step Shortcuts will ignore"
                )
                steps.append(["Type": "org.shortcutengine.ItemAggrandizement", "Selector": .string(text)])
            }
        }
        if !steps.isEmpty { result["Aggrandizements"] = .array(steps) }
        return result
    }
}
