import Foundation
import ShortcutEngine

/// Format Number: a number as text with a fixed count of decimal places.
public enum FormatNumberAction: Action {
    /// The most decimal places asked for; a decimal holds 38 significant digits.
    static let maximumPlaces = 38

    static let number = Parameter<Value>(
        "number", wireKey: "WFNumber", label: "Number", summary: "The number, or a list of numbers.")
    static let places = Parameter<Int>(
        "places", wireKey: "WFNumberFormatDecimalPlaces", label: "Decimal Places",
        summary: "Digits after the decimal point (0–38).", default: 2, minimum: 0, maximum: Number(maximumPlaces))
    static let grouping = Parameter<Bool>(
        "grouping", label: "Include Grouping",
        summary: "Whether thousands are grouped with ',' (Apple's formatter groups them).", default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.format.number", name: "Format Number",
        summary:
            "Writes numbers as text with a fixed count of decimal places (half to even, as Apple's formatter rounds), thousands grouped with ','.",
        category: "Math",
        parameters: [number, places, grouping],
        input: number, output: .produces(.text), outputName: "Formatted Number")

    /// Runs the action on its resolved parameters; a list gives a list of texts.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let places = try parameters[Self.places]
        let grouping = try parameters[Self.grouping]
        return try NumberText.each(parameters, Self.number, context: context) {
            FixedPlaces.text($0, places: places, grouping: grouping)
        }
    }
}

/// What the number-formatting actions share: a number, or each number of a list, written as text.
enum NumberText {
    /// `text` applied to the number `parameter` holds, or to each item of a list (a list gives a
    /// list of texts); a value that is not a number fails naming the parameter and, in a list, the item.
    static func each(
        _ parameters: ResolvedParameters, _ parameter: Parameter<Value>, context: ActionContext, _ text: (Decimal) -> String
    ) throws -> Value {
        func format(_ value: Value, item: Int?) throws -> Value {
            do {
                guard case .number(let number) = try context.coercion.coerce(value, to: .number) else { return .nothing }
                return .text(text(number.decimal))
            } catch {
                guard let item else { throw ActionFailure(error, parameter: parameter.key) }
                throw ActionFailure(ValueFailure.within(.item(item), error), parameter: parameter.key)
            }
        }
        let value = try parameters.value(parameter)
        guard case .list(let items) = value else { return try format(value, item: nil) }
        return .list(try items.enumerated().map { try format($1, item: $0 + 1) })
    }
}
