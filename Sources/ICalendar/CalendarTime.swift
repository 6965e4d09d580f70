/// A DATE or DATE-TIME value (RFC 5545 sections 3.3.4 and 3.3.5) with the zone it is read in.
public enum CalendarTime: Sendable, Equatable {
    /// A date without a time (`VALUE=DATE`): an all-day value.
    case date(year: Int, month: Int, day: Int)
    /// A date-time without a zone: the reader's local time.
    case floating(CivilDateTime)
    /// A date-time in UTC (written with a trailing Z).
    case utc(CivilDateTime)
    /// A date-time in the zone a TZID parameter names.
    case zoned(CivilDateTime, zone: String)

    /// The single value of a DTSTART, DTEND, DUE, COMPLETED, RECURRENCE-ID or EXDATE property
    /// (the first of a list).
    public init(_ property: CalendarProperty) throws(ICalendarError) {
        let items = property.value.split(separator: ",", omittingEmptySubsequences: true)
        guard let first = items.first else { throw ICalendarError("\(property.name) has no value") }
        self = try CalendarTime.parse(first, property: property)
    }

    /// Every value of an EXDATE or RDATE comma list; a PERIOD (`start/end`, `start/duration`)
    /// gives its start.
    public static func list(_ property: CalendarProperty) throws(ICalendarError) -> [CalendarTime] {
        var times: [CalendarTime] = []
        for item in property.value.split(separator: ",", omittingEmptySubsequences: true) {
            let start = item.split(separator: "/", maxSplits: 1).first ?? item
            times.append(try parse(start, property: property))
        }
        return times
    }

    /// One value of `property`, read with its VALUE and TZID parameters.
    static func parse(_ text: Substring, property: CalendarProperty) throws(ICalendarError) -> CalendarTime {
        let trimmed = Substring(String(text).trimmingSpaces)
        var value = trimmed
        if property.parameter("VALUE")?.uppercased() == "DATE", trimmed.count > 8 { value = trimmed.prefix(8) }
        guard let parsed = CivilDateTime.parse(value) else {
            throw ICalendarError("\(property.name) value '\(trimmed)' is not a date or date-time")
        }
        return CalendarTime(parsed, zone: property.parameter("TZID"))
    }

    /// The time a parsed value and an optional TZID make.
    init(_ parsed: (value: CivilDateTime, hasTime: Bool, utc: Bool), zone: String?) {
        let value = parsed.value
        if !parsed.hasTime {
            self = .date(year: value.year, month: value.month, day: value.day)
        } else if parsed.utc {
            self = .utc(value)
        } else if let zone, !zone.isEmpty {
            self = .zoned(value, zone: zone)
        } else {
            self = .floating(value)
        }
    }

    /// Whether this is a date without a time (all-day).
    public var isDate: Bool {
        if case .date = self { return true }
        return false
    }

    /// The date and time of day as written (a date at 00:00:00), without its zone.
    public var civil: CivilDateTime {
        switch self {
        case .date(let year, let month, let day): return CivilDateTime(year: year, month: month, day: day)
        case .floating(let value), .utc(let value), .zoned(let value, _): return value
        }
    }

    /// The value as written after the colon: `19970902`, `19970902T090000` or `19970902T090000Z`.
    public var valueText: String {
        switch self {
        case .date: return civil.dateText
        case .floating(let value), .zoned(let value, _): return value.dateTimeText
        case .utc(let value): return value.dateTimeText + "Z"
        }
    }

    /// A property of that name holding this value: `VALUE=DATE` for a date, `TZID=` for a zoned time.
    public func property(named name: String) -> CalendarProperty {
        switch self {
        case .date:
            return CalendarProperty(name: name, value: valueText, parameters: [CalendarParameter(name: "VALUE", value: "DATE")])
        case .zoned(_, let zone):
            return CalendarProperty(name: name, value: valueText, parameters: [CalendarParameter(name: "TZID", value: zone)])
        case .floating, .utc:
            return CalendarProperty(name: name, value: valueText)
        }
    }

    /// The same kind of value (date, floating, UTC or the same zone) at another date and time.
    func with(_ value: CivilDateTime) -> CalendarTime {
        switch self {
        case .date: return .date(year: value.year, month: value.month, day: value.day)
        case .floating: return .floating(value)
        case .utc: return .utc(value)
        case .zoned(_, let zone): return .zoned(value, zone: zone)
        }
    }
}
