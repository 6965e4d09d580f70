import ShortcutEngine

/// Get Maps URL (`is.workflow.actions.getmapslink`): a link that opens a place in Maps.
public enum GetMapsURLAction: Action {
    static let location = Parameter<Value>(
        "location", wireKey: "WFInput", label: "Location",
        summary: "A location, LAT,LON, or a place's name or address (searched for by Maps; not geocoded here).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getmapslink", name: "Get Maps URL",
        summary:
            "Gives an Apple Maps link to each place, in the form Apple documents (Map Links: https://maps.apple.com/?q=…&ll=LAT,LON): a location's coordinates and name (else its address); text is the search itself (q=), not geocoded here. Current Location is the host's (--here).",
        category: "Location", parameters: [location], input: location, output: .produces(.url), outputName: "Maps URL")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard let given = parameters.namedOptional(location), !given.isNothing else { return .nothing }
        var links: [Value] = []
        for item in given.items {
            links.append(.url(try link(to: item, context: context)))
        }
        if case .list = given.unnamed { return .list(links) }
        return links.first ?? .nothing
    }

    static func link(to item: Value, context: ActionContext) throws -> String {
        MapsApp.maps.searchLink(try MapsPlace.of(item, context: context, parameter: location.key))
    }
}
