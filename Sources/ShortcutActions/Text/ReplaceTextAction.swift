import Foundation
import ShortcutEngine

/// Replace Text: plain or regular-expression find and replace.
public enum ReplaceTextAction: Action {
    static let text = Parameter<String>("text", wireKey: "WFInput", summary: "The text to search.")
    static let find = Parameter<String>("find", wireKey: "WFReplaceTextFind", summary: "What to look for.", required: true)
    static let replace = Parameter<String>(
        "replace", wireKey: "WFReplaceTextReplace", label: "Replace With",
        summary: "The replacement; $1… refer to groups when 'regex' is on.", default: "")
    static let caseSensitive = Parameter<Bool>(
        "caseSensitive", wireKey: "WFReplaceTextCaseSensitive", label: "Case Sensitive",
        summary: "Whether letter case must match.", default: true)
    static let regex = Parameter<Bool>(
        "regex", wireKey: "WFReplaceTextRegularExpression", label: "Regular Expression",
        summary: "Treat 'find' as an ICU regular expression.", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.text.replace", name: "Replace Text",
        summary: "Replaces every match of a text or regular expression.", category: "Text",
        parameters: [text, find, replace, caseSensitive, regex], input: text, output: .produces(.text),
        outputName: "Updated Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.text]
        let find = try parameters[Self.find]
        let replacement = try parameters[replace]
        let caseSensitive = try parameters[Self.caseSensitive]
        let expression =
            try parameters[regex] ? try BoundedRegex(find, caseSensitive: caseSensitive, parameter: Self.find.key) : nil
        return .text(
            try replacing(find, with: replacement, in: text, regex: expression, caseSensitive: caseSensitive, context: context))
    }

    /// `text` with `find` (or the matches of `regex`, when given) replaced, held to the text length limit
    /// as it grows; Rename Files' Replace Text uses it too.
    static func replacing(
        _ find: String, with replacement: String, in text: String, regex: BoundedRegex?, caseSensitive: Bool,
        context: ActionContext
    ) throws(ActionFailure) -> String {
        if let regex { return try replacingMatches(of: regex, in: text, with: replacement, context: context) }
        guard !find.isEmpty else { return text }
        let options: String.CompareOptions = caseSensitive ? [] : [.caseInsensitive]
        // Growth is possible only when the replacement is longer than what it replaces: then the text is
        // built piece by piece and held to the text length limit as it grows.
        guard replacement.utf8.count > find.utf8.count || !caseSensitive else {
            return text.replacingOccurrences(of: find, with: replacement, options: options)
        }
        var result = ""
        var rest = text.startIndex..<text.endIndex
        while let found = text.range(of: find, options: options, range: rest) {
            let kept = text[rest.lowerBound..<found.lowerBound]
            try context.checkTextLength(result.utf8.count + kept.utf8.count + replacement.utf8.count)
            result += kept
            result += replacement
            rest = found.upperBound..<text.endIndex
        }
        try context.checkTextLength(result.utf8.count + text[rest].utf8.count)
        result += text[rest]
        return result
    }

    /// `expression.stringByReplacingMatches` built match by match, held to the text length limit as it grows
    /// (an empty pattern replaced by a long text would otherwise multiply the text's length at once)
    /// and to the run's time limit while matching.
    static func replacingMatches(
        of regex: BoundedRegex, in text: String, with template: String, context: ActionContext
    ) throws(ActionFailure) -> String {
        let source = text as NSString
        var result = ""
        var position = 0
        try regex.forEachMatch(in: text, context: context) { match throws(ActionFailure) in
            let kept = source.substring(with: NSRange(location: position, length: match.range.location - position))
            let replaced = regex.expression.replacementString(for: match, in: text, offset: 0, template: template)
            try context.checkTextLength(result.utf8.count + kept.utf8.count + replaced.utf8.count)
            result += kept
            result += replaced
            position = match.range.location + match.range.length
            return true
        }
        let tail = source.substring(from: position)
        try context.checkTextLength(result.utf8.count + tail.utf8.count)
        return result + tail
    }
}
