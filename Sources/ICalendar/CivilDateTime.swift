import CivilDays

/// A date and wall-clock time of the proleptic Gregorian calendar, without a zone: what a
/// DATE-TIME value writes before any zone is applied.
public struct CivilDateTime: Sendable, Equatable, Hashable, Comparable {
    /// The year.
    public var year: Int
    /// The month, 1–12.
    public var month: Int
    /// The day of the month, 1–31.
    public var day: Int
    /// The hour, 0–23.
    public var hour: Int
    /// The minute, 0–59.
    public var minute: Int
    /// The second, 0–60 (60 a leap second, counted as the next minute's first).
    public var second: Int

    /// A date-time from its fields (not checked; see `isValid`).
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Earlier date-times sort first.
    public static func < (lhs: CivilDateTime, rhs: CivilDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }

    /// Whether every field is in range (February 30 is not).
    public var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= CivilDateTime.daysIn(year: year, month: month)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...60).contains(second)
    }

    /// Days since 1970-01-01 of the date.
    var dayNumber: Int { CivilDays.days(year: year, month: month, day: day) }

    /// Seconds since 1970-01-01T00:00:00 of the fields read as if in UTC.
    var epochSeconds: Int { dayNumber * 86_400 + hour * 3600 + minute * 60 + second }

    /// The date-time `seconds` after 1970-01-01T00:00:00 (read as if in UTC).
    init(epochSeconds seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let rest = seconds - days * 86_400
        let date = CivilDays.civil(days)
        self.init(year: date.year, month: date.month, day: date.day, hour: rest / 3600, minute: rest / 60 % 60, second: rest % 60)
    }

    /// The date (time of day 00:00:00) `days` after 1970-01-01.
    init(dayNumber days: Int) {
        let date = CivilDays.civil(days)
        self.init(year: date.year, month: date.month, day: date.day)
    }

    /// The days of a month of a year.
    static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Whether the Gregorian year has a February 29.
    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    /// The weekday of a day number: 0 Monday … 6 Sunday.
    static func weekday(ofDay days: Int) -> Int { ((days + 3) % 7 + 7) % 7 }

    /// A DATE (`19970902`) or DATE-TIME (`19970902T090000`, `…Z`) as written; `utc` says whether it
    /// ended in Z, `hasTime` whether it had a time. Nil when malformed or out of range.
    static func parse(_ text: Substring) -> (value: CivilDateTime, hasTime: Bool, utc: Bool)? {
        let bytes = Array(text.utf8)
        guard bytes.count == 8 || bytes.count == 15 || bytes.count == 16 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (0x30...0x39).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8) else { return nil }
        var result = CivilDateTime(year: year, month: month, day: day)
        var utc = false
        if bytes.count > 8 {
            guard bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t"),
                let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15)
            else { return nil }
            (result.hour, result.minute, result.second) = (hour, minute, second)
            if bytes.count == 16 {
                guard bytes[15] == UInt8(ascii: "Z") || bytes[15] == UInt8(ascii: "z") else { return nil }
                utc = true
            }
        }
        guard result.isValid else { return nil }
        return (result, bytes.count > 8, utc)
    }

    /// The DATE form, `19970902`.
    var dateText: String { pad(year, 4) + pad(month, 2) + pad(day, 2) }

    /// The DATE-TIME form without a zone, `19970902T090000`.
    var dateTimeText: String { dateText + "T" + pad(hour, 2) + pad(minute, 2) + pad(second, 2) }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
