import JSONPath
import ShortcutEngine

/// The engine's JSON and the JSONPath library's values, each into the other. Numbers pass as
/// doubles, as RFC 9535 compares them: whole numbers up to 2^53 come back exactly, others as the
/// shortest decimal of their double. Depth follows the value's own (the JSON parser's limit).
enum JSONPathBridge {
    /// `json` as a JSONPath value.
    static func value(_ json: JSON) -> JSONPathValue {
        switch json {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let text): return Double(text).map(JSONPathValue.number) ?? .string(text)
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(value))
        case .object(let pairs): return .object(pairs.map { ($0.key, value($0.value)) })
        }
    }

    /// `value` as JSON.
    static func json(_ value: JSONPathValue) -> JSON {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number): return .number(text(number))
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(json))
        case .object(let members): return .object(members.map { (key: $0.0, value: json($0.1)) })
        }
    }

    /// A double as JSON writes it: a whole number without a fraction, else its shortest form.
    static func text(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
        return "\(number)"
    }
}
