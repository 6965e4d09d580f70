import ShortcutEngine

/// Count: items, characters, words, sentences or lines.
public enum CountAction: Action {
    /// What is counted.
    public enum CountType: String, Choice {
        case items = "Items"
        case characters = "Characters"
        case words = "Words"
        case sentences = "Sentences"
        case lines = "Lines"
    }

    static let input = Parameter<Value>("input", wireKey: "Input", summary: "What to count.")
    static let type = Parameter<CountType>("type", wireKey: "WFCountType", summary: "What to count.", default: .items)

    public static let definition = ActionDefinition(
        "is.workflow.actions.count", name: "Count",
        summary: "Counts the items, characters, words, sentences or lines of the input.", category: "Lists",
        parameters: [input, type],
        input: input, output: .produces(.number))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let input = try parameters.value(Self.input)
        let asText = { () throws(ActionFailure) -> String in try context.limitedText(input) }
        let count: Int
        switch try parameters[Self.type] {
        case .items: count = input.items.count
        case .characters: count = try asText().count
        case .words:
            count = try asText().split { $0.isWhitespace || ($0.isPunctuation && $0 != "'" && $0 != "’" && $0 != "-") }.count
        case .sentences: count = sentenceCount(try asText())
        case .lines:
            let text = try asText()
            count = text.isEmpty ? 0 : text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
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
