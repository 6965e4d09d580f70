import Foundation
import ShortcutEngine

/// Trim Whitespace: removes spaces, tabs and line breaks from the ends of text.
public enum TrimWhitespaceAction: Action {
    /// Which ends are trimmed.
    public enum Ends: String, Choice {
        case both = "Both"
        case start = "Start"
        case end = "End"
    }

    static let text = Parameter<Value>("text", summary: "Text, or a list whose items are trimmed one by one.")
    static let ends = Parameter<Ends>("ends", summary: "Which ends to trim.", default: .both)

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.trim", name: "Trim Whitespace",
        summary:
            "Removes whitespace and line breaks (every Unicode kind) from the start and end of text, or of each item of a list.",
        category: "Text",
        parameters: [text, ends],
        input: text, output: .produces(.text), outputName: "Trimmed Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let ends = try parameters[Self.ends]
        return try TextTool.eachText(parameters, context: context) { trim($0, ends) }
    }

    /// `text` without whitespace at the chosen ends: the text itself when there is none, else one
    /// copy of what is kept (it was rebuilt scalar by scalar: 16 MiB took a quarter of a second).
    static func trim(_ text: String, _ ends: Ends) -> String {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        if ends != .end {
            while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
        }
        if ends != .start {
            while start < end, scalars[scalars.index(before: end)].properties.isWhitespace { end = scalars.index(before: end) }
        }
        if start == scalars.startIndex && end == scalars.endIndex { return text }
        return String(Substring(scalars[start..<end]))
    }
}

/// What the app-style text tools share: text or each item of a list.
enum TextTool {
    /// `transform` applied to the text parameter, or to each item when it is a list.
    static func eachText(
        _ parameters: ResolvedParameters, key: String = "text", context: ActionContext, _ transform: (String) throws -> String
    ) throws -> Value {
        let value = parameters.optional(key) ?? .nothing
        if case .list(let items) = value {
            return .list(try items.map { .text(try transform(try context.limitedText($0))) })
        }
        return .text(try transform(try context.limitedText(value)))
    }

    /// The lines of `text` (split at \n, \r\n and \r) and whether it ended with a line break.
    static func lines(_ text: String) -> (lines: [Substring], trailingBreak: Bool) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        return (lines, text.last?.isNewline == true)
    }
}
