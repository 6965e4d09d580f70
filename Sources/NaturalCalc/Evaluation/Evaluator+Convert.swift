import Foundation

extension Evaluator {
    /// Converts an ingredient's mass to a volume or back through its density (kg/m³); any
    /// other conversion goes the ordinary way.
    func convert(_ value: Value, to unit: UnitExpr, density: Decimal) throws -> Value {
        guard case .quantity(let n, let from) = value.plain, from.currency == nil, unit.currency == nil else {
            return try convert(value, to: .unit(unit))
        }
        let mass = Dimension.mass1, volume = Dimension(length: 3)
        let si = DecimalMath.mul(n, try from.factor(rates))
        if from.dimension == mass && unit.dimension == volume {
            return .quantity(SmallDecimal.quotient(SmallDecimal.quotient(si, density), try unit.factor(rates)), unit)
        }
        if from.dimension == volume && unit.dimension == mass {
            return .quantity(SmallDecimal.quotient(DecimalMath.mul(si, density), try unit.factor(rates)), unit)
        }
        return try convert(value, to: .unit(unit))
    }

    func convert(_ value: Value, to target: Target) throws -> Value {
        if case .timecode(let rate) = value.style, let parts = timecodeParts(value) {
            if case .unit(let unit) = target, let v = try convertTimecode(value, to: unit) { return v }
            let fps = rate ?? Evaluator.defaultFPS
            let seconds = SmallDecimal.quotient(Evaluator.frames(parts, fps: fps), fps)
            return try convert(.duration([DurationPart(amount: seconds, unit: UnitTable.second)]), to: target)
        }
        let v = value.plain
        if let converted = try convertToAmount(v, target, original: value) { return converted }
        if let converted = try convertToNotation(v, target, original: value) { return converted }
        if let converted = try convertToTime(v, target, original: value) { return converted }
        if let converted = try convertRounding(v, target, original: value) { return converted }
        throw CalcError(.cannotConvert(v.kindName, "that"))
    }

