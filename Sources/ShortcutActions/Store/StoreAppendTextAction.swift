import ShortcutEngine

/// Add to Stored Text: text joined to the end or start of the text at a key path of the
/// persistent store (Toolbox Pro's Global Variables, mode Add).
public enum StoreAppendTextAction: Action {
    static let path = StoreAccess.path("The text's \(StoreAccess.pathRule).", required: true)
    static let text = Parameter<String>("text", summary: "The text to add.", default: "")
    static let position = Parameter<StoreInsertAction.Position>(
        "position", summary: "Whether the text goes after or before what is stored.", default: .end)
    static let newLine = Parameter<Bool>(
        "newLine", label: "On a New Line", summary: "Put a line break between the stored text and the added text.",
        default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.appendtext", name: "Add to Stored Text",
        summary:
            "Adds text to the end or the start of the text (or number) at a key path of the persistent store, on a new line if asked; nothing there: the text alone. Outputs the stored text.",
        category: "Store",
        parameters: [path, text, position, newLine, StoreAccess.storeName],
        input: text, output: .produces(.text), outputName: "Stored Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let key = try parameters[Self.path]
        let path = KeyPath(parsing: key)
        let added = try parameters[Self.text]
        let (position, newLine) = (try parameters[Self.position], try parameters[Self.newLine])
        return try StoreAccess.store(parameters, context: context).update { root in
            let existing = try StoreAccess.value(at: key, in: root, context: context)
            let joined: String
            switch existing {
            case .nothing: joined = added
            case .list, .dictionary:
                throw ActionFailure(StoreFailure.notText(path: key, found: existing.type), parameter: Self.path)
            default:
                let current = try context.limitedText(existing)
                let separator = newLine ? "\n" : ""
                joined = position == .end ? current + separator + added : added + separator + current
            }
            let text = try context.limitedText(.text(joined))
            return (
                try StoreAccess.updated { () throws(ValueFailure) in
                    try path.setting(.text(text), in: root, outOfRange: .append)
                }, .text(text)
            )
        }
    }
}
