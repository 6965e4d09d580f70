import Foundation

extension Lexer {
    /// The largest power a based literal's exponent may give (`0x1p400` is past Decimal's range anyway).
    static let maxBasedExponent = 400

    /// Digits in `base` as a value, or an error naming the first digit that is not one.
    static func digitsValue(_ digits: String, base: Int, start: Int, token: String) throws -> Decimal {
        var value: Decimal = 0
        for d in digits {
            guard let v = d.hexDigitValue, v < base else {
                throw CalcError(.notADigit(d, base: base), column: start + 1, token: token)
            }
            value = value * Decimal(base) + Decimal(v)
        }
        return value
    }

    /// An exponent after a based literal's digits: numbat's `p` and a decimal power of two
    /// (`0x4p6` is 4 × 2^6), or fend's `e` with a power written in the literal's base (`0b1e10` is
    /// 1 × 2^2; bases 2 and 8 only, where `e` is not a digit). Nil when none follows.
    func basedExponent(at j: Int, base: Int) -> (exponent: (radix: Int, power: Int), end: Int)? {
        guard j < chars.count else { return nil }
        let marker = chars[j]
        let isP = marker == "p" || marker == "P"
        let isE = (marker == "e" || marker == "E") && base != 16
        guard isP || isE else { return nil }
        var k = j + 1
        var negative = false
        if k < chars.count, chars[k] == "+" || chars[k] == "-" { negative = chars[k] == "-"; k += 1 }
        let digitBase = isP ? 10 : base
        var power = 0
        let first = k
        while k < chars.count, let v = chars[k].hexDigitValue, v < digitBase, k - first < 12 {
            power = power * digitBase + v
            k += 1
        }
        guard k > first, k >= chars.count || !chars[k].isLetter else { return nil }
        return ((isP ? 2 : base, negative ? -power : power), k)
    }

    /// Scans a number, a clock time (`3:35`, `03:04:05`) or a date (`2019-04-01`, `01.05.2005`).
    mutating func scanNumberLike(_ start: Int) throws {
        if scanDateOrClock(start) { return }
        if let based = try scanBasedNumber(from: start) {
            emit(.number(based.value, .decimal), from: start, to: based.end)
            return
        }
        if try scanPrefixedNumber(start) { return }
        try scanDecimal(start)
    }

    /// Appends a token for the characters `start..<end` and moves past them.
    private mutating func emit(_ kind: Token.Kind, from start: Int, to end: Int) {
        tokens.append(Token(kind: kind, column: start + 1, text: slice(start, end)))
        index = end
    }

    /// A date, timecode or clock time: they have `-`, `.`, `/` or `:` right after their first run of digits.
    private mutating func scanDateOrClock(_ start: Int) -> Bool {
        let afterDigits = start + digitCount(start)
        guard afterDigits < chars.count, Lexer.dateOrClockSeparators.contains(chars[afterDigits]) else { return false }
        if let date = scanISODate(from: start) {
            emit(.dateLiteral(date.components), from: start, to: date.end)
        } else if let dotted = scanDottedDate(from: start) {
            emit(.dateLiteral(dotted.components), from: start, to: dotted.end)
        } else if let timecode = scanTimecode(from: start) {
            emit(.timecode(seconds: timecode.seconds, frame: timecode.frame), from: start, to: timecode.end)
        } else if let clock = scanClock(from: start) {
            emit(.clock(hour: clock.h, minute: clock.m, second: clock.s), from: start, to: clock.end)
        } else {
            return false
        }
        return true
    }

