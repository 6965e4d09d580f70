/// Reads text templates (`Hello {{name}}`, `\{{` for literal braces) and references
/// (`{{Person | key: address.city | as: text}}`). The syntax is documented in docs/format.md.
public enum ReferenceSyntax {
    /// Parses a JSON string parameter: exactly one reference keeps its type; anything else is text.
    public static func parameterValue(_ text: String) throws(ReferenceFailure) -> ParameterValue {
        let parts = try template(text)
        if parts.count == 1, case .reference(let reference) = parts[0] { return .reference(reference) }
        return .text(parts)
    }

    /// Splits text into literal runs and references. In a run of more than two `{`, the last two
    /// open the reference. Backslashes matter only right before `{{`: a run of n of them stands for n/2 literal backslashes (rounded down), and an odd n
    /// makes the `{{` literal too (`\{{` is literal braces, `\\{{x}}` a backslash then a reference).
    public static func template(_ text: String) throws(ReferenceFailure) -> [TextPart] {
        guard text.contains("{{") else { return [.literal(text)] }
        var parts: [TextPart] = []
        var literal = ""
        var index = text.startIndex
        while index < text.endIndex {
            let rest = text[index...]
            if rest.first == "\\" {
                let run = rest.prefix { $0 == "\\" }
                let after = rest.dropFirst(run.count)
                guard after.hasPrefix("{{") else {
                    literal += run
                    index = run.endIndex
                    continue
                }
                literal += String(repeating: "\\", count: run.count / 2)
                if run.count % 2 == 1 {
                    literal += "{{"
                    index = text.index(after.startIndex, offsetBy: 2)
                } else {
                    index = after.startIndex
                }
            } else if rest.hasPrefix("{{") {
                // In a run of more than two braces the last two open the reference: `a{{{x}}`
                // is "a{" then {{x}} (no reference name starts with a brace).
                let braces = rest.prefix { $0 == "{" }.count
                if braces > 2 {
                    literal += String(repeating: "{", count: braces - 2)
                    index = text.index(index, offsetBy: braces - 2)
                }
                let bodyStart = text.index(index, offsetBy: 2)
                guard let close = text.range(of: "}}", range: bodyStart..<text.endIndex) else {
                    throw .unclosed
                }
                if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
                parts.append(.reference(try reference(String(text[bodyStart..<close.lowerBound]))))
                index = close.upperBound
            } else {
                literal.append(text[index])
                index = text.index(after: index)
            }
        }
        if !literal.isEmpty || parts.isEmpty { parts.append(.literal(literal)) }
        return parts
    }

