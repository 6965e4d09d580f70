import Foundation
import NaturalCalc
import ShortcutEngine

/// Convert Measurement: a measurement (`5 km`) in another unit of its kind, converted by the
/// calculator's unit table (temperatures by their zero points).
public enum ConvertMeasurementAction: Action {
    static let measurement = Parameter<String>(
        "measurement", wireKey: "WFInput", label: "Measurement",
        summary: "An amount followed by its unit, e.g. '5 km' (what Measurement makes).")
    static let type = Parameter<MeasurementUnitType>(
        "type", wireKey: "WFMeasurementUnitType", summary: "The kind of measurement; the target unit must be of this kind.",
        default: .length)
    static let unit = Parameter<String>(
        "unit", wireKey: "WFMeasurementUnit", label: "Unit",
        summary: "The unit to convert to (a symbol or name the calculator knows).", required: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.measurement.convert", name: "Convert Measurement",
        summary: "Converts a measurement such as '5 km' to another unit of its kind through the calculator's unit table.",
        category: "Math",
        parameters: [measurement, type, unit],
        input: measurement, output: .produces(.text), outputName: "Converted Measurement")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let type = try parameters[Self.type]
        let target = try type.unit(try parameters[Self.unit].trimmingCharacters(in: .whitespaces), parameter: "unit")
        var measurement = try MeasurementText.parse(try parameters[Self.measurement], parameter: "measurement")
        // A symbol that means another unit among this type's (`5 C` as a charge) is read as the type reads it.
        if !measurement.unit.isSameKind(as: target), let own = try? type.unit(measurement.unitName, parameter: "measurement") {
            measurement = MeasurementText(amount: measurement.amount, unitName: measurement.unitName, unit: own)
        }
        guard measurement.unit.isSameKind(as: target) else {
            let from = MeasurementUnitType.of(measurement.unit)?.noun ?? "another kind"
            throw ActionFailure(
                MeasurementFailure.differentKinds(
                    measurement: MeasurementText.render(measurement.amount, measurement.unit, coercion: context.coercion),
                    from: from, to: type.noun),
                parameter: "measurement")
        }
        let converted: Decimal
        do {
            converted = try measurement.unit.convert(measurement.amount.decimal, to: target)
        } catch {
            throw ActionFailure(
                MeasurementFailure.differentKinds(measurement: measurement.unitName, from: measurement.unit.kind, to: type.noun),
                parameter: "measurement")
        }
        return .text(MeasurementText.render(Number(converted), target, coercion: context.coercion))
    }
}
