import ShortcutEngine

/// Count: items, characters, words, sentences or lines.
public enum CountAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.count", name: "Count",
        summary: "Counts the items, characters, words, sentences or lines of the input.", category: "Lists",
        parameters: [
            ParameterDefinition("input", wireKey: "Input", type: .any, summary: "What to count."),
            ParameterDefinition(
                "type", wireKey: "WFCountType", type: .text, summary: "What to count.", default: "Items",
                allowed: ["Items", "Characters", "Words", "Sentences", "Lines"]),
        ],
        input: "input", output: .produces(.number))

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let input = try parameters.value("input")
        let kind = try parameters.choice("type")
        if kind == "Items" { return .number(.integer(input.items.count)) }
        let text = context.coercion.text(input)
        let count: Int
        switch kind {
        case "Characters": count = text.count
        case "Words": count = text.split { $0.isWhitespace || ($0.isPunctuation && $0 != "'" && $0 != "’" && $0 != "-") }.count
        case "Sentences":
            count = sentenceCount(text)
        default: count = text.isEmpty ? 0 : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        }
        return .number(.integer(count))
    }

    /// Sentences end at '.', '!' or '?' (runs of them) followed by white space or the end.
    static func sentenceCount(_ text: String) -> Int {
        var count = 0
        var inSentence = false
        var previousWasTerminator = false
        for character in text {
            if character == "." || character == "!" || character == "?" {
                previousWasTerminator = inSentence
            } else if character.isWhitespace {
                if previousWasTerminator { count += 1; inSentence = false }
                previousWasTerminator = false
            } else {
                inSentence = true
                previousWasTerminator = false
            }
        }
        return count + (inSentence ? 1 : 0)
    }
}