    /// `0xff`, `0b1010`, `0o17`, with fend's and numbat's fractions and exponents; false when no
    /// prefix (or no digit after it) is there.
    private mutating func scanPrefixedNumber(_ start: Int) throws -> Bool {
        guard chars[start] == "0", start + 1 < chars.count,
            let base = ["x": 16, "X": 16, "b": 2, "B": 2, "o": 8, "O": 8][chars[start + 1]]
        else { return false }
        var j = start + 2
        var digits = ""
        // In bases 2 and 8 an `e` is fend's exponent (`0b1e10` is 1 × 2^0b10), not a digit.
        while j < chars.count, chars[j] == "_" || chars[j].isHexDigit, base == 16 || (chars[j] != "e" && chars[j] != "E") {
            if chars[j] != "_" { digits.append(chars[j]) }
            j += 1
        }
        // Soulver writes one after the prefix (`0b_1100_0001`); fend refuses that too.
        if j > start + 2, chars[j - 1] == "_" || slice(start + 2, j).contains("__") {
            throw Lexer.strayUnderscore(column: start + 1, token: slice(start, j))
        }
        guard !digits.isEmpty else { return false }
        var value = try Lexer.digitsValue(digits, base: base, start: start, token: slice(start, j))
        // numbat's `0x1E1.a8`: digits after a point are fractions of the base.
        if j + 1 < chars.count, chars[j] == ".", let v = chars[j + 1].hexDigitValue, v < base {
            var k = j + 1
            var scale = Decimal(1)
            while k < chars.count, let v = chars[k].hexDigitValue, v < base {
                scale /= Decimal(base)
                value += Decimal(v) * scale
                k += 1
            }
            j = k
        }
        if let (exponent, end) = basedExponent(at: j, base: base) {
            // The radix is 2 (`p`, or `e` in binary) or 8 (`e` in octal): three bits a power there.
            guard abs(exponent.power) * (exponent.radix == 8 ? 3 : 1) <= Lexer.maxBasedExponent else {
                throw CalcError(.writtenExponentTooLarge, column: start + 1, token: slice(start, end))
            }
            let factor = pow(Decimal(exponent.radix), abs(exponent.power))
            value = exponent.power < 0 ? value / factor : value * factor
            j = end
        }
        emit(.number(value, base == 16 ? .hex : (base == 2 ? .binary : .octal)), from: start, to: j)
        return true
    }

    /// A decimal number: digits with group separators, underscores and a point, a recurring tail
    /// (`0.(3)`) or an exponent.
    private mutating func scanDecimal(_ start: Int) throws {
        let point: Character = decimalComma ? "," : "."
        let digits = try scanDecimalDigits(start)
        var (j, text) = (digits.end, digits.text)
        // Every scan consumes at least one character, so the lexer's loop always moves on.
        guard j > start else { throw CalcError.unknown(String(chars[start]), column: start + 1) }
        if let (value, end) = recurringTail(at: j, text: text, sawPoint: digits.sawPoint, point: point) {
            emit(.number(value, .decimal), from: start, to: end)
            return
        }
        let plainEnd = j
        if let (exponent, end) = try decimalExponent(at: j, start: start) {
            text += exponent
            j = end
        }
        if j == plainEnd, digits.count <= 18, digits.scale >= 0 {
            let value = Decimal(sign: .plus, exponent: -digits.scale, significand: Decimal(digits.mantissa))
            emit(.number(value, .decimal), from: start, to: j)
            return
        }
        guard let value = Decimal(string: text, locale: Lexer.posix), !value.isNaN else {
            // Below 10^-128 a number is 0, as a result there is (CheckedDecimal); above the range, an error.
            if text.contains("e-") {
                emit(.number(0, .decimal), from: start, to: j)
                return
            }
            throw CalcError(.tooLarge, column: start + 1, token: slice(start, j))
        }
        emit(.number(value, .decimal), from: start, to: j)
    }

    /// The digits of a decimal number from `start`, as text with a `.` point; up to 18 significant
    /// digits also accumulate in an integer (`mantissa`, `scale` places after the point) for the fast path.
    private func scanDecimalDigits(_ start: Int) throws -> (
        text: String, end: Int, sawPoint: Bool, mantissa: UInt64, count: Int, scale: Int
    ) {
        let group: Character = decimalComma ? "." : ","
        let point: Character = decimalComma ? "," : "."
        var text = ""
        var j = start
        var sawPoint = false
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        while j < chars.count {
            let c = chars[j]
            if let d = c.asciiDigit {
                text.append(c)
                if digits < 18 {
                    mantissa = mantissa * 10 + UInt64(d); if sawPoint { scale += 1 }
                } else if !sawPoint {
                    scale -= 1
                }
                if mantissa > 0 || d > 0 { digits += 1 }
                j += 1
                continue
            }
            if c == "_", !text.isEmpty {
                guard peekIsDigitAt(j + 1) else { throw Lexer.strayUnderscore(column: start + 1, token: slice(start, j + 1)) }
                j += 1
                continue
            }
            if c == group, !text.isEmpty, !sawPoint, groupFollows(j + 1) { j += 1; continue }
            if c == point, !sawPoint, peekIsDigitAt(j + 1) { text.append("."); sawPoint = true; j += 1; continue }
            break
        }
        return (text, j, sawPoint, mantissa, digits, scale)
    }

