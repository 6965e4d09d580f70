import Foundation
import ShortcutEngine

/// Unix Time to Date: the date a number of seconds (or milliseconds) after 1970-01-01 00:00:00 UTC.
public enum UnixTimeToDateAction: Action {
    /// The earliest and latest seconds read: the years 1 to 9999.
    static let range: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    static let unixTime = Parameter<Number>(
        "unixTime", label: "Unix Time", summary: "The number of seconds or milliseconds.", required: true)
    static let unit = Parameter<DateToUnixTimeAction.Unit>("unit", summary: "Seconds or milliseconds.", default: .seconds)

    public static let definition = ActionDefinition(
        "org.shortcutengine.date.fromunixtime", name: "Unix Time to Date",
        summary:
            "The date a number of seconds (or milliseconds) after 1970-01-01 00:00:00 UTC; negative numbers are earlier, and the years 1 to 9999 are read.",
        category: "Dates",
        parameters: [unixTime, unit],
        input: unixTime, output: .produces(.date), outputName: "Date")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters[unixTime]
        let scale: Double = try parameters[unit] == .seconds ? 1 : 1000
        let seconds = given.double / scale
        if seconds.isNaN || seconds > range.upperBound {
            throw ActionFailure(
                ParameterFailure.aboveMaximum(given, maximum: Number(range.upperBound * scale)), parameter: unixTime)
        }
        if seconds < range.lowerBound {
            throw ActionFailure(
                ParameterFailure.belowMinimum(given, minimum: Number(range.lowerBound * scale)), parameter: unixTime)
        }
        return .date(Date(timeIntervalSince1970: seconds))
    }
}
