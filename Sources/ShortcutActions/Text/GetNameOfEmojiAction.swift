import ShortcutEngine

/// Get Name of Emoji: the Unicode name of each emoji in the text.
public enum GetNameOfEmojiAction: Action {
    static let text = Parameter<String>("text", wireKey: "WFInput", label: "Text", summary: "Text holding emoji.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getnameofemoji", name: "Get Name of Emoji",
        summary:
            "The name of each emoji in the text, from Unicode's character names in lower case ('😀' → 'grinning face'; a flag → 'flag: GB'; a sequence's parts joined by ', '); other characters are skipped.",
        category: "Text",
        parameters: [text],
        input: text, output: .produces(.text), outputName: "Name of Emoji")

    /// Runs the action on its resolved parameters: one emoji gives its name, several a list,
    /// none Nothing.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var names: [Value] = []
        for character in try parameters[Self.text] where isEmoji(character) {
            try context.checkItemCount(names.count + 1)
            names.append(.text(name(of: character)))
        }
        switch names.count {
        case 0: return .nothing
        case 1: return names[0]
        default: return .list(names)
        }
    }

    /// Whether a character is an emoji: shown as emoji by default, asked to be (U+FE0F), a
    /// keycap or flag, or an emoji symbol beyond Latin-1 (digits, '#' and '*' alone are not).
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation || isRegionalIndicator(first) { return true }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return first.properties.isEmoji }
        return first.properties.isEmoji && first.value > 0xFF
    }

    /// The name: a flag's letters, or the lower-case names of the meaningful scalars.
    static func name(of character: Character) -> String {
        let scalars = Array(character.unicodeScalars)
        if scalars.allSatisfy(isRegionalIndicator) {
            let letters = scalars.compactMap { Unicode.Scalar($0.value - 0x1F1E6 + 0x41) }.map(Character.init)
            return "flag: " + String(letters)
        }
        return scalars.filter { !isJoinerOrSelector($0) }
            .map {
                ($0.properties.name ?? $0.properties.nameAlias ?? "U+" + String($0.value, radix: 16, uppercase: true))
                    .lowercased()
            }
            .joined(separator: ", ")
    }

    private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar.value) }

    private static func isJoinerOrSelector(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
    }
}
