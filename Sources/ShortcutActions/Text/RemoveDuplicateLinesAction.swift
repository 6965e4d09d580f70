import ShortcutEngine

/// Remove Duplicate Lines: keeps the first of each repeated line.
public enum RemoveDuplicateLinesAction: Action {
    static let text = Parameter<Value>("text", summary: "Text, or a list whose items are cleaned one by one.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.removeduplicatelines", name: "Remove Duplicate Lines",
        summary: "Removes the lines of text that repeat an earlier line exactly (the first of each stays, in order).",
        category: "Text",
        parameters: [text],
        input: text, output: .produces(.text), outputName: "Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try TextTool.eachText(parameters, context: context) { text in
            var seen: Set<Substring> = []
            let (lines, trailingBreak) = TextTool.lines(text)
            let kept = lines.enumerated().filter { offset, line in
                (trailingBreak && offset == lines.count - 1 && line.isEmpty) || seen.insert(line).inserted
            }
            return kept.map(\.element).joined(separator: "\n")
        }
    }
}
