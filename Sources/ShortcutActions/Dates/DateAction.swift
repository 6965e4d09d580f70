import Foundation
import ShortcutEngine

/// Date: the current date, or a date written as text.
public enum DateAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.date", name: "Date", summary: "Passes the current date or a specified date.", category: "Dates",
        parameters: [
            ParameterDefinition(
                "mode", wireKey: "WFDateActionMode", type: .text, summary: "Which date.", default: "Current Date",
                allowed: ["Current Date", "Specified Date"]),
            ParameterDefinition(
                "date", wireKey: "WFDateActionDate", type: .date,
                summary: "An ISO 8601 date such as 2026-11-21 or 2026-11-21T10:00:00Z.",
                required: true, parent: .init("mode", ["Specified Date"])),
        ],
        output: .produces(.date))

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        if try parameters.choice("mode") == "Current Date" { return .date(context.host.now()) }
        return try parameters.value("date")
    }
}
