import Foundation

/// Apple's relative date formatting (Format Date's Relative style, and the Relative date-format
/// step on a variable): `Today`, `Tomorrow` or `Yesterday` for those days of the run's clock and
/// zone, else the date in `dayPattern`; then ` at ` and the time in `timePattern` when there is
/// one (`Today at 5:00 PM`).
public enum RelativeDateText {
    /// The relative text of `date` seen from `now`.
    public static func text(_ date: Date, now: Date, timeZone: TimeZone, dayPattern: String, timePattern: String?) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date)).day
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        let day: String
        switch days ?? Int.max {
        case 0: day = "Today"
        case 1: day = "Tomorrow"
        case -1: day = "Yesterday"
        default:
            formatter.dateFormat = dayPattern
            day = formatter.string(from: date)
        }
        guard let timePattern, !timePattern.isEmpty else { return day }
        formatter.dateFormat = timePattern
        return day + " at " + formatter.string(from: date)
    }
}
