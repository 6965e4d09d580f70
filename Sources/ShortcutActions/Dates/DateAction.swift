import Foundation
import ShortcutEngine

/// Date: the current date, or a date written as text.
public enum DateAction: Action {
    /// Which date the action passes on.
    public enum Mode: String, Choice {
        case currentDate = "Current Date"
        case specifiedDate = "Specified Date"
    }

    static let mode = Parameter<Mode>("mode", wireKey: "WFDateActionMode", summary: "Which date.", default: .currentDate)
    static let date = Parameter<Value>(
        "date", wireKey: "WFDateActionDate", type: .date,
        summary: "An ISO 8601 date such as 2026-11-21 or 2026-11-21T10:00:00Z.", required: true,
        parent: .init(mode, [Mode.specifiedDate]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.date", name: "Date", summary: "Passes the current date or a specified date.", category: "Dates",
        parameters: [mode, date],
        output: .produces(.date))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        switch try parameters[Self.mode] {
        case .currentDate: return .date(context.host.now())
        case .specifiedDate: return try parameters.value(Self.date)
        }
    }
}
