// Date and time values of https://www.sqlite.org/lang_datefunc.html: a moment is a Julian day
// number in milliseconds (as SQLite keeps it), read from 'YYYY-MM-DD[ HH:MM[:SS[.SSS]]][zone]',
// 'HH:MM[:SS[.SSS]]', 'now' or a number (Julian day, or Unix time with 'unixepoch'). The calendar
// arithmetic is Meeus's (Astronomical Algorithms, ch. 7), proleptic Gregorian, years 0000–9999.

struct SQLDateTime {
    /// Milliseconds since noon, 24 November 4714 BC (proleptic Gregorian).
    var julianMilliseconds: Int64

    static let unixEpoch: Int64 = 210_866_760_000_000
    static let dayMilliseconds: Int64 = 86_400_000
    /// 9999-12-31 23:59:59.999.
    static let latest: Int64 = 464_269_060_799_999

    var isValid: Bool { (0...Self.latest).contains(julianMilliseconds) }

    struct Fields {
        var year: Int, month: Int, day: Int
        var hour = 0, minute = 0
        var second: Double = 0
    }

    init(julianMilliseconds: Int64) { self.julianMilliseconds = julianMilliseconds }

    init(_ fields: Fields) {
        var year = fields.year
        var month = fields.month
        if month <= 2 {
            year -= 1
            month += 12
        }
        let a = year / 100
        let b = 2 - a + a / 4
        let x1 = 36525 * (year + 4716) / 100
        let x2 = 306_001 * (month + 1) / 10000
        var milliseconds = Int64((Double(x1 + x2 + fields.day + b) - 1524.5) * 86_400_000)
        milliseconds += Int64(fields.hour) * 3_600_000 + Int64(fields.minute) * 60000
        milliseconds += Int64((fields.second * 1000).rounded())
        julianMilliseconds = milliseconds
    }

    var fields: Fields {
        let z = Int((julianMilliseconds + 43_200_000) / Self.dayMilliseconds)
        var a = Int((Double(z) - 1_867_216.25) / 36524.25)
        a = z + 1 + a - a / 4
        let b = a + 1524
        let c = Int((Double(b) - 122.1) / 365.25)
        let d = (36525 * (c & 32767)) / 100
        let e = Int(Double(b - d) / 30.6001)
        let x1 = Int(30.6001 * Double(e))
        let month = e < 14 ? e - 1 : e - 13
        var result = Fields(year: month > 2 ? c - 4716 : c - 4715, month: month, day: b - d - x1)
        let inDay = Int((julianMilliseconds + 43_200_000) % Self.dayMilliseconds)
        result.hour = inDay / 3_600_000
        result.minute = inDay / 60000 % 60
        result.second = Double(inDay % 60000) / 1000
        return result
    }

    /// 0 for Sunday … 6 for Saturday.
    var weekday: Int { Int((julianMilliseconds + 129_600_000) / Self.dayMilliseconds % 7) }

    /// Reads a time value's text; nil when it is none of the forms.
    static func parse(_ text: String, now: Int64) -> SQLDateTime? {
        let trimmed = text.trimmingSpaces
        if trimmed.lowercased() == "now" { return SQLDateTime(julianMilliseconds: now) }
        var reader = DigitReader(trimmed)
        if let date = reader.date() {
            var fields = date
            let afterDate = reader
            reader.skip(" ")
            if reader.peek == "T" || reader.peek == "t" { reader.advance() }
            if reader.time(into: &fields) {
                return reader.zoneAndEnd().map { SQLDateTime(fields).shifted(by: -$0) }
            }
            reader = afterDate
            return reader.zoneAndEnd().map { SQLDateTime(fields).shifted(by: -$0) }
        }
        var fields = Fields(year: 2000, month: 1, day: 1)
        reader = DigitReader(trimmed)
        if reader.time(into: &fields) { return reader.zoneAndEnd().map { SQLDateTime(fields).shifted(by: -$0) } }
        return nil
    }

    func shifted(by milliseconds: Int64) -> SQLDateTime {
        SQLDateTime(julianMilliseconds: julianMilliseconds &+ milliseconds)
    }
}

/// A cursor over ASCII digits and separators for the date and time forms.
struct DigitReader {
    let scalars: [Unicode.Scalar]
    var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }
    mutating func advance() { index += 1 }

    mutating func skip(_ scalar: Unicode.Scalar) {
        while peek == scalar { advance() }
    }

    mutating func accept(_ scalar: Unicode.Scalar) -> Bool {
        guard peek == scalar else { return false }
        advance()
        return true
    }

    /// Exactly `count` digits.
    mutating func digits(_ count: Int) -> Int? {
        guard index + count <= scalars.count else { return nil }
        var value = 0
        for offset in 0..<count {
            let scalar = scalars[index + offset]
            guard ("0"..."9").contains(scalar) else { return nil }
            value = value * 10 + Int(scalar.value - 48)
        }
        index += count
        return value
    }

    mutating func date() -> SQLDateTime.Fields? {
        let start = index
        guard let year = digits(4), accept("-"), let month = digits(2), accept("-"), let day = digits(2),
            (1...12).contains(month), (1...31).contains(day)
        else {
            index = start
            return nil
        }
        return SQLDateTime.Fields(year: year, month: month, day: day)
    }

    mutating func time(into fields: inout SQLDateTime.Fields) -> Bool {
        let start = index
        guard let hour = digits(2), accept(":"), let minute = digits(2), hour <= 24, minute <= 59 else {
            index = start
            return false
        }
        var second = 0.0
        if accept(":") {
            guard let whole = digits(2), whole <= 59 else {
                index = start
                return false
            }
            second = Double(whole)
            if accept(".") {
                var scale = 0.1
                while let digit = peek, ("0"..."9").contains(digit) {
                    second += Double(digit.value - 48) * scale
                    scale /= 10
                    advance()
                }
            }
        }
        fields.hour = hour
        fields.minute = minute
        fields.second = second
        return true
    }

    /// An optional zone ('Z' or ±HH:MM) as an offset in milliseconds, then the end; nil if more follows.
    mutating func zoneAndEnd() -> Int64? {
        skip(" ")
        var offset: Int64 = 0
        if accept("Z") || accept("z") {
            offset = 0
        } else if let sign = peek, sign == "+" || sign == "-" {
            advance()
            guard let hours = digits(2), accept(":"), let minutes = digits(2), hours <= 14, minutes <= 59 else { return nil }
            offset = Int64(hours * 60 + minutes) * 60000 * (sign == "-" ? -1 : 1)
        }
        skip(" ")
        return index == scalars.count ? offset : nil
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Array(unicodeScalars)[...]
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }
}
