import Foundation

/// Other engines' ways of writing a date as text: numbat's `date("2024-08-01")`,
/// `datetime("2024-03-30 12:00:00 Europe/Berlin")`, `datetime("Wed, 20 Jul 2022 21:52:05 +0200")`,
/// `tz("Asia/Kathmandu")`, and fend's `'2020-03-04'`. The normaliser turns each into the date
/// literal or zone name the parser already reads.
enum QuotedDates {
    /// Function names whose quoted argument is a date.
    static let dateFunctions: Set<String> = ["date", "datetime"]
    /// The function name whose quoted argument is a zone.
    static let zoneFunction = "tz"

    /// Rewrites the forms above; other tokens pass through.
    static func rewrite(_ tokens: [Token]) -> [Token] {
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        var i = 0
        while i < tokens.count {
            let t = tokens[i]
            // `date("…")`, `datetime("…")`, `tz("…")`.
            if let w = t.word, i + 3 < tokens.count, tokens[i + 1].isSymbol("("), case .quoted(let body) = tokens[i + 2].kind,
                tokens[i + 3].isSymbol(")")
            {
                if dateFunctions.contains(w), let parts = parse(body) {
                    out.append(Token(kind: .dateLiteral(parts), column: t.column, text: body))
                    i += 4
                    continue
                }
                if w == zoneFunction, TimeZone(identifier: body) != nil {
                    out.append(Token(kind: .word(body), column: tokens[i + 2].column, text: body))
                    i += 4
                    continue
                }
            }
            // `'2020-03-04'`: a single-quoted text that is a date.
            if case .text(let body) = t.kind, body.first?.isNumber == true, let parts = parse(body) {
                out.append(Token(kind: .dateLiteral(parts), column: t.column, text: body))
                i += 1
                continue
            }
            out.append(t)
            i += 1
        }
        return out
    }

    /// An ISO date or date-time, optionally with `Z`, an offset or a zone name after it, or an
    /// RFC 2822 date (`Wed, 20 Jul 2022 21:52:05 +0200`).
    static func parse(_ text: String) -> DateParts? {
        // Fractional seconds are kept apart (`-> unixtime_ms` reads them); answers show whole seconds.
        let (body, fraction) = droppingFraction(text)
        var parts = parsedWhole(body)
        parts?.fraction = fraction
        return parts
    }

    private static func parsedWhole(_ body: String) -> DateParts? {
        if let tokens = try? Lexer.tokenize(body), case .dateLiteral(var parts)? = tokens.first?.kind {
            let rest = tokens.dropFirst().map(\.text).joined()
            if rest.isEmpty { return parts }
            if let zone = TimeZone(identifier: rest) {
                parts.timeZone = zone
                return parts
            }
        }
        return rfc2822(body) ?? written(body)
    }

    /// `2022-07-20T21:52+0200`, `2022/07/20 09:52 PM +0200`, `2022-07-20 21:52 UTC`: a date, a time
    /// with an optional AM/PM, then `Z`, `UTC`, an offset or a zone name.
    static func written(_ text: String) -> DateParts? {
        let pattern =
            /^(\d{4})[-\/](\d{1,2})[-\/](\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AaPp][Mm])?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2}|[A-Za-z_]+\/[A-Za-z_\/]+)?$/
        guard let m = text.wholeMatch(of: pattern), let year = Int(m.output.1), let month = Int(m.output.2),
            let day = Int(m.output.3), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var parts = DateParts(year: year, month: month, day: day)
        if let h = m.output.4.flatMap({ Int($0) }), let mi = m.output.5.flatMap({ Int($0) }) {
            var hour = h
            if let meridiem = m.output.7?.lowercased() {
                guard (1...12).contains(h) else { return nil }
                hour = h % 12 + (meridiem == "pm" ? 12 : 0)
            }
            guard hour < 24, mi < 60 else { return nil }
            parts.hour = hour
            parts.minute = mi
            parts.second = m.output.6.flatMap { Int($0) } ?? 0
        }
        if let zone = m.output.8.map(String.init) {
            if zone == "Z" || zone == "UTC" || zone == "GMT" {
                parts.timeZone = TimeZone(identifier: "UTC")
            } else if zone.first == "+" || zone.first == "-",
                let hhmm = Int(zone.dropFirst().replacingOccurrences(of: ":", with: ""))
            {
                let seconds = (hhmm / 100) * 3600 + (hhmm % 100) * 60
                parts.timeZone = TimeZone(secondsFromGMT: zone.first == "-" ? -seconds : seconds)
            } else {
                guard let named = TimeZone(identifier: zone) else { return nil }
                parts.timeZone = named
            }
        }
        return parts
    }

    /// The text without fractional seconds (`13:24:56.789Z` → `13:24:56Z`), and the fraction.
    private static func droppingFraction(_ text: String) -> (String, Double?) {
        var chars = Array(text)
        var fraction: Double?
        var i = 3
        while i < chars.count {
            if chars[i] == ".", chars[i - 3] == ":", chars[i - 1].isNumber, chars[i - 2].isNumber {
                var j = i + 1
                while j < chars.count, chars[j].isNumber { j += 1 }
                fraction = Double("0" + String(chars[i..<j]))
                chars.removeSubrange(i..<j)
            }
            i += 1
        }
        return (String(chars), fraction)
    }

    /// Month abbreviations of RFC 2822 dates.
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// `Wed, 20 Jul 2022 21:52:05 +0200` (the weekday is optional): read by hand, since a
    /// DateFormatter per expression would cost more than the whole evaluation.
    static func rfc2822(_ text: String) -> DateParts? {
        var fields = text.split(separator: " ").map(String.init)
        if fields.first?.hasSuffix(",") == true { fields.removeFirst() }
        guard fields.count == 5, let day = Int(fields[0]), let m = months.firstIndex(of: fields[1].lowercased()),
            let year = Int(fields[2]), fields[2].count == 4
        else { return nil }
        let time = fields[3].split(separator: ":").compactMap { Int($0) }
        let offset = fields[4]
        guard time.count == 3, time[0] < 24, time[1] < 60, time[2] < 61, offset.count == 5,
            offset.first == "+" || offset.first == "-", let hhmm = Int(offset.dropFirst()), (1...31).contains(day)
        else { return nil }
        let seconds = (hhmm / 100) * 3600 + (hhmm % 100) * 60
        var parts = DateParts(year: year, month: m + 1, day: day)
        parts.hour = time[0]
        parts.minute = time[1]
        parts.second = time[2]
        parts.timeZone = TimeZone(secondsFromGMT: offset.first == "-" ? -seconds : seconds)
        return parts
    }
}
