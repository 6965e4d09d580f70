import AppleFormats
import Foundation
import ShortcutEngine

/// Property lists as JSON and back, for the original parameters an unsupported action keeps.
/// JSON has no data or date: data is written `{"$data": BASE64}` and dates `{"$date": ISO 8601}`,
/// and reals keep a decimal point so they come back as reals.
enum PlistJSON {
    static func json(_ plist: PropertyList) -> JSON {
        switch plist {
        case .string(let text): return .string(text)
        case .integer(let value): return .number(String(value))
        case .unsignedInteger(let value): return .number(String(value))
        case .real(let value): return value.isFinite ? .number(realText(value)) : .string(String(value))
        case .bool(let flag): return .bool(flag)
        case .date(let date): return .object([("$date", .string(iso(date)))])
        case .data(let data): return .object([("$data", .string(data.base64EncodedString()))])
        case .array(let items): return .array(items.map(json))
        case .dictionary(let dictionary): return .object(dictionary.entries.map { ($0.key, json($0.value)) })
        case .uid(let value): return .object([("$uid", .number(String(value)))])
        }
    }

    static func plist(_ json: JSON) -> PropertyList {
        switch json {
        case .null: return .string("")
        case .bool(let flag): return .bool(flag)
        case .number(let text):
            if let integer = Int64(text) { return .integer(integer) }
            return .real(Double(text) ?? 0)
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(plist))
        case .object(let pairs):
            if pairs.count == 1, let only = pairs.first {
                if only.key == "$data", let text = only.value.string, let data = Data(base64Encoded: text) { return .data(data) }
                if only.key == "$date", let text = only.value.string, let date = ISO8601DateFormatter().date(from: text) {
                    return .date(date)
                }
                if only.key == "$uid", case .number(let text) = only.value, let value = UInt64(text) { return .uid(value) }
            }
            return .dictionary(PlistDictionary(pairs.map { (key: $0.key, value: plist($0.value)) }))
        }
    }

    /// The shortest text that reads back as the same Double, always with a point or exponent.
    static func realText(_ value: Double) -> String {
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    static func iso(_ date: Date) -> String { ISO8601DateFormatter().string(from: date) }
}

extension ParameterValue {
    /// A dictionary entry; the engine's memberwise initialiser is internal, so one is made by
    /// reading a one-key JSON object and setting its value.
    static func entry(_ key: String, _ value: ParameterValue) -> DictionaryEntry {
        guard case .dictionary(let entries)? = try? DocumentReader.parameterValue(.object([(key: key, value: .null)])),
            var entry = entries.first
        else {
            preconditionFailure("a one-key JSON object reads as a one-entry dictionary")
        }
        entry.value = value
        return entry
    }
}
