import Foundation

extension PhraseTable {
    /// `am` and `pm` spelled out: what may follow a date's hour (`14 March 2019 3 pm`).
    static let meridiems = ["am", "pm"]
    /// The word after a place that asks for its time now (`New York time`).
    static let placeTimeWord = "time"
    /// Every spelling after an hour that makes it a clock time (`3 pm`, `9 a.m.`); one starting with `p` is after noon.
    static let meridiemSpellings = meridiems + ["a", "p", "a.m.", "p.m."]

    /// Dates and times: `today`, `next friday`, `3 days ago`, `2 weeks from now`, `days until Christmas`,
    /// `week of year`, `day of the week on March 3`, `April 1 through April 30`, `time in Tokyo`.
    static let dates = PhraseFamily(
        name: "dates",
        // `difference between 1 March 2026 and 15 March 2026` (SoulverCore): the span between two
        // dates or times, as `A to B` gives it; between two numbers, how far apart they are.
        lines: ["difference between _ and _", "difference between _ & _", "difference from _ to _"].map {
            LinePattern($0, .declared(differencePhrase), order: [0, 1])
        }
            // `what day is 1 jan 2027`, `what day of the week was July 4, 1776`: the weekday of a date.
            + [
                "what day is _", "what day was _", "what day will _ be", "what day of the week is _",
                "what day of the week was _", "which day is _",
            ].map {
                LinePattern($0, .dayOfWeek, order: [0])
            }
            // `in 90 days`, `in 2 weeks 3 days` (SoulverCore's `time in __timespan`): that long from now;
            // `3 days in the past` is that long ago.
            + [LinePattern("in _", .declared(inSpanPhrase), order: [0]), LinePattern("_ in the past", .ago, order: [0])]
            // `age of 1990-05-17`: the whole years from a date to today.
            + ["age of _", "age from _", "age since _"].map { LinePattern($0, .declared(agePhrase), order: [0]) },
        rewrites: [
            // `week number on March 9, 2024`, `day of year on …`: one word each, read by `leading`.
            Rewrite(words: ["week", "number"], replacement: .word(weekNumberWord)),
            Rewrite(words: ["day", "of", "the", "year"], replacement: .word(dayOfYearWord)),
            Rewrite(words: ["day", "of", "year"], replacement: .word(dayOfYearWord)),
            // SoulverCore's other wordings: `day number on …`, `week of year on …`, `day of week on …`.
            Rewrite(words: ["day", "number"], replacement: .word(dayOfYearWord)),
            Rewrite(words: ["week", "of", "year", "on"], replacement: .word(weekNumberWord)),
            Rewrite(words: ["day", "of", "week"], replacement: .word(dayOfWeekWord)),
            // `week of month on March 9, 2024` (SoulverCore's weekOfMonthOnDate)
            Rewrite(words: ["week", "of", "the", "month"], replacement: .word(weekOfMonthWord)),
            // `day of month on March 9, 2024` (dayOfMonthOnDate) → 9
            Rewrite(words: ["day", "of", "the", "month"], replacement: .word(dayOfMonthWord)),
            Rewrite(words: ["day", "of", "month"], replacement: .word(dayOfMonthWord)),
            Rewrite(words: ["week", "of", "month"], replacement: .word(weekOfMonthWord)),
            // SoulverCore's shorthands (LocalizedFixtureShorthands): `midn`, `midd`, `tod`
            Rewrite(words: ["midn"], replacement: .word("midnight")),
            Rewrite(words: ["midd"], replacement: .word("midday")),
            Rewrite(words: ["tod"], replacement: .word("today")),
            // `3 business days from today`: workdays by their other name
            Rewrite(words: ["business", "days"], replacement: .word("workdays")),
            Rewrite(words: ["business", "day"], replacement: .word("workday")),
        ],
        operators: [
            WordOperator(words: ["through"], op: .through, power: 2),
            WordOperator(words: ["after"], op: .add, power: 4),
        ],
        leading: [
            "now": .value(.now),
            "today": .value(.relativeDay(0)),
            "tomorrow": .value(.relativeDay(1)),
            "yesterday": .value(.relativeDay(-1)),
            "noon": .value(.clock(hour: 12, minute: 0, second: 0)),
            "midday": .value(.clock(hour: 12, minute: 0, second: 0)),
            "midnight": .value(.clock(hour: 0, minute: 0, second: 0)),
            "time": .nowBefore("in"),
            "difference": .placeDifference,
            // `diff Paris` (SoulverCore 3.4.0): the time difference from here
            "diff": .placeDifference,
            "next": .weekdayOffset(1), "this": .weekdayOffset(0),
            "last": .weekdayOffset(-1), "previous": .weekdayOffset(-1),
            "current": .now(.timestampNow, then: "timestamp"),
            "timestamp": .now(.timestampNow, then: nil),
            "week": .fixed(.weekOfYear, after: ["of", "year"], argumentAfter: nil),
            "day": .fixed(.dayOfWeek, after: ["of", "the", "week"], argumentAfter: ["on", "of"]),
            "weekday": .fixed(.dayOfWeek, after: [], argumentAfter: ["on", "of"]),
            // fend's `day_of_week of @2020-05-08`
            "day_of_week": .fixed(.dayOfWeek, after: [], argumentAfter: ["on", "of"]),
            "month": .fixed(.declared("monthOf"), after: ["of"], argumentAfter: []),
            weekNumberWord: .fixed(.declared(weekNumberPhrase), after: [], argumentAfter: ["on", "of"]),
            dayOfWeekWord: .fixed(.dayOfWeek, after: [], argumentAfter: ["on", "of"]),
            dayOfYearWord: .fixed(.declared(dayOfYearPhrase), after: [], argumentAfter: ["on", "of"]),
            weekOfMonthWord: .fixed(.declared(weekOfMonthPhrase), after: [], argumentAfter: ["on", "of"]),
            dayOfMonthWord: .fixed(.declared(dayOfMonthPhrase), after: [], argumentAfter: ["on", "of"]),
            "days": .daySpan(daySpan), "workdays": .daySpan(daySpan), "weeks": .daySpan(daySpan), "workhours": .daySpan(daySpan),
            "months": .daySpan(daySpan), "hours": .daySpan(daySpan),
            // `frames between 00:00:01:00 and 00:00:02:00` (SoulverCore's framesBetweenFrametimes).
            "frames": .daySpan(daySpan),
        ],
        following: [
            "ago": .suffix(.ago, next: []),
            "from": .suffix(.fromNow, next: ["now", "today"]),
            "before": .infix(.before, power: 4),
        ],
        computations: [
            "monthOf": { e, values in try e.convert(values[0], to: .monthName) },
            timeDifferencePhrase: { e, values in try e.timeDifference(values[0], values[1]) },
            differencePhrase: { e, values in
                if case .number(let a) = values[0], case .number(let b) = values[1] { return .number(abs(a - b)) }
                return try e.interval(values[0], values[1], inclusive: false)
            },
            daysInMonthPhrase: { e, values in try e.daysInMonth(values[0], year: values[1]) },
            daysInYearPhrase: { e, values in try e.daysInYear(values[0]) },
            periodEndPhrase: { e, values in try e.periodEnd(values[0], values[1]) },
            weekNumberPhrase: { e, values in try e.calendarNumber(.weekOfYear, of: values[0]) },
            dayOfYearPhrase: { e, values in try e.calendarNumber(.dayOfYear, of: values[0]) },
            weekOfMonthPhrase: { e, values in try e.calendarNumber(.weekOfMonth, of: values[0]) },
            dayOfMonthPhrase: { e, values in try e.calendarNumber(.day, of: values[0]) },
            inSpanPhrase: { e, values in
                // Not a duration (`in 2024 we spent $5`): the word was a comment.
                guard let parts = e.durationParts(values[0]) else { return values[0] }
                return try e.shift(e.options.now, hasTime: true, by: parts, sign: 1)
            },
            agePhrase: { e, values in try e.age(since: values[0]) },
            timeAfterPhrase: { e, values in
                guard let seconds = e.durationParts(values[0])?.totalSeconds, abs(seconds) < 1e9 else {
                    throw CalcError(.timeInNeedsDuration(values[0].kindName))
                }
                let now = Decimal(e.options.now.timeIntervalSince(e.startOfToday()))
                return .time(NSDecimalNumber(decimal: DecimalMath.rounded(now + seconds, 0)).intValue, nil)
            },
        ],
        wordLists: [meridiemSpellings, timeDifferenceWords, timeDifferenceJoiners]
    )

