import AppleFormats
import Foundation
import ShortcutEngine

/// Parameter values: plain plist values, token strings, attachments, dictionaries, arrays.
extension ShortcutMapper {
    /// Any parameter value, by its `WFSerializationType` when it has one.
    mutating func value(_ plist: PropertyList) throws(Unrepresentable) -> ParameterValue {
        switch plist {
        case .string(let text): return .text([.literal(text)])
        case .integer(let number): return .literal(.number(Number(Int(number))))
        case .unsignedInteger(let number): return .literal(.number(Number(parsing: String(number)) ?? Number(Double(number))))
        case .real(let number):
            guard number.isFinite else { throw Unrepresentable.number(number) }
            return .literal(.number(Number(parsing: PlistJSON.realText(number)) ?? Number(number)))
        case .bool(let flag): return .literal(.boolean(flag))
        case .date(let date): return .text([.literal(PlistJSON.iso(date))])
        case .data: throw Unrepresentable.binaryData
        case .uid: throw Unrepresentable.archivedReference
        case .array(let items):
            var values: [ParameterValue] = []
            for item in items { values.append(try listItem(item)) }
            return .list(values)
        case .dictionary(let dictionary): return try serialized(dictionary)
        }
    }

    mutating func serialized(_ dictionary: PlistDictionary) throws(Unrepresentable) -> ParameterValue {
        let inner = dictionary["Value"]
        switch dictionary["WFSerializationType"]?.string {
        case "WFTextTokenString"?:
            return try tokenString(inner?.dictionaryValue ?? PlistDictionary())
        case "WFTextTokenAttachment"?:
            guard let attachment = inner?.dictionaryValue else { throw Unrepresentable.variableWithoutValue }
            return try parse("{{" + reference(attachment) + "}}")
        case "WFDictionaryFieldValue"?:
            return try dictionaryField(inner ?? .dictionary(PlistDictionary()))
        case "WFContactFieldValue"?:
            return try contactField(inner?.dictionaryValue?["WFContactFieldValues"]?.array ?? [])
        case "WFArrayParameterState"?:
            guard let items = inner?.array else { return .list([]) }
            var values: [ParameterValue] = []
            for item in items { values.append(try listItem(item)) }
            return .list(values)
        case let type? where Self.holdsValueOrVariable(type):
            guard let inner else { return .literal(.nothing) }
            if let attachment = inner.dictionaryValue, attachment["Type"] != nil, attachment["WFSerializationType"] == nil {
                return try parse("{{" + reference(attachment) + "}}")
            }
            return try value(inner)
        case let type?:
            throw Unrepresentable.serializationType(type)
        case nil:
            if dictionary["Type"] != nil, dictionary["OutputUUID"] != nil || dictionary["VariableName"] != nil {
                return try parse("{{" + reference(dictionary) + "}}")
            }
            var entries: [ParameterValue.DictionaryEntry] = []
            for entry in dictionary.entries { entries.append(ParameterValue.entry(entry.key, try value(entry.value))) }
            return .dictionary(entries)
        }
    }

    /// Whether a serialization type is one of Apple's "substitutable" states: a plain value of the
    /// parameter's kind or one variable in its place (research shortcuts-format.md §3 lists the
    /// number, string and token-attachment states; signed files also carry the array and date
    /// states of the same family, `WFArraySubstitutableParameterState`, `WFDateSubstitutableState`).
    static func holdsValueOrVariable(_ type: String) -> Bool {
        type == "WFTokenAttachmentParameterState" || type.hasSuffix("SubstitutableState")
            || type.hasSuffix("SubstitutableParameterState")
    }

    /// `WFContactFieldValue` (recipients): a list of its entries, each an address typed in
    /// (`{EntryType, SerializedEntry: {link.contentkit.emailaddress | phonenumber: …}}`, as text)
    /// or a contact picked from the device (`{WFContactData: vCard bytes, …}`, as the card's text,
    /// which the actions read an address from), or a variable.
    mutating func contactField(_ entries: [PropertyList]) throws(Unrepresentable) -> ParameterValue {
        var values: [ParameterValue] = []
        for entry in entries {
            guard let fields = entry.dictionaryValue else {
                values.append(try value(entry))
                continue
            }
            if let serialized = fields["SerializedEntry"]?.dictionaryValue {
                if let address = serialized.entries.first?.value { values.append(try value(address)) }
            } else if case .data(let data)? = fields["WFContactData"] {
                values.append(try value(.string(String(decoding: data, as: UTF8.self))))
            } else {
                values.append(try value(entry))
            }
        }
        return .list(values)
    }

