import Foundation

extension Evaluator {
    func date(_ parts: DateParts, hasTime: Bool) throws -> Value {
        let comps = parts
        var c = parts.components
        if c.year == nil { c.year = calendar.component(.year, from: options.now) }
        var cal = calendar
        if let zone = parts.timeZone { cal.timeZone = zone }
        guard let d = cal.date(from: c), let month = c.month, let day = c.day,
            cal.component(.month, from: d) == month, cal.component(.day, from: d) == day
        else {
            throw CalcError(.invalidDayMonth(day: comps.day ?? 0, month: comps.month ?? 0))
        }
        return .date(d.addingTimeInterval(parts.fraction ?? 0), hasTime: hasTime)
    }

    func weekday(_ day: Int, offset: Int) throws -> Value {
        let today = calendar.startOfDay(for: options.now)
        let w = calendar.component(.weekday, from: today)
        var delta = (day - w + 7) % 7
        if offset > 0 && delta == 0 { delta = 7 }
        if offset < 0 { delta = -((w - day + 7) % 7); if delta == 0 { delta = -7 } }
        guard let d = calendar.date(byAdding: .day, value: delta, to: today) else { throw CalcError(.dateOutOfRange) }
        return .date(d, hasTime: false)
    }

    /// The parts of a duration-like value, or nil when it is not one.
    func durationParts(_ v: Value) -> [DurationPart]? {
        switch v {
        case .duration(let parts): return parts
        case .quantity(let n, let u) where u.dimension == .time1 && u.terms.count == 1:
            return [DurationPart(amount: n, unit: u.terms[0].unit)]
        default: return nil
        }
    }

    /// How far from 2001 a computed date may lie, in seconds (about 317,000 years).
    static let dateRangeSeconds: Double = 1e13

    /// Calendar arithmetic: years and months first, then weeks and days, then clock time.
    func shift(_ date: Date, hasTime: Bool, by parts: [DurationPart], sign: Int) throws -> Value {
        let order: [String: Int] = ["year": 0, "month": 1]
        let sorted = parts.sorted { (order[$0.unit.id] ?? 2) < (order[$1.unit.id] ?? 2) }
        var d = date
        var timed = hasTime
        for part in sorted {
            let amount = part.amount * Decimal(sign)
            let whole = DecimalMath.int(amount)
            var next: Date?
            switch part.unit.id {
            case "year" where whole != nil: next = calendar.date(byAdding: .year, value: whole ?? 0, to: d)
            case "month" where whole != nil: next = calendar.date(byAdding: .month, value: whole ?? 0, to: d)
            case "week" where whole != nil: next = calendar.date(byAdding: .day, value: (whole ?? 0) * 7, to: d)
            case "day" where whole != nil: next = calendar.date(byAdding: .day, value: whole ?? 0, to: d)
            case "workday" where whole != nil: next = addWorkdays(whole ?? 0, to: d)
            default:
                next = d.addingTimeInterval(DecimalMath.double(part.seconds) * Double(sign))
                timed = true
            }
            // Past about 300,000 years either way a date has no calendar to show it in (`+ 1e100 years`).
            guard let n = next, abs(n.timeIntervalSinceReferenceDate) < Evaluator.dateRangeSeconds else {
                throw CalcError(.dateOutOfRange)
            }
            d = n
        }
        return .date(d, hasTime: timed)
    }

    private func addWorkdays(_ n: Int, to date: Date) -> Date? {
        guard abs(n) <= 100_000 else { return nil }
        var d = date
        var left = abs(n)
        let step = n < 0 ? -1 : 1
        while left > 0 {
            guard let next = calendar.date(byAdding: .day, value: step, to: d) else { return nil }
            d = next
            if !calendar.isDateInWeekend(d) { left -= 1 }
        }
        return d
    }

    /// `17:30 to 20:45` runs forward (past midnight if needed); date spans count whole days.
    func interval(_ l: Value, _ r: Value, inclusive: Bool) throws -> Value {
        switch (l, r) {
        case (.time(let a, _), .time(let b, _)):
            let gap = ((b - a) % 86_400 + 86_400) % 86_400
            return .duration([DurationPart(amount: Decimal(gap), unit: UnitTable.second)])
        case (.date(let a, let ta), .date(let b, let tb)):
            let start = min(a, b), end = max(a, b)
            if ta || tb {
                return .duration([DurationPart(amount: Decimal(end.timeIntervalSince(start)), unit: UnitTable.second)])
            }
            let days =
                calendar.dateComponents([.day], from: calendar.startOfDay(for: start), to: calendar.startOfDay(for: end)).day ?? 0
            let total = days + (inclusive ? 1 : 0)
            return .styled(.duration([DurationPart(amount: Decimal(total), unit: UnitTable.day)]), .calendarSpan(start: start))
        case (.number(let a), .number(let b)) where Evaluator.isYear(a) && Evaluator.isYear(b):
            // `1978 to 2021` → 42 years (Soulver's dates page): the whole years between the end of the
            // first year and the start of the last.
            let gap = abs(NSDecimalNumber(decimal: b - a).intValue) - 1
            return .quantity(Decimal(max(gap, 0)), UnitExpr(UnitTable.year))
        default:
            throw CalcError(.cannotMeasure(l.kindName, r.kindName))
        }
    }

    /// `age of 1990-05-17`: the whole years from a date (or a year) to today, as `36 years`; a date
    /// still to come is an error.
    func age(since value: Value) throws -> Value {
        let birth: Date
        switch value {
        case .date(let d, _): birth = d
        case .number(let n) where Evaluator.isYear(n):
            guard let d = calendar.date(from: DateComponents(year: NSDecimalNumber(decimal: n).intValue, month: 1, day: 1)) else {
                throw CalcError(.unreadableBirthDate(value.kindName))
            }
            birth = d
        default: throw CalcError(.ageNeedsDate(value.kindName))
        }
        guard birth <= options.now else { throw CalcError(.ageNeedsPastDate) }
        let years =
            calendar.dateComponents([.year], from: calendar.startOfDay(for: birth), to: calendar.startOfDay(for: options.now))
            .year ?? 0
        return .quantity(Decimal(years), UnitExpr(UnitTable.year))
    }

    /// A whole number that reads as a year in a span (`1978 to 2021`): 1000 to 9999.
    static func isYear(_ n: Decimal) -> Bool {
        n >= 1000 && n <= 9999 && n == DecimalMath.rounded(n, 0)
    }

    func startOfToday() -> Date { calendar.startOfDay(for: options.now) }
}
