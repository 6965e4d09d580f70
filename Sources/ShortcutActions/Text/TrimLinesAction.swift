import ShortcutEngine

/// Trim Lines: removes a number of lines from the start of text, its end, or both (Gizmo Pack's
/// Trim File by lines). A line break that ended the text still ends what is left.
public enum TrimLinesAction: Action {
    static let text = Parameter<Value>(
        "text", summary: "Text or a text file, or a list whose items are trimmed one by one.")
    static let count = Parameter<Int>(
        "count", summary: "How many lines to remove at each end chosen.", default: 1, minimum: 0)
    static let ends = Parameter<TrimWhitespaceAction.Ends>("ends", summary: "Which ends lose lines.", default: .start)

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.trimlines", name: "Trim Lines",
        summary:
            "Removes the first lines of text, its last lines, or both (lines end at \\n, \\r\\n or \\r); more lines than the text has leave it empty.",
        category: "Text",
        parameters: [text, count, ends],
        input: text, output: .produces(.text), outputName: "Trimmed Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let count = try parameters[Self.count]
        let ends = try parameters[Self.ends]
        return try TextTool.eachText(parameters, context: context) { trim($0, count: count, ends: ends) }
    }

    /// `text` without `count` lines at the chosen ends.
    static func trim(_ text: String, count: Int, ends: TrimWhitespaceAction.Ends) -> String {
        var (lines, trailingBreak) = TextTool.lines(text)
        // A text that ends with a break splits into one empty line more, which is not a line.
        if trailingBreak { lines.removeLast() }
        let head = ends == .end ? 0 : min(count, lines.count)
        let tail = ends == .start ? 0 : min(count, lines.count - head)
        let kept = lines.dropFirst(head).dropLast(tail)
        if kept.isEmpty { return "" }
        return kept.joined(separator: "\n") + (trailingBreak ? "\n" : "")
    }
}