    /// A unit, a written amount as a unit (`L/(100 km)`), a rate per another unit.
    private func convertToAmount(_ v: Value, _ target: Target, original value: Value) throws -> Value? {
        switch target {
        case .unit(let unit): return try convertToUnit(v, unit, original: value)
        case .scaled(let expr, let label):
            // the amount written becomes a unit of its own, named as written (`7.8 L/(100 km)`);
            // one led by a number is counted (`30 × (m/3)`), as `-> 45 min` is
            guard case .quantity(let a, let u) = try eval(expr).plain, u.currency == nil else {
                throw CalcError(.cannotConvertTo(label, .notAnAmount))
            }
            guard a != 0 else { throw CalcError(.cannotConvertTo(label, .zero)) }
            guard !u.terms.contains(where: { $0.unit.offset != 0 }) else {
                throw CalcError(.cannotConvertTo(label, .offsetScale))
            }
            let shown = label.first.map { $0.isNumber || $0 == "(" } == true ? "× " + label : label
            let factor = DecimalMath.mul(a, try u.factor(rates))
            let unit = UnitExpr(UnitDef(shown, shown, u.dimension, factor))
            if case .quantity(let n, let from) = v, let count = try fuelEconomy(n, from: from, to: u, toFactor: factor) {
                return .quantity(count, unit)  // `30 mpg in L/100km`
            }
            return try convertToUnit(v, unit, original: value)
        case .per(let unit):
            guard case .quantity(let n, let u) = v,
                let i = u.terms.firstIndex(where: { $0.power == -1 && $0.unit.dimension == unit.dimension })
            else {
                throw CalcError(.cannotConvert(v.kindName, "a rate per \(unit.symbol)"))
            }
            let old = u.terms[i].unit
            var terms = u.terms
            terms[i] = UnitExpr.Term(unit: unit, power: -1)
            return .quantity(SmallDecimal.quotient(DecimalMath.mul(n, unit.factor), old.factor), UnitExpr(terms: terms))
        default: return nil
        }
    }
    /// How a number is written: percentage, fraction, base, words, Roman numerals, true/false, a character.
    private func convertToNotation(_ v: Value, _ target: Target, original value: Value) throws -> Value? {
        switch target {
        case .percent:
            switch v {
            case .percent: return v
            case .number(let n): return .percent(n * 100)
            default: throw CalcError(.cannotConvert(v.kindName, "a percentage"))
            }
        case .multiplier:
            guard let n = number(of: v) else { throw CalcError(.cannotConvert(v.kindName, "a multiplier")) }
            return .multiplier(n)
        case .recurring:
            guard case .number(let n) = v else { throw CalcError(.cannotConvert(v.kindName, "a decimal")) }
            return .styled(.number(n), .recurring)
        case .fraction, .mixedFraction:
            guard let n = number(of: v) else { throw CalcError(.cannotConvert(v.kindName, "a fraction")) }
            return .styled(.number(n), target == .fraction ? .fraction : .mixedFraction)
        case .hex, .binary, .octal:
            guard case .number(let n) = v, DecimalMath.int(n) != nil else {
                throw CalcError(.cannotConvert(v.kindName, "another base"))
            }
            return .styled(v, target == .hex ? .hex : (target == .binary ? .binary : .octal))
        case .decimal:
            guard let n = number(of: v) else { throw CalcError(.cannotConvert(v.kindName, "a decimal")) }
            return .number(n)
        case .number:
            switch v {
            case .quantity(let n, _), .number(let n), .multiplier(let n): return .number(n)
            case .percent(let n): return .number(SmallDecimal.quotient(n, 100))
            default: throw CalcError(.cannotConvert(v.kindName, "a number"))
            }
        case .base(let b):
            guard case .number(let n) = v.plain, DecimalMath.int(n) != nil else {
                throw CalcError(.cannotConvert(v.kindName, "another base"))
            }
            return .styled(.number(n), .base(b))
        case .roman:
            guard case .number(let n) = v.plain, let i = DecimalMath.int(n), Decimal(i) == n, let text = RomanNumerals.text(i)
            else {
                throw CalcError(.cannotConvert(v.kindName, "Roman numerals (a whole number from 1 to 1,000,000,000)"))
            }
            return .text(text)
        case .codepoint:
            guard case .text(let t) = v.plain, t.unicodeScalars.count == 1, let scalar = t.unicodeScalars.first else {
                throw CalcError(.cannotConvert(v.kindName, "a code point (one character in quotes, as in 'A')"))
            }
            return .styled(.number(Decimal(scalar.value)), .hex)
        case .character:
            return try call("chr", [v])
        case .boolean:
            switch v.plain {
            case .bool: return v.plain
            case .number(let n): return .bool(n != 0)
            default: throw CalcError(.cannotConvert(v.kindName, "true/false"))
            }
        case .words:
            guard case .number(let n) = v.plain, let text = NumberWords.spell(n) else {
                throw CalcError(.cannotConvert(v.kindName, "words (a number below a thousand undecillion, 10^39)"))
            }
            return .text(text)
        case .scaleWord(let word, let scale):
            guard case .number = v else { throw CalcError(.cannotConvert(v.kindName, word)) }
            return .styled(v, .scaleWord(word, scale))
        default: return nil
        }
    }
    /// Durations, dates, timestamps, day names, zones and colours.
    private func convertToTime(_ v: Value, _ target: Target, original value: Value) throws -> Value? {
        switch target {
        case .timespan, .laptime:
            guard let seconds = seconds(of: v) else { throw CalcError(.cannotConvert(v.kindName, "a timespan")) }
            return .styled(
                .duration([DurationPart(amount: seconds, unit: UnitTable.second)]), target == .timespan ? .timespan : .laptime)
        case .compound(let units):
            guard case .quantity(_, let u) = v else {
                if let s = seconds(of: v) {
                    return .styled(.duration([DurationPart(amount: s, unit: UnitTable.second)]), .parts(units))
                }
                throw CalcError(.cannotConvert(v.kindName, "parts"))
            }
            guard u.dimension == units.first?.dimension else {
                throw CalcError(.cannotConvert(v.kindName, units.map(\.symbol).joined(separator: " and ")))
            }
            return .styled(v, .parts(units))
        case .date:
            // A day without a time stays a day (`'2020-05-04' to date`); with one it shows its clock.
            if case .date(let d, false) = v { return .date(d, hasTime: false) }
            if case .date = v { return .styled(.date(dateValue(v) ?? options.now, hasTime: true), .dateTime12) }
            guard case .number(var n) = v else { throw CalcError(.cannotConvert(v.kindName, "a date")) }
            if abs(n) > 100_000_000_000 { n /= 1000 }  // millisecond timestamps
            return .styled(.date(Date(timeIntervalSince1970: DecimalMath.double(n)), hasTime: true), .dateTime12)
        case .timestamp:
            guard let d = dateValue(v) else { throw CalcError(.cannotConvert(v.kindName, "a timestamp")) }
            return .styled(.number(DecimalMath.rounded(Decimal(d.timeIntervalSince1970), 3)), .timestamp)
        case .unixTime(let perSecond):
            guard let d = dateValue(v) else { throw CalcError(.cannotConvert(v.kindName, "a timestamp")) }
            let count = (d.timeIntervalSince1970 * Double(perSecond)).rounded()
            guard abs(count) < 9e18 else { throw CalcError.outOfRange }
            return .styled(.number(Decimal(Int64(count))), .timestamp)
        case .color(let form):
            return try convertColor(v, to: form)
        case .julianDate:
            guard let d = dateValue(v) else { throw CalcError(.cannotConvert(v.kindName, "a Julian date")) }
            let days = SmallDecimal.quotient(Decimal(d.timeIntervalSince1970), 86_400) + Evaluator.julianDateOfUnixEpoch
            return .quantity(days, UnitExpr(UnitTable.day))
        case .iso8601:
            guard case .date = v else { throw CalcError(.cannotConvert(v.kindName, "ISO 8601")) }
            return .styled(v, .iso8601)
        case .weekday, .monthName:
            guard let d = dateValue(v) else { throw CalcError(.cannotConvert(v.kindName, "a day name")) }
            if target == .weekday { return .text(Vocabulary.weekdayNames[calendar.component(.weekday, from: d) - 1]) }
            return .text(Vocabulary.monthNames[calendar.component(.month, from: d) - 1])
        case .zone(let zone, let attach):
            return try convertZone(v, zone, attach: attach)
        default: return nil
        }
    }
    /// Rounding to places, significant figures or a step.
    private func convertRounding(_ v: Value, _ target: Target, original value: Value) throws -> Value? {
        switch target {
        case .places(let n):
            guard n <= CalcOptions.maxDecimalPlaces else { throw CalcError(.tooManyPlaces(String(n))) }
            return .styled(try mapAmount(v) { DecimalMath.rounded($0, n) }, .places(n))
        case .significant(let n):
            guard n <= CalcOptions.maxSignificantFigures else { throw CalcError(.tooManyFigures(String(n))) }
            return .styled(
                try mapAmount(v) { x in
                    guard x != 0 else { return 0 }
                    let digits = DecimalMath.magnitude(x) + 1
                    return DecimalMath.rounded(x, n - digits)
                }, .significant(n))
        case .nearest(let step, let mode):
            guard step > 0 else { throw CalcError(.roundingStepNotPositive) }
            let m: NSDecimalNumber.RoundingMode = mode == .up ? .up : (mode == .down ? .down : .plain)
            return try mapAmount(v) { DecimalMath.mul(DecimalMath.rounded($0 / step, 0, m), step) }
        default: return nil
        }
    }
    func number(of v: Value) -> Decimal? {
        switch v {
        case .number(let n), .multiplier(let n): return n
        case .percent(let p): return SmallDecimal.quotient(p, 100)
        default: return nil
        }
    }

