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
            // `'2020-03-04'`: quotes around a date literal.
            if t.isSymbol("'"), i + 2 < tokens.count, case .dateLiteral = tokens[i + 1].kind, tokens[i + 2].isSymbol("'") {
                out.append(tokens[i + 1])
                i += 3
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
        // Fractional seconds are dropped: answers are to the second.
        let body = text.replacing(/(:\d\d)\.\d+/) { $0.output.1 }
        if let tokens = try? Lexer.tokenize(body), case .dateLiteral(var parts)? = tokens.first?.kind {
            let rest = tokens.dropFirst().map(\.text).joined()
            if rest.isEmpty { return parts }
            if let zone = TimeZone(identifier: rest) {
                parts.timeZone = zone
                return parts
            }
        }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        for format in ["EEE, dd MMM yyyy HH:mm:ss Z", "dd MMM yyyy HH:mm:ss Z", "yyyy-MM-dd HH:mm:ss Z"] {
            f.dateFormat = format
            if let date = f.date(from: body) {
                var cal = Calendar(identifier: .gregorian)
                cal.timeZone = TimeZone(identifier: "UTC") ?? cal.timeZone
                let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
                var parts = DateParts(year: c.year, month: c.month, day: c.day)
                parts.hour = c.hour
                parts.minute = c.minute
                parts.second = c.second
                parts.timeZone = cal.timeZone
                return parts
            }
        }
        return nil
    }
}
