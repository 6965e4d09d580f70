import ShortcutEngine

/// Get Stored Value Type: the kind of value the persistent store holds at a key path, named as
/// Data Jar's Get Type of Value names it.
public enum StoreTypeAction: Action {
    static let path = StoreAccess.path("The value's \(StoreAccess.pathRule).", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.store.type", name: "Get Stored Value Type",
        summary:
            "The type of the stored value at a key path: Text, Number, Boolean, File, List or Dictionary (dates, durations and URLs are stored as text); fails when there is none.",
        category: "Store",
        parameters: [path, StoreAccess.storeName],
        output: .produces(.text), outputName: "Type")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.path]
        let value = try StoreAccess.value(
            at: text, in: try StoreAccess.store(parameters, context: context).read(), context: context)
        switch value.unnamed {
        case .nothing: throw ActionFailure(StoreFailure.notFound(path: text), parameter: Self.path)
        case .number: return .text("Number")
        case .boolean: return .text("Boolean")
        case .file: return .text("File")
        case .list: return .text("List")
        case .dictionary: return .text("Dictionary")
        default: return .text("Text")
        }
    }
}