    /// An item of a list, a menu or an array field: `{WFItemType, WFValue}` or a plain value.
    mutating func listItem(_ plist: PropertyList) throws(Unrepresentable) -> ParameterValue {
        if let item = plist.dictionaryValue,
            item["WFItemType"] != nil || (item["WFValue"] != nil && item["WFSerializationType"] == nil)
        {
            return try fieldValue(item)
        }
        return try value(plist)
    }

    /// `WFDictionaryFieldValue`: items with a text key and a typed value.
    mutating func dictionaryField(_ plist: PropertyList) throws(Unrepresentable) -> ParameterValue {
        guard let dictionary = plist.dictionaryValue else {
            throw Unrepresentable.dictionaryField(kind: plist.kindName)
        }
        if dictionary["WFDictionaryFieldValueItems"] == nil, dictionary["WFSerializationType"] != nil { return try value(plist) }
        var entries: [ParameterValue.DictionaryEntry] = []
        for item in dictionary["WFDictionaryFieldValueItems"]?.array ?? [] {
            guard let fields = item.dictionaryValue else { throw Unrepresentable.dictionaryItem(kind: item.kindName) }
            let key: String
            switch try fields["WFKey"].map({ (plist) throws(Unrepresentable) in try value(plist) }) {
            case .text(let parts)? where parts.count == 1:
                guard case .literal(let text) = parts[0] else { throw Unrepresentable.keyHoldingVariable }
                key = text
            case .text([])?: key = ""
            case let keyed? where Self.isTemplate(keyed):
                // A key holding a variable: the key is the template, built when the action runs.
                guard case .string(let template) = DocumentWriter.json(keyed),
                    ParameterValue.DictionaryEntry(key: template, value: .literal(.nothing)).keyParts != nil
                else { throw Unrepresentable.keyHoldingVariable }
                key = template
            case .literal(let literal)?: key = Coercion().text(literal)
            case nil: key = ""
            default: throw Unrepresentable.keyHoldingVariable
            }
            let entry = ParameterValue.entry(key, try fieldValue(fields))
            // A key written twice: the later value replaces the earlier, as setting a key does
            // (our documents' keys are unique).
            if let earlier = entries.firstIndex(where: { $0.key == key }) {
                warnings.append("the dictionary key '\(key)' is written twice; the later value is kept")
                entries[earlier] = entry
            } else {
                entries.append(entry)
            }
        }
        return .dictionary(entries)
    }

    /// Text with references, or one reference: what a dictionary key holding a variable reads as.
    static func isTemplate(_ value: ParameterValue) -> Bool {
        switch value {
        case .reference: return true
        case .text(let parts): return parts.contains { if case .reference = $0 { return true } else { return false } }
        default: return false
        }
    }

    /// The value of a dictionary or array item by `WFItemType` (0 text, 1 dictionary, 2 array,
    /// 3 number, 4 boolean, 5 attachment).
    mutating func fieldValue(_ fields: PlistDictionary) throws(Unrepresentable) -> ParameterValue {
        guard let raw = fields["WFValue"] else {
            switch fields["WFItemType"]?.integer {
            case 1?: return .dictionary([])
            case 2?: return .list([])
            default: return .text([.literal("")])
            }
        }
        let decoded = try value(raw)
        if fields["WFItemType"]?.integer == 3, case .text(let parts) = decoded, parts.count == 1,
            case .literal(let text) = parts[0],
            let number = Number(parsing: text)
        {
            return .literal(.number(number))
        }
        return decoded
    }

