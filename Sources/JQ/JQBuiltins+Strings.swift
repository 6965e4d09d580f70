import Foundation

// String built-ins: prefixes and suffixes, case, code points, splitting, trimming.

extension JQBuiltins {
    static func string(_ value: JQValue, _ message: String) throws -> String {
        guard case .string(let text) = value else { throw JQFailure(message: message) }
        return text
    }

    static func addStringBuiltins(_ table: inout [String: JQNative]) {
        table["startswith/1"] = unary { input, prefix in
            let message = "startswith() requires string inputs"
            return .bool(try string(input, message).hasPrefix(try string(prefix, message)))
        }
        table["endswith/1"] = unary { input, suffix in
            let message = "endswith() requires string inputs"
            return .bool(try string(input, message).hasSuffix(try string(suffix, message)))
        }
        table["ltrimstr/1"] = unary { input, prefix in
            guard case .string(let text) = input, case .string(let cut) = prefix, text.hasPrefix(cut) else { return input }
            return .string(String(text.dropFirst(cut.count)))
        }
        table["rtrimstr/1"] = unary { input, suffix in
            guard case .string(let text) = input, case .string(let cut) = suffix, text.hasSuffix(cut), !cut.isEmpty else {
                return input
            }
            return .string(String(text.dropLast(cut.count)))
        }
        table["ascii_downcase/0"] = simple { try changeCase($0, from: "A"..."Z", by: 32) }
        table["ascii_upcase/0"] = simple { try changeCase($0, from: "a"..."z", by: -32) }
        table["explode/0"] = simple { value in
            .array(try string(value, "explode input must be a string").unicodeScalars.map { .number(Double($0.value)) })
        }
        table["implode/0"] = simple(implode)
        table["ascii/0"] = simple { value in try implode(.array([value])) }
        table["split/1"] = unary { input, separator in
            let message = "split input and separator must be strings"
            return .array(JQStrings.split(try string(input, message), by: try string(separator, message)).map(JQValue.string))
        }
        table["trim/0"] = simple { try trim($0, leading: true, trailing: true) }
        table["ltrim/0"] = simple { try trim($0, leading: true, trailing: false) }
        table["rtrim/0"] = simple { try trim($0, leading: false, trailing: true) }
    }

    private static func changeCase(_ value: JQValue, from range: ClosedRange<Unicode.Scalar>, by shift: Int32) throws -> JQValue {
        let text = try string(value, "explode input must be a string")
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if range.contains(scalar), let changed = Unicode.Scalar(UInt32(Int32(scalar.value) + shift)) {
                scalars.append(changed)
            } else {
                scalars.append(scalar)
            }
        }
        return .string(String(scalars))
    }

    static func implode(_ value: JQValue) throws -> JQValue {
        guard case .array(let items) = value else { throw JQFailure(message: "implode input must be an array") }
        var scalars = String.UnicodeScalarView()
        for item in items {
            guard case .number(let number) = item, number >= 0, number <= 0x10FFFF else {
                throw JQFailure(message: "Unicode codepoints must be numeric and between 0 and 0x10FFFF")
            }
            scalars.append(Unicode.Scalar(UInt32(number)) ?? "\u{FFFD}")
        }
        return .string(String(scalars))
    }

    private static func trim(_ value: JQValue, leading: Bool, trailing: Bool) throws -> JQValue {
        var scalars = Substring(try string(value, "\(describe(value)) cannot be trimmed")).unicodeScalars[...]
        let spaces: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{B}", "\u{C}"]
        while leading, let first = scalars.first, spaces.contains(first) { scalars = scalars.dropFirst() }
        while trailing, let last = scalars.last, spaces.contains(last) { scalars = scalars.dropLast() }
        return .string(String(String.UnicodeScalarView(scalars)))
    }
}

/// Plain (not regular-expression) string helpers.
enum JQStrings {
    /// `text / separator`: an empty text gives no parts; an empty separator splits characters.
    static func split(_ text: String, by separator: String) -> [String] {
        if text.isEmpty { return [] }
        if separator.isEmpty { return text.unicodeScalars.map { String($0) } }
        var parts: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
