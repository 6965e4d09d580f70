import ShortcutEngine

/// Get Distance (`is.workflow.actions.getdistance`): how far one place is from another.
public enum GetDistanceAction: Action {
    /// Apple's route types: the direct one is the geodesic; a road or footpath route needs a
    /// routing service and map data, which this engine has not.
    enum Route: String, Choice {
        case direct = "Direct"
        static var valuesNotBuilt: [String] { ["Driving", "Walking", "Biking"] }
    }

    enum Unit: String, Choice {
        case miles = "Miles"
        case kilometers = "Kilometers"

        var metres: Double { self == .miles ? 1_609.344 : 1_000 }
    }

    static let start = Parameter<Value?>(
        "start", wireKey: "WFGetDirectionsCustomLocation", label: "Start Location",
        summary: "Where from: a location, LAT,LON, a place's name or address (geocoded), or Current Location (the default).")
    static let end = Parameter<Value>(
        "end", wireKey: "WFGetDistanceDestination", label: "End Location",
        summary: "Where to: a location, LAT,LON or a place's name or address (geocoded).")
    static let route = Parameter<Route>(
        "route", wireKey: "WFGetDirectionsActionMode", label: "Route Type", summary: "How the distance is measured.",
        default: .direct)
    static let unit = Parameter<Unit>(
        "unit", wireKey: "WFDistanceUnit", label: "Unit",
        summary:
            "The unit of the number given (Apple's default follows the device's region; here kilometres, as the weather actions are metric).",
        default: .kilometers)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getdistance", name: "Get Distance",
        summary:
            "Gives the distance between two places as a number in miles or kilometres: Direct is the shortest path over the Earth's surface (the WGS 84 geodesic, to the millimetre). Driving, Walking and Biking routes need a routing service and are not built. Places given by name are geocoded (network access needed).",
        category: "Location", parameters: [start, end, route, unit], input: end, output: .produces(.number),
        outputName: "Distance")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        // Read for its failure: a road route (Driving, Walking, Biking) stops here, naming itself.
        _ = try parameters[route]
        let unit = try parameters[unit]
        let from = try Place.coordinates(of: try parameters[start] ?? .nothing, context: context, parameter: start.key)
        let to = try Place.coordinates(of: try parameters[end], context: context, parameter: end.key)
        return .number(Number(Geodesy.distance(from, to) / unit.metres))
    }
}
