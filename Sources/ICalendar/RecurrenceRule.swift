/// A RECUR value (RFC 5545 section 3.3.10), the value of an RRULE: a frequency, an interval, an
/// end (COUNT or UNTIL) and the BYxxx parts that expand or limit each period's instances.
public struct RecurrenceRule: Sendable, Equatable {
    /// The FREQ part: the length of one period.
    public enum Frequency: Int, Sendable, Comparable, CaseIterable {
        /// Every second.
        case secondly
        /// Every minute.
        case minutely
        /// Every hour.
        case hourly
        /// Every day.
        case daily
        /// Every week.
        case weekly
        /// Every month.
        case monthly
        /// Every year.
        case yearly

        /// Shorter periods sort first.
        public static func < (lhs: Frequency, rhs: Frequency) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The name as written: "SECONDLY" … "YEARLY".
        public var name: String { ["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY"][rawValue] }
    }

    /// A day of the week; raw values count from Monday (0) to Sunday (6).
    public enum Weekday: Int, Sendable, CaseIterable {
        /// MO.
        case monday
        /// TU.
        case tuesday
        /// WE.
        case wednesday
        /// TH.
        case thursday
        /// FR.
        case friday
        /// SA.
        case saturday
        /// SU.
        case sunday

        /// The two-letter code: "MO" … "SU".
        public var code: String { ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][rawValue] }

