import Foundation

/// What a recorded run keeps of a value (traces and the annotated content graph): the value itself
/// when it is small (at most `wholeValues` values and `wholeBytes` bytes of text), else a bounded
/// copy — texts cut to `textBytes` with an ellipsis, lists and dictionaries to their first items and
/// one more saying how many were left out, nesting to `depth` levels — so recording costs a few
/// microseconds a step and never holds a whole large value alive.
public enum ValuePreview {
    /// UTF-8 bytes of a text kept whole.
    public static let textBytes = 4_096
    /// Items of a list, or keys of a dictionary, kept.
    public static let items = 100
    /// Lists and dictionaries kept inside each other; deeper ones are summarised.
    public static let depth = 8
    /// A value of at most this many values (items, keys and leaves)…
    public static let wholeValues = 10_000
    /// …and this many bytes of text is kept whole (shared, not copied).
    public static let wholeBytes = 256 << 10

    /// `value` when it is small (`keepSmall`), or a bounded copy of it: at most `items` items or
    /// keys of each list or dictionary, `textBytes` of each text.
    public static func of(
        _ value: Value, items: Int = ValuePreview.items, textBytes: Int = ValuePreview.textBytes, keepSmall: Bool = true
    ) -> Value {
        if keepSmall, isSmall(value) { return value }
        var walk = Walk(items: items, textBytes: textBytes, budget: items * 4)
        return walk.bounded(value, level: 0)
    }
}

extension ValuePreview {
    /// Whether `value` holds at most `wholeValues` values and `wholeBytes` bytes of text; looks at
    /// no more than that many values to find out.
    static func isSmall(_ value: Value) -> Bool {
        var values = wholeValues
        var bytes = wholeBytes
        var pending: [Value] = [value]
        while let next = pending.popLast() {
            values -= 1
            switch next {
            case .text(let text): bytes -= text.utf8.count
            case .richText(let rich): bytes -= rich.html.utf8.count + rich.text.utf8.count
            case .item(let item):
                bytes -= item.title.utf8.count + item.record.utf8.count
                pending.append(contentsOf: item.details.values)
            case .named(let item):
                bytes -= item.name.utf8.count
                pending.append(item.value)
            case .list(let items):
                if items.count > values { return false }
                pending.append(contentsOf: items)
            case .dictionary(let dictionary):
                if dictionary.count > values { return false }
                for key in dictionary.keys { bytes -= key.utf8.count }
                pending.append(contentsOf: dictionary.values)
            default: break
            }
            if values < 0 || bytes < 0 { return false }
        }
        return true
    }
}

/// One bounded copy: the limits and how many more values it may visit.
private struct Walk {
    let items: Int
    let textBytes: Int
    var budget: Int

    /// Recursion is at most `ValuePreview.depth` levels, and visits at most `budget` values.
    mutating func bounded(_ value: Value, level: Int) -> Value {
        budget -= 1
        switch value {
        case .text(let text): return .text(cut(text))
        case .richText(let rich):
            return rich.html.utf8.count <= textBytes && rich.text.utf8.count <= textBytes
                ? value : .richText(RichText(html: cut(rich.html), text: cut(rich.text)))
        case .named(let item): return .named(NamedItem(name: cut(item.name), value: bounded(item.value, level: level)))
        case .item(var item):
            if case .dictionary(let details) = bounded(.dictionary(item.details), level: level) { item.details = details }
            (item.title, item.record) = (cut(item.title), cut(item.record))
            return .item(item)
        case .list(let list):
            if level >= ValuePreview.depth || budget <= 0 { return .text(summary(list.count, "item")) }
            let kept = min(list.count, items, max(budget, 1))
            var result: [Value] = []
            result.reserveCapacity(kept + 1)
            for item in list.prefix(kept) { result.append(bounded(item, level: level + 1)) }
            if kept < list.count { result.append(.text("… \(list.count - kept) more")) }
            return .list(result)
        case .dictionary(let dictionary):
            if level >= ValuePreview.depth || budget <= 0 { return .text(summary(dictionary.count, "key")) }
            let kept = min(dictionary.count, items, max(budget, 1))
            var result = ValueDictionary()
            for key in dictionary.keys.prefix(kept) {
                result[cut(key)] = dictionary[key].map { bounded($0, level: level + 1) }
            }
            if kept < dictionary.count { result["…"] = .text("\(dictionary.count - kept) more") }
            return .dictionary(result)
        default: return value
        }
    }

    /// `text`, or its first `textBytes` characters and an ellipsis (reading no further).
    func cut(_ text: String) -> String {
        guard text.utf8.count > textBytes else { return text }
        let kept = text.prefix(textBytes)
        return kept.endIndex == text.endIndex ? text : String(kept) + "…"
    }

    func summary(_ count: Int, _ noun: String) -> String { "[\(count) \(noun)\(count == 1 ? "" : "s")]" }
}
