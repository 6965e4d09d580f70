import ShortcutEngine

/// Show Directions (`is.workflow.actions.getdirections`): opens the way to a place in a map app,
/// through the host's opener; the app starts from where the device is.
public enum ShowDirectionsAction: Action {
    static let destination = Parameter<Value>(
        "destination", wireKey: "WFDestination", label: "Destination",
        summary: "Where to: a location, LAT,LON, or a place's name or address (searched for by the map app).")
    static let start = Parameter<Value?>(
        "start", wireKey: "WFLocation", label: "Start",
        summary:
            "Where from (Shortcuts 10.0's Open Directions): a place in the same forms; absent, the map app starts where the device is. Waze always starts there."
    )
    static let app = Parameter<MapsApp>(
        "app", wireKey: "WFGetDirectionsActionApp", label: "App", summary: "The map app to show the way in.",
        default: .maps)
    static let mode = Parameter<MapsApp.Mode>(
        "mode", wireKey: "WFGetDirectionsActionMode", label: "Mode", summary: "How the way is travelled.",
        default: .driving)

    public static let definition = ActionDefinition(
        "is.workflow.actions.getdirections", name: "Show Directions",
        summary:
            "Opens directions to a place (driving, walking, transit or cycling) in Apple Maps, Google Maps or Waze through the system's opener, as the web link each app documents; the map app starts from the Start place when one is given, else from where the device is. The CLI opens only with --allow-open, and prints the link otherwise. Passes the input through.",
        category: "Location", parameters: [destination, start, app, mode], input: destination, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let app = try parameters[app]
        let mode = try parameters[mode]
        let given = parameters.optional(destination) ?? .nothing
        // One destination: the first item (a route has one end).
        guard let item = given.items.first else { return given }
        let place = try MapsPlace.of(item, context: context, parameter: destination.key)
        var origin: MapsPlace?
        if let from = try parameters[start], !from.isNothing {
            origin = try MapsPlace.of(from, context: context, parameter: start.key)
        }
        let link = app.directionsLink(to: place, from: origin, by: mode)
        try context.host.open(try OpenTarget.checked(link, context: context, parameter: destination.key))
        return given
    }
}
