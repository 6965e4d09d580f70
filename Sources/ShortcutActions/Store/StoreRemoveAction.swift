import ShortcutEngine

/// Remove Stored Value: takes a value out of the persistent store.
public enum StoreRemoveAction: Action {
    static let path = StoreAccess.path("The value's \(StoreAccess.pathRule).", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.remove", name: "Remove Stored Value",
        summary:
            "Removes the value at a key path from the persistent store; outputs what was removed (Nothing when there was none).",
        category: "Store",
        parameters: [path],
        output: .produces(.any), outputName: "Removed Value")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.path]
        let path = KeyPath(parsing: text)
        return try StoreAccess.store(context).update { root in
            guard path.exists(in: root) else { return (nil, Value.nothing) }
            let removed = try StoreAccess.value(at: text, in: root, context: context)
            return (try StoreAccess.updated { () throws(ValueFailure) in try path.removing(from: root) }, removed)
        }
    }
}
