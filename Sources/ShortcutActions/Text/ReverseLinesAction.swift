import ShortcutEngine

/// Reverse Lines: the lines of text in the opposite order (the Actions app's Reverse Lines).
public enum ReverseLinesAction: Action {
    static let text = Parameter<Value>("text", summary: "Text, or a list whose items are reversed one by one.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.reverselines", name: "Reverse Lines",
        summary: "The lines of text in the opposite order (a final line break stays at the end).",
        category: "Text",
        parameters: [text],
        input: text, output: .produces(.text), outputName: "Text with Lines Reversed")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try TextTool.eachText(parameters, context: context) { text in
            let split = TextTool.lines(text)
            let lines = split.trailingBreak ? split.lines.dropLast() : split.lines[...]
            return lines.reversed().joined(separator: "\n") + (split.trailingBreak ? "\n" : "")
        }
    }
}
