import ShortcutEngine

/// Open URLs: hands each URL to the host's opener (the CLI opens only with `--allow-open`,
/// otherwise prints it); passes its input through.
public enum OpenURLsAction: Action {
    static let urls = Parameter<Value>("urls", wireKey: "WFInput", label: "URL", summary: "A URL, or a list of them.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.openurl", name: "Open URLs",
        summary:
            "Opens each URL with the system's opener when the host allows it (the CLI: --allow-open), otherwise prints it; passes the input through. The CLI opens only http, https and mailto URLs, and file: URLs inside the allowed folders (as their path); it refuses other schemes with --allow-open and prints them without.",
        category: "Output",
        parameters: [urls],
        input: urls, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.urls) ?? .nothing
        for item in value.items {
            guard case .url(let url) = try? context.coercion.coerce(item, to: .url) else {
                throw ActionFailure(PromptFailure.notAURL(try context.limitedText(item)), parameter: "urls")
            }
            try context.host.open(try OpenTarget.checked(url, context: context, parameter: "urls"))
        }
        return value
    }
}
