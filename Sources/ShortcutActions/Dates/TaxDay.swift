/// The United States' federal income tax filing deadline for a calendar year's returns: 15 April
/// since 1955 (26 U.S.C. 6072(a)), 15 March from 1919 to 1954; when that day is a Saturday, a
/// Sunday or a legal holiday in the District of Columbia, the next day that is none of them
/// (26 U.S.C. 7503). The District's holiday that matters is Emancipation Day, 16 April (since
/// 2005), kept on Friday the 15th when it falls on a Saturday and on Monday the 17th when it falls
/// on a Sunday. Deadlines the IRS postponed by notice (2020, 2021, disaster areas) are not computed.
enum TaxDay {
    /// The month and day of the deadline in `year`; nil before 1919.
    static func day(in year: Int) -> (month: Int, day: Int)? {
        guard year >= 1919 else { return nil }
        let month = year >= 1955 ? 4 : 3
        var day = 15
        while !isBusinessDay(year, month, day) { day += 1 }
        return (month, day)
    }

    static func isBusinessDay(_ year: Int, _ month: Int, _ day: Int) -> Bool {
        let weekday = GregorianWeekday.of(year, month, day)
        return weekday != 0 && weekday != 6 && !isEmancipationDayKept(year, month, day)
    }

    /// Whether the District of Columbia keeps Emancipation Day on this date.
    static func isEmancipationDayKept(_ year: Int, _ month: Int, _ day: Int) -> Bool {
        guard year >= 2005, month == 4 else { return false }
        switch GregorianWeekday.of(year, 4, 16) {
        case 6: return day == 15
        case 0: return day == 17
        default: return day == 16
        }
    }
}
