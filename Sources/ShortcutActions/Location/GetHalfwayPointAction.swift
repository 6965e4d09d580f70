import ShortcutEngine

/// Get Halfway Point (`is.workflow.actions.gethalfwaypoint`): the place midway between two.
public enum GetHalfwayPointAction: Action {
    static let first = Parameter<Value?>(
        "first", wireKey: "WFGetHalfwayPointFirstLocation", label: "First Location",
        summary: "One place: a location, LAT,LON, a place's name or address (geocoded), or Current Location (the default).")
    static let second = Parameter<Value?>(
        "second", wireKey: "WFGetHalfwayPointSecondLocation", label: "Second Location",
        summary: "The other place, in the same forms (default Current Location).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.gethalfwaypoint", name: "Get Halfway Point",
        summary:
            "Gives the point halfway between two places along the great circle joining them, as a location with its Latitude and Longitude (no street: there is no reverse geocoding here). Places given by name are geocoded (network access needed).",
        category: "Location", parameters: [first, second], output: .produces(.dictionary), outputName: "Halfway Point")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let one = try Place.coordinates(of: try parameters[first] ?? .nothing, context: context, parameter: first.key)
        let other = try Place.coordinates(of: try parameters[second] ?? .nothing, context: context, parameter: second.key)
        return Place(coordinates: Geodesy.midpoint(one, other)).value
    }
}
