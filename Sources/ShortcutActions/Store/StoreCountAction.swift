import ShortcutEngine

/// Count Stored Children: how many items or keys a stored value has.
public enum StoreCountAction: Action {
    static let path = StoreAccess.path("The value's \(StoreAccess.pathRule); empty: the top of the store.", required: false)
    static let failIfMissing = Parameter<Bool>(
        "failIfMissing", summary: "Fail when there is no value at the key path, instead of counting 0.", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.count", name: "Count Stored Children",
        summary: "Counts the items of a stored list or the keys of a stored dictionary (any other value: 1, nothing: 0).",
        category: "Store",
        parameters: [path, failIfMissing, StoreAccess.storeName],
        output: .produces(.number), outputName: "Count")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.path]
        let value = try StoreAccess.value(
            at: text, in: try StoreAccess.store(parameters, context: context).read(), context: context)
        switch value {
        case .nothing:
            if try parameters[Self.failIfMissing] { throw ActionFailure(StoreFailure.notFound(path: text), parameter: "path") }
            return .number(.integer(0))
        case .list(let items): return .number(.integer(items.count))
        case .dictionary(let dictionary): return .number(.integer(dictionary.keys.count))
        default: return .number(.integer(1))
        }
    }
}
