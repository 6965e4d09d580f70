import ShortcutEngine

/// Get Name (`getitemname`): the name of each item.
public enum GetItemNameAction: Action {
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "The items to name.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getitemname", name: "Get Name",
        summary:
            "Returns the name of every item of the input: the name Set Name gave it, a file's name, a URL's last path component (else its host), a vCard text's contact name, and the text form of anything else.",
        category: "Content",
        parameters: [input],
        input: input, output: .produces(.text), outputName: "Name")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        CoercionOutput.shaped(try parameters.namedValue(Self.input).items.map { .text(try name(of: $0, context: context)) })
    }

    /// The name Set Name gave, a file's name, a URL's last path component or host, otherwise the text form.
    static func name(of value: Value, context: ActionContext) throws(ActionFailure) -> String {
        switch value {
        case .named(let item): return item.name
        case .file(let file): return file.name
        case .url(let url):
            let path = FileReference(path: url.split(separator: "?").first.map(String.init) ?? url)
            if url.contains("://"), let host = url.split(separator: "/").dropFirst().first,
                path.name == String(host) || path.name.isEmpty
            {
                return String(host)
            }
            return path.name
        case .text(let text): return VCardText.name(of: text) ?? text
        default: return try context.limitedText(value)
        }
    }
}
