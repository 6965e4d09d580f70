import Foundation

/// I-Regexp (RFC 9485) for `match()` and `search()`: checks a pattern against the
/// I-Regexp grammar and translates it to ICU syntax for `NSRegularExpression`.
///
/// Every literal character becomes `\x{…}`, `.` becomes `[^\n\r]`, groups become
/// non-capturing, and `match` anchors with `\A…\z` (ICU's `$` would also match before a
/// final newline). Unescaped `^` and `$` outside classes are anchors, as the compliance
/// suite expects, although RFC 9485 lists them as ordinary characters. A pattern that is
/// not valid I-Regexp makes the function false.
enum IRegexp {
    /// Whether `pattern` matches all of `text` (`entire`) or some substring of it. ICU reports
    /// progress during a long match, and `budget` may stop it (the match then counts as failed,
    /// and the evaluation ends with the budget's error).
    static func test(_ text: String, pattern: String, entire: Bool, budget: Budget) -> Bool {
        guard let translated = translate(pattern) else { return false }
        let icu = entire ? "\\A(?:" + translated + ")\\z" : translated
        guard let regex = cache.regex(for: icu) else { return false }
        let range = NSRange(location: 0, length: text.utf16.count)
        var found = false
        regex.enumerateMatches(in: text, options: [.reportProgress], range: range) { match, _, stop in
            if match != nil {
                found = true
                stop.pointee = true
            } else if !budget.mayContinue() {
                stop.pointee = true
            }
        }
        return found
    }

    /// The ICU form of an I-Regexp, or `nil` when `pattern` is not valid I-Regexp.
    static func translate(_ pattern: String) -> String? {
        var reader = Reader(scalars: Array(pattern.unicodeScalars))
        return reader.translate()
    }

    private static let cache = RegexCache()

    private struct Reader {
        let scalars: [Unicode.Scalar]
        var position = 0
        var output = ""

        var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

        /// One pass over the pattern; groups are counted, not recursed into.
        mutating func translate() -> String? {
            var depth = 0
            var quantifiable = false
            while let scalar = peek {
                switch scalar {
                case "(":
                    position += 1; depth += 1; output += "(?:"; quantifiable = false
                case ")":
                    guard depth > 0 else { return nil }
                    position += 1; depth -= 1; output += ")"; quantifiable = true
                case "|":
                    position += 1; output += "|"; quantifiable = false
                case "^", "$":
                    // Not I-Regexp syntax, but the compliance suite (like ECMAScript
                    // translations) reads them as anchors at the start and end of input.
                    position += 1; output += scalar == "^" ? "^" : "\\z"; quantifiable = false
                case "*", "+", "?", "{":
                    guard quantifiable, quantifier() else { return nil }
                    quantifiable = false
                default:
                    guard atom() else { return nil }
                    quantifiable = true
                }
            }
            return depth == 0 ? output : nil
        }

        private mutating func quantifier() -> Bool {
            guard let scalar = peek else { return false }
            position += 1
            guard scalar == "{" else {
                output.unicodeScalars.append(scalar)
                return true
            }
            guard let low = digits() else { return false }
            var text = "{\(low)"
            if peek == "," {
                position += 1
                text += ","
                if let high = digits() {
                    guard low <= high else { return false }
                    text += "\(high)"
                }
            }
            guard peek == "}" else { return false }
            position += 1
            output += text + "}"
            return true
        }

        private mutating func digits() -> Int? {
            var value = 0
            var count = 0
            while let scalar = peek, scalar >= "0", scalar <= "9" {
                value = min(value * 10 + Int(scalar.value - 48), 1_000_000_000)
                count += 1
                position += 1
            }
            return count > 0 ? value : nil
        }

        /// `NormalChar`, `.`, an escape or a character class expression.
        private mutating func atom() -> Bool {
            guard let scalar = peek else { return false }
            switch scalar {
            case ".":
                position += 1
                output += "[^\\n\\r]"
                return true
            case "[":
                return characterClass()
            case "\\":
                if let category = categoryEscape() {
                    output += category
                    return true
                }
                guard let escaped = singleCharacterEscape() else { return false }
                output += Self.literal(escaped)
                return true
            case "]", "}", ")", "*", "+", "?", "{", "|":
                return false
            default:
                position += 1
                output += Self.literal(scalar)
                return true
            }
        }

