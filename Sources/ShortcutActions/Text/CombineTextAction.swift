import ShortcutEngine

/// Combine Text: joins a list's items into one text.
public enum CombineTextAction: Action {
    /// What goes between the items.
    public enum Separator: String, Choice {
        case newLines = "New Lines"
        case spaces = "Spaces"
        case custom = "Custom"
    }

    static let text = Parameter<[Value]>("text", wireKey: "text", label: "List", summary: "The items to join.")
    static let separator = Parameter<Separator>(
        "separator", wireKey: "WFTextSeparator", summary: "What goes between items.", default: .spaces)
    static let custom = Parameter<String>(
        "custom", wireKey: "WFTextCustomSeparator", label: "Custom Separator",
        summary: "The separator when 'separator' is Custom.", default: "", parent: .init(separator, [Separator.custom]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.text.combine", name: "Combine Text", summary: "Joins the items of a list with a separator.",
        category: "Text",
        parameters: [text, separator, custom],
        input: text, output: .produces(.text), outputName: "Combined Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let separator: String
        switch try parameters[Self.separator] {
        case .newLines: separator = "\n"
        case .spaces: separator = " "
        case .custom: separator = try parameters[Self.custom]
        }
        // Joined piece by piece, so a combination past the text length limit stops before it fills memory.
        return .text(try context.limitedJoin(parameters[Self.text], separator: separator))
    }
}
