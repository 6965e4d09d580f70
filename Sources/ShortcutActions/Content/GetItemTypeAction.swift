import ShortcutEngine

/// Get Type (`getitemtype`): the content type name of each item, in Apple's words.
public enum GetItemTypeAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "The items to name the type of.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getitemtype", name: "Get Type",
        summary:
            "Returns the type of every item of the input in Apple's content type names: Text, Number, Boolean, Date, Duration, Dictionary, File, URL.",
        category: "Content",
        parameters: [input],
        input: input, output: .produces(.text), outputName: "Type")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        CoercionOutput.shaped(
            try parameters.value(Self.input).items.map { item in
                if case .item(let libraryItem) = item.unnamed { return .text(libraryItem.kind) }
                return .text(appleName(kind(of: item)))
            })
    }

    /// A value's content type, an image file being an image as Apple's content items tell.
    static func kind(of value: Value) -> ValueType {
        if case .file(let file) = value.unnamed, Coercion.imageExtensions.contains(file.fileExtension.lowercased()) {
            return .image
        }
        return value.type
    }

    /// Apple's name for a content type ("if a URL is passed, this action will return 'URL'").
    /// Apple has no duration item; "Duration" is this engine's choice (docs/format.md 6.1).
    static func appleName(_ type: ValueType) -> String {
        switch type {
        case .text: return "Text"
        case .number: return "Number"
        case .boolean: return "Boolean"
        case .date: return "Date"
        case .duration: return "Duration"
        case .dictionary: return "Dictionary"
        case .file: return "File"
        case .url: return "URL"
        case .image: return "Image"
        case .richText: return "Rich Text"
        case .item: return "Item"
        case .list: return "List"
        case .nothing, .any: return "Nothing"
        }
    }
}
