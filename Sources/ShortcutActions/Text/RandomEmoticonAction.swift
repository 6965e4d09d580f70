import ShortcutEngine

/// Random Emoticon: one smiley from Unicode's Emoticons block (the Actions app's Get Random
/// Emoticon, which picks from the same block, U+1F600 to U+1F64F).
public enum RandomEmoticonAction: Action {
    /// The Emoticons block of the Unicode standard (every code point in it is assigned).
    static let block: ClosedRange<UInt32> = 0x1F600...0x1F64F

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.randomemoticon", name: "Random Emoticon",
        summary:
            "One emoticon (smiley) from Unicode's Emoticons block, U+1F600 😀 to U+1F64F 🙏, each as likely (the run's seed makes it repeatable).",
        category: "Text",
        parameters: [], output: .produces(.text), outputName: "Emoticon")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = UInt32.random(in: block, using: &context.random)
        return .text(Unicode.Scalar(value).map { String(Character($0)) } ?? "")
    }
}
