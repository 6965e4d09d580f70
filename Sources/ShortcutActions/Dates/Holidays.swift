import Foundation

/// The dates of the holidays Date's mode names, by rule: a fixed day, the nth (or last) weekday of
/// a month, days from Easter Sunday (the Gregorian computus), the Tuesday after the first Monday of
/// November (Election Day), a day of the Islamic (Umm al-Qura) calendar, the United States'
/// Inauguration Day and federal Tax Day by their statutes, or the run's time zone's daylight-saving
/// changes. A holiday's date is its midnight in the calendar's time zone.
enum Holidays {
    enum Rule {
        case fixed(month: Int, day: Int)
        /// The `ordinal`th `weekday` (1 Sunday … 7 Saturday) of `month`; -1 the last.
        case weekday(month: Int, weekday: Int, ordinal: Int)
        case fromEaster(days: Int)
        case electionDay
        /// The day daylight-saving time starts (`true`) or ends in the time zone.
        case daylightSaving(starts: Bool)
        /// `day` of the Islamic `month` (Umm al-Qura), moved by `offset` days; it can fall twice
        /// in one Gregorian year, the Islamic year being about eleven days shorter.
        case islamic(month: Int, day: Int, offset: Int)
        /// The United States' Inauguration Day (`InaugurationDay.swift`).
        case inauguration
        /// The United States' federal income tax filing deadline (`TaxDay.swift`).
        case taxDay
    }

    static func rule(_ mode: DateAction.Mode) -> Rule? {
        switch mode {
        case .currentDate, .specifiedDate: return nil
        case .aprilFools: return .fixed(month: 4, day: 1)
        case .ashWednesday: return .fromEaster(days: -46)
        case .christmasDay: return .fixed(month: 12, day: 25)
        case .christmasEve: return .fixed(month: 12, day: 24)
        case .cincoDeMayo: return .fixed(month: 5, day: 5)
        case .columbusDay, .indigenousPeoplesDay: return .weekday(month: 10, weekday: 2, ordinal: 2)
        case .dayOfTheDead: return .fixed(month: 11, day: 2)
        case .daylightSavingTime: return .daylightSaving(starts: true)
        case .daylightSavingTimeEnd: return .daylightSaving(starts: false)
        case .earthDay: return .fixed(month: 4, day: 22)
        case .easterSunday: return .fromEaster(days: 0)
        case .electionDay: return .electionDay
        case .fathersDay: return .weekday(month: 6, weekday: 1, ordinal: 3)
        case .flagDay: return .fixed(month: 6, day: 14)
        case .goodFriday: return .fromEaster(days: -2)
        case .groundhogDay: return .fixed(month: 2, day: 2)
        case .halloween: return .fixed(month: 10, day: 31)
        case .independenceDay: return .fixed(month: 7, day: 4)
        case .juneteenth: return .fixed(month: 6, day: 19)
        case .martinLutherKingDay: return .weekday(month: 1, weekday: 2, ordinal: 3)
        case .memorialDay: return .weekday(month: 5, weekday: 2, ordinal: -1)
        case .mothersDay: return .weekday(month: 5, weekday: 1, ordinal: 2)
        case .newYearsDay: return .fixed(month: 1, day: 1)
        case .newYearsEve: return .fixed(month: 12, day: 31)
        case .palmSunday: return .fromEaster(days: -7)
        case .presidentsDay: return .weekday(month: 2, weekday: 2, ordinal: 3)
        case .stPatricksDay: return .fixed(month: 3, day: 17)
        case .thanksgiving: return .weekday(month: 11, weekday: 5, ordinal: 4)
        case .valentinesDay: return .fixed(month: 2, day: 14)
        case .veteransDay: return .fixed(month: 11, day: 11)
        case .workersDay: return .fixed(month: 5, day: 1)
        case .eidAlFitr: return .islamic(month: 10, day: 1, offset: 0)
        case .eidAlAdha: return .islamic(month: 12, day: 10, offset: 0)
        // The Islamic day begins at sunset: the first night of Ramadan is the evening before its first day.
        case .firstNightOfRamadan: return .islamic(month: 9, day: 1, offset: -1)
        case .inaugurationDay: return .inauguration
        case .taxDay: return .taxDay
        }
    }

