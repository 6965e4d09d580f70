import ShortcutEngine

/// What the store actions share: the host's store and key paths (the nested dictionary path
/// rules of `KeyPath`; an empty path is the top of the store where reading).
enum StoreAccess {
    /// The store `parameters` name (the `store` parameter): the host's persistent store, or a
    /// named store beside it. A host without a store cannot run store actions.
    static func store(_ parameters: ResolvedParameters, context: ActionContext) throws -> any ValueStore {
        guard let host = context.host as? ValueStoreHost else { throw ActionFailure(StoreFailure.noStore) }
        let name = try parameters[storeName]
        if name.isEmpty { return host.valueStore }
        guard let slug = StoreNames.fileName(of: name) else {
            throw ActionFailure(StoreFailure.badStoreName(name), parameter: storeName)
        }
        return host.valueStore.sibling(named: slug)
    }

    /// The `store` parameter every store action has.
    static let storeName = Parameter<String>(
        "store",
        summary:
            "Which store: empty for the persistent store; a name (\(StoreNames.rule)) for a store of its own kept beside it, as Toolbox Pro's Global Variables ('Toolbox Pro'), Gizmo Pack's Universal Variables ('Gizmo Pack') and Apple's Store Content ('Shortcuts') are.",
        default: "")

    /// The value at `path` (the whole store for an empty path); nothing when missing.
    static func value(at path: String, in root: Value, context: ActionContext) throws -> Value {
        if path.isEmpty { return root }
        do { return try KeyPath(parsing: path).lookup(in: root, coercion: context.coercion) } catch {
            throw ActionFailure(error, parameter: "path")
        }
    }

    /// The result of a key path update; its failures name the path parameter.
    static func updated(_ body: () throws(ValueFailure) -> Value) throws(ActionFailure) -> Value {
        do { return try body() } catch { throw ActionFailure(error, parameter: "path") }
    }

    /// The key path parameter every store action has.
    static func path(_ summary: String, required: Bool) -> Parameter<String> {
        required
            ? Parameter("path", summary: summary, required: true)
            : Parameter("path", summary: summary, default: "")
    }

    /// The rule every key path follows, for the catalogue.
    static let pathRule = "dot path (a.b.c; numbers index lists, 1-based, negative from the end; \\. is a literal dot)"
}
