import Foundation
import NaturalCalc

/// Dates in words, relative to the run's clock: `today`, `tomorrow at 5pm`, `this Friday 18:00`,
/// `next monday`, `5:30 pm`. The day is read by the calculator's date reading (NaturalCalc, the
/// one reader of day words; docs/calculator.md), the clock time after `at`, a comma or a space here,
/// because the calculator keeps dates and times of day apart.
extension DateText {
    /// Longest text read as words (longer text is not a date in words).
    static let naturalLimit = 200

    /// The date `text` names relative to `now`, or nil.
    static func parseNatural(_ text: String, now: Date, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= naturalLimit, trimmed.contains(where: \.isLetter) || trimmed.contains(":")
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let (dayText, time) = splitTime(trimmed)
        let day: Date
        if dayText.isEmpty || dayText.lowercased() == "now" {
            if time == nil { return dayText.isEmpty ? nil : now }
            day = now
        } else {
            let calculator = Calculator(options: CalcOptions(now: now, timeZone: timeZone, lenient: false))
            guard let result = try? calculator.evaluate(dayText), case .date(let date) = result.value else { return nil }
            day = date
        }
        guard let time else { return day }
        let start = calendar.startOfDay(for: day)
        return calendar.date(byAdding: .second, value: time.hour * 3600 + time.minute * 60 + time.second, to: start)
    }

    /// A clock time at the end of `text` (`at 5pm`, `, 17:30`, ` 9:05:10 AM`) and what comes before it.
    static func splitTime(_ text: String) -> (day: String, time: (hour: Int, minute: Int, second: Int)?) {
        let pattern = #"(?i)^(.*?)(?:\s*(?:\bat\b|,)\s*|\s+|^)(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*([ap])?(?:\.?m\.?)?$"#
        guard let expression = try? NSRegularExpression(pattern: pattern),
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
        else { return (text, nil) }
        func group(_ number: Int) -> String? {
            guard let range = Range(match.range(at: number), in: text) else { return nil }
            return String(text[range])
        }
        let minute = group(3).flatMap { Int($0) }
        let meridiem = group(5)?.lowercased()
        // A bare number is not a time ("next 5"): it needs minutes or am/pm.
        guard var hour = group(2).flatMap({ Int($0) }), minute != nil || meridiem != nil else { return (text, nil) }
        if let meridiem {
            guard (1...12).contains(hour) else { return (text, nil) }
            hour = hour % 12 + (meridiem == "p" ? 12 : 0)
        }
        let second = group(4).flatMap { Int($0) } ?? 0
        guard hour < 24, (minute ?? 0) < 60, second < 60 else { return (text, nil) }
        return ((group(1) ?? "").trimmingCharacters(in: .whitespaces), (hour, minute ?? 0, second))
    }
}
