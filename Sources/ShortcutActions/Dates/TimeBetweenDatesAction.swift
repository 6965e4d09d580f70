import Foundation
import ShortcutEngine

/// Get Time Between Dates: from a start date to the input date, in a unit (whole units, truncated).
public enum TimeBetweenDatesAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.gettimebetweendates", name: "Get Time Between Dates",
        summary: "Measures the time from one date to another.", category: "Dates",
        parameters: [
            ParameterDefinition("date", wireKey: "WFInput", type: .date, summary: "The later date."),
            ParameterDefinition(
                "start", wireKey: "WFTimeUntilFromDate", type: .date, summary: "The earlier date.", required: true),
            ParameterDefinition(
                "unit", wireKey: "WFTimeUntilUnit", type: .text, summary: "The unit of the answer.", default: "Minutes",
                allowed: ["Total Time", "Seconds", "Minutes", "Hours", "Days", "Weeks", "Months", "Years"]),
        ],
        input: "date", output: .produces(.number), outputName: "Time Between Dates")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .date(let end) = try parameters.value("date"), case .date(let start) = try parameters.value("start") else {
            return .nothing
        }
        let components: [String: Calendar.Component] = [
            "Seconds": .second, "Minutes": .minute, "Hours": .hour, "Days": .day, "Weeks": .weekOfYear, "Months": .month,
            "Years": .year,
        ]
        let unit = try parameters.choice("unit")
        guard let component = components[unit] else {
            return .duration(Number(Decimal(end.timeIntervalSince(start))))
        }
        let difference = context.calendar.dateComponents([component], from: start, to: end)
        return .number(.integer(difference.value(for: component) ?? 0))
    }
}
