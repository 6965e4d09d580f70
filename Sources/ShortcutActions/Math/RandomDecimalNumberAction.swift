import ShortcutEngine

/// Random Decimal Number: a number with a fraction between two bounds, from the run's seeded
/// generator (the Actions app's Get Random Floating-Point Number).
public enum RandomDecimalNumberAction: Action {
    static let minimum = Parameter<Number>("minimum", summary: "One bound (the bounds may come in either order).", default: 0)
    static let maximum = Parameter<Number>("maximum", summary: "The other bound.", default: 1)

    public static let definition = ActionDefinition(
        "org.shortcutengine.number.randomdecimal", name: "Random Decimal Number",
        summary:
            "Picks a number between two bounds, fractions included (a double: about 16 significant digits), as the Actions app's Get Random Floating-Point Number does; the run's seed makes it repeatable.",
        category: "Math",
        parameters: [minimum, maximum],
        output: .produces(.number), outputName: "Random Number")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let first = try parameters[Self.minimum].double
        let second = try parameters[Self.maximum].double
        let (low, high) = first <= second ? (first, second) : (second, first)
        if low == high { return .number(Number(low)) }
        return .number(Number(Double.random(in: low...high, using: &context.random)))
    }
}