        /// `charClassExpr = "[" ["^"] ("-" / CCE1) *CCE1 ["-"] "]"`.
        private mutating func characterClass() -> Bool {
            position += 1
            output += "["
            if peek == "^" {
                position += 1
                output += "^"
            }
            var first = true
            while true {
                guard let scalar = peek else { return false }
                if scalar == "]", !first {
                    position += 1
                    output += "]"
                    return true
                }
                if scalar == "-" {
                    let next = position + 1 < scalars.count ? scalars[position + 1] : nil
                    guard first || next == "]" else { return false }
                    position += 1
                    output += Self.literal("-")
                } else if let category = categoryEscape() {
                    output += category
                } else {
                    guard classRange() else { return false }
                }
                first = false
            }
        }

        /// `CCchar ["-" CCchar]`.
        private mutating func classRange() -> Bool {
            guard let low = classCharacter() else { return false }
            let next = position + 1 < scalars.count ? scalars[position + 1] : nil
            guard peek == "-", next != "]", next != nil else {
                output += Self.literal(low)
                return true
            }
            position += 1
            guard let high = classCharacter(), low.value <= high.value else { return false }
            output += Self.literal(low) + "-" + Self.literal(high)
            return true
        }

        private mutating func classCharacter() -> Unicode.Scalar? {
            guard let scalar = peek else { return nil }
            switch scalar {
            case "\\": return singleCharacterEscape()
            case "-", "[", "]": return nil
            default:
                position += 1
                return scalar
            }
        }

        /// `SingleCharEsc`: the escaped character, with `\n`, `\r`, `\t` resolved.
        private mutating func singleCharacterEscape() -> Unicode.Scalar? {
            guard peek == "\\", position + 1 < scalars.count else { return nil }
            let scalar = scalars[position + 1]
            let resolved: Unicode.Scalar
            switch scalar {
            case "n": resolved = "\n"
            case "r": resolved = "\r"
            case "t": resolved = "\t"
            case "(", ")", "*", "+", "-", ".", "?", "[", "\\", "]", "^", "{", "|", "}": resolved = scalar
            default: return nil
            }
            position += 2
            return resolved
        }

        /// `\p{…}` or `\P{…}` with a general category I-Regexp allows.
        private mutating func categoryEscape() -> String? {
            guard peek == "\\", position + 2 < scalars.count,
                scalars[position + 1] == "p" || scalars[position + 1] == "P",
                scalars[position + 2] == "{"
            else { return nil }
            var end = position + 3
            var name = ""
            while end < scalars.count, scalars[end] != "}" {
                name.unicodeScalars.append(scalars[end])
                end += 1
            }
            guard end < scalars.count, Self.categories.contains(name) else { return nil }
            let kind = scalars[position + 1] == "p" ? "\\p{" : "\\P{"
            position = end + 1
            return kind + name + "}"
        }

        private static let categories: Set<String> = [
            "L", "Ll", "Lm", "Lo", "Lt", "Lu", "M", "Mc", "Me", "Mn", "N", "Nd", "Nl", "No",
            "P", "Pc", "Pd", "Pe", "Pf", "Pi", "Po", "Ps", "Z", "Zl", "Zp", "Zs",
            "S", "Sc", "Sk", "Sm", "So", "C", "Cc", "Cf", "Cn", "Co",
        ]

        static func literal(_ scalar: Unicode.Scalar) -> String {
            "\\x{" + String(scalar.value, radix: 16) + "}"
        }
    }
}

/// Compiled expressions by ICU pattern, so a filter does not recompile per element.
private final class RegexCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: NSRegularExpression] = [:]

    func regex(for pattern: String) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = entries[pattern] { return cached }
        guard let compiled = try? NSRegularExpression(pattern: pattern, options: []) else { return nil }
        if entries.count >= 64 { entries.removeAll() }
        entries[pattern] = compiled
        return compiled
    }
}
