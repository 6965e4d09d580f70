import Foundation

// parsedate(text, format): Gizmo Pack's extension to SQLite's functions, "the same format as
// 'Parse Date'" (a Unicode date pattern such as MM/dd/yyyy, read in the POSIX locale and the
// query's time zone). The result is the moment as SQLite's date functions write it, in UTC
// ("2001-12-25 00:00:00"), so date(), strftime() and comparisons take it; NULL when the text
// does not read in the pattern, as SQLite's own date functions give for what they cannot read.

extension SQLEvaluator {
    func parseDate(_ value: SQLValue, format: SQLValue) -> SQLValue {
        guard let text = value.text, let pattern = format.text, !pattern.isEmpty else { return .null }
        guard let date = parser(for: pattern).date(from: text) else { return .null }
        return .dateTime(date)
    }

    /// One formatter per pattern and query: making one costs far more than a parse.
    private func parser(for pattern: String) -> DateFormatter {
        if let known = dateParsers[pattern] { return known }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = budget.limits.timeZone
        formatter.dateFormat = pattern
        formatter.isLenient = false
        dateParsers[pattern] = formatter
        return formatter
    }
}