    /// `WFTextTokenString`: text with U+FFFC placeholders and `attachmentsByRange` keyed by
    /// `{location, length}` in UTF-16 units.
    mutating func tokenString(_ value: PlistDictionary) throws(Unrepresentable) -> ParameterValue {
        let string = value["string"]?.string ?? ""
        guard let ranges = value["attachmentsByRange"]?.dictionaryValue, !ranges.isEmpty else { return .text([.literal(string)]) }
        var attachments: [(location: Int, length: Int, attachment: PlistDictionary)] = []
        let units = Array(string.utf16)
        for entry in ranges.entries {
            let numbers = entry.key.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            guard let location = numbers.first, let attachment = entry.value.dictionaryValue else {
                warnings.append("ignored a text attachment with the range '\(entry.key)'")
                continue
            }
            guard location >= 0, location <= units.count else {
                warnings.append("ignored a text attachment at \(location), past the end of '\(string)'")
                continue
            }
            attachments.append((location, max(0, min(numbers.count > 1 ? numbers[1] : 1, units.count - location)), attachment))
        }
        attachments.sort { $0.location < $1.location }
        var template = ""
        var position = 0
        for item in attachments where item.location >= position {
            let previousLiteral = String(decoding: units[position..<item.location], as: UTF16.self)
            // A `{` or backslashes right before the variable are written so the template reads
            // them back as literal text (the document writer's one escape).
            template += ReferenceSyntax.escapeLiteral(previousLiteral, beforeReference: true)
            template += "{{" + (try reference(item.attachment)) + "}}"
            position = item.location + item.length
        }
        template += ReferenceSyntax.escapeLiteral(
            String(decoding: units[min(position, units.count)...], as: UTF16.self), beforeReference: false)
        return try parse(template)
    }

    static func escaped(_ literal: String) -> String { literal.replacingOccurrences(of: "{{", with: "\\{{") }

    func parse(_ template: String) throws(Unrepresentable) -> ParameterValue {
        do { return try ReferenceSyntax.parameterValue(template) } catch {
            throw Unrepresentable.readsBackDifferently(error.message)
        }
    }

    /// An attachment as the text between `{{` and `}}`, aggrandizements included.
    mutating func reference(_ attachment: PlistDictionary) throws(Unrepresentable) -> String {
        var head: String
        switch attachment["Type"]?.string {
        case "ActionOutput"?:
            let uuid = attachment["OutputUUID"]?.string ?? ""
            if let producer = producers[uuid], let id = ids[producer] {
                head = id
            } else if let producer = producers[uuid], let level = loopLevels[producer] {
                head =
                    short(actions[producer].identifier) == "repeat.each"
                    ? Self.loopName("Repeat Item", level) : Self.loopName("Repeat Index", level)
            } else {
                let name = Self.safeName(attachment["OutputName"]?.string ?? "Missing Output")
                warnings.append(
                    "a reference to '\(name)' names an action output that is not in the file; it reads as the variable '\(name)'")
                head = "var:" + name
            }
        case "Variable"?:
            let name = attachment["VariableName"]?.string ?? attachment["Variable"]?.string ?? ""
            head = variableHead(name)
        case "ExtensionInput"?: head = "Shortcut Input"
        case "CurrentDate"?: head = "Current Date"
        case "Clipboard"?: head = "Clipboard"
        case "Ask"?:
            if let prompt = attachment["Prompt"]?.string, !prompt.isEmpty {
                head = "Ask: " + Self.safeName(prompt)
            } else {
                head = "Ask"
            }
        case "DeviceDetails"?: head = "Device"
        case let type?: throw Unrepresentable.variableType(type)
        case nil: throw Unrepresentable.untypedVariable
        }
        for step in attachment["Aggrandizements"]?.array ?? [] {
            let fields = step.dictionaryValue ?? PlistDictionary()
            if let appClass = Self.appOutputClass(fields) {
                warnings.append("a conversion to \(appClass) (another app's output type) is left out; the value is used as it is")
                continue
            }
            if let (appleClass, kind) = Self.passThroughClass(fields) {
                warnings.append(
                    "a conversion to \(appleClass) (\(kind)) has no type here and is left out; the value is used as it is")
                continue
            }
            head += try aggrandizement(fields)
        }
        return head
    }

    /// The class of a conversion to another app's own output type (`WFCustomIntentOutputContentItem_…`):
    /// only that app's action makes such a value, and it is kept unsupported, so the conversion
    /// has nothing to act on here.
    static func appOutputClass(_ step: PlistDictionary) -> String? {
        guard step["Type"]?.string == "WFCoercionVariableAggrandizement", let name = step["CoercionItemClass"]?.string,
            name.hasPrefix(PassThroughContentClasses.appOutputPrefix)
        else { return nil }
        return name
    }

    /// The class and its description when `step` converts to a content class with no value type
    /// here (`PassThroughContentClasses`).
    static func passThroughClass(_ step: PlistDictionary) -> (String, String)? {
        guard step["Type"]?.string == "WFCoercionVariableAggrandizement", let name = step["CoercionItemClass"]?.string,
            let kind = PassThroughContentClasses.description(of: name)
        else { return nil }
        return (name, kind)
    }

