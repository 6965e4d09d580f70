import Foundation
import ShortcutEngine

/// Random Date: an instant between two dates, from the run's seeded generator (the Actions app's
/// Get Random Date and Time).
public enum RandomDateAction: Action {
    static let start = Parameter<Value>(
        "start", type: .date, summary: "One end of the range (the ends may come in either order).", required: true)
    static let end = Parameter<Value>("end", type: .date, summary: "The other end of the range.", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.date.random", name: "Random Date",
        summary:
            "Picks a date and time between two dates, both included, as the Actions app's Get Random Date and Time does; the run's seed makes it repeatable.",
        category: "Dates",
        parameters: [start, end],
        output: .produces(.date), outputName: "Random Date")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .date(let first) = try parameters.value(Self.start), case .date(let second) = try parameters.value(Self.end)
        else { return .nothing }
        let bounds = [first.timeIntervalSince1970, second.timeIntervalSince1970].sorted()
        if bounds[0] == bounds[1] { return .date(first) }
        return .date(Date(timeIntervalSince1970: Double.random(in: bounds[0]...bounds[1], using: &context.random)))
    }
}
