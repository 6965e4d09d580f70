import ShortcutEngine

/// Combine Text: joins a list's items into one text.
public enum CombineTextAction: Action {
    /// What goes between the items.
    public enum Separator: String, Choice {
        case newLines = "New Lines"
        case spaces = "Spaces"
        case custom = "Custom"
    }

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.text.combine", name: "Combine Text", summary: "Joins the items of a list with a separator.",
        category: "Text",
        parameters: [
            ParameterDefinition("text", wireKey: "text", label: "List", type: .list, summary: "The items to join."),
            ParameterDefinition(
                "separator", wireKey: "WFTextSeparator", choice: Separator.self, summary: "What goes between items.",
                default: .spaces),
            ParameterDefinition(
                "custom", wireKey: "WFTextCustomSeparator", label: "Custom Separator", type: .text,
                summary: "The separator when 'separator' is Custom.", default: "", parent: .init("separator", [Separator.custom])),
        ],
        input: "text", output: .produces(.text), outputName: "Combined Text")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let separator: String
        switch try parameters.choice("separator", as: Separator.self) {
        case .newLines: separator = "\n"
        case .spaces: separator = " "
        case .custom: separator = try parameters.text("custom")
        }
        // Joined piece by piece, so a combination past the text length limit stops before it fills memory.
        return .text(try context.limitedJoin(parameters.list("text"), separator: separator))
    }
}
