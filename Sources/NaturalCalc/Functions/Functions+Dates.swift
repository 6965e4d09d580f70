import Foundation

/// Functions of dates: numbat's calendar arithmetic, instants from Unix time or a Julian date,
/// the weekday and the local zone.
extension Functions {
    static let dates: [CalcFunction] = [
        CalcFunction(["calendar_add", "calendar_sub"], .exactly(2), described: "a date and a duration") { e, name, args in
            // numbat's `calendar_add(date, 3 months)`: calendar arithmetic, as `+` and `-` do.
            let (date, duration) = (args[0].plain, args[1].plain)
            return name == "calendar_add" ? try e.add(date, duration) : try e.subtract(date, duration)
        },
        CalcFunction(["from_unixtime_s", "from_unixtime_ms", "from_unixtime_µs"], .exactly(1)) { e, name, args in
            let divisor: Decimal = name.hasSuffix("_s") ? 1 : (name.hasSuffix("_ms") ? 1000 : 1_000_000)
            let seconds = DecimalMath.double(try e.numberArg(args[0].plain) / divisor)
            guard abs(seconds) < 1e12 else { throw CalcError.outOfRange }
            return .date(Date(timeIntervalSince1970: seconds), hasTime: true)
        },
        CalcFunction(["from_unixtime", "from_julian_date"], .exactly(1)) { e, name, args in
            // Unix seconds (a number or a duration), or a Julian date in days
            let v = args[0].plain
            var unix = try e.seconds(of: v) ?? e.numberArg(v)
            if name == "from_julian_date" {
                let days = e.seconds(of: v).map { SmallDecimal.quotient($0, 86_400) } ?? unix
                unix = (days - Evaluator.julianDateOfUnixEpoch) * 86_400
            }
            let seconds = DecimalMath.double(unix)
            guard abs(seconds) < Evaluator.dateRangeSeconds else { throw CalcError(.dateOutOfRange) }
            return .date(Date(timeIntervalSince1970: seconds), hasTime: true)
        },
        CalcFunction(["weekday"], .exactly(1)) { e, _, args in
            // the day's name in the options' zone
            guard let d = e.dateValue(args[0].plain) else {
                throw CalcError(.argumentKind(function: "weekday", wanted: .date, got: args[0].plain.kindName))
            }
            return .text(Vocabulary.weekdayNames[e.calendar.component(.weekday, from: d) - 1])
        },
        CalcFunction(["get_local_timezone"], .exactly(0)) { e, _, _ in
            // Foundation spells UTC several ways (`GMT`, `Etc/UTC`): one name for it.
            let id = e.options.timeZone.identifier
            return .text(["GMT", "Etc/UTC", "Etc/GMT", "UTC"].contains(id) ? "UTC" : id)
        },
    ]
}

extension Evaluator {
    /// The Julian date of 1970-01-01 00:00 UTC.
    static let julianDateOfUnixEpoch = Decimal(string: "2440587.5") ?? 0
}
