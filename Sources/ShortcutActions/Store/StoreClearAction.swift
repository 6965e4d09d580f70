import ShortcutEngine

/// Clear Store: empties a store at once (Toolbox Pro's Global Variables ClearAll, on the app's
/// own store).
public enum StoreClearAction: Action {
    public static let definition = ActionDefinition(
        "org.shortcutengine.store.clear", name: "Clear Store",
        summary:
            "Removes every value of the persistent store, or of a named store; outputs what it held, as a dictionary (the version before is also kept as the store's .bak file).",
        category: "Store",
        parameters: [StoreAccess.storeName],
        output: .produces(.dictionary), outputName: "Cleared Values")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try StoreAccess.store(parameters, context: context).update { root in
            guard case .dictionary(let values) = root, !values.isEmpty else { return (nil, root) }
            return (.dictionary(ValueDictionary()), root)
        }
    }
}
