import ShortcutEngine

/// Get Stored Value: a value from the persistent store by key path.
public enum StoreGetAction: Action {
    static let path = StoreAccess.path("The value's \(StoreAccess.pathRule); empty: the whole store.", required: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.get", name: "Get Stored Value",
        summary: "Gets a value that outlives the run from the persistent store, by key path; Nothing when there is none.",
        category: "Store",
        parameters: [path],
        output: .produces(.any), outputName: "Stored Value")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try StoreAccess.store(context).read()
        return try StoreAccess.value(at: try parameters[Self.path], in: root, context: context)
    }
}
