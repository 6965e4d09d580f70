// The shifting modifiers of lang_datefunc.html: '±N unit' (days, hours, minutes, seconds,
// months, years; N may have a fraction) and '±HH:MM[:SS[.SSS]]'. Months and years change the
// calendar fields and let the day overflow into the next month, as SQLite does
// ('2001-01-31', '+1 month' is 2001-03-03).

extension SQLDateMoment {
    mutating func shift(_ modifier: String) -> Bool {
        if let sign = modifier.unicodeScalars.first, sign == "+" || sign == "-", modifier.contains(":"),
            !modifier.contains(" ")
        {
            var reader = DigitReader(String(modifier.dropFirst()))
            var fields = SQLDateTime.Fields(year: 2000, month: 1, day: 1)
            guard reader.time(into: &fields), reader.index == reader.scalars.count else { return false }
            let milliseconds =
                Int64(fields.hour) * 3_600_000 + Int64(fields.minute) * 60000 + Int64((fields.second * 1000).rounded())
            value = value.shifted(by: sign == "-" ? -milliseconds : milliseconds)
            return true
        }
        let parts = modifier.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2 else { return false }
        let prefix = NumericPrefix(String(parts[0]))
        guard prefix.isWhole else { return false }
        let amount = SQLNumeric.double(prefix.value)
        guard amount.isFinite, abs(amount) < 1e11 else { return false }
        var unit = String(parts[1])
        if unit.hasSuffix("s") { unit.removeLast() }
        let unitMilliseconds: [String: Double] = ["day": 86_400_000, "hour": 3_600_000, "minute": 60000, "second": 1000]
        if let scale = unitMilliseconds[unit] {
            value = value.shifted(by: Int64((amount * scale).rounded()))
            return true
        }
        guard unit == "month" || unit == "year" else { return false }
        let whole = Int(amount)
        var fields = value.fields
        if unit == "month" {
            fields.month += whole
            let years = fields.month > 0 ? (fields.month - 1) / 12 : (fields.month - 12) / 12
            fields.year += years
            fields.month -= years * 12
        } else {
            fields.year += whole
        }
        guard (0...9999).contains(fields.year) else { return false }
        value = SQLDateTime(fields)
        let fraction = amount - Double(whole)
        let fractionDays = fraction * (unit == "month" ? 30 : 365)
        value = value.shifted(by: Int64((fractionDays * 86_400_000).rounded()))
        return true
    }
}
