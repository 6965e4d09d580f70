import ShortcutEngine

/// Set Stored Value: puts a value into the persistent store at a key path.
public enum StoreSetAction: Action {
    /// Whether an existing value may be replaced.
    public enum Overwrite: String, Choice {
        case always = "Always"
        case never = "Never"
        case exceptContainers = "Except Lists and Dictionaries"

        /// Data Jar's spellings.
        public var aliases: [String] {
            switch self {
            case .always: return ["alwaysAllow", "allow"]
            case .never: return ["neverAllow", "doNotAllow", "deny", "alwaysDisallow"]
            case .exceptContainers: return ["disallowArraysAndDictionaries"]
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .always: return "replace whatever is there"
            case .never: return "fail when the key path already holds a value"
            case .exceptContainers: return "fail when the key path holds a list or a dictionary; replace anything else"
            }
        }

        /// Whether this refuses to replace `existing` (nil: nothing at the key path).
        func refuses(_ existing: Value?) -> Bool {
            guard let existing else { return false }
            switch self {
            case .always: return false
            case .never: return true
            case .exceptContainers: return existing.isContainer
            }
        }
    }

    /// How the value is stored.
    public enum Conversion: String, Choice {
        case automatic = "Automatic"
        case text = "Text"

        /// Data Jar's spellings.
        public var aliases: [String] {
            switch self {
            case .automatic: return ["automatic", "none", "keep"]
            case .text: return ["text", "string"]
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .automatic: return "as it is: lists, dictionaries, numbers and booleans keep their type"
            case .text: return "as text (a list's items are each made text)"
            }
        }

        /// The value as stored.
        func apply(_ value: Value, _ coercion: Coercion) -> Value {
            switch self {
            case .automatic: return value
            case .text:
                if case .list(let items) = value { return .list(items.map { .text(coercion.text($0)) }) }
                return .text(coercion.text(value))
            }
        }
    }

    static let path = StoreAccess.path("Where: a \(StoreAccess.pathRule).", required: true)
    static let value = Parameter<Value>("value", summary: "The value: any type, dictionaries and lists included.", default: "")
    static let overwrite = Parameter<Overwrite>(
        "overwrite", summary: "Whether an existing value is replaced.", default: .always)
    static let convert = Parameter<Conversion>("convert", summary: "How the value is stored.", default: .automatic)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.set", name: "Set Stored Value",
        summary: "Puts a value into the persistent store at a key path, creating dictionaries on the way; it outlives the run.",
        category: "Store",
        parameters: [path, value, overwrite, convert, StoreAccess.storeName],
        input: value, output: .produces(.any), outputName: "Stored Value")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.path]
        let path = KeyPath(parsing: text)
        let given = try parameters.value(Self.value)
        // The store is written out as JSON: a value too large to write stops here, before it is expanded.
        if given.isContainer { try context.checkWritable(given) }
        let value = try parameters[Self.convert].apply(given, context.coercion)
        let overwrite = try parameters[Self.overwrite]
        return try StoreAccess.store(parameters, context: context).update { root in
            if overwrite.refuses(path.exists(in: root) ? (try? path.lookup(in: root)) ?? .nothing : nil) {
                throw ActionFailure(StoreFailure.exists(path: text), parameter: "path")
            }
            return (
                try StoreAccess.updated { () throws(ValueFailure) in try path.setting(value, in: root, outOfRange: .append) },
                value
            )
        }
    }
}
