import Foundation
import ShortcutEngine

/// One row of Apple's condition table (Filter Files, Find Photos), as Shortcuts' editor builds it:
/// a property of the action's items, an If condition (the same tests and Apple codes) and what it
/// compares with. Written in a document as a dictionary:
/// `{"property": "Name", "condition": "is not", "value": "draft.txt"}`; the spans take `amount`
/// and `unit`, 'is between' takes `upper`.
struct ConditionRow<Property: Choice> {
    var property: Property
    var condition: Condition
    var value: Value
    var upper: Value
    var amount: Number
    var unit: AdjustDateAction.Unit

    /// Reads the table's row `position` (1-based, for messages) of a table on `items` ("file", "photo").
    init(_ row: Value, position: Int, items: String = "file") throws {
        guard case .dictionary(let fields) = row.unnamed else {
            throw ActionFailure(FileConditionFailure.notATableRow(position: position, type: row.type), parameter: "conditions")
        }
        func choice<C: Choice>(_ key: String, _ type: C.Type, default fallback: C?) throws -> C {
            guard let given = fields[key], !given.isNothing else {
                if let fallback { return fallback }
                throw ActionFailure(FileConditionFailure.missingField(position: position, field: key), parameter: "conditions")
            }
            let text = Self.text(given)
            let choices = ChoiceSet(type)
            guard let canonical = choices.canonical(text), let chosen = C(rawValue: canonical) else {
                throw ActionFailure(
                    FileConditionFailure.unknownValue(
                        position: position, field: key, given: text, offered: choices.values, items: items),
                    parameter: "conditions")
            }
            return chosen
        }
        property = try choice("property", Property.self, default: nil)
        condition = try choice("condition", Condition.self, default: nil)
        value = fields["value"] ?? .nothing
        upper = fields["upper"] ?? .nothing
        unit = try choice("unit", AdjustDateAction.Unit.self, default: .days)
        switch fields["amount"]?.unnamed {
        case .number(let number)?: amount = number
        case .text(let text)?:
            guard let number = Number(parsing: text) else {
                throw ActionFailure(FileConditionFailure.amountNotNumber(position: position, given: text), parameter: "conditions")
            }
            amount = number
        default: amount = .integer(1)
        }
        if condition == .isBetween, upper.isNothing {
            throw ActionFailure(FileConditionFailure.missingField(position: position, field: "upper"), parameter: "conditions")
        }
    }

    /// Whether `subject` (the item's value of `property`) meets this condition; text compares in
    /// any letter case, sizes as byte counts (or against a measurement such as `1 MB`), dates as
    /// dates on the run's clock, a yes/no property against the operand read as a boolean.
    func holds(_ subject: Value, context: ActionContext) throws -> Bool {
        var comparison = Comparison(coercion: context.coercion, caseSensitive: false)
        if condition.isDateSpan || condition == .isToday {
            comparison.clock = .init(now: context.host.now(), calendar: context.calendar, amount: amount, unit: unit)
        }
        var operand = value
        if case .boolean = subject, !value.isNothing, let flag = try? context.coercion.coerce(value, to: .boolean) { operand = flag }
        return try comparison.test(subject, condition, operand, upper: upper)
    }

    private static func text(_ value: Value) -> String {
        switch value.unnamed {
        case .text(let text): return text
        case .number(let number): return number.description
        default: return value.type.rawValue
        }
    }
}
