import AppleFormats
import ShortcutEngine

/// Export of the declared forms (`ShortcutMappings`), the inverse of `ShortcutMapper.readForms`.
/// A switch over forms, never over actions.
extension ExportState {
    /// Writes `value` in `form`; false when the form does not apply to this value and the plain
    /// encoding should be written instead.
    mutating func write(
        _ value: ParameterValue, as form: ParameterForm, declared: ParameterDefinition?, wireKey: String,
        definition: ActionDefinition, into parameters: inout PlistDictionary
    ) throws(Unrepresentable) -> Bool {
        switch form {
        case .variableWrapper:
            parameters[wireKey] = ["Type": "Variable", "Variable": try self.value(value)]
            return true
        case .numericChoice:
            guard let choices = declared?.choices, let choice = literalText(value).flatMap(choices.canonical),
                let option = choices.options.first(where: { $0.value == choice }),
                let code = (option.wireValues + option.aliases).first(where: { Int($0) != nil }),
                let number = Int64(code)
            else { return false }
            parameters[wireKey] = .integer(number)
            return true
        case .quantity(let quantityKey, .whole):
            // The measurement as the whole field, as Apple keeps a whole-field variable.
            parameters[quantityKey] = try self.value(value)
            return true
        case .quantity(let quantityKey, let part):
            // A whole-field measurement written already stands for both parts.
            if let written = parameters[quantityKey], written["WFSerializationType"]?.string != "WFQuantityFieldValue" {
                return true
            }
            var quantity = parameters[quantityKey]?["Value"]?.dictionaryValue ?? PlistDictionary()
            quantity[part.rawValue] = try plainValue(value, declared: declared)
            parameters[quantityKey] = ["Value": .dictionary(quantity), "WFSerializationType": "WFQuantityFieldValue"]
            return true
        case .markedChoice(let marked):
            guard let choice = literalText(value).flatMap({ declared?.choices?.canonical($0) }),
                let wire = marked.wire(for: choice), let marker = marked.markers.first
            else { return false }
            parameters[wireKey] = .string(marker)
            parameters[marked.key] = .string(wire)
            if let operandKey = definition.parameter(marked.operand).map({ $0.wireKey ?? $0.key }),
                let operand = parameters[operandKey]
            {
                parameters[marked.operandKey] = operand
                parameters[operandKey] = nil
            }
            return true
        case .markedOperand(let marked):
            guard parameters[marked.key] != nil else { return false }
            parameters[marked.operandKey] = try self.value(value)
            return true
        case .folderBookmark:
            // A reference kept from an Apple file (a folder in a storage location) goes back as it came.
            if case .dictionary = value, let bookmark = Self.plainBookmark(value) {
                parameters[wireKey] = bookmark
                return true
            }
            guard let path = literalText(value) else { return false }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            parameters[wireKey] = [
                "displayName": .string(name), "filename": .string(name),
                "fileLocation": ["WFFileLocationType": "Home", "relativeSubpath": .string(path)],
            ]
            return true
        case .variableName, .namedReference, .alsoReads, .offsetField, .filterCondition, .filterTable, .refinedBy, .selectedApp,
            .liveOperands, .unitPicker,
            .measurementText, .conditionTable:
            return false  // written under the parameter's own wire key
        }
    }

    /// A value under its own key: a choice given as literal text is written as its wire value
    /// (`ChoiceSet.wireValue(for:)`), anything else as it is.
    mutating func plainValue(_ value: ParameterValue, declared: ParameterDefinition?) throws(Unrepresentable) -> PropertyList {
        if let choices = declared?.choices, let text = literalText(value), let wire = choices.wireValue(for: text) {
            return .string(wire)
        }
        return try self.value(value)
    }
}

extension ExportState {
    /// A dictionary of literal text (Apple's file reference, kept on import) as a plain property
    /// list; nil when anything in it is not literal text or a dictionary of it.
    static func plainBookmark(_ value: ParameterValue) -> PropertyList? {
        switch value {
        case .text(let parts):
            var text = ""
            for part in parts {
                guard case .literal(let literal) = part else { return nil }
                text += literal
            }
            return .string(text)
        case .dictionary(let entries):
            var dictionary = PlistDictionary()
            for entry in entries {
                guard let inner = plainBookmark(entry.value) else { return nil }
                dictionary[entry.key] = inner
            }
            return .dictionary(dictionary)
        default: return nil
        }
    }
}
