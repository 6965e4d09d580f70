import ShortcutEngine

/// Get Emojis: the emoji in a text, in order (the Actions app's Get Emojis).
public enum GetEmojisAction: Action {
    static let text = Parameter<Value>("text", summary: "The text whose emoji are wanted.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.emojis", name: "Get Emojis",
        summary:
            "A list of the emoji in the text, one item each, in order and repeats kept (what Remove Emojis removes: skin tones, flags and joined sequences stay whole).",
        category: "Text",
        parameters: [text],
        input: text, output: .produces(.list), outputName: "Emojis")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try context.limitedText(parameters.optional(Self.text.key) ?? .nothing)
        return .list(text.filter(RemoveEmojisAction.isEmoji).map { .text(String($0)) })
    }
}
