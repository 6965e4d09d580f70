import Foundation

// Reals as SQLite writes them (https://www.sqlite.org/printf.html): its printf works from at most
// 16 significant decimal digits, so `printf('%.20f', 0.1)` is 0.10000000000000000000 and
// `round(2.675, 2)` is 2.68; a real turned into text is `%!.15g` (15 significant digits, always a
// '.', e.g. 3.0 and 1.0e+20).

/// The decimal digits of a double, rounded to 16 significant digits, then re-roundable.
struct DecimalDigits {
    var negative: Bool
    /// Significant digits, most significant first; [0] for zero.
    var digits: [UInt8]
    /// The power of ten of the first digit: value = d0.d1d2… × 10^exponent.
    var exponent: Int

    init(_ value: Double) {
        negative = value < 0
        let written = String(format: "%.15e", abs(value))
        let parts = written.split(separator: "e")
        digits = parts.first.map { $0.utf8.filter { $0 != 0x2E }.map { $0 - 0x30 } } ?? [0]
        exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        if digits.allSatisfy({ $0 == 0 }) {
            digits = [0]
            exponent = 0
            negative = false
        }
    }

    var isZero: Bool { digits == [0] }

    /// Keeps `count` significant digits, rounding half away from zero.
    mutating func round(significant count: Int) {
        guard count < digits.count else { return }
        if count < 0 {
            digits = [0]
            exponent = 0
            return
        }
        let roundUp = digits[count] >= 5
        digits.removeSubrange(count...)
        guard roundUp else {
            if digits.isEmpty { digits = [0]; exponent = 0 }
            return
        }
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] < 9 {
                digits[index] += 1
                return
            }
            digits[index] = 0
            index -= 1
        }
        digits.insert(1, at: 0)
        exponent += 1
    }

    /// Keeps `count` digits after the decimal point.
    mutating func round(fractionDigits count: Int) {
        if isZero { return }
        let keep = exponent + 1 + count
        if keep == 0 {
            // Only the rounding digit remains: 0.5 → 1, 0.4 → 0.
            let roundUp = digits[0] >= 5
            digits = roundUp ? [1] : [0]
            exponent = roundUp ? -count : 0
            return
        }
        round(significant: keep)
    }

    func digit(at power: Int) -> Character {
        let index = exponent - power
        guard index >= 0, index < digits.count else { return "0" }
        return Character(Unicode.Scalar(digits[index] + 0x30))
    }

    /// Fixed notation with `count` digits after the point (already rounded).
    func fixed(_ count: Int, thousands: Bool = false) -> String {
        var integer = ""
        let top = max(exponent, 0)
        for power in stride(from: top, through: 0, by: -1) {
            integer.append(digit(at: power))
            if thousands, power > 0, power % 3 == 0 { integer.append(",") }
        }
        var fraction = ""
        if count > 0 {
            for power in 1...count { fraction.append(digit(at: -power)) }
        }
        return fraction.isEmpty ? integer : integer + "." + fraction
    }

    /// Scientific notation with `count` digits after the point (already rounded).
    func scientific(_ count: Int, upper: Bool = false) -> String {
        var text = String(digit(at: exponent))
        if count > 0 {
            text += "."
            for power in 1...count { text.append(digit(at: exponent - power)) }
        }
        let magnitude = abs(exponent)
        let sign = exponent < 0 ? "-" : "+"
        return text + (upper ? "E" : "e") + sign + (magnitude < 10 ? "0" : "") + String(magnitude)
    }
}

enum RealFormatting {
    /// `%!.15g`: how SQLite turns a real into text.
    static func sqliteText(_ value: Double) -> String {
        if value.isInfinite { return value < 0 ? "-Inf" : "Inf" }
        let text = general(value, precision: 15, alternate: false, keepPoint: true)
        return text
    }

    /// `%g` with `precision` significant digits; `keepPoint` is SQLite's '!' flag.
    static func general(_ value: Double, precision: Int, alternate: Bool, keepPoint: Bool, upper: Bool = false) -> String {
        if value.isInfinite { return value < 0 ? "-Inf" : "Inf" }
        let significant = max(precision, 1)
        var decimal = DecimalDigits(value)
        decimal.round(significant: significant)
        let sign = decimal.negative ? "-" : ""
        let exponent = decimal.exponent
        var text: String
        let scientific = exponent < -4 || exponent >= significant
        if scientific {
            text = decimal.scientific(significant - 1, upper: upper)
        } else {
            text = decimal.fixed(max(significant - 1 - exponent, 0))
        }
        if !alternate { text = stripZeros(text, keepPoint: keepPoint) }
        return sign + text
    }

    /// Removes trailing fraction zeros (and the point, unless `keepPoint` leaves ".0").
    static func stripZeros(_ text: String, keepPoint: Bool) -> String {
        let mantissaEnd = text.firstIndex(where: { $0 == "e" || $0 == "E" }) ?? text.endIndex
        var mantissa = String(text[..<mantissaEnd])
        let suffix = String(text[mantissaEnd...])
        if mantissa.contains(".") {
            while mantissa.hasSuffix("0") { mantissa.removeLast() }
            if mantissa.hasSuffix(".") { mantissa += keepPoint ? "0" : "" }
            if mantissa.hasSuffix(".") { mantissa.removeLast() }
        } else if keepPoint {
            mantissa += ".0"
        }
        return mantissa + suffix
    }
}
