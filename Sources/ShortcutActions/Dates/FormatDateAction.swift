import Foundation
import ShortcutEngine

/// Format Date: a date as text, by style or a Unicode date pattern; in US English unless a locale
/// is given (Apple's `WFLocale`, Shortcuts 10.0).
public enum FormatDateAction: Action {
    /// How the date is written: one of four styles (then with a time style), a fixed format or a pattern.
    public enum DateStyle: String, Choice {
        case noDate = "None"
        case short = "Short"
        case medium = "Medium"
        case long = "Long"
        case iso8601 = "ISO 8601"
        case rfc2822 = "RFC 2822"
        case custom = "Custom"
        case relative = "Relative"
    }

    /// The date style of a Relative date that is not today, tomorrow or yesterday (`WFRelativeDateFormatStyle`).
    public enum RelativeStyle: String, Choice {
        case short = "Short"
        case medium = "Medium"
        case long = "Long"

        /// The date pattern (en_US), as the date styles of the same names.
        var pattern: String {
            switch self {
            case .short: return "M/d/yy"
            case .medium: return "MMM d, y"
            case .long: return "MMMM d, y"
            }
        }
    }

    /// How the time is written after a date style.
    public enum TimeStyle: String, Choice {
        case noTime = "None"
        case short = "Short"
        case medium = "Medium"
        case long = "Long"
        case relative = "Relative"

        /// One line for the catalogue.
        public var summary: String {
            self == .relative ? "how long ago or until, whatever the date style: '43 minutes ago', '19 hours from now'" : ""
        }

        /// The time part of the pattern; nil when there is none.
        var pattern: String? {
            switch self {
            case .noTime: return nil
            case .short: return "h:mm a"
            case .medium: return "h:mm:ss a"
            case .long: return "h:mm:ss a zzz"
            case .relative: return nil  // formatted by `HowLongText`
            }
        }
    }

    static let date = Parameter<Value>("date", wireKey: "WFDate", type: .date, summary: "The date to format.")
    static let style = Parameter<DateStyle>(
        "style", wireKey: "WFDateFormatStyle", label: "Date Format", summary: "The date style.", default: .short)
    static let timeStyle = Parameter<TimeStyle>(
        "timeStyle", wireKey: "WFTimeFormatStyle", label: "Time Format", summary: "The time style.", default: .short,
        parent: .init(style, [DateStyle.noDate, .short, .medium, .long, .relative]))
    static let relativeStyle = Parameter<RelativeStyle>(
        "relativeStyle", wireKey: "WFRelativeDateFormatStyle", label: "Relative Date Style",
        summary: "For Relative: the style of a date that is not today, tomorrow or yesterday.", default: .medium,
        parent: .init(style, [DateStyle.relative]))
    static let format = Parameter<String>(
        "format", wireKey: "WFDateFormat", label: "Format String",
        summary: "A Unicode date pattern such as yyyy-MM-dd HH:mm; absent: Apple's default style (Short date, Short time).",
        parent: .init(style, [DateStyle.custom]))
    static let includeTime = Parameter<Bool>(
        "includeTime", wireKey: "WFISO8601IncludeTime", label: "Include ISO 8601 Time",
        summary: "Whether ISO 8601 output includes the time.", default: true, parent: .init(style, [DateStyle.iso8601]))
    static let locale = Parameter<String?>(
        "locale", wireKey: "WFLocale", label: "Locale",
        summary:
            "A locale identifier such as fr_FR: the Short, Medium and Long styles take its patterns, and a format string its month and day names. Absent: US English (en_US)."
    )

    public static let definition = ActionDefinition(
        "is.workflow.actions.format.date", name: "Format Date", summary: "Formats a date as text.", category: "Dates",
        parameters: [date, style, timeStyle, relativeStyle, format, includeTime, locale],
        input: date, output: .produces(.text), outputName: "Formatted Date", eachInputItem: true)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .date(let date) = try parameters.value(Self.date) else { return .text("") }
        // The Relative time style stands alone: Apple hides the date style for it.
        if parameters.optional(Self.timeStyle) != nil, try parameters[Self.timeStyle] == .relative {
            return .text(HowLongText.text(date, now: context.host.now(), timeZone: context.host.timeZone))
        }
        if try parameters[Self.style] == .relative {
            return .text(try relative(date, parameters, now: context.host.now(), timeZone: context.host.timeZone))
        }
        guard let pattern = try pattern(parameters) else { return .text("") }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = context.host.timeZone
        formatter.dateFormat = pattern
        if let identifier = try parameters[Self.locale]?.trimmingCharacters(in: .whitespaces), !identifier.isEmpty {
            try localise(formatter, to: identifier, parameters)
        }
        return .text(formatter.string(from: date))
    }

    /// With a locale, the Short, Medium and Long date and time styles are the locale's own; a
    /// format string keeps its pattern (its names in the locale's language); ISO 8601 and RFC 2822
    /// are fixed formats, the same in every locale.
    static func localise(_ formatter: DateFormatter, to identifier: String, _ parameters: ResolvedParameters) throws {
        let styles: [String: DateFormatter.Style] = ["None": .none, "Short": .short, "Medium": .medium, "Long": .long]
        let style = try parameters[Self.style]
        if style == .iso8601 || style == .rfc2822 { return }
        formatter.locale = Locale(identifier: identifier)
        guard let dateStyle = styles[style.rawValue] else { return }
        formatter.dateStyle = dateStyle
        formatter.timeStyle = styles[try parameters[Self.timeStyle].rawValue] ?? .none
    }

    /// The Relative style's text (`RelativeDateText`): the relative date style for other days, then
    /// the time style.
    static func relative(_ date: Date, _ parameters: ResolvedParameters, now: Date, timeZone: TimeZone) throws -> String {
        RelativeDateText.text(
            date, now: now, timeZone: timeZone, dayPattern: try parameters[Self.relativeStyle].pattern,
            timePattern: try parameters[Self.timeStyle].pattern)
    }

    /// RFC 2822's date (section 3.3), as a Unicode pattern read in the POSIX locale; mail headers use it too.
    static let rfc2822Pattern = "EEE, dd MMM yyyy HH:mm:ss Z"

    /// The Unicode date pattern the parameters ask for; nil when both styles are None.
    static func pattern(_ parameters: ResolvedParameters) throws -> String? {
        let style = try parameters[Self.style]
        let datePart: String?
        switch style {
        case .relative: return nil  // formatted by `relative`
        case .custom:
            // Apple: an absent parameter takes its default, and the default date format is Short with a Short time.
            guard parameters.optional(Self.format) != nil else { return "M/d/yy, h:mm a" }
            return try parameters[Self.format]
        case .iso8601: return try parameters[Self.includeTime] ? "yyyy-MM-dd'T'HH:mm:ssXXXXX" : "yyyy-MM-dd"
        case .rfc2822: return rfc2822Pattern
        case .noDate: datePart = nil
        case .short: datePart = "M/d/yy"
        case .medium: datePart = "MMM d, y"
        case .long: datePart = "MMMM d, y"
        }
        let parts = [datePart, try parameters[Self.timeStyle].pattern].compactMap { $0 }
        if parts.isEmpty { return nil }
        return parts.joined(separator: style == .short ? ", " : " 'at' ")
    }
}
