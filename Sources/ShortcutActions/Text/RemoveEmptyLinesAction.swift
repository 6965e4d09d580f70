import ShortcutEngine

/// Remove Empty Lines: drops the lines that are empty or only whitespace.
public enum RemoveEmptyLinesAction: Action {
    static let text = Parameter<Value>("text", summary: "Text, or a list whose items are cleaned one by one.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.removeemptylines", name: "Remove Empty Lines",
        summary:
            "Removes the lines of text that are empty or hold only whitespace; the other lines keep their order and content.",
        category: "Text",
        parameters: [text],
        input: text, output: .produces(.text), outputName: "Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try TextTool.eachText(parameters, context: context) { text in
            TextTool.lines(text).lines.filter { line in !line.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
                .joined(separator: "\n")
        }
    }
}
