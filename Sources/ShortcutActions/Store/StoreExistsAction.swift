import ShortcutEngine

/// Stored Value Exists: whether the persistent store holds a value at a key path (Data Jar's
/// Check If Value Exists), optionally creating it when it does not (Toolbox Pro's Check If
/// Global Variable Exists with Create on).
public enum StoreExistsAction: Action {
    static let path = StoreAccess.path("The value's \(StoreAccess.pathRule).", required: true)
    static let create = Parameter<Bool>(
        "create", summary: "When there is no value, store 'value' there (the output still says there was none).",
        default: false)
    static let value = Parameter<Value>(
        "value", summary: "What 'create' stores: any type, dictionaries and lists included.", default: "")

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.exists", name: "Stored Value Exists",
        summary:
            "Whether the persistent store holds a value at a key path: true or false; when asked, a missing value is created.",
        category: "Store",
        parameters: [path, create, value, StoreAccess.storeName],
        output: .produces(.boolean), outputName: "Exists")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.path]
        guard try parameters[Self.create] else {
            let root = try StoreAccess.store(parameters, context: context).read()
            return .boolean(!(try StoreAccess.value(at: text, in: root, context: context)).isNothing)
        }
        let value = try parameters.value(Self.value)
        // The store is written out as JSON: a value too large to write stops here, before it is expanded.
        if value.isContainer { try context.checkWritable(value) }
        return try StoreAccess.store(parameters, context: context).update { root in
            guard (try StoreAccess.value(at: text, in: root, context: context)).isNothing else { return (nil, .boolean(true)) }
            let path = KeyPath(parsing: text)
            return (
                try StoreAccess.updated { () throws(ValueFailure) in try path.setting(value, in: root, outOfRange: .append) },
                .boolean(false)
            )
        }
    }
}
