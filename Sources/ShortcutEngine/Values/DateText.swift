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

    /// Accepts `yyyy-MM-dd`, `yyyy-MM-dd HH:mm[:ss]`, and full ISO 8601 with zone.
    static func parse(_ text: String, timeZone: TimeZone) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime]
        if let date = iso.date(from: trimmed) { return date }
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = iso.date(from: trimmed) { return date }
        // ISO forms first, then the long English forms Shortcuts stores ("January 1, 2000").
        let patterns = [
            "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm", "yyyy-MM-dd",
            "MMMM d, yyyy 'at' h:mm a", "MMMM d, yyyy h:mm a", "MMMM d, yyyy", "MMM d, yyyy", "d MMMM yyyy", "d MMM yyyy",
            "M/d/yyyy",
        ]
        for pattern in patterns {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = timeZone
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