    /// `e5`, `E-3` after a decimal number's digits (not before a letter: `2em` is a unit): its text and end.
    private func decimalExponent(at j: Int, start: Int) throws -> (String, Int)? {
        guard j < chars.count, chars[j] == "e" || chars[j] == "E" else { return nil }
        var k = j + 1
        var exp = "e"
        if k < chars.count, chars[k] == "+" || chars[k] == "-" { exp.append(chars[k]); k += 1 }
        let startDigits = k
        while peekIsDigitAt(k) { exp.append(chars[k]); k += 1 }
        let followedByLetter = k < chars.count && chars[k].isLetter
        guard k > startDigits, !followedByLetter else { return nil }
        guard k - startDigits <= 4 else {
            throw CalcError(.writtenExponentTooLarge, column: start + 1, token: slice(start, k))
        }
        return (exp, k)
    }

    static let posix = Locale(identifier: "en_US_POSIX")

    /// fend's recurring decimals: `0.(3)` is 1/3, `0.1234(34)` is 0.12343434…; the repeating digits
    /// (at most 30) follow the point or the decimals directly, in parentheses.
    private func recurringTail(at j: Int, text: String, sawPoint: Bool, point: Character) -> (Decimal, Int)? {
        var k = j
        if !sawPoint, k < chars.count, chars[k] == point { k += 1 } else if !sawPoint { return nil }
        guard k < chars.count, chars[k] == "(" else { return nil }
        var m = k + 1
        var repeating = ""
        while m < chars.count, chars[m].asciiDigit != nil, repeating.count < 30 { repeating.append(chars[m]); m += 1 }
        guard !repeating.isEmpty, m < chars.count, chars[m] == ")", let base = Decimal(string: text, locale: Lexer.posix),
            let digits = Decimal(string: repeating, locale: Lexer.posix)
        else { return nil }
        // After a decimal point, digits in brackets written against the number repeat (fend's
        // notation, and how `to float` prints: `0.12(34)` is 0.123434…); `0.5 (2)` with a space,
        // and `3(2)` without a point, stay products.
        let fraction = sawPoint ? String(text.split(separator: ".").last ?? "") : ""
        let places = fraction.count
        var period = Decimal(1)
        for _ in 0..<repeating.count { period *= 10 }
        var shift = Decimal(1)
        for _ in 0..<places { shift *= 10 }
        return (base + digits / (period - 1) / shift, m + 1)
    }

    /// What follows the first digits of a date (`2019-04-01`, `01.05.2005`, `12/02/1988`) or a clock time (`3:35`).
    static let dateOrClockSeparators: [Character] = ["-", ".", "/", ":"]

    private func peekIsDigitAt(_ i: Int) -> Bool {
        i < chars.count && chars[i].asciiDigit != nil
    }

    /// A grouping separator must be followed by exactly three digits.
    private func groupFollows(_ i: Int) -> Bool {
        var n = 0
        while peekIsDigitAt(i + n) { n += 1 }
        return n == 3
    }

    private func int(_ from: Int, _ count: Int) -> Int? {
        guard from + count <= chars.count else { return nil }
        var v = 0
        for k in from..<(from + count) {
            guard let d = chars[k].asciiDigit else { return nil }
            v = v * 10 + d
        }
        return v
    }

