import ShortcutEngine

/// Failures of the measurement actions (Measurement, Convert Measurement).
enum MeasurementFailure: FailureFacts, Equatable {
    /// A unit name the calculator's unit table does not know.
    case unknownUnit(String)
    /// A unit of another kind than the chosen measurement type; `type` is its noun (`a length`).
    case unitNotOfType(unit: String, type: String)
    /// Text that is not an amount followed by a unit; `preview` is its start.
    case notAMeasurement(preview: String)
    /// A measurement converted to a unit of another kind; `from` and `to` are the kinds' nouns.
    case differentKinds(measurement: String, from: String, to: String)

    var message: String {
        switch self {
        case .unknownUnit(let name): return "'\(name)' is not a unit"
        case .unitNotOfType(let unit, let type): return "'\(unit)' is not a unit of \(type)"
        case .notAMeasurement(let preview): return "'\(preview)' is not a measurement"
        case .differentKinds(let measurement, let from, let to):
            return "'\(measurement)' measures \(from), not \(to)"
        }
    }

    var hint: String? {
        switch self {
        case .unknownUnit:
            return "use a unit the calculator knows, e.g. km, mi, kg, lb, °C, °F, L, mph, GB"
        case .unitNotOfType: return "choose the type that matches the unit, or a unit of that type"
        case .notAMeasurement: return "write an amount followed by its unit, e.g. 5 km, or make it with Measurement"
        case .differentKinds: return "convert to a unit of the same kind, with the type that matches it"
        }
    }
}
