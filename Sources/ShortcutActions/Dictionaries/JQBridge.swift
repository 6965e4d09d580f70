import JQ
import ShortcutEngine

/// The engine's JSON and the jq library's values, each into the other. jq's numbers are doubles:
/// whole numbers up to 2^53 come back exactly, others as the shortest decimal of their double.
enum JQBridge {
    /// `json` as a jq value.
    static func value(_ json: JSON) -> JQValue {
        switch json {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let text): return Double(text).map(JQValue.number) ?? .string(text)
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(value))
        case .object(let pairs): return .object(pairs.map { ($0.key, value($0.value)) })
        }
    }

    /// `value` as JSON (jq's NaN and infinities as JSON cannot hold them: null and ±1.7976931348623157e+308).
    static func json(_ value: JQValue) -> JSON {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number):
            if number.isNaN { return .null }
            if number.isInfinite { return .number(number < 0 ? "-1.7976931348623157e+308" : "1.7976931348623157e+308") }
            return .number(JSONPathBridge.text(number))
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(json))
        case .object(let members): return .object(members.map { (key: $0.0, value: json($0.1)) })
        }
    }
}