    func scanISODate(from i: Int) -> (components: DateParts, end: Int)? {
        guard let y = int(i, 4), i + 4 < chars.count, chars[i + 4] == "-",
            let m = int(i + 5, 2), i + 7 < chars.count, chars[i + 7] == "-",
            let d = int(i + 8, 2), (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        var comps = DateParts(year: y, month: m, day: d)
        var end = i + 10
        if end < chars.count,
            chars[end] == "T" || chars[end] == " " && int(end + 1, 2) != nil && end + 3 < chars.count && chars[end + 3] == ":",
            let h = int(end + 1, 2), end + 3 < chars.count, chars[end + 3] == ":", let mi = int(end + 4, 2)
        {
            comps.hour = h
            comps.minute = mi
            end += 6
            if end < chars.count, chars[end] == ":", let s = int(end + 1, 2) {
                comps.second = s
                end += 3
            }
            if end < chars.count, chars[end] == "Z" {
                comps.timeZone = TimeZone(identifier: "UTC")
                end += 1
            } else if end + 5 < chars.count, chars[end] == "+" || chars[end] == "-", let oh = int(end + 1, 2),
                chars[end + 3] == ":", let om = int(end + 4, 2), oh <= 14, om < 60
            {
                // `2019-04-01T15:30:00+11:00`: an offset, as `as iso8601` prints one.
                let sign = chars[end] == "-" ? -1 : 1
                comps.timeZone = TimeZone(secondsFromGMT: sign * (oh * 3600 + om * 60))
                end += 6
            }
        }
        if end < chars.count, chars[end].isLetter || chars[end].isNumber { return nil }
        return (comps, end)
    }

    private func scanDottedDate(from i: Int) -> (components: DateParts, end: Int)? {
        let dayLen = digitCount(i)
        guard (1...2).contains(dayLen), let d = int(i, dayLen), i + dayLen < chars.count,
            chars[i + dayLen] == "." || chars[i + dayLen] == "/"
        else { return nil }
        let sep = chars[i + dayLen]
        let mStart = i + dayLen + 1
        let mLen = digitCount(mStart)
        guard (1...2).contains(mLen), let m = int(mStart, mLen), mStart + mLen < chars.count,
            chars[mStart + mLen] == sep
        else { return nil }
        let yStart = mStart + mLen + 1
        guard digitCount(yStart) == 4, let y = int(yStart, 4), (1...12).contains(m), (1...31).contains(d) else { return nil }
        return (DateParts(year: y, month: m, day: d), yStart + 4)
    }

    func digitCount(_ i: Int) -> Int {
        var n = 0
        while peekIsDigitAt(i + n) { n += 1 }
        return n
    }

    private func scanClock(from i: Int) -> (h: Int, m: Int, s: Int?, end: Int)? {
        let hLen = digitCount(i)
        guard (1...2).contains(hLen), let h = int(i, hLen), i + hLen < chars.count, chars[i + hLen] == ":",
            digitCount(i + hLen + 1) == 2, let m = int(i + hLen + 1, 2), h < 100, m < 60
        else { return nil }
        var end = i + hLen + 3
        var s: Int?
        if end < chars.count, chars[end] == ":", digitCount(end + 1) == 2, let sec = int(end + 1, 2), sec < 60 {
            s = sec
            end += 3
        }
        return (h, m, s, end)
    }

    /// `03:10:20:05`, `03:10:20:010`: hours, minutes, seconds and 1–3 digits of frames.
    private func scanTimecode(from i: Int) -> (seconds: Int, frame: Int, end: Int)? {
        guard let clock = scanClock(from: i), let s = clock.s, clock.end < chars.count, chars[clock.end] == ":" else {
            return nil
        }
        let n = digitCount(clock.end + 1)
        guard (1...3).contains(n), let frame = int(clock.end + 1, n) else { return nil }
        return (clock.h * 3600 + clock.m * 60 + s, frame, clock.end + 1 + n)
    }

    /// fend's `<base>#<digits>` (`6#100` is 36, `16#dead_beef`): a base from 2 to 36, `#`, then
    /// digits of that base (`_` between them is ignored). Nil when the text is not that form.
    func scanBasedNumber(from start: Int) throws -> (value: Decimal, end: Int)? {
        var j = start, base = 0
        while j < chars.count, j - start < 2, let d = chars[j].asciiDigit {
            base = base * 10 + Int(d)
            j += 1
        }
        guard j > start, j + 1 < chars.count, chars[j] == "#", chars[j + 1].isLetter || chars[j + 1].isNumber else { return nil }
        guard (2...36).contains(base) else {
            throw CalcError(.baseOutOfRange, column: start + 1, token: slice(start, j + 1))
        }
        j += 1
        var value: Decimal = 0
        var count = 0
        while j < chars.count, chars[j] == "_" || (chars[j].isASCII && (chars[j].isLetter || chars[j].isNumber)) {
            if chars[j] != "_" {
                guard
                    let v = chars[j].hexDigitValue
                        ?? chars[j].lowercased().first.flatMap({ c in
                            c.asciiValue.map { Int($0) - 87 }
                        }), v < base, v >= 0
                else {
                    throw CalcError(.notADigit(chars[j], base: base), column: start + 1, token: slice(start, j + 1))
                }
                count += 1
                guard count <= 60 else { throw CalcError(.tooManyBaseDigits(base: base), column: start + 1) }
                value = value * Decimal(base) + Decimal(v)
            }
            j += 1
        }
        return (value, j)
    }
}

extension Lexer {
    /// `1__000`, `0xff_`, `5_`: an underscore groups digits, so it stands between two of them
    /// (or after a base prefix, `0b_1100`).
    static func strayUnderscore(column: Int, token: String) -> CalcError {
        CalcError(.strayUnderscore, column: column, token: token)
    }
}
