import ShortcutEngine

/// Get Current Location (`is.workflow.actions.getcurrentlocation`): the host's place.
public enum GetCurrentLocationAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.getcurrentlocation", name: "Get Current Location",
        summary:
            "Gives where this machine is, as the run was told (--here LAT,LON, or $XDG_CONFIG_HOME/shortcut/here): a location with its Latitude and Longitude. A computer has no location service to measure it, nor a map to name the street, so the address parts are Nothing; without --here the action stops with an error naming the flag.",
        category: "Location", parameters: [], output: .produces(.dictionary), outputName: "Current Location")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try Place.here(context, parameter: "here").value
    }
}
