import Foundation
import ShortcutEngine

/// Get Time Between Dates: from a start date to the input date, in a unit (whole units, truncated).
public enum TimeBetweenDatesAction: Action {
    /// The unit of the answer: a duration (Total Time) or a whole number of a calendar unit.
    public enum Unit: String, Choice {
        case totalTime = "Total Time"
        case seconds = "Seconds"
        case minutes = "Minutes"
        case hours = "Hours"
        case days = "Days"
        case weeks = "Weeks"
        case months = "Months"
        case years = "Years"

        /// The calendar component counted; nil for Total Time. The other cases are Adjust Date's
        /// units, capitalised.
        var component: Calendar.Component? { AdjustDateAction.Unit(rawValue: rawValue.lowercased())?.component }
    }

    static let date = Parameter<Value>("date", wireKey: "WFInput", type: .date, summary: "The later date.")
    static let start = Parameter<Value>(
        "start", wireKey: "WFTimeUntilFromDate", type: .date,
        summary: "The earlier date; absent: the current date (Apple's default 'Right Now').")
    static let unit = Parameter<Unit>("unit", wireKey: "WFTimeUntilUnit", summary: "The unit of the answer.", default: .minutes)

    public static let definition = ActionDefinition(
        "is.workflow.actions.gettimebetweendates", name: "Get Time Between Dates",
        summary: "Measures the time from one date to another.", category: "Dates",
        parameters: [date, start, unit],
        input: date, output: .produces(.number), outputName: "Time Between Dates")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let start = parameters.optional(Self.start) ?? .date(context.host.now())
        guard case .date(let end) = try parameters.value(Self.date), case .date(let start) = start else {
            return .nothing
        }
        guard let component = try parameters[Self.unit].component else {
            return .duration(Number(Decimal(end.timeIntervalSince(start))))
        }
        let difference = context.calendar.dateComponents([component], from: start, to: end)
        return .number(.integer(difference.value(for: component) ?? 0))
    }
}
