import DigitGrouping
import Foundation

/// How a value reads on one line of `view`, `check` and `graph`: the one place large values are
/// abbreviated. A text past `textLimit` characters is cut and its length given
/// (`"iVBORw0KGgoAAAANSUhE…" (48,213 characters)`); a list or dictionary that would take more than
/// `inlineLimit` characters written out is its count and size (`{312 keys, 41 KB}`,
/// `[820 items, 2.1 MB]`). With `full`, everything is written out.
public enum ValueSummary {
    /// Characters of a text shown before it is cut.
    public static let textLimit = 60
    /// Characters a list or dictionary may take written out before it is summarised.
    public static let inlineLimit = 120

    /// A document's parameter value: literals, `{{references}}` and text with references in it.
    public static func describe(_ value: ParameterValue, full: Bool = false) -> String {
        let written = writtenOut(value)
        guard !full else { return written }
        switch value {
        case .literal(let literal): return describe(literal, coercion: Coercion(), full: false)
        case .reference: return written
        case .text: return text(written.dropFirst().dropLast(), full: false)
        case .list(let items):
            return written.count <= inlineLimit ? written : "[\(counted(items.count, "item")), \(size(written.utf8.count))]"
        case .dictionary(let entries):
            return written.count <= inlineLimit ? written : "{\(counted(entries.count, "key")), \(size(written.utf8.count))}"
        }
    }

    /// A run-time value, as a run's recorded outputs are shown. A list or dictionary is measured
    /// first (`ValueSize`): one too long to show is summarised without being written out (a
    /// dictionary sharing its parts would expand).
    public static func describe(_ value: Value, coercion: Coercion, full: Bool = false) -> String {
        if !full, value.isContainer {
            let bytes = ValueSize.of(value, coercion: coercion, maxDepth: .max)?.jsonBytes ?? .max
            // A character is at most 4 bytes: past this many bytes it cannot fit in `inlineLimit` characters.
            if bytes > 4 * inlineLimit {
                switch value.unnamed {
                case .list(let items): return "[\(counted(items.count, "item")), \(size(bytes))]"
                case .dictionary(let dictionary): return "{\(counted(dictionary.count, "key")), \(size(bytes))}"
                default: break
                }
            }
        }
        switch value {
        case .text(let string): return text(Substring(string), full: full)
        case .list(let items):
            let written = coercion.json(value).serialized(pretty: false)
            return full || written.count <= inlineLimit
                ? written : "[\(counted(items.count, "item")), \(size(written.utf8.count))]"
        case .dictionary(let dictionary):
            let written = coercion.json(value).serialized(pretty: false)
            return full || written.count <= inlineLimit
                ? written : "{\(counted(dictionary.count, "key")), \(size(written.utf8.count))}"
        case .nothing: return "nothing"
        default:
            let written = coercion.text(value)
            return full ? written : Rendering.preview(written, limit: textLimit)
        }
    }

    /// A text in quotes on one line (newlines as `⏎`), cut past `textLimit` with its length.
    public static func text(_ string: Substring, full: Bool) -> String {
        let flat = string.replacingOccurrences(of: "\n", with: "⏎")
        guard !full, flat.count > textLimit else { return "\"" + flat + "\"" }
        return "\"" + flat.prefix(textLimit - 1) + "…\" (\(DigitGrouping.grouped(string.count)) characters)"
    }

    /// A text a message quotes, in single quotes: `'Upper'`, or past `textLimit` cut with its
    /// length, `'XXXX…' (3,000 characters)`.
    public static func quoted(_ string: String) -> String {
        guard string.count > textLimit else { return "'" + string + "'" }
        return "'" + string.prefix(textLimit - 1).replacingOccurrences(of: "\n", with: "⏎")
            + "…' (\(DigitGrouping.grouped(string.count)) characters)"
    }

    /// `N bytes`, `41 KB`, `2.1 MB` (1 KB = 1,024 bytes).
    public static func size(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1024 * 1024 { return "\((bytes + 512) / 1024) KB" }
        return String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }

    /// `1 key`, `312 keys` (the nouns here are regular).
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(DigitGrouping.grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The value written out in full, as the document holds it.
    static func writtenOut(_ value: ParameterValue) -> String {
        switch value {
        case .literal(let literal): return Rendering.written(literal)
        case .reference(let reference): return "{{\(reference.source)}}"
        case .text(let parts):
            return "\""
                + parts.map { part -> String in
                    switch part {
                    case .literal(let literal): return literal
                    case .reference(let reference): return "{{\(reference.source)}}"
                    }
                }.joined() + "\""
        case .list(let items): return "[" + items.map(writtenOut).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            return "{" + entries.map { "\($0.key): \(writtenOut($0.value))" }.joined(separator: ", ") + "}"
        }
    }
}

extension Rendering {
    /// A literal written out in full on one line: texts quoted, lists and dictionaries as JSON.
    static func written(_ value: Value) -> String {
        switch value {
        case .text(let text): return "\"" + text.replacingOccurrences(of: "\n", with: "⏎") + "\""
        case .list, .dictionary: return Coercion().json(value).serialized(pretty: false)
        case .nothing: return "nothing"
        default: return Coercion().text(value)
        }
    }
}
