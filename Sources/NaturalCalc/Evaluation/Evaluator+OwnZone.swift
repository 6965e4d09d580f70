import Foundation

extension Evaluator {
    /// numbat's calendar functions, which add in the date's own zone (`+` and `-` add physical time
    /// to a zoned date, as numbat does: `datetime("2024-03-30 12:00:00 Europe/Berlin") + 1 day` is
    /// 13:00 the next day, across the change to summer time).
    static let calendarFunctions: Set<String> = ["calendar_add", "calendar_sub"]

    /// The zone written in a date literal (`datetime("2024-03-30 12:00:00 Europe/Berlin")`,
    /// `2024-03-30T12:00:00+01:00`), so calendar arithmetic on it keeps its wall clock there:
    /// three months after 12:00 in Berlin is 12:00 in Berlin, across daylight saving.
    static func ownZone(of expr: Expr) -> TimeZone? {
        if case .dateLiteral(let parts, _) = expr { return parts.timeZone }
        return nil
    }

    /// Runs `body` with the calendar in `zone`, then puts the options' zone back.
    func inZone<T>(_ zone: TimeZone, _ body: () throws -> T) rethrows -> T {
        let saved = calendar.timeZone
        calendar.timeZone = zone
        defer { calendar.timeZone = saved }
        return try body()
    }
}
