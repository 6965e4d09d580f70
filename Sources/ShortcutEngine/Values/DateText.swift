import Foundation

/// Reading and writing dates as text, independent of the machine's locale.
enum DateText {
    /// ISO 8601 with the zone's offset, e.g. `2026-11-21T10:00:00Z` or `2026-11-21T11:00:00+01:00`.
    static func iso(_ date: Date, timeZone: TimeZone) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = timeZone
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }

    /// The fixed patterns `parse` tries after ISO 8601, in order: ISO forms, then the English forms
    /// Shortcuts writes (Format Date's Short/Medium/Long/Full styles with and without a time, 24-hour
    /// and 12-hour, "at" or a comma before the time) and RFC 2822. `M/d/yy` reads two digits as a year
    /// of 1970–2069 and four as they stand (`M/d/yyyy` would read `3/1/24` as the year 24).
    static let patterns: [String] = {
        // A zone after a space-separated time (`1970-01-01 00:00:00Z`, `… 00:00:00+01:00`) is what
        // Apple's date detection reads in text and ISO 8601's formatter refuses (it wants the `T`).
        let isoForms = [
            "yyyy-MM-dd HH:mm:ssXXXXX", "yyyy-MM-dd HH:mmXXXXX", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm:ss",
            "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm", "yyyy-MM-dd",
        ]
        // An hour alone before AM/PM (`12am`, `5 PM`) and month names without the comma before the
        // year (`January 1 1970`) are read too: Apple's date detection reads them in text.
        let times = ["h:mm:ss a", "h:mm a", "HH:mm:ss", "HH:mm", "h a", "ha"]
        let days = [
            "EEEE, MMMM d, yyyy", "EEEE, MMM d, yyyy", "MMMM d, yyyy", "MMM d, yyyy", "MMMM d yyyy", "MMM d yyyy",
            "d MMMM yyyy", "d MMM yyyy", "M/d/yy",
        ]
        var forms = isoForms
        for day in days {
            for time in times {
                for joiner in [" 'at' ", ", ", " "] { forms.append(day + joiner + time) }
            }
            forms.append(day)
        }
        // Year-first slashes last: the formatter does not insist on four digits, so `3/1/24` must meet M/d/yy first.
        return forms + [
            "EEE, d MMM yyyy HH:mm:ss Z", "EEE, d MMM yyyy HH:mm Z", "d MMM yyyy HH:mm:ss Z", "yyyy/MM/dd HH:mm:ss",
            "yyyy/MM/dd HH:mm", "yyyy/MM/dd",
        ]
    }()

    /// The separators each pattern writes (quoted words left out): a text is tried only against the patterns
    /// with its separators, because the formatter itself does not insist on them (`3/1/24` would read as
    /// `yyyy-MM-dd`, the year 3).
    static let patternPunctuation: [Set<Character>] = patterns.map { pattern in
        var marks = Set<Character>()
        var quoted = false
        for character in pattern {
            if character == "'" { quoted.toggle() } else if !quoted { marks.formUnion(punctuation(of: String(character))) }
        }
        return marks
    }

    /// The characters of `text` that are neither letters, digits nor spaces.
    static func punctuation(of text: String) -> Set<Character> {
        Set(text.filter { !$0.isLetter && !$0.isNumber && !$0.isWhitespace })
    }

    /// Accepts ISO 8601 with a zone, and `patterns` read in `timeZone` with the en_US_POSIX locale
    /// (so the result never depends on the machine): `2026-11-21`, `January 1, 1970, 00:00`,
    /// `Jan 1, 1970 at 12:00 AM`, `3/1/24`, `Sunday, March 1, 2026`, `Sun, 01 Mar 2026 10:00:00 +0000`.
    /// Two-digit years are 1970–2069. The narrow and no-break spaces newer systems put before AM/PM count as spaces.
    static func parse(_ text: String, timeZone: TimeZone) -> Date? {
        let trimmed = text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
            .trimmingCharacters(in: .whitespaces)
        guard trimmed.contains(where: \.isNumber) else { return nil }
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime]
        if let date = iso.date(from: trimmed) { return date }
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = iso.date(from: trimmed) { return date }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.twoDigitStartDate = Date(timeIntervalSince1970: 0)
        let marks = punctuation(
            of: trimmed.replacingOccurrences(of: " [+-][0-9]{4}$", with: "", options: .regularExpression)
                .replacingOccurrences(of: "(?<=:[0-9]{2})[+-][0-9]{2}:?[0-9]{2}$", with: "", options: .regularExpression))
        for (pattern, patternMarks) in zip(patterns, patternPunctuation) where patternMarks == marks {
            formatter.dateFormat = pattern
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }

    /// Reads `H:MM:SS` or `M:SS` as seconds.
    static func parseClockDuration(_ text: String) -> Number? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        var seconds = 0
        for part in parts {
            guard let value = Int(part), value >= 0 else { return nil }
            seconds = seconds * 60 + value
        }
        return .integer(seconds)
    }

    /// `1 hour 5 minutes 3 seconds`; zero is `0 seconds`.
    static func words(seconds: Number) -> String {
        let total = seconds.double
        let sign = total < 0 ? "-" : ""
        var remaining = abs(total)
        var parts: [String] = []
        for (unit, size) in [("day", 86_400.0), ("hour", 3_600.0), ("minute", 60.0)] where remaining >= size {
            let count = (remaining / size).rounded(.down)
            remaining -= count * size
            parts.append("\(Int(count)) \(unit)\(count == 1 ? "" : "s")")
        }
        if remaining > 0 || parts.isEmpty {
            let shown = Number(Decimal(string: String(format: "%.3f", remaining)) ?? 0)
            parts.append("\(shown) second\(shown.isEqual(to: .integer(1)) ? "" : "s")")
        }
        return sign + parts.joined(separator: " ")
    }
}
