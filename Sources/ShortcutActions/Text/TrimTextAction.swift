import ShortcutEngine

/// Trim Text: characters cut from the start or end of text, then, if asked, its blank lines and
/// the spaces and tabs at the start and end of each line removed (Toolbox Pro's Trim Text).
public enum TrimTextAction: Action {
    /// The end the characters are cut from.
    public enum End: String, Choice {
        case start = "Start"
        case end = "End"
    }

    /// Which blank lines (empty, or only spaces and tabs) go.
    public enum BlankLines: String, Choice {
        case atStartAndEnd = "At Start and End"
        case all = "All"
    }

    static let text = Parameter<Value>("text", summary: "Text, or a list whose items are trimmed one by one.")
    static let count = Parameter<Int>(
        "count", summary: "How many characters to cut (more than the text has: all of them).", default: 0, minimum: 0)
    static let from = Parameter<End>("from", summary: "The end the characters are cut from.", default: .start)
    static let trimSpaces = Parameter<Bool>(
        "trimSpaces", label: "Trim Spaces and Tabs",
        summary: "Afterwards, remove the spaces and tabs at the start and end of each line.",
        default: false)
    static let removeBlankLines = Parameter<Bool>(
        "removeBlankLines", label: "Remove Blank Lines", summary: "Afterwards, remove blank lines.", default: false)
    static let blankLines = Parameter<BlankLines>(
        "blankLines", label: "Blank Lines", summary: "Which blank lines are removed.", default: .all,
        parent: .init(removeBlankLines, is: true))

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.trimtext", name: "Trim Text",
        summary:
            "Cuts a number of characters from the start or end of text; then, if asked, removes blank lines (all, or those at the start and end) and the spaces and tabs at each line's ends.",
        category: "Text",
        parameters: [text, count, from, trimSpaces, removeBlankLines, blankLines],
        input: text, output: .produces(.text), outputName: "Trimmed Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let count = try parameters[Self.count]
        let from = try parameters[Self.from]
        let spaces = try parameters[Self.trimSpaces]
        let blank: BlankLines? = try parameters[Self.removeBlankLines] ? try parameters[Self.blankLines] : nil
        return try TextTool.eachText(parameters, context: context) { text in
            var result = from == .start ? String(text.dropFirst(count)) : String(text.dropLast(count))
            if let blank { result = removingBlankLines(result, blank) }
            if spaces { result = trimmingLines(result) }
            return result
        }
    }

    static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }

    /// Each line of `text` without spaces and tabs at its start and end (line breaks become \n).
    static func trimmingLines(_ text: String) -> String {
        TextTool.lines(text).lines.map { line in
            String(line.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
        }.joined(separator: "\n")
    }

    /// `text` without its blank lines, or without those before the first and after the last line
    /// that has something on it.
    static func removingBlankLines(_ text: String, _ which: BlankLines) -> String {
        let split = TextTool.lines(text)
        var lines = split.trailingBreak ? Array(split.lines.dropLast()) : split.lines
        let isBlank = { (line: Substring) in line.allSatisfy(isSpace) }
        switch which {
        case .all: lines.removeAll(where: isBlank)
        case .atStartAndEnd:
            while let first = lines.first, isBlank(first) { lines.removeFirst() }
            while let last = lines.last, isBlank(last) { lines.removeLast() }
        }
        return lines.joined(separator: "\n")
    }
}