    /// Writes literal text so `template` reads it back unchanged, before a reference or at the
    /// end: a literal `{{` gets an odd run of backslashes; backslashes that would otherwise touch
    /// a `{{` are doubled (a lone `{` right before a reference joins the reference's braces).
    public static func escapeLiteral(_ literal: String, beforeReference: Bool) -> String {
        let characters = Array(literal)
        var output = ""
        var backslashes = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let isLast = index == characters.count - 1
            if character == "\\" {
                backslashes += 1
            } else if character == "{" && index + 1 < characters.count && characters[index + 1] == "{" {
                output += String(repeating: "\\", count: backslashes * 2 + 1) + "{{"
                backslashes = 0
                index += 2
                continue
            } else if character == "{" && isLast && beforeReference {
                output += String(repeating: "\\", count: backslashes * 2) + "{"
                backslashes = 0
            } else {
                output += String(repeating: "\\", count: backslashes)
                backslashes = 0
                output.append(character)
            }
            index += 1
        }
        output += String(repeating: "\\", count: beforeReference ? backslashes * 2 : backslashes)
        return output
    }

    /// Parses the inside of `{{ }}`.
    public static func reference(_ body: String) throws(ReferenceFailure) -> Reference {
        let pieces = Self.pieces(body).map(trimmed)
        let head = pieces[0]
        guard !head.isEmpty else {
            throw .empty(body: body)
        }
        var aggrandizements: [Aggrandizement] = []
        for piece in pieces.dropFirst() { aggrandizements.append(try aggrandizement(piece)) }
        return Reference(target: target(head), aggrandizements: aggrandizements, source: trimmed(Substring(body)))
    }

    /// `body` split at each `|`, except inside a quoted key (`key: "a|b"`, whose `\"` and `\\`
    /// are a quote and a backslash).
    static func pieces(_ body: String) -> [Substring] {
        var pieces: [Substring] = []
        var start = body.startIndex, index = body.startIndex
        var quoted = false, escaped = false
        while index < body.endIndex {
            let character = body[index]
            if quoted {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted = false
                }
            } else if character == "|" {
                pieces.append(body[start..<index])
                start = body.index(after: index)
            } else if character == "\"", opensQuotedKey(body[start..<index]) {
                quoted = true
            }
            index = body.index(after: index)
        }
        pieces.append(body[start...])
        return pieces
    }

    /// Whether a piece so far is `key:` (a quote after it opens a quoted key).
    private static func opensQuotedKey(_ piece: Substring) -> Bool {
        guard let colon = piece.lastIndex(of: ":"), piece[piece.index(after: colon)...].allSatisfy({ $0 == " " || $0 == "\t" })
        else { return false }
        return piece[..<colon].trimmedOfSpaces.lowercased() == "key"
    }

    /// A quoted key's text (`"a|b"` → `a|b`), or nil when `argument` is not one quoted string.
    static func quotedKey(_ argument: String) -> String? {
        guard argument.count >= 2, argument.first == "\"", argument.last == "\"" else { return nil }
        var key = "", escaped = false
        for character in argument.dropFirst().dropLast() {
            if escaped {
                key.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return nil
            } else {
                key.append(character)
            }
        }
        return escaped ? nil : key
    }

    /// `key` written as a quoted key, read back by `quotedKey`.
    public static func quoting(key: String) -> String {
        "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Trims spaces and tabs without Foundation (this runs for every reference in a document).
    static func trimmed(_ text: Substring) -> String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(text[first...last])
    }

    static func target(_ head: String) -> ReferenceTarget {
        let lowered = head.lowercased()
        if lowered.hasPrefix("output:") { return .output(String(head.dropFirst(7)).trimmedOfSpaces) }
        if lowered.hasPrefix("var:") { return .variable(String(head.dropFirst(4)).trimmedOfSpaces) }
        if lowered == "ask" { return .ask(prompt: nil) }
        if lowered.hasPrefix("ask:") { return .ask(prompt: String(head.dropFirst(4)).trimmedOfSpaces) }
        switch lowered {
        case "shortcut input", "input": return .shortcutInput
        case "current date": return .currentDate
        case "clipboard": return .clipboard
        case "device": return .device
        default: break
        }
        for (prefix, make) in [("repeat item", ReferenceTarget.repeatItem), ("repeat index", ReferenceTarget.repeatIndex)] {
            if lowered == prefix { return make(1) }
            if lowered.hasPrefix(prefix + " "), let level = Int(lowered.dropFirst(prefix.count + 1)), level >= 1 {
                return make(level)
            }
        }
        return .name(head)
    }

    static func aggrandizement(_ piece: String) throws(ReferenceFailure) -> Aggrandizement {
        guard let colon = piece.firstIndex(of: ":") else {
            throw .notAnAggrandizement(String(piece))
        }
        let kind = piece[..<colon].trimmedOfSpaces.lowercased()
        let argument = piece[piece.index(after: colon)...].trimmedOfSpaces
        guard !argument.isEmpty else { throw .aggrandizementNeedsValue(kind: String(kind)) }
        switch kind {
        case "as":
            guard let type = ValueType(name: argument), type != .any else {
                let names = ValueType.allCases.filter { $0 != .any }.map(\.rawValue)
                throw .unknownType(String(argument), known: names)
            }
            return .coerce(type)
        case "property": return .property(argument)
        case "key": return .key(quotedKey(argument).map { KeyPath(segments: [$0]) } ?? KeyPath(parsing: argument))
        case "format": return .dateFormat(argument)
        case "relative":
            if argument.lowercased() == "how long" { return .howLong }
            let parts = argument.split(separator: ";", maxSplits: 1).map { $0.trimmedOfSpaces }
            return .relativeDate(day: parts[0], time: parts.count > 1 && !parts[1].isEmpty ? parts[1] : nil)
        case "item": return .item(try itemSelector(argument))
        default:
            let kinds = ["as", "property", "key", "item", "format"]
            throw .unknownAggrandizement(String(kind), known: kinds)
        }
    }

    static func itemSelector(_ text: String) throws(ReferenceFailure) -> ItemSelector {
        switch text.lowercased() {
        case "first": return .first
        case "last": return .last
        default: break
        }
        if let range = text.range(of: "...") {
            if let low = Int(text[..<range.lowerBound].trimmedOfSpaces),
                let high = Int(text[range.upperBound...].trimmedOfSpaces), low >= 1, high >= low
            {
                return .range(low, high)
            }
        } else if let index = Int(text), index != 0 {
            return .index(index)
        }
        throw .notAnItemSelector(String(text))
    }
}

extension StringProtocol {
    var trimmedOfSpaces: String { ReferenceSyntax.trimmed(Substring(self)) }
}
