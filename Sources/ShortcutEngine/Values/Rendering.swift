import Foundation

extension Coercion {
    /// What goes between a list's items when the list is put into text.
    public static let listSeparator = "\n"

    /// The text form of any value, as Shortcuts shows it when a value is put into text:
    /// lists one item per line, dictionaries as JSON, booleans as Yes/No, dates as ISO 8601.
    public func text(_ value: Value) -> String {
        var none = Checkpoints.none
        return text(value, checkpoints: &none)
    }

    /// The text form of `value` as `text(_:)` gives it, ticking `checkpoints` once a node, so the
    /// run can stop writing out a large list or dictionary at its time limit.
    public func text<E: Error>(_ value: Value, checkpoints: inout Checkpoints<E>) throws(E) -> String {
        try checkpoints.tick()
        switch value {
        case .nothing: return ""
        case .text(let text): return text
        case .number(let number): return number.description
        case .boolean(let flag): return flag ? "Yes" : "No"
        case .date(let date): return DateText.iso(date, timeZone: timeZone)
        case .duration(let seconds): return DateText.words(seconds: seconds)
        case .list(let items):
            var texts: [String] = []
            texts.reserveCapacity(items.count)
            for item in items { texts.append(try text(item, checkpoints: &checkpoints)) }
            return texts.joined(separator: Coercion.listSeparator)
        case .dictionary: return try json(value, checkpoints: &checkpoints).serialized(pretty: false, checkpoints: &checkpoints)
        case .file(let file): return file.path
        case .url(let url): return url
        case .named(let item): return try text(item.value, checkpoints: &checkpoints)
        case .richText(let rich): return rich.text
        case .item(let item): return item.title
        }
    }

    /// The JSON form of a value (JSON output, the content graph).
    public func json(_ value: Value) -> JSON {
        var none = Checkpoints.none
        return json(value, checkpoints: &none)
    }

    /// The JSON form of `value` as `json(_:)` gives it, ticking `checkpoints` once a node.
    public func json<E: Error>(_ value: Value, checkpoints: inout Checkpoints<E>) throws(E) -> JSON {
        try checkpoints.tick()
        switch value {
        case .nothing: return .null
        case .text(let text): return .string(text)
        case .number(let number): return number.isFinite ? .number(number.description) : .string(number.description)
        case .boolean(let flag): return .bool(flag)
        case .date(let date): return .string(DateText.iso(date, timeZone: timeZone))
        case .duration(let seconds): return .number(seconds.description)
        case .list(let items):
            var array: [JSON] = []
            array.reserveCapacity(items.count)
            for item in items { array.append(try json(item, checkpoints: &checkpoints)) }
            return .array(array)
        case .dictionary(let dictionary):
            var pairs: [(key: String, value: JSON)] = []
            pairs.reserveCapacity(dictionary.count)
            for pair in dictionary.pairs { pairs.append((pair.key, try json(pair.value, checkpoints: &checkpoints))) }
            return .object(pairs)
        case .file(let file): return .string(file.path)
        case .url(let url): return .string(url)
        case .named(let item): return try json(item.value, checkpoints: &checkpoints)
        case .richText(let rich): return .string(rich.text)
        case .item(let item): return try json(.dictionary(item.details), checkpoints: &checkpoints)
        }
    }
}

extension Value {
    /// A value from a JSON literal: objects become dictionaries, arrays lists, numbers exact.
    public init(json: JSON) {
        switch json {
        case .null: self = .nothing
        case .bool(let flag): self = .boolean(flag)
        case .number(let text): self = Number(parsing: text).map(Value.number) ?? .text(text)
        case .string(let text): self = .text(text)
        case .array(let items): self = .list(items.map(Value.init(json:)))
        case .object(let pairs): self = .dictionary(ValueDictionary(pairs.map { ($0.key, Value(json: $0.value)) }))
        }
    }
}

/// Short one-line forms of values for traces, graphs and messages.
public enum Rendering {
    /// Bytes of each text a dictionary's preview keeps before it is written out.
    static let limitBytes = 64

    /// The first `limit` characters on one line, with an ellipsis when cut. Reads no further than
    /// that: a preview of a 32 MiB text costs what one of a short text does.
    public static func preview(_ text: String, limit: Int = 60) -> String {
        let head = text.prefix(limit + 1)
        var flat = String(head).replacingOccurrences(of: "\n", with: "⏎")
        if flat.count > limit { flat = String(flat.prefix(limit - 1)) + "…" }
        return flat
    }

    /// `"hello"`, `3`, `[3 items]`, `{2 keys}`: what a trace line shows for a value.
    public static func preview(_ value: Value, coercion: Coercion) -> String {
        switch value {
        case .nothing: return "nothing"
        case .text(let text): return "\"" + preview(text) + "\""
        case .list(let items):
            let inner = items.prefix(3).map { preview($0, coercion: coercion) }.joined(separator: ", ")
            return "[\(items.count) item\(items.count == 1 ? "" : "s"): \(inner)\(items.count > 3 ? ", …" : "")]"
        case .dictionary(let dictionary):
            // Written out from a bounded copy: a large dictionary is not serialised whole for 60 characters.
            let bounded = ValuePreview.of(.dictionary(dictionary), items: 16, textBytes: limitBytes, keepSmall: false)
            return preview(coercion.json(bounded).serialized(pretty: false))
        case .named(let item): return preview(item.value, coercion: coercion)
        default: return preview(coercion.text(value))
        }
    }
}
