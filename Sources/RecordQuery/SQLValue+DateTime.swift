import CivilDays
import Foundation

extension SQLValue {
    /// A moment as SQLite's date functions write it, in UTC to the second: "2001-12-25 00:00:00"
    /// (what date(), strftime() and comparisons read). For a date among a query's records and for
    /// parsedate()'s result.
    public static func dateTime(_ date: Date) -> SQLValue {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let second = seconds - days * 86_400
        let (year, month, day) = CivilDays.civil(days)
        return .text(
            String(format: "%04d-%02d-%02d %02d:%02d:%02d", year, month, day, second / 3600, second / 60 % 60, second % 60))
    }
}