    static func loopName(_ base: String, _ level: Int) -> String { level == 1 ? base : "\(base) \(level)" }

    /// A named variable, with `var:` when a bare name would mean something else.
    func variableHead(_ raw: String) -> String {
        for base in ["Repeat Item", "Repeat Index"] {
            if raw == base { return raw }
            if raw.hasPrefix(base + " "), let level = Int(raw.dropFirst(base.count + 1)), level >= 1 { return raw }
        }
        let name = Self.safeName(raw)
        if Self.isSpecial(name) || outputNames.contains(name) || !variablesWritten.contains(name) { return "var:" + name }
        return name
    }

    /// One aggrandizement as ` | KIND: ARGUMENT`.
    func aggrandizement(_ step: PlistDictionary) throws(Unrepresentable) -> String {
        switch step["Type"]?.string {
        case "WFCoercionVariableAggrandizement"?:
            let name = step["CoercionItemClass"]?.string ?? ""
            if name == PassThroughContentClasses.anything { return "" }
            if let type = PassThroughContentClasses.asType[name] { return " | as: " + type }
            guard let type = ValueType(name: name), type != .any else { throw Unrepresentable.coercion(name) }
            return " | as: " + type.rawValue
        case "WFDictionaryValueVariableAggrandizement"?:
            guard let key = step["DictionaryKey"]?.string else { throw Unrepresentable.keylessKeyStep }
            // Taken literally (dots escaped), quoted when the plain form cannot hold it; only `}}`,
            // which ends the reference, has no form.
            let path = KeyPath(segments: [key]).referenceText
            guard !path.contains("}}") else { throw Unrepresentable.dictionaryKey(key) }
            return " | key: " + path
        case "WFPropertyVariableAggrandizement"?:
            guard let name = step["PropertyName"]?.string, !name.isEmpty else {
                throw Unrepresentable.namelessPropertyStep
            }
            return " | property: " + Self.safeName(name)
        case "WFDateFormatVariableAggrandizement"?:
            // The step's keys are Format Date's, and so are the rules of which it reads: the
            // Relative time style hides the date style (how long ago or until, whatever date style
            // the file keeps), a Custom date style hides the time style.
            let step = AppleParameterRelation.visible(step, of: "is.workflow.actions.format.date")
            if step["WFTimeFormatStyle"]?.string == "Relative" { return " | relative: how long" }
            switch step["WFDateFormatStyle"]?.string {
            case "Custom"?:
                // No pattern written: Apple's default format, Short date and Short time, as Format Date's Custom.
                guard let pattern = step["WFDateFormat"]?.string, !pattern.isEmpty else {
                    return " | format: " + (DateStylePatterns.pattern(date: nil, time: nil) ?? "M/d/yy, h:mm a")
                }
                guard !pattern.contains("|"),
                    !pattern.contains("}}")
                else {
                    throw Unrepresentable.unusableDateFormat
                }
                return " | format: " + pattern.trimmingCharacters(in: .whitespaces)
            case "Relative"?:
                guard
                    let relative = DateStylePatterns.relative(
                        day: step["WFRelativeDateFormatStyle"]?.string, time: step["WFTimeFormatStyle"]?.string)
                else { throw Unrepresentable.dateFormatStyle("Relative") }
                return " | relative: " + relative.day + (relative.time.map { "; " + $0 } ?? "")
            case "ISO 8601"?:
                return step["WFISO8601IncludeTime"]?.bool == true
                    ? " | format: yyyy-MM-dd'T'HH:mm:ssXXXXX" : " | format: yyyy-MM-dd"
            case let style:
                guard let pattern = DateStylePatterns.pattern(date: style, time: step["WFTimeFormatStyle"]?.string) else {
                    throw Unrepresentable.dateFormatStyle(style)
                }
                return " | format: " + pattern
            }
        case "WFUnitVariableAggrandizement"?: throw Unrepresentable.measurementStep
        case "org.shortcutengine.ItemAggrandizement"?:
            guard let selector = step["Selector"]?.string else { throw Unrepresentable.selectorlessItemStep }
            return " | item: " + selector
        case let type: throw Unrepresentable.variableStep(type)
        }
    }
}
