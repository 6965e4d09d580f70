import Foundation
import ShortcutEngine

/// Get Text Around: the text after one marker, before another, or between the two — literal
/// markers, not patterns (Toolbox Pro's Quick Match Text imports to it).
public enum TextAroundAction: Action {
    /// Which part of the text is wanted.
    public enum Part: String, Choice {
        case after = "After"
        case before = "Before"
        case between = "Between"

        /// Toolbox Pro's `matchType` values.
        public var wireValues: [String] {
            switch self {
            case .after: return ["TextAfter"]
            case .before: return ["TextBefore"]
            case .between: return ["TextBetween"]
            }
        }
    }

    /// Every match, the first or the last.
    public enum Matches: String, Choice {
        case all = "All"
        case first = "First"
        case last = "Last"

        /// Toolbox Pro's `matchOutput` values.
        public var wireValues: [String] {
            switch self {
            case .all: return ["AllMatches"]
            case .first: return ["FirstMatch"]
            case .last: return ["LastMatch"]
            }
        }
    }

    static let text = Parameter<String>("text", summary: "The text to search.")
    static let part = Parameter<Part>("part", summary: "Which side of the markers is wanted.", default: .between)
    static let after = Parameter<Value>("after", type: .text, summary: "The marker the wanted text follows (After, Between).")
    static let before = Parameter<Value>(
        "before", type: .text, summary: "The marker the wanted text comes before (Before, Between).")
    static let matches = Parameter<Matches>(
        "matches", summary: "Every match as a list, or only the first or the last.", default: .all)
    static let caseSensitive = Parameter<Bool>(
        "caseSensitive", label: "Case Sensitive", summary: "Match the markers' letter case exactly.", default: true)
    static let inclusive = Parameter<Bool>(
        "inclusive", label: "Include Markers", summary: "Keep the markers in each match.", default: false)
    static let acrossLines = Parameter<Bool?>(
        "acrossLines", label: "Across Lines",
        summary:
            "Whether a match may run over line breaks: on, After runs to the end of the text and Before from its start; off, Between stays within a line. Absent: After and Before stop at the line's end or start, Between crosses lines.",
        default: nil)

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.around", name: "Get Text Around",
        summary:
            "The text after the 'after' marker (up to the end of its line), before the 'before' marker (from the start of its line), or between the two; every match as a list, or the first or the last. Markers are literal text, matched with letter case unless asked otherwise, and left out unless included.",
        category: "Text",
        parameters: [text, part, after, before, matches, caseSensitive, inclusive, acrossLines],
        input: text, output: .produces(.text), outputName: "Matched Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.text]
        let part = try parameters[Self.part]
        let after = parameters.optional(Self.after).map(context.coercion.text) ?? ""
        let before = parameters.optional(Self.before).map(context.coercion.text) ?? ""
        if part != .before, after.isEmpty { throw ActionFailure(TextFailure.emptyMarker, parameter: "after") }
        if part != .after, before.isEmpty { throw ActionFailure(TextFailure.emptyMarker, parameter: "before") }
        let options = Options(
            compare: try parameters[Self.caseSensitive] ? [] : [.caseInsensitive], inclusive: try parameters[Self.inclusive],
            acrossLines: try parameters[Self.acrossLines])
        let found = matches(in: text, part: part, after: after, before: before, options: options)
        switch try parameters[Self.matches] {
        case .all: return .list(found.map(Value.text))
        case .first: return found.first.map(Value.text) ?? .nothing
        case .last: return found.last.map(Value.text) ?? .nothing
        }
    }

    /// How markers are matched and what a match keeps.
    struct Options {
        var compare: String.CompareOptions = []
        var inclusive = false
        var acrossLines: Bool? = nil
    }

    /// Every piece of `text` the markers delimit, left to right, without overlaps.
    static func matches(in text: String, part: Part, after: String, before: String, options: Options = Options()) -> [String] {
        var found: [String] = []
        var rest = text[...]
        let compare = options.compare
        switch part {
        case .after:
            while let marker = rest.range(of: after, options: compare) {
                let tail = rest[marker.upperBound...]
                let end = options.acrossLines == true ? tail.endIndex : (tail.firstIndex(where: \.isNewline) ?? tail.endIndex)
                found.append(String(options.inclusive ? rest[marker.lowerBound..<end] : tail[..<end]))
                rest = tail[end...]
            }
        case .before:
            var lineStart = rest.startIndex
            while let marker = rest.range(of: before, options: compare) {
                let head = rest[lineStart..<marker.lowerBound]
                let start =
                    options.acrossLines == true
                    ? head.startIndex : (head.lastIndex(where: \.isNewline).map(head.index(after:)) ?? head.startIndex)
                found.append(String(options.inclusive ? rest[start..<marker.upperBound] : head[start...]))
                rest = rest[marker.upperBound...]
                lineStart = rest.startIndex
            }
        case .between:
            while let open = rest.range(of: after, options: compare),
                let close = rest[open.upperBound...].range(of: before, options: compare)
            {
                let inside = rest[open.upperBound..<close.lowerBound]
                if options.acrossLines == false, inside.contains(where: \.isNewline) {
                    rest = rest[open.upperBound...]
                    continue
                }
                found.append(String(options.inclusive ? rest[open.lowerBound..<close.upperBound] : inside))
                rest = rest[close.upperBound...]
            }
        }
        return found
    }

}