    func seconds(of v: Value) -> Decimal? {
        switch v {
        case .duration(let parts): return parts.totalSeconds
        case .quantity(let n, let u) where u.dimension == .time1:
            return try? convertAmount(n, from: u, to: UnitExpr(UnitTable.second))
        default: return nil
        }
    }

    func dateValue(_ v: Value) -> Date? {
        if case .date(let d, _) = v { return d }
        return nil
    }

    private func mapAmount(_ v: Value, _ f: (Decimal) -> Decimal) throws -> Value {
        switch v {
        case .number(let n): return .number(f(n))
        case .percent(let n): return .percent(f(n))
        case .quantity(let n, let u): return .quantity(f(n), u)
        case .multiplier(let n): return .multiplier(f(n))
        default: throw CalcError(.cannot(.round, v.kindName))
        }
    }

    /// Seconds in a workday when hours are counted: 8 hours (SoulverCore 3.4.0's default workday).
    static let workdayHours: Decimal = 28_800

    private func convertToUnit(_ v: Value, _ unit: UnitExpr, original: Value) throws -> Value {
        // `55h in workdays`: hours (or minutes, seconds) count 8-hour workdays; days and weeks count
        // calendar workdays, five to the week.
        if unit.single == UnitTable.workday, let s = subDaySeconds(v) {
            return .quantity(SmallDecimal.quotient(s, Evaluator.workdayHours), unit)
        }
        if unit.single == UnitTable.workhour, let s = subDaySeconds(v) {
            return .quantity(SmallDecimal.quotient(s, 3600), unit)
        }
        // and back: `3 workdays in hours` is 24 hours
        if case .quantity(let n, let u) = v, u.single == UnitTable.workday || u.single == UnitTable.workhour,
            let target = unit.single, target.dimension == .time1, target.factor < 86_400, target != UnitTable.workhour
        {
            let seconds = DecimalMath.mul(n, u.single == UnitTable.workday ? Evaluator.workdayHours : 3600)
            return .quantity(SmallDecimal.quotient(seconds, target.factor), unit)
        }
        switch v {
        case .quantity(let n, let u):
            if u.currency != nil, unit.currency != nil, u.dimension == unit.dimension {
                return .quantity(try convertAmount(n, from: u, to: unit), unit)
            }
            return .quantity(try convertAmount(n, from: u, to: unit), unit)
        case .number(let n):
            // A plain number is in radians when it becomes an angle (`atan(1) in degrees` is 45°), as
            // the trigonometric functions read and answer it; a unitless unit (`ppm`) scales it too.
            if unit.dimension.isNone || unit.dimension == .angle1 {
                return .quantity(SmallDecimal.quotient(n, try unit.factor(rates)), unit)
            }
            return .quantity(n, unit)
        case .duration:
            guard let s = seconds(of: v) else { break }
            // Between two dates, workdays are counted on the calendar (Monday to Friday), not as 5/7 of the days.
            if case .calendarSpan(let start) = original.style,
                unit.single == UnitTable.workday || unit.single == UnitTable.workhour
            {
                let days = Decimal(weekdays(from: start, days: NSDecimalNumber(decimal: s / 86_400).intValue))
                return .quantity(unit.single == UnitTable.workhour ? days * 8 : days, unit)
            }
            let amount = try convertAmount(s, from: UnitExpr(UnitTable.second), to: unit)
            if case .calendarSpan(let start) = original.style, unit.single == UnitTable.month || unit.single == UnitTable.year {
                let comps = calendar.dateComponents([.month], from: start, to: start.addingTimeInterval(DecimalMath.double(s)))
                if unit.single == UnitTable.month { return .quantity(Decimal(comps.month ?? 0), unit) }
            }
            return .quantity(amount, unit)
        default: break
        }
        throw CalcError(.cannotConvert(v.kindName, unit.display(amount: 2)))
    }

