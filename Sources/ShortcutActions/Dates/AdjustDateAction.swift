import Foundation
import ShortcutEngine

/// Adjust Date: add or subtract an amount of a unit, or go to the start of a period.
public enum AdjustDateAction: Action {
    static let units: [String: Calendar.Component] = [
        "seconds": .second, "minutes": .minute, "hours": .hour, "days": .day, "weeks": .weekOfYear, "months": .month,
        "years": .year,
    ]

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.adjustdate", name: "Adjust Date",
        summary: "Adds or subtracts time from a date, or finds the start of a period.", category: "Dates",
        parameters: [
            ParameterDefinition("date", wireKey: "WFDate", type: .date, summary: "The date to adjust."),
            ParameterDefinition(
                "operation", wireKey: "WFAdjustOperation", type: .text, summary: "What to do.", default: "Add",
                allowed: [
                    "Add", "Subtract", "Get Start of Minute", "Get Start of Hour", "Get Start of Day",
                    "Get Start of Week", "Get Start of Month", "Get Start of Year",
                ]),
            ParameterDefinition(
                "amount", type: .number, summary: "How many units.", default: 0, parent: .init("operation", ["Add", "Subtract"])),
            ParameterDefinition(
                "unit", type: .text, summary: "The unit of 'amount'.", default: "days",
                allowed: ["seconds", "minutes", "hours", "days", "weeks", "months", "years"],
                aliases: [
                    "sec": "seconds", "min": "minutes", "hr": "hours", "day": "days", "week": "weeks", "month": "months",
                    "year": "years",
                ],
                parent: .init("operation", ["Add", "Subtract"])),
        ],
        input: "date", output: .produces(.date), outputName: "Adjusted Date")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .date(let date) = try parameters.value("date") else { return .nothing }
        let operation = try parameters.choice("operation")
        let calendar = context.calendar
        switch operation {
        case "Add", "Subtract":
            let amount = try parameters.number("amount")
            let unit = units[try parameters.choice("unit")] ?? .day
            if let whole = amount.int {
                guard let adjusted = calendar.date(byAdding: unit, value: operation == "Add" ? whole : -whole, to: date) else {
                    throw ActionFailure("the adjusted date is out of range", parameter: "amount")
                }
                return .date(adjusted)
            }
            let seconds: [Calendar.Component: Double] = [
                .second: 1, .minute: 60, .hour: 3600, .day: 86_400, .weekOfYear: 604_800,
            ]
            guard let size = seconds[unit] else {
                throw ActionFailure(
                    "a fractional amount of \(try parameters.choice("unit")) is ambiguous",
                    hint: "use a whole number of months or years", parameter: "amount")
            }
            return .date(date.addingTimeInterval((operation == "Add" ? 1 : -1) * amount.double * size))
        default:
            let period: Calendar.Component
            switch operation {
            case "Get Start of Minute": period = .minute
            case "Get Start of Hour": period = .hour
            case "Get Start of Day": period = .day
            case "Get Start of Week": period = .weekOfYear
            case "Get Start of Month": period = .month
            default: period = .year
            }
            return .date(calendar.dateInterval(of: period, for: date)?.start ?? date)
        }
    }
}
