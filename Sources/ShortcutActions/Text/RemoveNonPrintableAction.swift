import ShortcutEngine

/// Remove Non-printable Characters: drops control, format and unassigned characters.
public enum RemoveNonPrintableAction: Action {
    static let text = Parameter<Value>("text", summary: "Text, or a list whose items are cleaned one by one.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.removenonprintable", name: "Remove Non-printable Characters",
        summary:
            "Removes characters that print nothing: control characters (tabs and line breaks stay), format characters such as zero-width spaces and byte-order marks, private-use and unassigned code points.",
        category: "Text",
        parameters: [text],
        input: text, output: .produces(.text), outputName: "Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try TextTool.eachText(parameters, context: context) { text in
            var kept = String.UnicodeScalarView()
            for scalar in text.unicodeScalars where isPrintable(scalar) { kept.append(scalar) }
            return String(kept)
        }
    }

    /// Tab, line feed and carriage return: control characters that stay.
    static let kept: Set<UInt32> = [0x09, 0x0A, 0x0D]

    /// Whether a scalar prints (or is a tab or line break).
    static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if kept.contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned: return false
        default: return true
        }
    }
}
