import Foundation

/// Holidays of the Islamic calendar in Gregorian years: the Umm al-Qura calendar (Saudi Arabia's
/// official Hijri calendar, which Foundation computes) read in the run's time zone. A Hijri year is
/// about eleven days shorter than a Gregorian one, so a holiday can fall twice in one Gregorian
/// year (Eid al-Fitr in 2000 and 2033) or, with `offset`, just across its end.
enum IslamicHoliday {
    /// Every date in Gregorian `year` of Hijri `month` and `day`, moved by `offset` days.
    static func dates(month: Int, day: Int, offset: Int, in year: Int, calendar: Calendar) -> [Date] {
        var hijri = Calendar(identifier: .islamicUmmAlQura)
        hijri.timeZone = calendar.timeZone
        guard let start = Holidays.midnight(year, 1, 1, calendar), let end = Holidays.midnight(year, 12, 31, calendar) else {
            return []
        }
        var found: [Date] = []
        // The Hijri years that overlap the Gregorian one, and the next: an offset can pull a date back across 1 January.
        for hijriYear in stride(from: hijri.component(.year, from: start), through: hijri.component(.year, from: end) + 1, by: 1)
        {
            guard let date = hijri.date(from: DateComponents(year: hijriYear, month: month, day: day)),
                let moved = calendar.date(byAdding: .day, value: offset, to: calendar.startOfDay(for: date)),
                calendar.component(.year, from: moved) == year
            else { continue }
            found.append(moved)
        }
        return found.sorted()
    }
}