    /// The holiday's first date in `year`; nil when the rule gives none (no daylight saving in the
    /// zone, no inauguration that year).
    static func date(of mode: DateAction.Mode, in year: Int, calendar: Calendar) -> Date? {
        dates(of: mode, in: year, calendar: calendar).first
    }

    /// Every date of the holiday in `year`, earliest first: one for most rules, none or two for some.
    static func dates(of mode: DateAction.Mode, in year: Int, calendar: Calendar) -> [Date] {
        guard let rule = rule(mode) else { return [] }
        if case .islamic(let month, let day, let offset) = rule {
            return IslamicHoliday.dates(month: month, day: day, offset: offset, in: year, calendar: calendar)
        }
        return onlyDate(rule, in: year, calendar: calendar).map { [$0] } ?? []
    }

    /// The one date in `year` of a rule that gives at most one (every rule but the Islamic calendar's).
    private static func onlyDate(_ rule: Rule, in year: Int, calendar: Calendar) -> Date? {
        switch rule {
        case .fixed(let month, let day): return midnight(year, month, day, calendar)
        case .weekday(let month, let weekday, let ordinal):
            return calendar.date(from: DateComponents(year: year, month: month, weekday: weekday, weekdayOrdinal: ordinal))
        case .fromEaster(let days):
            return midnight(year, 3, 1, calendar).flatMap { march1 in
                calendar.date(byAdding: .day, value: easterDayOfMarch(year) - 1 + days, to: march1)
            }
        case .electionDay:
            let firstMonday = calendar.date(from: DateComponents(year: year, month: 11, weekday: 2, weekdayOrdinal: 1))
            return firstMonday.flatMap { calendar.date(byAdding: .day, value: 1, to: $0) }
        case .daylightSaving(let starts): return daylightSavingChange(starts: starts, in: year, calendar: calendar)
        case .islamic: return nil
        case .inauguration: return InaugurationDay.day(in: year).flatMap { midnight(year, $0.month, $0.day, calendar) }
        case .taxDay: return TaxDay.day(in: year).flatMap { midnight(year, $0.month, $0.day, calendar) }
        }
    }

    /// The holiday's first date on or after the start of the day of `now`. Inauguration Day comes
    /// every four years, so up to five years are looked at.
    static func next(_ mode: DateAction.Mode, onOrAfter now: Date, calendar: Calendar) -> Date? {
        let today = calendar.startOfDay(for: now)
        let year = calendar.component(.year, from: today)
        for candidate in year...(year + 4) {
            if let date = dates(of: mode, in: candidate, calendar: calendar).first(where: { $0 >= today }) { return date }
        }
        return nil
    }

    static func midnight(_ year: Int, _ month: Int, _ day: Int, _ calendar: Calendar) -> Date? {
        calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    /// Easter Sunday of a Gregorian `year` as a day of March (32 is April 1): the anonymous
    /// Gregorian algorithm (Meeus/Jones/Butcher).
    static func easterDayOfMarch(_ year: Int) -> Int {
        let a = year % 19, b = year / 100, c = year % 100, d = b / 4, e = b % 4
        let f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = (a + 11 * h + 22 * l) / 451
        return h + l - 7 * m + 22
    }

    /// The start of the day the zone's daylight-saving time starts or ends in `year`.
    private static func daylightSavingChange(starts: Bool, in year: Int, calendar: Calendar) -> Date? {
        let zone = calendar.timeZone
        guard var moment = midnight(year, 1, 1, calendar), let end = midnight(year + 1, 1, 1, calendar) else { return nil }
        while let change = zone.nextDaylightSavingTimeTransition(after: moment), change < end {
            if zone.isDaylightSavingTime(for: change) == starts { return calendar.startOfDay(for: change) }
            moment = change
        }
        return nil
    }
}
