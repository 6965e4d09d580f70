import ShortcutEngine

/// Split Text: breaks text into a list by a separator.
public enum SplitTextAction: Action {
    /// Where the text is split.
    public enum Separator: String, Choice {
        case newLines = "New Lines"
        case spaces = "Spaces"
        case everyCharacter = "Every Character"
        case custom = "Custom"
    }

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.text.split", name: "Split Text", summary: "Splits text into a list of pieces.", category: "Text",
        parameters: [
            ParameterDefinition("text", wireKey: "text", type: .text, summary: "The text to split."),
            ParameterDefinition(
                "separator", wireKey: "WFTextSeparator", choice: Separator.self, summary: "Where to split.",
                default: .newLines),
            ParameterDefinition(
                "custom", wireKey: "WFTextCustomSeparator", label: "Custom Separator", type: .text,
                summary: "The separator when 'separator' is Custom.", default: "", parent: .init("separator", [Separator.custom])),
        ],
        input: "text", output: .produces(.list), outputName: "Split Text")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters.text("text")
        let pieces: [String]
        switch try parameters.choice("separator", as: Separator.self) {
        case .newLines: pieces = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        case .spaces: pieces = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        case .everyCharacter: pieces = text.map { String($0) }
        case .custom:
            let separator = try parameters.text("custom")
            guard !separator.isEmpty else {
                throw ActionFailure(
                    ParameterFailure.empty(what: "the custom separator", key: "custom", wanted: "the text to split on"),
                    parameter: "custom")
            }
            pieces = text.components(separatedBy: separator)
        }
        return .list(pieces.map(Value.text))
    }
}
