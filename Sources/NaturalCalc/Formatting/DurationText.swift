import Foundation

/// Durations in words (`3 hours 15 min`), as laptimes (`00:05:30`) and as calendar spans.
enum DurationText {
    private static let units: [(Decimal, String, String, String)] = [
        (604_800, "week", "weeks", "week"), (86_400, "day", "days", "day"), (3600, "hour", "hours", "hour"),
        (60, "minute", "minutes", "min"), (1, "second", "seconds", "s"),
    ]

    /// Soulver writes minutes and seconds short in two-part answers and long in longer ones.
    static func words(_ seconds: Decimal, units chosen: [UnitDef]? = nil, numbers: NumberText) -> String {
        // Whole seconds (the common case) take an integer path; Decimal division is slow.
        if chosen == nil, DecimalMath.isInteger(seconds), abs(seconds) < 1_000_000_000_000 {
            return intWords(NSDecimalNumber(decimal: seconds).intValue)
        }
        // Under a second there is one part to show, with its own figures (`1234 ns` is 0.000001234 s, not 0 s).
        if chosen == nil, abs(seconds) < 1 { return numbers.format(seconds, maxPlaces: 12) + " s" }
        let negative = seconds < 0
        var rest = abs(seconds)
        var parts: [(Decimal, (Decimal, String, String, String))] = []
        let table = chosen.map { c in units.filter { u in c.contains { $0.factor == u.0 } } } ?? units
        for (i, u) in table.enumerated() {
            let isLast = i == table.count - 1
            var count =
                isLast ? SmallDecimal.quotient(rest, u.0) : DecimalMath.rounded(SmallDecimal.quotient(rest, u.0), 0, .down)
            if isLast { count = DecimalMath.rounded(count, 3) }
            // Guard against 59.9999 minutes turning into "60 min".
            if !isLast, rest - count * u.0 > u.0 - DecimalMath.halfThousandth { count += 1 }
            rest -= count * u.0
            if rest < 0 { rest = 0 }
            if count != 0 { parts.append((count, u)) }
        }
        if parts.isEmpty { return "0 s" }
        let long = parts.count >= 3
        let text = parts.map { count, u in
            let name = count == 1 ? u.1 : u.2
            let shown = (u.0 <= 60 && !long) ? u.3 : name
            return numbers.format(count, maxPlaces: 3) + " " + shown
        }.joined(separator: " ")
        return (negative ? "-" : "") + text
    }

    private static func intWords(_ total: Int) -> String {
        var rest = abs(total)
        var parts: [(Int, (Decimal, String, String, String))] = []
        for u in units {
            let size = NSDecimalNumber(decimal: u.0).intValue
            let count = rest / size
            rest -= count * size
            if count != 0 { parts.append((count, u)) }
        }
        if parts.isEmpty { return "0 s" }
        let long = parts.count >= 3
        let text = parts.map { count, u in
            let shown = (u.0 <= 60 && !long) ? u.3 : (count == 1 ? u.1 : u.2)
            return "\(count) \(shown)"
        }.joined(separator: " ")
        return (total < 0 ? "-" : "") + text
    }

    /// An amount in base units split across the given units, e.g. `5 ft 6 in`.
    static func split(_ base: Decimal, units: [UnitDef], numbers: NumberText) -> String {
        // A negative amount is the whole written with one sign in front: `-77° 0′ 32.04″`.
        if base < 0 { return "-" + split(-base, units: units, numbers: numbers) }
        guard let last = units.last else { return "" }
        // Counted in the last unit, rounded once, so a part never shows as a full next one (`44° 59′ 60″`).
        var rest = DecimalMath.rounded(SmallDecimal.quotient(base, last.factor), 3)
        var out: [String] = []
        for (i, u) in units.enumerated() {
            let isLast = i == units.count - 1
            let size = DecimalMath.rounded(SmallDecimal.quotient(u.factor, last.factor), 9)
            let count = isLast ? rest : DecimalMath.rounded(rest / size, 0, .down)
            rest -= count * size
            let unit = u.display(amount: count)
            out.append(numbers.format(count, maxPlaces: 3) + (UnitDef.writtenAgainstNumber(unit) ? "" : " ") + unit)
        }
        return out.joined(separator: " ")
    }

    /// A pace as minutes and seconds (`05:00`), with hours in front from an hour on (`1:05:00`).
    static func pace(_ seconds: Decimal) -> String {
        let total = NSDecimalNumber(decimal: DecimalMath.rounded(abs(seconds), 0)).intValue
        let text =
            total >= 3600
            ? String(format: "%d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
            : String(format: "%02d:%02d", total / 60, total % 60)
        return (seconds < 0 ? "-" : "") + text
    }

    static func laptime(_ seconds: Decimal) -> String {
        let total = NSDecimalNumber(decimal: DecimalMath.rounded(abs(seconds), 0)).intValue
        let text = String(format: "%02d:%02d:%02d", total / 3600, total / 60 % 60, total % 60)
        return (seconds < 0 ? "-" : "") + text
    }

    /// The most frames a timecode prints (about 1,300 years at 24 fps).
    static let maxTimecodeFrames: Decimal = 1_000_000_000_000

    /// `03:10:21:25`: hours, minutes, seconds and frames of a whole number of frames at a rate
    /// (frames rounded to whole ones); nil past `maxTimecodeFrames` or at a rate below one.
    static func timecode(frames: Decimal, fps: Decimal) -> String? {
        let whole = DecimalMath.rounded(abs(frames), 0)
        guard whole <= maxTimecodeFrames, fps >= 1 else { return nil }
        let seconds = DecimalMath.rounded(SmallDecimal.quotient(whole, fps), 0, .down)
        let ff = NSDecimalNumber(decimal: DecimalMath.rounded(whole - DecimalMath.mul(seconds, fps), 0)).intValue
        let total = NSDecimalNumber(decimal: seconds).intValue
        let text = String(format: "%02d:%02d:%02d:%02d", total / 3600, total / 60 % 60, total % 60, ff)
        return (frames < 0 && whole != 0 ? "-" : "") + text
    }

    /// A span of whole days: whole weeks alone when it divides evenly, else months, weeks, days.
    static func calendar(days: Decimal, from start: Date, calendar: Calendar, numbers: NumberText) -> String {
        let total = NSDecimalNumber(decimal: DecimalMath.rounded(days, 0)).intValue
        func unit(_ n: Int, _ one: String, _ many: String) -> String? { n == 0 ? nil : "\(n) \(n == 1 ? one : many)" }
        if total % 7 == 0 && total > 0 { return unit(total / 7, "week", "weeks") ?? "" }
        guard let end = calendar.date(byAdding: .day, value: total, to: start) else { return "\(total) days" }
        let months = calendar.dateComponents([.month], from: start, to: end).month ?? 0
        let afterMonths = calendar.date(byAdding: .month, value: months, to: start) ?? start
        let rest = calendar.dateComponents([.day], from: afterMonths, to: end).day ?? total
        let parts = [unit(months, "month", "months"), unit(rest / 7, "week", "weeks"), unit(rest % 7, "day", "days")].compactMap {
            $0
        }
        return parts.isEmpty ? "0 days" : parts.joined(separator: " ")
    }
}
