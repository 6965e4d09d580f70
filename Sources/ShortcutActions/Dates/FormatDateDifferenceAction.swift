import DigitGrouping
import Foundation
import ShortcutEngine

/// Format Date Difference: how far a date is from another, in words (the Actions app's Format
/// Date Difference, Toolbox Pro's Get Relative Date Description; English, as Apple's relative
/// date formatter writes it).
public enum FormatDateDifferenceAction: Action {
    /// Numbers (2 days ago) or, for one unit, names (yesterday).
    public enum Style: String, Choice {
        case numeric = "Numeric"
        case named = "Named"
    }

    /// Unit names in full or abbreviated.
    public enum Units: String, Choice {
        case full = "Full"
        case abbreviated = "Abbreviated"
    }

    static let date = Parameter<Value>("date", type: .date, summary: "The date described.", required: true)
    static let relativeTo = Parameter<Value>(
        "relativeTo", label: "Relative To", type: .date, summary: "The date it is described from (absent: now).")
    static let style = Parameter<Style>(
        "style",
        summary: "Numeric: in 1 day, 2 weeks ago. Named: a single unit by name (tomorrow, last week, next year), and now.",
        default: .numeric)
    static let units = Parameter<Units>(
        "units", summary: "Unit names in full (3 hours) or abbreviated (3 hr.).", default: .full)
    static let capitalize = Parameter<Bool>(
        "capitalize", summary: "Capitalise the first letter, as at the start of a sentence.", default: false)

    /// The units from the largest, with their full and abbreviated English names.
    static let unitNames: [(component: Calendar.Component, full: String, short: String, named: (last: String, next: String)?)] = [
        (.year, "year", "yr.", ("last year", "next year")), (.month, "month", "mo.", ("last month", "next month")),
        (.weekOfMonth, "week", "wk.", ("last week", "next week")), (.day, "day", "day", ("yesterday", "tomorrow")),
        (.hour, "hour", "hr.", nil), (.minute, "minute", "min.", nil), (.second, "second", "sec.", nil),
    ]

    public static let definition = ActionDefinition(
        "org.shortcutengine.date.relative", name: "Format Date Difference",
        summary:
            "Describes a date relative to another (or now) in English, by the largest calendar unit in which they differ (years, months, weeks, days, hours, minutes, seconds; the rest is dropped): in 3 days, 2 weeks ago; named: yesterday, next month, now.",
        category: "Dates",
        parameters: [date, relativeTo, style, units, capitalize],
        input: date, output: .produces(.text), outputName: "Date Difference")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .date(let date) = try parameters.value(Self.date) else { return .nothing }
        var origin = context.host.now()
        if parameters.optional(Self.relativeTo.key) != nil, case .date(let given) = try parameters.value(Self.relativeTo) {
            origin = given
        }
        let components = context.calendar.dateComponents(Set(unitNames.map(\.component)), from: origin, to: date)
        let text = describe(components, style: try parameters[Self.style], units: try parameters[Self.units])
        guard try parameters[Self.capitalize], let first = text.first else { return .text(text) }
        return .text(first.uppercased() + text.dropFirst())
    }

    /// The words for the largest unit that differs.
    static func describe(_ components: DateComponents, style: Style, units: Units) -> String {
        for unit in unitNames {
            guard let value = components.value(for: unit.component), value != 0 else { continue }
            if style == .named, abs(value) == 1, let named = unit.named { return value < 0 ? named.last : named.next }
            let count = abs(value)
            let name = units == .full || unit.component == .day ? unit.full + (count == 1 ? "" : "s") : unit.short
            let amount = DigitGrouping.grouped(String(count)) + " " + name
            return value < 0 ? amount + " ago" : "in " + amount
        }
        return style == .named ? "now" : (units == .full ? "in 0 seconds" : "in 0 sec.")
    }
}
