import DigitGrouping
import Foundation
import ShortcutEngine

/// Format Duration: a duration in days, hours, minutes and seconds, in the styles of Apple's
/// date components formatter in English (the Actions app's Format Duration).
public enum FormatDurationAction: Action {
    /// How the units are written.
    public enum Style: String, Choice {
        case positional = "Positional"
        case abbreviated = "Abbreviated"
        case brief = "Brief"
        case short = "Short"
        case full = "Full"
        case spellOut = "Spell Out"
    }

    static let duration = Parameter<Value>(
        "duration", type: .duration, summary: "The duration (a number is seconds; at most 10^15 seconds either way).")
    /// The longest duration written, in seconds (about 31.7 million years).
    static let limit: Number = 1_000_000_000_000_000
    static let style = Parameter<Style>(
        "style",
        summary:
            "Positional 9:41:30, Abbreviated 9h 41m 30s, Brief 9hr 41min 30sec, Short 9 hr, 41 min, 30 sec, Full 9 hours, 41 minutes, 30 seconds, Spell Out nine hours, ….",
        default: .full)
    static let days = Parameter<Bool>("days", label: "Show Days", summary: "Count whole days.", default: true)
    static let hours = Parameter<Bool>("hours", label: "Show Hours", summary: "Count hours.", default: true)
    static let minutes = Parameter<Bool>("minutes", label: "Show Minutes", summary: "Count minutes.", default: true)
    static let seconds = Parameter<Bool>("seconds", label: "Show Seconds", summary: "Count seconds.", default: true)
    static let maximumUnits = Parameter<Int>(
        "maximumUnits", label: "Maximum Unit Count", summary: "At most this many units, from the largest that is not 0.",
        default: 6, minimum: 1, maximum: 6)

    /// The units from the largest: seconds in one, and the names each style writes.
    static let units: [(seconds: Int64, full: String, short: String, brief: String, letter: String)] = [
        (86_400, "day", "day", "d", "d"), (3_600, "hour", "hr", "hr", "h"), (60, "minute", "min", "min", "m"),
        (1, "second", "sec", "sec", "s"),
    ]

    public static let definition = ActionDefinition(
        "org.shortcutengine.format.duration", name: "Format Duration",
        summary:
            "Writes a duration in the chosen units (days, hours, minutes, seconds; the smallest takes what is left, fractions of a second dropped), leaving out units that are 0 (positional: only leading ones), in a style of Apple's formatter in English; no unit chosen gives Nothing.",
        category: "Dates",
        parameters: [duration, style, days, hours, minutes, seconds, maximumUnits],
        input: duration, output: .produces(.text), outputName: "Formatted Duration")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .duration(let amount) = try parameters.value(Self.duration) else { return .nothing }
        if amount.decimal.magnitude > limit.decimal {
            throw ActionFailure(ParameterFailure.aboveMaximum(amount.magnitude, maximum: limit), parameter: Self.duration.key)
        }
        let shown = try [Self.days, Self.hours, Self.minutes, Self.seconds].map { try parameters[$0] }
        let allowed = zip(units.indices, shown).filter(\.1).map(\.0)
        guard let smallest = allowed.last else { return .nothing }
        let total = NSDecimalNumber(decimal: amount.decimal).int64Value
        var left = total.magnitude
        var counts: [(unit: Int, count: UInt64)] = []
        for index in allowed {
            let size = UInt64(units[index].seconds)
            counts.append((index, left / size))
            left %= size
        }
        let style = try parameters[Self.style]
        var kept =
            style == .positional
            ? Array(counts.drop { $0.count == 0 }) : counts.filter { $0.count != 0 }
        kept = Array(kept.prefix(try parameters[Self.maximumUnits]))
        if kept.isEmpty { kept = [(smallest, 0)] }
        let text = write(kept, style: style)
        return .text(total < 0 ? "-" + text : text)
    }

    /// The units and counts in a style.
    static func write(_ kept: [(unit: Int, count: UInt64)], style: Style) -> String {
        if style == .positional {
            return kept.enumerated().map { offset, part in
                offset == 0 ? DigitGrouping.grouped(String(part.count)) : (part.count < 10 ? "0" : "") + String(part.count)
            }.joined(separator: ":")
        }
        let words = kept.map { part -> String in
            let unit = units[part.unit]
            let plural = part.count == 1 ? "" : "s"
            let count = DigitGrouping.grouped(String(part.count))
            switch style {
            case .abbreviated: return count + unit.letter
            case .brief: return count + unit.brief
            case .short: return count + " " + unit.short + (part.unit == 0 ? plural : "")
            case .full, .positional: return count + " " + unit.full + plural
            case .spellOut: return SpelledCount.english(part.count) + " " + unit.full + plural
            }
        }
        return words.joined(separator: style == .abbreviated || style == .brief ? " " : ", ")
    }
}
