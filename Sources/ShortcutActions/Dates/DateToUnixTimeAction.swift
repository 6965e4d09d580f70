import Foundation
import ShortcutEngine

/// Date to Unix Time: seconds (or milliseconds) since 1970-01-01 00:00:00 UTC.
public enum DateToUnixTimeAction: Action {
    /// The unit counted.
    public enum Unit: String, Choice {
        case seconds = "Seconds"
        case milliseconds = "Milliseconds"
    }

    static let date = Parameter<Value>("date", type: .date, summary: "The date (any text the date coercion reads).")
    static let unit = Parameter<Unit>("unit", summary: "Seconds or milliseconds.", default: .seconds)

    public static let definition = ActionDefinition(
        "org.shortcutengine.date.unixtime", name: "Date to Unix Time",
        summary:
            "The whole number of seconds (or milliseconds) from 1970-01-01 00:00:00 UTC to a date, rounded down; earlier dates are negative.",
        category: "Dates",
        parameters: [date, unit],
        input: date, output: .produces(.number), outputName: "Unix Time")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .date(let date) = try parameters.value(Self.date) else { return .nothing }
        let scale: Double = try parameters[Self.unit] == .seconds ? 1 : 1000
        return .number(.integer(Int((date.timeIntervalSince1970 * scale).rounded(.down))))
    }
}
