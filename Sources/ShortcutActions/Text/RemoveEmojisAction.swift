import ShortcutEngine

/// Remove Emojis: text without its emoji (the Actions app's and Toolbox Pro's Remove Emojis).
public enum RemoveEmojisAction: Action {
    static let text = Parameter<Value>("text", summary: "Text, or a list whose items are cleaned one by one.")
    static let collapseSpaces = Parameter<Bool>(
        "collapseSpaces", label: "Replace Double Spaces",
        summary: "Afterwards, make each run of spaces one space (an emoji between two words leaves two).", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.removeemoji", name: "Remove Emojis",
        summary:
            "Removes every emoji: characters shown as emoji by default, and those made emoji by the emoji selector (U+FE0F), skin tones, flags and joined sequences included; digits, # and * stay unless made keycaps.",
        category: "Text",
        parameters: [text, collapseSpaces],
        input: text, output: .produces(.text), outputName: "Text without Emojis")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let collapse = try parameters[Self.collapseSpaces]
        return try TextTool.eachText(parameters, context: context) { text in
            let kept = String(text.filter { !isEmoji($0) })
            guard collapse else { return kept }
            var result = ""
            for character in kept where !(character == " " && result.last == " ") { result.append(character) }
            return result
        }
    }

    /// Whether a character (a grapheme) is an emoji: its first scalar is shown as emoji by
    /// default, or it is an emoji character followed by the emoji selector or a keycap mark.
    static func isEmoji(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && character.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }
}
