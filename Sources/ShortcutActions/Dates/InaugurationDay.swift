/// The day a President of the United States takes office, by the rules that set it: 30 April 1789;
/// 4 March every fourth year from 1793 to 1933 (by the Act of 1 March 1792); 20 January every fourth
/// year from 1937 (the Twentieth Amendment). When that day is a Sunday the public inauguration, and
/// the federal holiday of 5 U.S.C. 6103(c), is the Monday after (1821, 1849, 1877, 1917, 1957, 1985,
/// 2013).
enum InaugurationDay {
    /// The month and day of the inauguration in `year`; nil in a year without one.
    static func day(in year: Int) -> (month: Int, day: Int)? {
        if year == 1789 { return (4, 30) }
        guard year > 1789, year % 4 == 1 else { return nil }
        let (month, day) = year >= 1937 ? (1, 20) : (3, 4)
        return GregorianWeekday.of(year, month, day) == 0 ? (month, day + 1) : (month, day)
    }
}

/// The day of the week of a Gregorian date without a calendar object: 0 is Sunday … 6 Saturday
/// (Sakamoto's method).
enum GregorianWeekday {
    static func of(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let shifts = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        let weekday = (y + y / 4 - y / 100 + y / 400 + shifts[(month - 1) % 12] + day) % 7
        return (weekday + 7) % 7
    }
}
