import ShortcutEngine

/// Get Stored Keys: the keys of a stored dictionary.
public enum StoreKeysAction: Action {
    static let path = StoreAccess.path("The dictionary's \(StoreAccess.pathRule); empty: the top of the store.", required: false)
    static let failIfMissing = Parameter<Bool>(
        "failIfMissing", summary: "Fail when there is no value at the key path, instead of giving no keys.", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.keys", name: "Get Stored Keys",
        summary:
            "Lists the keys of the dictionary at a key path of the persistent store, in order (none when there is nothing there).",
        category: "Store",
        parameters: [path, failIfMissing, StoreAccess.storeName],
        output: .produces(.list), outputName: "Keys")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.path]
        let value = try StoreAccess.value(
            at: text, in: try StoreAccess.store(parameters, context: context).read(), context: context)
        switch value {
        case .nothing:
            if try parameters[Self.failIfMissing] { throw ActionFailure(StoreFailure.notFound(path: text), parameter: Self.path) }
            return .list([])
        case .dictionary(let dictionary): return .list(dictionary.keys.map(Value.text))
        default: throw ActionFailure(StoreFailure.notDictionary(path: text, found: value.type), parameter: "path")
        }
    }
}
