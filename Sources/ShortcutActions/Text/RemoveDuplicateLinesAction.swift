import ShortcutEngine

/// Remove Duplicate Lines: keeps the first of each repeated line (the Actions app's
/// `caseInsensitive` also counts lines that differ only in letter case as repeats).
public enum RemoveDuplicateLinesAction: Action {
    static let text = Parameter<Value>("text", summary: "Text, or a list whose items are cleaned one by one.")
    static let caseInsensitive = Parameter<Bool>(
        "caseInsensitive", label: "Ignore Case", summary: "Count lines that differ only in letter case as repeats.",
        default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.removeduplicatelines", name: "Remove Duplicate Lines",
        summary:
            "Removes the lines of text that repeat an earlier line exactly, or in any letter case (the first of each stays, in order).",
        category: "Text",
        parameters: [text, caseInsensitive],
        input: text, output: .produces(.text), outputName: "Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let anyCase = try parameters[Self.caseInsensitive]
        return try TextTool.eachText(parameters, context: context) { text in
            var seen: Set<String> = []
            let (lines, trailingBreak) = TextTool.lines(text)
            let kept = lines.enumerated().filter { offset, line in
                (trailingBreak && offset == lines.count - 1 && line.isEmpty)
                    || seen.insert(anyCase ? line.lowercased() : String(line)).inserted
            }
            return kept.map(\.element).joined(separator: "\n")
        }
    }
}
