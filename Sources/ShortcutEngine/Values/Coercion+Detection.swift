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
            case (.dictionary, _): found.append(try coerce(item, to: .dictionary))
            default:
                if let converted = try? coerce(item, to: type), !converted.isNothing { found.append(converted) }
            }
        }
        return .list(found)
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