    /// After `time`: `time difference between London and Tokyo`, `time difference Paris` (from here).
    static let timeDifferenceWords = ["difference", "diff"]
    /// Between the places of a time difference: `between London and Tokyo`, `from London to Tokyo`.
    static let timeDifferenceJoiners = ["between", "from", "and", "to"]
    /// The declared phrase of `difference between A and B`.
    static let differencePhrase = "difference"
    /// The declared phrase a time difference computes.
    static let timeDifferencePhrase = "timeDifference"
    /// `week number on …` and `day of year on …` as the normaliser leaves them, and their phrases.
    static let weekNumberWord = "weeknumber"
    static let dayOfYearWord = "dayofyear"
    static let dayOfWeekWord = "dayofweek"
    static let weekNumberPhrase = "weekNumberOn"
    static let weekOfMonthWord = "weekofmonth"
    static let weekOfMonthPhrase = "weekOfMonthOn"
    static let dayOfMonthWord = "dayofmonth"
    static let dayOfMonthPhrase = "dayOfMonthOn"
    static let dayOfYearPhrase = "dayOfYearOn"
    /// The declared phrase of `in 90 days`.
    static let inSpanPhrase = "inSpan"
    /// The declared phrase of `time in 3 hours`, and its other wording's word.
    static let timeAfterPhrase = "timeAfter"
    static let afterWord = "after"
    /// The declared phrase of `age of 1990-05-17`.
    static let agePhrase = "ageOf"
    /// The declared phrase of `days in February 2020`.
    static let daysInMonthPhrase = "daysInMonth"
    /// `days in 2024`: the year as a span (0 is this year).
    static let daysInYearPhrase = "daysInYear"
    /// `days left in the year`: the start of the next period (kind 0 year, 1 month, 2 week; the value a year or month, 0 this one).
    static let periodEndPhrase = "periodEnd"

    /// The words of `days until …`, `days since …`, `days between … and …`, `days in q1`.
    static let daySpan = DaySpanWords(
        until: ["until", "till", "to", "before"], since: ["since"], within: "in", between: "between",
        remaining: ["left", "remaining"],
        from: "from", rangeEnd: "to", rangeThrough: "through",
        quarters: ["q1": 1, "q2": 2, "q3": 3, "q4": 4])
}
