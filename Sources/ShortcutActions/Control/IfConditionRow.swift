import ShortcutEngine

/// One condition of a multi-condition If (Apple's `WFConditions`, iOS 18): what to test, the
/// test, and what to compare with. Written in a document as a dictionary:
/// `{"input": "{{Size}}", "condition": "is greater than", "value": "1 MB"}`; the spans take
/// `amount` and `unit`, 'is between' takes `upper`. Every operand kind a single If takes works
/// the same here: text, numbers, dates, measurements (`1 MB`) and spans of time.
struct IfConditionRow {
    var input: Value
    var condition: Condition
    var value: Value
    var upper: Value
    var amount: Number
    var unit: AdjustDateAction.Unit

    /// Reads the row `position` (1-based, for messages).
    init(_ row: Value, position: Int) throws {
        guard case .dictionary(let fields) = row.unnamed else {
            throw ActionFailure(ConditionFailure.notARow(position: position, type: row.type), parameter: "conditions")
        }
        func choice<C: Choice>(_ key: String, _ type: C.Type, default fallback: C?) throws -> C {
            guard let given = fields[key], !given.isNothing else {
                if let fallback { return fallback }
                throw ActionFailure(ConditionFailure.missingField(position: position, field: key), parameter: "conditions")
            }
            let text = Coercion().text(given)
            let choices = ChoiceSet(type)
            guard let canonical = choices.canonical(text), let chosen = C(rawValue: canonical) else {
                throw ActionFailure(
                    ConditionFailure.unknownValue(position: position, field: key, given: text, offered: choices.values),
                    parameter: "conditions")
            }
            return chosen
        }
        input = fields["input"] ?? .nothing
        condition = try choice("condition", Condition.self, default: nil)
        value = fields["value"] ?? fields["number"] ?? .nothing
        upper = fields["upper"] ?? .nothing
        unit = try choice("unit", AdjustDateAction.Unit.self, default: .days)
        switch fields["amount"]?.unnamed {
        case .number(let number)?: amount = number
        case .duration(let seconds)?:
            amount = seconds
            unit = .seconds
        case .text(let text)?:
            guard let number = Number(parsing: text) else {
                throw ActionFailure(ConditionFailure.amountNotNumber(position: position, given: text), parameter: "conditions")
            }
            amount = number
        default: amount = .integer(1)
        }
        if condition == .isBetween, upper.isNothing {
            throw ActionFailure(ConditionFailure.missingField(position: position, field: "upper"), parameter: "conditions")
        }
    }
}
