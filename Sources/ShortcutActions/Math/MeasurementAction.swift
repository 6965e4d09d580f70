import NaturalCalc
import ShortcutEngine

/// Measurement: an amount in a unit of the calculator's unit table, carried as text (`5 km`).
public enum MeasurementAction: Action {
    static let type = Parameter<MeasurementUnitType>(
        "type", wireKey: "WFMeasurementUnitType", summary: "The kind of measurement; the unit must be of this kind.",
        default: .length)
    static let amount = Parameter<Number>("amount", label: "Amount", summary: "The amount (Apple's Magnitude).", default: 0)
    static let unit = Parameter<String>(
        "unit", label: "Unit",
        summary: "The unit's symbol or name (Apple's Unit); empty means the type's first unit (m, kg, s, °C, kph, L…).",
        default: "")

    public static let definition = ActionDefinition(
        "is.workflow.actions.measurement.create", name: "Measurement",
        summary: "Makes a measurement — an amount and a unit, carried as text such as '5 km' — from the calculator's unit table.",
        category: "Math",
        parameters: [type, amount, unit],
        output: .produces(.text), outputName: "Measurement")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let type = try parameters[Self.type]
        let amount = try parameters[Self.amount]
        let written = try parameters[Self.unit].trimmingCharacters(in: .whitespaces)
        let unit = try type.unit(written.isEmpty ? type.defaultUnitName : written, parameter: "unit")
        return .text(MeasurementText.render(amount, unit, coercion: context.coercion))
    }
}
