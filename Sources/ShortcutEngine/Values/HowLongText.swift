import Foundation

/// Apple's "How Long Ago/Until" text (Format Date's Relative time style, and the same step on a
/// variable): how far a date is from now in its most significant unit — "43 minutes ago",
/// "19 hours from now", "5 days from now", "3 months ago", as Workflow's documentation describes
/// it ("Understanding date and time formatting", workflow.is). Units are whole (the rest is
/// dropped), counted on the calendar in the run's time zone: years, months, weeks, days, hours,
/// minutes, seconds. English, as the rest of Format Date's named styles here.
public enum HowLongText {
    /// The text for `date` seen from `now`: past dates "ago", later ones "from now"; `now` itself
    /// is "0 seconds ago".
    public static func text(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let future = date > now
        let units: [(Calendar.Component, String)] = [
            (.year, "year"), (.month, "month"), (.weekOfMonth, "week"), (.day, "day"), (.hour, "hour"), (.minute, "minute"),
            (.second, "second"),
        ]
        let difference = calendar.dateComponents(
            Set(units.map(\.0)), from: future ? now : date, to: future ? date : now)
        let (count, unit) =
            units.lazy.compactMap { component, name in
                difference.value(for: component).flatMap { $0 > 0 ? ($0, name) : nil }
            }.first ?? (0, "second")
        return "\(count) \(unit)\(count == 1 ? "" : "s") \(future ? "from now" : "ago")"
    }
}
