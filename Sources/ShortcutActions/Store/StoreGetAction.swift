import ShortcutEngine

/// Get Stored Value: a value from the persistent store by key path.
public enum StoreGetAction: Action {
    static let path = StoreAccess.path("The value's \(StoreAccess.pathRule); empty: the whole store.", required: false)
    static let fallback = Parameter<Value?>(
        "fallback", type: .any, summary: "What to give when there is no value at the key path (default: Nothing).")

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.get", name: "Get Stored Value",
        summary:
            "Gets a value that outlives the run from the persistent store, by key path; the fallback (Nothing unless given) when there is none.",
        category: "Store",
        parameters: [path, fallback, StoreAccess.storeName],
        output: .produces(.any), outputName: "Stored Value")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try StoreAccess.store(parameters, context: context).read()
        let value = try StoreAccess.value(at: try parameters[Self.path], in: root, context: context)
        return value.isNothing ? try parameters[Self.fallback] ?? .nothing : value
    }
}
