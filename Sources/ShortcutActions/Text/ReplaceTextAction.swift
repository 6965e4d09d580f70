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
        return try LiteralReplacement.replacing(
            find, with: replacement, in: text, caseSensitive: caseSensitive, context: context)
    }

    /// `expression.stringByReplacingMatches` built match by match, held to the text length limit as it grows
    /// (an empty pattern replaced by a long text would otherwise multiply the text's length at once)
    /// and to the run's time limit while matching. A template without `$` or `\` is the same for
    /// every match, and a plain one (`RegexTemplate`: text and `$0`…`$9`) is parsed once. An ASCII
    /// text is built as bytes copied from its UTF-8 (ICU's UTF-16 offsets are byte offsets there),
    /// and searched as bytes outright when the pattern is literal
    /// (`BoundedRegex.literal`: ASCII letter case is all case-insensitivity means on ASCII text)
    /// or one class of characters (`ByteClass`);
    /// any other text as UTF-16 units copied from one copy of it.
    static func replacingMatches(
        of regex: BoundedRegex, in text: String, with template: String, context: ActionContext
    ) throws(ActionFailure) -> String {
        let fixed = template.contains("$") || template.contains("\\") ? nil : template
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            return try replacingUTF16(of: regex, in: text, with: template, fixed: fixed, context: context)
        }
        if let fixed, let literal = regex.literal {
            let search = ByteSearch(literal, caseSensitive: regex.caseSensitive)
            return try search.replacing(in: bytes, with: Array(fixed.utf8), context: context) ?? text
        }
        if let byteClass = regex.byteClass, let plain = RegexTemplate(template, groups: 0) {
            return try byteClass.replacing(in: bytes, with: plain, context: context) ?? text
        }
        let fixedBytes = fixed.map { Array($0.utf8) }
        let plain = fixed == nil ? RegexTemplate(template, groups: regex.numberOfCaptureGroups) : nil
        var result: [UInt8] = []
        var position = 0
        try bytes.withUnsafeBufferPointer { (source) throws(ActionFailure) in
            try regex.forEachMatch(in: text, context: context) { match throws(ActionFailure) in
                let range = match.range
                let replaced =
                    fixedBytes ?? plain?.expanded(match, in: source)
                    ?? Array(regex.expression.replacementString(for: match, in: text, offset: 0, template: template).utf8)
                try context.checkTextLength(result.count + range.location - position + replaced.count)
                result.append(contentsOf: UnsafeBufferPointer(rebasing: source[position..<range.location]))
                result.append(contentsOf: replaced)
                position = range.location + range.length
                return true
            }
        }
        guard position > 0 || !result.isEmpty else { return text }
        try context.checkTextLength(result.count + bytes.count - position)
        result.append(contentsOf: bytes[position...])
        return String(decoding: result, as: UTF8.self)
    }

    /// `replacingMatches` for a text that is not ASCII: the result is built as UTF-16 units copied
    /// from one copy of the text (the offsets ICU reports), so each match costs only its own length.
    static func replacingUTF16(
        of regex: BoundedRegex, in text: String, with template: String, fixed: String?, context: ActionContext
    ) throws(ActionFailure) -> String {
        let units = Array(text.utf16)
        let fixed = fixed.map { Array($0.utf16) }
        let fixedBytes = fixed.map(UTF16Pieces.utf8Count)
        var result: [UInt16] = []
        var bytes = 0
        var position = 0
        try regex.forEachMatch(in: text, context: context) { match throws(ActionFailure) in
            let kept = units[position..<match.range.location]
            let replaced =
                fixed ?? Array(regex.expression.replacementString(for: match, in: text, offset: 0, template: template).utf16)
            bytes += UTF16Pieces.utf8Count(kept) + (fixedBytes ?? UTF16Pieces.utf8Count(replaced))
            try context.checkTextLength(bytes)
            result.append(contentsOf: kept)
            result.append(contentsOf: replaced)
            position = match.range.location + match.range.length
            return true
        }
        guard position > 0 || !result.isEmpty else { return text }
        let tail = units[position...]
        try context.checkTextLength(bytes + UTF16Pieces.utf8Count(tail))
        result.append(contentsOf: tail)
        return String(decoding: result, as: UTF16.self)
    }
}

/// UTF-16 pieces of a text measured as the UTF-8 they become.
enum UTF16Pieces {
    /// The UTF-8 bytes of `units` (whole code points: a surrogate pair counts 4).
    static func utf8Count<Units: Collection<UInt16>>(_ units: Units) -> Int {
        var count = 0
        for unit in units {
            switch unit {
            case 0..<0x80: count += 1
            case 0x80..<0x800: count += 2
            case 0xD800..<0xDC00: count += 4
            case 0xDC00..<0xE000: break
            default: count += 3
            }
        }
        return count
    }
}
