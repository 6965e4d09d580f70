import ShortcutEngine

/// Get Text from Input (`detect.text`): the text form of each item of the input (a dictionary as JSON, a list one item per line).
public enum DetectTextAction: CoercionAction {
    /// What each item of the input becomes: text.
    public static let target = ValueType.text

    public static let definition = ActionDefinition(
        "is.workflow.actions.detect.text", name: "Get Text from Input",
        summary: "Returns the text form of each item of the input (a dictionary as JSON, a list one item per line).",
        category: "Content",
        parameters: [inputParameter("What to read text from.")],
        input: "input", output: .produces(.text), outputName: "Text")
}
