import Foundation
import ShortcutEngine

/// Get Upcoming Events (`getupcomingevents`, Apple's `WFGetUpcomingEventsAction`): the next events
/// of a calendar, or of every calendar, from now or on a day.
public enum GetUpcomingEventsAction: Action {
    /// Which days (Apple's `WFDateSpecifier`).
    enum Day: String, Choice {
        case anyDay = "Any Day"
        case today = "Today"
        case tomorrow = "Tomorrow"
        case specifiedDay = "Specified Day"
    }

    static let count = Parameter<Int>(
        "count", wireKey: "WFGetUpcomingItemCount", label: "Count", summary: "How many events.", default: 1, minimum: 0)
    static let calendar = Parameter<Value?>(
        "calendar", wireKey: "WFGetUpcomingItemCalendar", type: .any,
        summary: "The calendar (a subfolder's name); none: every calendar.")
    static let day = Parameter<Day>(
        "day", wireKey: "WFDateSpecifier", label: "Day", summary: "From now, or on which day.", default: .anyDay)
    static let date = Parameter<Value?>(
        "date", wireKey: "WFSpecifiedDate", label: "Specified Day", type: .date, summary: "The day, for Specified Day.",
        parent: .init(day, [.specifiedDay]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.getupcomingevents", name: "Get Upcoming Events",
        summary:
            "Gets the next events of the calendars folder (--calendars), in start order: from now (events not yet over, up to four years ahead; Any Day, or the rest of Today), or those of Tomorrow or a Specified Day. Recurring events give each occurrence.",
        category: "Calendar",
        parameters: [count, calendar, day, date],
        output: .produces(.list), outputName: "Upcoming Events")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let store = try CalendarStore(context: context, parameter: "calendar")
        let now = context.host.now()
        let calendar = context.calendar
        let from: Date
        let to: Date
        switch try parameters[Self.day] {
        case .anyDay: (from, to) = (now, calendar.date(byAdding: .year, value: 4, to: now) ?? now)
        case .today: (from, to) = (now, dayAfter(now, calendar))
        case .tomorrow:
            from = dayAfter(now, calendar)
            to = dayAfter(from, calendar)
        case .specifiedDay:
            guard case .date(let day)? = parameters.optional(Self.date) else {
                throw ActionFailure(CalendarFailure.missingDate("specified day"), parameter: "date")
            }
            (from, to) = (calendar.startOfDay(for: day), dayAfter(day, calendar))
        }
        let name = try CalendarStore.name(parameters.optional(Self.calendar), context: context)
        let count = max(0, try parameters[Self.count])
        let events = try EventSearch.events(in: store, calendar: name, from: from, to: to, first: count, parameter: "calendar")
        return .list(events.map { $0.value() })
    }

    /// The start of the day after `date`'s.
    static func dayAfter(_ date: Date, _ calendar: Calendar) -> Date {
        let start = calendar.startOfDay(for: date)
        return calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }
}