    private func convertZone(_ v: Value, _ zone: TimeZone, attach: Bool) throws -> Value {
        switch v {
        case .time(let s, let from):
            if attach && from == nil { return .time(s, zone) }
            let source = from ?? options.timeZone
            var cal = calendar
            cal.timeZone = source
            let midnight = cal.startOfDay(for: options.now)
            let instant = midnight.addingTimeInterval(TimeInterval(s))
            let day = cal.dateComponents([.year, .month, .day], from: midnight)
            cal.timeZone = zone
            let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
            // The day the converted time falls on, counted from the day the time was read on.
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
            let days =
                utc.date(from: day).flatMap { a in
                    utc.date(from: DateComponents(year: c.year, month: c.month, day: c.day)).map { b in
                        Int((b.timeIntervalSince(a) / 86_400).rounded())
                    }
                } ?? 0
            let clock = (c.hour ?? 0) * 3600 + (c.minute ?? 0) * 60 + (c.second ?? 0)
            return .styled(.time(days * 86_400 + clock, zone), .zoneDay)
        case .date(let d, _):
            return .styled(.date(d, hasTime: true), .auto).zoned(zone)
        default:
            throw CalcError(.cannotConvert(v.kindName, "a time zone"))
        }
    }
}

extension Evaluator {
    /// The seconds of a span measured in units shorter than a day (`55 h`, `3 hours 20 min`), else nil.
    func subDaySeconds(_ v: Value) -> Decimal? {
        switch v.plain {
        case .quantity(let n, let u):
            guard let single = u.single, single.dimension == .time1, single.factor < 86_400 else { return nil }
            return DecimalMath.mul(n, single.factor)
        case .duration(let parts):
            guard parts.allSatisfy({ $0.unit.factor < 86_400 }) else { return nil }
            return parts.totalSeconds
        default: return nil
        }
    }
}

extension Value {
    /// A date shown in another zone is carried as a time of day there.
    func zoned(_ zone: TimeZone) -> Value {
        guard case .date(let d, _) = plain else { return self }
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = zone
        let c = cal.dateComponents([.hour, .minute, .second], from: d)
        return .time((c.hour ?? 0) * 3600 + (c.minute ?? 0) * 60 + (c.second ?? 0), zone)
    }
}

extension Evaluator {
    /// Monday-to-Friday days among the `days` days from `start` (the last day excluded).
    func weekdays(from start: Date, days: Int) -> Int {
        let total = abs(days)
        let first = calendar.component(.weekday, from: start)  // 1 is Sunday
        var count = total / 7 * 5
        for k in 0..<(total % 7) {
            let weekday = (first - 1 + (days < 0 ? -k - 1 : k) % 7 + 7) % 7 + 1
            if weekday != 1 && weekday != 7 { count += 1 }
        }
        return days < 0 ? -count : count
    }
}
