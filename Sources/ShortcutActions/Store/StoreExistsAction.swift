import ShortcutEngine

/// Stored Value Exists: whether the persistent store holds a value at a key path (Data Jar's
/// Check If Value Exists).
public enum StoreExistsAction: Action {
    static let path = StoreAccess.path("The value's \(StoreAccess.pathRule).", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.exists", name: "Stored Value Exists",
        summary: "Whether the persistent store holds a value at a key path: true or false.",
        category: "Store",
        parameters: [path],
        output: .produces(.boolean), outputName: "Exists")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let root = try StoreAccess.store(context).read()
        return .boolean(!(try StoreAccess.value(at: try parameters[Self.path], in: root, context: context)).isNothing)
    }
}
