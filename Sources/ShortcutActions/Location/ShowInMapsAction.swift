import ShortcutEngine

/// Show in Maps (`is.workflow.actions.searchmaps`): opens a place in a map app, through the
/// host's opener.
public enum ShowInMapsAction: Action {
    static let location = Parameter<Value>(
        "location", wireKey: "WFInput", label: "Location",
        summary: "A location, LAT,LON, or a place's name or address (searched for by the map app).")
    static let app = Parameter<MapsApp>(
        "app", wireKey: "WFSearchMapsActionApp", label: "App", summary: "The map app to show it in.", default: .maps)

    public static let definition = ActionDefinition(
        "is.workflow.actions.searchmaps", name: "Show in Maps",
        summary:
            "Opens each place in Apple Maps, Google Maps or Waze through the system's opener, as the web link each app documents (the app where installed, else the web map); the CLI opens only with --allow-open, and prints the link otherwise. Passes the input through.",
        category: "Location", parameters: [location, app], input: location, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let app = try parameters[app]
        let given = parameters.optional(location) ?? .nothing
        for item in given.items {
            let link = app.searchLink(try MapsPlace.of(item, context: context, parameter: location.key))
            try context.host.open(try OpenTarget.checked(link, context: context, parameter: location.key))
        }
        return given
    }
}