        /// The weekday of a two-letter code (any case), or nil.
        public init?(code: some StringProtocol) {
            guard let index = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"].firstIndex(of: code.uppercased()) else { return nil }
            self.init(rawValue: index)
        }
    }

    /// One BYDAY item: a weekday and an optional ordinal (`-1SU` the last Sunday; 0 every one).
    public struct WeekdayNumber: Sendable, Equatable {
        /// The nth such weekday of the month or year, negative from the end; 0 for every one.
        public var ordinal: Int
        /// The weekday.
        public var weekday: Weekday

        /// An item; ordinal 0 means every such weekday.
        public init(ordinal: Int = 0, weekday: Weekday) {
            self.ordinal = ordinal
            self.weekday = weekday
        }
    }

    /// FREQ.
    public var frequency: Frequency
    /// INTERVAL, at least 1 (default 1).
    public var interval: Int = 1
    /// COUNT: how many instances, DTSTART the first; nil when not given.
    public var count: Int?
    /// UNTIL: the last instant or date an instance may start at (inclusive); nil when not given.
    public var until: CalendarTime?
    /// BYSECOND, 0–60.
    public var bySecond: [Int] = []
    /// BYMINUTE, 0–59.
    public var byMinute: [Int] = []
    /// BYHOUR, 0–23.
    public var byHour: [Int] = []
    /// BYDAY.
    public var byDay: [WeekdayNumber] = []
    /// BYMONTHDAY, ±1–31 (negative from the month's end).
    public var byMonthDay: [Int] = []
    /// BYYEARDAY, ±1–366 (negative from the year's end).
    public var byYearDay: [Int] = []
    /// BYWEEKNO, ±1–53 (ISO 8601 weeks starting on WKST).
    public var byWeekNo: [Int] = []
    /// BYMONTH, 1–12.
    public var byMonth: [Int] = []
    /// BYSETPOS, ±1–366: positions within one period's instances.
    public var bySetPos: [Int] = []
    /// WKST: the first day of a week (default Monday).
    public var weekStart: Weekday = .monday

    /// A rule of that frequency and nothing else.
    public init(frequency: Frequency) {
        self.frequency = frequency
    }

    /// A rule as written (`FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10`; an `RRULE:` prefix is allowed).
    /// Unknown parts (X- extensions) are ignored; a missing FREQ or a value out of range is an error.
    public init(_ text: String) throws(ICalendarError) {
        var body = Substring(text.trimmingSpaces)
        if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
        var frequency: Frequency?
        var rule = RecurrenceRule(frequency: .daily)
        for part in body.split(separator: ";", omittingEmptySubsequences: true) {
            let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pieces[0].trimmingCharacters.uppercased()
            let value = pieces.count > 1 ? pieces[1].trimmingCharacters : ""
            if name == "FREQ" {
                guard let found = Frequency.allCases.first(where: { $0.name == value.uppercased() }) else {
                    throw ICalendarError("RRULE part '\(part)' names no frequency")
                }
                frequency = found
            } else {
                try rule.read(name: name, value: value, part: part)
            }
        }
        guard let frequency else { throw ICalendarError("RRULE '\(text)' has no FREQ") }
        rule.frequency = frequency
        self = rule
    }

    /// Reads one part other than FREQ into the rule.
    private mutating func read(name: String, value: String, part: Substring) throws(ICalendarError) {
        let invalid = ICalendarError("RRULE part '\(part)' is not valid")
        switch name {
        case "INTERVAL":
            guard let number = Int(value), number >= 1 else { throw invalid }
            interval = number
        case "COUNT":
            guard let number = Int(value), number >= 1 else { throw invalid }
            count = number
        case "UNTIL":
            guard let parsed = CivilDateTime.parse(Substring(value)) else { throw invalid }
            until = CalendarTime(parsed, zone: nil)
        case "BYSECOND": bySecond = try Self.numbers(value, 0...60, invalid)
        case "BYMINUTE": byMinute = try Self.numbers(value, 0...59, invalid)
        case "BYHOUR": byHour = try Self.numbers(value, 0...23, invalid)
        case "BYMONTHDAY": byMonthDay = try Self.numbers(value, -31...31, invalid)
        case "BYYEARDAY": byYearDay = try Self.numbers(value, -366...366, invalid)
        case "BYWEEKNO": byWeekNo = try Self.numbers(value, -53...53, invalid)
        case "BYMONTH": byMonth = try Self.numbers(value, 1...12, invalid)
        case "BYSETPOS": bySetPos = try Self.numbers(value, -366...366, invalid)
        case "BYDAY": byDay = try Self.weekdays(value, invalid)
        case "WKST":
            guard let day = Weekday(code: value) else { throw invalid }
            weekStart = day
        default: break
        }
    }

    /// A comma list of integers in `range`, zero excluded unless the range starts at it.
    private static func numbers(_ value: String, _ range: ClosedRange<Int>, _ invalid: ICalendarError) throws(ICalendarError)
        -> [Int]
    {
        var result: [Int] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = item.trimmingCharacters
            let digits = trimmed.hasPrefix("+") ? String(trimmed.dropFirst()) : trimmed
            guard let number = Int(digits), range.contains(number), number != 0 || range.lowerBound == 0 else { throw invalid }
            result.append(number)
        }
        return result
    }

    /// A BYDAY list: `MO`, `1FR`, `-1SU`, `+2TU`.
    private static func weekdays(_ value: String, _ invalid: ICalendarError) throws(ICalendarError) -> [WeekdayNumber] {
        var result: [WeekdayNumber] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = item.trimmingCharacters
            guard trimmed.count >= 2, let weekday = Weekday(code: trimmed.suffix(2)) else { throw invalid }
            var ordinalText = String(trimmed.dropLast(2))
            if ordinalText.hasPrefix("+") { ordinalText.removeFirst() }
            var ordinal = 0
            if !ordinalText.isEmpty {
                guard let number = Int(ordinalText), number != 0, (-53...53).contains(number) else { throw invalid }
                ordinal = number
            }
            result.append(WeekdayNumber(ordinal: ordinal, weekday: weekday))
        }
        return result
    }

    /// The rule as written, FREQ first.
    public var text: String {
        var parts = ["FREQ=\(frequency.name)"]
        if let until { parts.append("UNTIL=\(until.valueText)") }
        if let count { parts.append("COUNT=\(count)") }
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        let days = byDay.map { ($0.ordinal == 0 ? "" : String($0.ordinal)) + $0.weekday.code }
        let lists: [(String, [String])] = [
            ("BYSECOND", bySecond.map(String.init)), ("BYMINUTE", byMinute.map(String.init)), ("BYHOUR", byHour.map(String.init)),
            ("BYDAY", days), ("BYMONTHDAY", byMonthDay.map(String.init)), ("BYYEARDAY", byYearDay.map(String.init)),
            ("BYWEEKNO", byWeekNo.map(String.init)), ("BYMONTH", byMonth.map(String.init)),
            ("BYSETPOS", bySetPos.map(String.init)),
        ]
        for (name, values) in lists where !values.isEmpty { parts.append("\(name)=" + values.joined(separator: ",")) }
        if weekStart != .monday { parts.append("WKST=\(weekStart.code)") }
        return parts.joined(separator: ";")
    }

}

extension StringProtocol {
    /// The text without leading and trailing spaces and tabs, as a String.
    var trimmingCharacters: String { String(self).trimmingSpaces }
}
