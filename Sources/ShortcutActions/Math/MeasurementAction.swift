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
    static let measurement = Parameter<String?>(
        "measurement",
        summary:
            "An amount and its unit as one text ('5 km'; a bare number is in the type's first unit); when given it "
            + "replaces 'amount' and 'unit', and its unit must be of the type. Apple's field holding a variable as a "
            + "whole imports here.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.measurement.create", name: "Measurement",
        summary: "Makes a measurement — an amount and a unit, carried as text such as '5 km' — from the calculator's unit table.",
        category: "Math",
        parameters: [type, amount, unit, measurement],
        output: .produces(.text), outputName: "Measurement")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let type = try parameters[Self.type]
        if let whole = try parameters[Self.measurement] {
            if let bare = Number(parsing: whole.trimmingCharacters(in: .whitespacesAndNewlines)) {
                let unit = try type.unit(type.defaultUnitName, parameter: Self.measurement.key)
                return .text(MeasurementText.render(bare, unit, coercion: context.coercion))
            }
            let given = try MeasurementText.parse(whole, parameter: Self.measurement.key)
            let unit = try type.unit(given.unitName, parameter: Self.measurement.key)
            return .text(MeasurementText.render(given.amount, unit, coercion: context.coercion))
        }
        let amount = try parameters[Self.amount]
        let written = try parameters[Self.unit].trimmingCharacters(in: .whitespaces)
        let unit = try type.unit(written.isEmpty ? type.defaultUnitName : written, parameter: "unit")
        return .text(MeasurementText.render(amount, unit, coercion: context.coercion))
    }
}
