// How SQLite reads a number out of text (https://www.sqlite.org/lang_expr.html, "CAST
// expressions", and datatype3.html section 3.4): the longest prefix that looks like a number,
// after leading spaces; arithmetic and CAST use the prefix ('3abc' + 1 = 4), type affinity only a
// text that is a number as a whole (spaces around allowed).

/// The numeric prefix of a text.
struct NumericPrefix {
    /// The prefix's value: an integer when it has no '.' or exponent and fits 64 bits, else a real.
    var value: SQLValue
    /// The prefix has a '.' or an exponent.
    var looksReal: Bool
    /// Digits were found at all.
    var hasDigits: Bool
    /// Only spaces follow the prefix.
    var isWhole: Bool

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        let start = index
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D { index += 1 }
        var digits = 0
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1; digits += 1 }
        var real = false
        if index < bytes.count, bytes[index] == 0x2E {
            var fraction = index + 1
            while fraction < bytes.count, Self.isDigit(bytes[fraction]) { fraction += 1; digits += 1 }
            if digits > 0 { real = true; index = fraction }
        }
        if digits > 0, index < bytes.count, bytes[index] | 0x20 == 0x65 {
            var exponent = index + 1
            if exponent < bytes.count, bytes[exponent] == 0x2B || bytes[exponent] == 0x2D { exponent += 1 }
            let exponentDigits = exponent
            while exponent < bytes.count, Self.isDigit(bytes[exponent]) { exponent += 1 }
            if exponent > exponentDigits { real = true; index = exponent }
        }
        hasDigits = digits > 0
        looksReal = real
        let prefix = hasDigits ? String(decoding: bytes[start..<index], as: UTF8.self) : "0"
        if !real, let integer = Int64(prefix) {
            value = .integer(integer)
        } else {
            value = .real(Double(prefix) ?? 0)
        }
        var rest = hasDigits ? index : start
        while rest < bytes.count, Self.isSpace(bytes[rest]) { rest += 1 }
        isWhole = hasDigits && rest == bytes.count
    }
}

enum SQLNumeric {
    /// The value as a number for arithmetic: NULL stays NULL, a text becomes its numeric prefix.
    static func number(_ value: SQLValue) -> SQLValue {
        switch value {
        case .null, .integer, .real: value
        case .text(let text): NumericPrefix(text).value
        }
    }

    /// The value as a double (NULL as 0), for functions that take reals.
    static func double(_ value: SQLValue) -> Double {
        switch number(value) {
        case .integer(let integer): Double(integer)
        case .real(let real): real
        default: 0
        }
    }

    /// The value as an integer, as `CAST(x AS INTEGER)` makes it (reals truncated and clamped).
    static func integer(_ value: SQLValue) -> Int64 {
        switch value {
        case .null: 0
        case .integer(let integer): integer
        case .real(let real): clamp(real)
        case .text(let text): integerPrefix(text)
        }
    }

    /// A real truncated toward zero into the 64-bit range.
    static func clamp(_ real: Double) -> Int64 {
        if real.isNaN { return 0 }
        if real >= 9.223372036854775808e18 { return Int64.max }
        if real <= -9.223372036854775808e18 { return Int64.min }
        return Int64(real)
    }

    /// `CAST(text AS INTEGER)`: the leading integer only ('1e5' is 1), saturating on overflow.
    private static func integerPrefix(_ text: String) -> Int64 {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count, NumericPrefix.isSpace(bytes[index]) { index += 1 }
        var negative = false
        if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {
            negative = bytes[index] == 0x2D
            index += 1
        }
        var result: Int64 = 0
        while index < bytes.count, NumericPrefix.isDigit(bytes[index]) {
            let digit = Int64(bytes[index] - 0x30)
            let (times, overflowTimes) = result.multipliedReportingOverflow(by: 10)
            let (plus, overflowPlus) = times.addingReportingOverflow(digit)
            if overflowTimes || overflowPlus { return negative ? Int64.min : Int64.max }
            result = plus
            index += 1
        }
        return negative ? 0 &- result : result
    }

    /// `CAST(x AS REAL)`.
    static func real(_ value: SQLValue) -> SQLValue {
        value.isNull ? .null : .real(double(value))
    }

    /// `CAST(x AS NUMERIC)`: a text becomes an integer when its prefix is integral and fits.
    static func castNumeric(_ value: SQLValue) -> SQLValue {
        guard case .text(let text) = value else { return value }
        let prefix = NumericPrefix(text)
        if case .real(let real) = prefix.value, let exact = exactInteger(real) { return .integer(exact) }
        return prefix.value
    }

    /// NUMERIC affinity applied to a compared value: a text that is a number as a whole becomes it.
    static func numericAffinity(_ value: SQLValue) -> SQLValue {
        guard case .text(let text) = value else { return value }
        let prefix = NumericPrefix(text)
        return prefix.isWhole ? prefix.value : value
    }

    /// TEXT affinity applied to a compared value: a number becomes its text.
    static func textAffinity(_ value: SQLValue) -> SQLValue {
        switch value {
        case .integer, .real: .text(value.text ?? "")
        default: value
        }
    }

    /// The integer equal to `real`, when there is one within 64 bits.
    static func exactInteger(_ real: Double) -> Int64? {
        guard real.rounded(.towardZero) == real, real > -9.223372036854775808e18, real < 9.223372036854775807e18 else {
            return nil
        }
        return Int64(real)
    }

    /// The value as text for text functions: NULL as nil.
    static func text(_ value: SQLValue) -> String? { value.text }
}
