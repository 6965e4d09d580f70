import Foundation

/// A DURATION value (RFC 5545 section 3.3.6): `P1W`, `P15DT5H0M20S`, `-PT15M`. Weeks and days are
/// nominal (calendar days of a zone, 23 or 25 hours across a daylight-saving change); hours,
/// minutes and seconds are exact.
public struct CalendarDuration: Sendable, Equatable {
    /// Whether the duration points back in time (`-P…`).
    public var negative: Bool
    /// The weeks (`nW`).
    public var weeks: Int
    /// The days (`nD`).
    public var days: Int
    /// The hours, minutes and seconds, in seconds.
    public var seconds: Int

    /// A duration from its parts.
    public init(negative: Bool = false, weeks: Int = 0, days: Int = 0, seconds: Int = 0) {
        self.negative = negative
        self.weeks = weeks
        self.days = days
        self.seconds = seconds
    }

    /// A duration as written: `[+|-]P` then weeks, days, and after `T` hours, minutes, seconds.
    public init(_ text: String) throws(ICalendarError) {
        let invalid = ICalendarError("'\(text)' is not a duration")
        var rest = Substring(text.trimmingSpaces.uppercased())
        negative = rest.first == "-"
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        guard rest.first == "P" else { throw invalid }
        rest = rest.dropFirst()
        (weeks, days, seconds) = (0, 0, 0)
        var inTime = false
        var sawPart = false
        var lastUnit = 0
        let order: [Character: Int] = ["W": 1, "D": 2, "H": 3, "M": 4, "S": 5]
        while !rest.isEmpty {
            if rest.first == "T" {
                guard !inTime else { throw invalid }
                inTime = true
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            guard let value = Int(digits), value <= 1_000_000_000, let unit = rest.first, let rank = order[unit],
                rank > lastUnit, (rank >= 3) == inTime
            else { throw invalid }
            rest = rest.dropFirst()
            lastUnit = rank
            sawPart = true
            switch unit {
            case "W": weeks = value
            case "D": days = value
            case "H": seconds += value * 3600
            case "M": seconds += value * 60
            default: seconds += value
            }
        }
        guard sawPart, !(inTime && lastUnit < 3) else { throw invalid }
    }

    /// The duration as written: `P1W`, `P15DT5H0M20S`, `-PT15M`, `PT0S` for none.
    public var text: String {
        var result = negative ? "-P" : "P"
        if weeks > 0 { result += "\(weeks)W" }
        if days > 0 { result += "\(days)D" }
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        if seconds > 0 || (weeks == 0 && days == 0) {
            result += "T"
            if hours > 0 { result += "\(hours)H" }
            if minutes > 0 || (hours > 0 && rest > 0) { result += "\(minutes)M" }
            if rest > 0 || seconds == 0 { result += "\(rest)S" }
        }
        return result
    }

    /// Whole calendar days, signed.
    var signedDays: Int { (negative ? -1 : 1) * (weeks * 7 + days) }

    /// Exact seconds, signed.
    var signedSeconds: Int { (negative ? -1 : 1) * seconds }

    /// `date` moved by this duration: the days as calendar days in `zone` (the same wall-clock
    /// time), then the seconds exactly.
    public func added(to date: Date, in zone: TimeZone) -> Date {
        let offsets = LocalTime.offsets(of: zone)
        let start = LocalTime.seconds(date)
        var moved = start
        if signedDays != 0 {
            let local = start + offsets(start) + signedDays * 86_400
            moved = LocalTime.instant(local: local, offsetAt: offsets)
        }
        let fraction = date.timeIntervalSince1970 - Double(start)
        return Date(timeIntervalSince1970: Double(moved + signedSeconds) + fraction)
    }
}
