import Foundation
import ShortcutEngine

/// The text each list item is sorted or compared by: the item itself, or the value at a key
/// path when the items are dictionaries. Dates become sortable numbers.
enum ListItemKeys {
    /// The items themselves when `keyPath` is empty, else each item's value at `keyPath`; an
    /// item without one fails at the parameter `key`, naming the item.
    static func values(_ items: [Value], keyPath: String) throws(ActionFailure) -> [Value] {
        guard !keyPath.isEmpty else { return items }
        let path = KeyPath(parsing: keyPath)
        var values: [Value] = []
        values.reserveCapacity(items.count)
        for (offset, item) in items.enumerated() {
            do { values.append(try path.lookup(in: item)) } catch {
                throw ActionFailure(ListFailure.keyOnItem(offset + 1, error), parameter: "key")
            }
        }
        return values
    }

    /// Text keys; `dates` turns each value into seconds since 1970 (non-dates are left as text,
    /// so they sort after the dates as non-numbers do).
    /// Lists and dictionaries are measured before they are written out (`ActionContext.limitedJSON`).
    static func texts(_ values: [Value], context: ActionContext, dates: Bool = false) throws(ActionFailure) -> [String] {
        let coercion = context.coercion
        // Every key is held at once: lists and dictionaries among the values are measured together first.
        if values.contains(where: \.isContainer) { try context.checkWritable(.list(values)) }
        return try values.map { value throws(ActionFailure) in
            switch value {
            case .text(let text): return dates ? (dateKey(.text(text), coercion) ?? text) : text
            case .number(let number): return number.description
            case .date(let date): return String(date.timeIntervalSince1970)
            case .dictionary, .list: return try context.limitedJSONText(value)
            default: return try context.limitedText(value)
            }
        }
    }

    /// A date's sortable key (seconds since 1970), or nil when `value` is not a date.
    static func dateKey(_ value: Value, _ coercion: Coercion) -> String? {
        guard case .date(let date)? = try? coercion.coerce(value, to: .date) else { return nil }
        return String(date.timeIntervalSince1970)
    }
}
