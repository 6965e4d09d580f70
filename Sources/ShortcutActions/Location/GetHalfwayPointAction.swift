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
        var points: [Coordinates] = []
        for parameter in [first, second] {
            let place = try Place.resolve(try parameters[parameter] ?? .nothing, context: context, parameter: parameter.key)
                .located(context: context, parameter: parameter.key)
            guard let coordinates = place.coordinates else {
                throw ActionFailure(LocationFailure.noCoordinates, parameter: parameter.key)
            }
            points.append(coordinates)
        }
        return Place(coordinates: Geodesy.midpoint(points[0], points[1])).value
    }
}
