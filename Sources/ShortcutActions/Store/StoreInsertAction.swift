import ShortcutEngine

/// Insert Stored Value: adds items to a list in the persistent store.
public enum StoreInsertAction: Action {
    /// Where the items go.
    public enum Position: String, Choice {
        case end = "End"
        case beginning = "Beginning"

        /// Data Jar's spellings.
        public var aliases: [String] {
            switch self {
            case .end: return ["end", "last", "append"]
            case .beginning: return ["beginning", "start", "first", "prepend"]
            }
        }
    }

    static let path = StoreAccess.path("The list's \(StoreAccess.pathRule).", required: true)
    static let value = Parameter<Value>("value", summary: "What to insert; a list inserts each of its items.", default: "")
    static let position = Parameter<Position>("position", summary: "Where in the list.", default: .end)
    static let convert = Parameter<StoreSetAction.Conversion>(
        "convert", summary: "How the items are stored.", default: .automatic)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.insert", name: "Insert Stored Value",
        summary:
            "Inserts a value (a list: each of its items) into the list at a key path of the persistent store, creating the list when there is none.",
        category: "Store",
        parameters: [path, value, position, convert, StoreAccess.storeName],
        input: value, output: .produces(.list), outputName: "Stored List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.path]
        let path = KeyPath(parsing: text)
        let conversion = try parameters[Self.convert]
        let items = conversion.apply(.list(try parameters.value(Self.value).items), context.coercion).items
        let position = try parameters[Self.position]
        return try StoreAccess.store(parameters, context: context).update { root in
            let existing = try StoreAccess.value(at: text, in: root, context: context)
            var list: [Value]
            switch existing {
            case .nothing: list = []
            case .list(let current): list = current
            default: throw ActionFailure(StoreFailure.notList(path: text, found: existing.type), parameter: "path")
            }
            switch position {
            case .end: list.append(contentsOf: items)
            case .beginning: list.insert(contentsOf: items, at: 0)
            }
            return (
                try StoreAccess.updated { () throws(ValueFailure) in try path.setting(.list(list), in: root, outOfRange: .append)
                }, .list(list)
            )
        }
    }
}
