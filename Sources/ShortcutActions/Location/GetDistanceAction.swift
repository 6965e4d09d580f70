import ShortcutEngine

/// Get Distance (`is.workflow.actions.getdistance`): how far one place is from another.
public enum GetDistanceAction: Action {
    /// Apple's route types: Direct is the geodesic; a road or path route comes from the routing
    /// service (`Routing`) for its way of travel.
    enum Route: String, Choice {
        case direct = "Direct"
        case driving = "Driving"
        case walking = "Walking"
        case biking = "Biking"

        /// The way of travel a routing server routes; nil for Direct.
        var travel: Routing.Travel? {
            switch self {
            case .direct: return nil
            case .driving: return .car
            case .walking: return .foot
            case .biking: return .bike
            }
        }
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
    static let avoidTolls = Parameter<Bool>(
        "avoidTolls", wireKey: "WFAvoidTolls", label: "Avoid Tolls",
        summary: "A Driving route leaves out toll roads (when the routing server's car profile can).", default: false)
    static let avoidHighways = Parameter<Bool>(
        "avoidHighways", wireKey: "WFAvoidHighways", label: "Avoid Highways",
        summary: "A Driving route leaves out motorways (when the routing server's car profile can).", default: false)
    static let unit = Parameter<Unit>(
        "unit", wireKey: "WFDistanceUnit", label: "Unit",
        summary:
            "The unit of the number given (Apple's default follows the device's region; here kilometres, as the weather actions are metric).",
        default: .kilometers)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getdistance", name: "Get Distance",
        summary:
            "Gives the distance between two places as a number in miles or kilometres: Direct is the shortest path over the Earth's surface (the WGS 84 geodesic, to the millimetre); Driving, Walking and Biking are the length of the route an OSRM routing server finds over OpenStreetMap's roads and paths (RunOptions.routingServiceURL, FOSSGIS's servers by default; network access needed), where Apple asks Apple Maps. Places given by name are geocoded (network access needed).",
        category: "Location", parameters: [start, end, route, avoidTolls, avoidHighways, unit], input: end,
        output: .produces(.number),
        outputName: "Distance")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let route = try parameters[route]
        let unit = try parameters[unit]
        let from = try Place.coordinates(of: try parameters[start] ?? .nothing, context: context, parameter: start.key)
        let to = try Place.coordinates(of: try parameters[end], context: context, parameter: end.key)
        guard let travel = route.travel else { return .number(Number(Geodesy.distance(from, to) / unit.metres)) }
        let avoiding = Routing.Avoiding(tolls: try parameters[avoidTolls], highways: try parameters[avoidHighways])
        let metres = try Routing.distance(
            from: from, to: to, travel: travel, avoiding: avoiding, context: context, parameter: Self.route.key)
        return .number(Number(metres / unit.metres))
    }
}
