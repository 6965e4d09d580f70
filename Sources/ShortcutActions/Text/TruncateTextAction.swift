import ShortcutEngine

/// Truncate Text: cuts text to a maximum length, ending it with an indicator when cut.
public enum TruncateTextAction: Action {
    static let text = Parameter<Value>("text", summary: "Text, or a list whose items are truncated one by one.")
    static let maximumLength = Parameter<Int>(
        "maximumLength", label: "Maximum Length", summary: "The most characters the result may have.", required: true,
        minimum: 0)
    static let indicator = Parameter<String>(
        "indicator", summary: "What ends cut text (counted in the length; empty for none).", default: "…")

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.truncate", name: "Truncate Text",
        summary:
            "Cuts text longer than a maximum length (in characters as shown) so that it, with the indicator, fits; shorter text is unchanged.",
        category: "Text",
        parameters: [text, maximumLength, indicator],
        input: text, output: .produces(.text), outputName: "Truncated Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let maximum = try parameters[Self.maximumLength]
        let indicator = try parameters[Self.indicator]
        return try TextTool.eachText(parameters, context: context) { truncate($0, to: maximum, indicator: indicator) }
    }

    /// `text` cut to `maximum` characters including `indicator` (the indicator alone is cut too
    /// when it is longer than `maximum`).
    static func truncate(_ text: String, to maximum: Int, indicator: String) -> String {
        guard text.count > maximum else { return text }
        guard indicator.count < maximum else { return String(indicator.prefix(maximum)) }
        return String(text.prefix(maximum - indicator.count)) + indicator
    }
}
