import ShortcutEngine

/// Remove Stored Value: takes a value out of the persistent store.
public enum StoreRemoveAction: Action {
    /// Which values may be removed (Data Jar's delete strategies).
    public enum Allow: String, Choice {
        case always = "Always"
        case exceptContainers = "Except Lists and Dictionaries"

        /// Data Jar's spellings.
        public var aliases: [String] {
            switch self {
            case .always: return ["alwaysAllow", "allow"]
            case .exceptContainers: return ["disallowArraysAndDictionaries"]
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .always: return "remove whatever is there"
            case .exceptContainers: return "fail when the key path holds a list or a dictionary; remove anything else"
            }
        }
    }

    static let path = StoreAccess.path("The value's \(StoreAccess.pathRule).", required: true)
    static let allow = Parameter<Allow>("allow", summary: "Which values may be removed.", default: .always)
    static let failIfMissing = Parameter<Bool>(
        "failIfMissing", summary: "Fail when there is no value at the key path, instead of removing nothing.", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.remove", name: "Remove Stored Value",
        summary:
            "Removes the value at a key path from the persistent store; outputs what was removed (Nothing when there was none).",
        category: "Store",
        parameters: [path, allow, failIfMissing, StoreAccess.storeName],
        output: .produces(.any), outputName: "Removed Value")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.path]
        let path = KeyPath(parsing: text)
        let (allow, failIfMissing) = (try parameters[Self.allow], try parameters[Self.failIfMissing])
        return try StoreAccess.store(parameters, context: context).update { root in
            guard path.exists(in: root) else {
                if failIfMissing { throw ActionFailure(StoreFailure.notFound(path: text), parameter: Self.path) }
                return (nil, Value.nothing)
            }
            let removed = try StoreAccess.value(at: text, in: root, context: context)
            if allow == .exceptContainers, removed.isContainer {
                throw ActionFailure(StoreFailure.keptContainer(path: text, found: removed.type), parameter: Self.allow)
            }
            return (try StoreAccess.updated { () throws(ValueFailure) in try path.removing(from: root) }, removed)
        }
    }
}
