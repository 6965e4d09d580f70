import ShortcutEngine

/// Get Stored Value: a value from the persistent store by key path.
public enum StoreGetAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.store.get", name: "Get Stored Value",
        summary: "Gets a value that outlives the run from the persistent store, by key path; the fallback (Nothing unless given) when there is none.",
        category: "Store",
        parameters: [
            StoreAccess.path("The value's \(StoreAccess.pathRule); empty: the whole store.", required: false),
            ParameterDefinition(
                "fallback", type: .any, summary: "What to give when there is no value at the key path (default: Nothing)."),
        ],
        output: .produces(.any), outputName: "Stored Value")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try StoreAccess.store(context).read()
        let value = try StoreAccess.value(at: try parameters.text("path"), in: root, context: context)
        return value.isNothing ? parameters.optional("fallback") ?? .nothing : value
    }
}
