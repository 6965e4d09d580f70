import Foundation
import ShortcutEngine

/// Convert Time Zone (Apple's `WFConvertTimeZoneAction`, Shortcuts 10.0's registry: `Date`,
/// `SourceTimeZone`, `DestinationTimeZone`, each zone a world-clock city picker). Apple's action gives
/// the date's wall-clock time read in the source zone as it reads in the destination zone (date
/// components, shown in the device's zone). Here the output is the date whose wall clock in the
/// run's zone is that destination time: "3 PM" from New York to Tokyo gives 5 AM the next day, as
/// Apple's components read when they are shown or formatted.
public enum ConvertTimeZoneAction: Action {
    static let date = Parameter<Value>("date", wireKey: "Date", type: .date, summary: "The date and time to convert.")
    static let source = Parameter<String>(
        "sourceTimeZone", label: "Time Zone",
        summary:
            "The zone the date's wall-clock time is in: an IANA name (America/New_York), an abbreviation (EST) or an offset (GMT-5); empty: the run's zone.",
        default: "")
    static let destination = Parameter<String>(
        "destinationTimeZone", label: "Destination Time Zone",
        summary: "The zone to show that time in, written as the source zone is; empty: the run's zone.", default: "")

    public static let definition = ActionDefinition(
        "is.workflow.actions.converttimezone", name: "Convert Time Zone",
        summary:
            "Converts a date's wall-clock time from one time zone to another (3 PM in New York → 5 AM the next day in Tokyo): the output date reads, in the run's zone, as the destination's clock does.",
        category: "Dates", parameters: [date, source, destination], input: date, output: .produces(.date),
        outputName: "Converted Date")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .date(let date) = try parameters[Self.date] else { return .nothing }
        let here = context.calendar.timeZone
        let from = try zone(try parameters[Self.source], parameter: Self.source) ?? here
        let to = try zone(try parameters[Self.destination], parameter: Self.destination) ?? here
        var calendar = Calendar(identifier: .gregorian)
        let fields: Set<Calendar.Component> = [.era, .year, .month, .day, .hour, .minute, .second, .nanosecond]
        // The wall clock as shown here, read in the source zone, then shown in the destination zone.
        calendar.timeZone = here
        var clock = calendar.dateComponents(fields, from: date)
        clock.timeZone = from
        guard let instant = calendar.date(from: clock) else { return .date(date) }
        calendar.timeZone = to
        var shown = calendar.dateComponents(fields, from: instant)
        shown.timeZone = here
        return .date(calendar.date(from: shown) ?? instant)
    }

    /// The zone `name` gives: an IANA identifier, an abbreviation, or an offset from GMT/UTC
    /// (`GMT+5:30`, `UTC-03`); nil for an empty name (the run's zone).
    static func zone(_ name: String, parameter: Parameter<String>) throws -> TimeZone? {
        let name = name.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { return nil }
        if let zone = TimeZone(identifier: name) ?? TimeZone(abbreviation: name.uppercased()) ?? offsetZone(name) {
            return zone
        }
        throw ActionFailure(DateFailure.unknownTimeZone(name), parameter: parameter)
    }

    /// `GMT+5`, `UTC-03:30`, `+0530`: a fixed offset of at most 18 hours.
    static func offsetZone(_ name: String) -> TimeZone? {
        var text = Substring(name.uppercased())
        for prefix in ["GMT", "UTC"] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().split(separator: ":", omittingEmptySubsequences: false)
        var hours: Int?
        var minutes = 0
        if digits.count == 2 {
            hours = Int(digits[0])
            minutes = Int(digits[1]) ?? -1
        } else if let only = digits.first, only.count == 4 {
            hours = Int(only.prefix(2))
            minutes = Int(only.suffix(2)) ?? -1
        } else if let only = digits.first, only.count <= 2 {
            hours = Int(only)
        }
        guard let hours, (0...18).contains(hours), (0..<60).contains(minutes), hours * 60 + minutes <= 18 * 60 else {
            return nil
        }
        return TimeZone(secondsFromGMT: (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60))
    }
}
