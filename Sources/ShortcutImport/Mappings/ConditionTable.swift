import AppleFormats
import ShortcutEngine

/// A multi-condition If's templates (`WFConditions`, iOS 18; research shortcuts-format.md §5.1,
/// from CHERRI `makeConditions` and PLAYGROUND) as If's `conditions` rows. Each template holds a
/// single If's keys: `WFCondition`, `WFInput` (the `{Type: Variable, Variable: …}` wrapper) and the
/// operand the condition reads — text, a number (and `WFAnotherNumber` for between), a date (and
/// `WFAnotherDate`), a measurement (`WFMeasurement`, as `1 MB`), an enumeration's case, or a span
/// (`WFDuration`, `{Magnitude, Unit}`). The code says which operand is read, as for a single If.
extension ShortcutMapper {
    /// One template as a condition row, or the reason it cannot be one.
    mutating func conditionRow(_ template: PlistDictionary) throws(Unrepresentable) -> ParameterValue {
        let code = Self.integerCode(template["WFCondition"]) ?? -1
        guard
            let condition = registry.action(for: "is.workflow.actions.conditional")?.definition.parameter("condition")?.choices?
                .canonical(String(code))
        else { throw Unrepresentable.conditionCode(code) }
        var entries: [ParameterValue.DictionaryEntry] = []
        if let input = template["WFInput"] {
            entries.append(.init(key: "input", value: try value(ParameterForm.unwrappedVariable(input))))
        }
        entries.append(.init(key: "condition", value: .text([.literal(condition)])))
        switch code {
        case 100, 101, 1002: break
        case 1000, 1001:
            let span = template["WFDuration"]?["Value"] ?? template["WFDuration"]
            guard let magnitude = span?["Magnitude"], let unit = span?["Unit"]?.string else {
                throw Unrepresentable.conditionCode(code)
            }
            entries.append(.init(key: "amount", value: try value(magnitude)))
            entries.append(.init(key: "unit", value: .text([.literal(unit)])))
        case 8, 9, 99, 999:
            entries.append(.init(key: "value", value: try value(template["WFConditionalActionString"] ?? .string(""))))
        default:
            if let operand = try operand(
                template, keys: ["WFConditionalActionString", "WFNumberValue", "WFDate", "WFEnumeration"])
            {
                entries.append(.init(key: "value", value: operand))
            }
            if code == 1003,
                let upper = try operand(template, keys: ["WFAnotherNumber", "WFAnotherDate", "WFAnotherMeasurement"])
            {
                entries.append(.init(key: "upper", value: upper))
            }
        }
        return .dictionary(entries)
    }

    /// The first operand present among `keys`, else a measurement (`WFMeasurement` → `1 MB`).
    mutating func operand(_ template: PlistDictionary, keys: [String]) throws(Unrepresentable) -> ParameterValue? {
        for key in keys {
            if let plist = template[key] {
                if key == "WFAnotherMeasurement" { return try measurement(plist) }
                return try value(plist)
            }
        }
        if let plist = template["WFMeasurement"] { return try measurement(plist) }
        return nil
    }

    /// A quantity as its amount and unit in one text, as Measurement writes measurements.
    mutating func measurement(_ plist: PropertyList) throws(Unrepresentable) -> ParameterValue {
        let quantity = plist["Value"] ?? plist
        guard let magnitude = quantity["Magnitude"], let unit = quantity["Unit"]?.string else {
            throw Unrepresentable.parameter("WFMeasurement")
        }
        return Self.measured(try value(magnitude), unit: unit)
    }
}
