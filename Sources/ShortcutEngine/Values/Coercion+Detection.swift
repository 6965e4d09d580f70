import Foundation

extension Coercion {
    /// The Get … from Input actions (`detect.number`, `detect.link`, …): Apple's coercion actions,
    /// the same routine as `coerce`, reading every value of `type` each input item holds, as a list.
    /// Numbers, links and dates are *found* in text (`12 apples and 3 pears` holds 12 and 3), text is
    /// the text form of every item; an item holding none gives none. Only a dictionary is an
    /// all-or-nothing conversion: text that is neither JSON nor key-value pairs stops the run, as
    /// Apple's Get Dictionary from Input does.
    public func detected(_ value: Value, as type: ValueType) throws(ValueFailure) -> Value {
        var found: [Value] = []
        for item in value.items.map(\.unnamed) {
            switch (type, item) {
            case (.text, _): found.append(.text(text(item)))
            case (.number, .text(let written)): found += TextNumbers.all(in: written).map(Value.number)
            case (.url, .text(let written)): found += TextLinks.all(in: written).map(Value.url)
            case (.date, .text(let written)): found += dates(in: written).map(Value.date)
            case (.dictionary, .text(let written)):
                // A JSON array of objects (what a web API often answers) is those dictionaries,
                // one item each, as Apple's content graph makes one dictionary item per object.
                if let objects = Self.jsonObjects(written) {
                    found += objects
                } else {
                    found.append(try coerce(item, to: .dictionary))
                }
            case (.dictionary, _): found.append(try coerce(item, to: .dictionary))
            default:
                if let converted = try? coerce(item, to: type), !converted.isNothing { found.append(converted) }
            }
        }
        return .list(found)
    }

    /// The dictionaries of a text that is a JSON array of objects (at least one, every item an
    /// object); nil for any other text.
    static func jsonObjects(_ text: String) -> [Value]? {
        guard text.utf8.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "["),
            let json = try? JSONParser.parseAsApple(text), case .list(let items) = Value(json: json), !items.isEmpty,
            items.allSatisfy({ if case .dictionary = $0 { return true } else { return false } })
        else { return nil }
        return items
    }

    /// The dates a text names: the whole text as one date, or else each line that is one.
    func dates(in text: String) -> [Date] {
        if let date = try? date(.text(text)) { return [date] }
        var dates: [Date] = []
        for line in text.split(whereSeparator: \.isNewline).prefix(TextNumbers.limit) {
            if let date = try? date(.text(String(line))) { dates.append(date) }
        }
        return dates
    }
}
