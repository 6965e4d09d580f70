import ShortcutEngine

/// Location (`is.workflow.actions.location`): the place its parameter names, as a location.
public enum LocationAction: Action {
    static let location = Parameter<Value?>(
        "location", wireKey: "WFLocation", label: "Location",
        summary:
            "The place: a location picked in Shortcuts, LAT,LON, a place's name or address (geocoded: network access needed), or Current Location (the host's: --here); default Current Location."
    )

    public static let definition = ActionDefinition(
        "is.workflow.actions.location", name: "Location",
        summary:
            "Gives the place its parameter names as a location: a dictionary under Get Details of Locations' names (Name, Street, City, State, ZIP Code, Country, Latitude, Longitude, Altitude…, those known), which the location and weather actions read. A name or address is geocoded with Open-Meteo (RunOptions.geocodingServiceURL; network access needed); a picked location keeps its own parts.",
        category: "Location", parameters: [location], output: .produces(.dictionary), outputName: "Location")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try Place.resolve(try parameters[location] ?? .nothing, context: context, parameter: location.key).value
    }
}
