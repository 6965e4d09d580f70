import DigitGrouping
import Foundation

/// Renders decimals with grouping, a chosen decimal separator and SI suffixes.
struct NumberText {
    let decimalComma: Bool
    let grouping: Bool
    /// Decimal places of an exponent form's mantissa (`1.43e-7` at 2).
    var figures: Int = 10

    /// `places` caps the decimals; `minPlaces` pads with zeros (money).
    func format(_ value: Decimal, maxPlaces: Int, minPlaces: Int = 0) -> String {
        if let sci = scientific(value) { return sci }
        return fixed(value, maxPlaces: maxPlaces, minPlaces: minPlaces)
    }

    /// Positional digits, never exponent form.
    func fixed(_ value: Decimal, maxPlaces: Int, minPlaces: Int = 0) -> String {
        let rounded = DecimalMath.rounded(value, maxPlaces)
        var text = SmallDecimal.text(rounded) ?? rounded.description
        var negative = false
        if text.hasPrefix("-") { negative = true; text.removeFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var intPart = parts[0]
        var frac = parts.count > 1 ? parts[1] : ""
        while frac.count < minPlaces { frac.append("0") }
        if grouping { intPart = DigitGrouping.grouped(intPart, separator: decimalComma ? "." : ",") }
        // Appended, not `joined`: every `calc` answer passes here, and `joined` looks up its
        // conformances at run time the first time (0.3 M instructions; issue 29).
        let body = frac.isEmpty ? intPart : intPart + (decimalComma ? "," : ".") + frac
        let isZero = rounded == 0
        return (negative && !isZero ? "-" : "") + body
    }

    private static let huge = Decimal(sign: .plus, exponent: 21, significand: 1)
    private static let tiny = Decimal(sign: .plus, exponent: -10, significand: 1)
    /// Below a millionth, ten places keep four significant figures or fewer.
    private static let small = Decimal(sign: .plus, exponent: -6, significand: 1)

    /// Beyond 21 integer digits or below 1e-10, digits stop being readable: `4.5238934212e+24`;
    /// below 1e-6 a number whose figures ten places would cut is shown whole too
    /// (`5.670374419e-8`, not `0.0000000567`), while `0.0000005` stays as written.
    /// The exponent comes from the Decimal itself; no Double, so no infinities.
    func scientific(_ value: Decimal) -> String? {
        guard !value.isNaN else { return nil }
        let magnitude = abs(value)
        let cutShort = magnitude < NumberText.small && DecimalMath.rounded(magnitude, 10) != magnitude
        guard magnitude >= NumberText.huge || ((magnitude < NumberText.tiny || cutShort) && !value.isZero) else { return nil }
        let significand = magnitude.significand
        let digits = significand.description.count
        var e = magnitude.exponent + digits - 1
        var mantissa = DecimalMath.rounded(Decimal(sign: .plus, exponent: -(digits - 1), significand: significand), figures)
        if mantissa >= 10 {
            mantissa = DecimalMath.rounded(mantissa / 10, figures)
            e += 1
        }
        let body = NumberText(decimalComma: decimalComma, grouping: false).fixed(mantissa, maxPlaces: figures)
        return (value < 0 ? "-" : "") + body + (e < 0 ? "e-" : "e+") + String(abs(e))
    }

    /// `30k`, `3.3M`, `3.406G` for values of at least a thousand; nil below that.
    func si(_ value: Decimal) -> String? {
        // From a million trillions on, a suffix would sit on a long number or exponent form
        // (`300,000,000,000,000,000,000T`, `3.4e+26T`): the plain form reads better.
        guard abs(value) < 1_000_000_000_000_000_000 else { return nil }
        let scales: [(Decimal, String)] = [(1_000_000_000_000, "T"), (1_000_000_000, "G"), (1_000_000, "M"), (1000, "k")]
        for (scale, suffix) in scales where abs(value) >= scale {
            return format(SmallDecimal.quotient(value, scale), maxPlaces: 3) + suffix
        }
        return nil
    }

    /// `1/4`, `4/3` from a decimal via continued fractions (denominators up to 1,000,000).
    static func fraction(_ value: Decimal) -> (Int, Int)? {
        let x = DecimalMath.double(value)
        guard x.isFinite, abs(x) < 1e12, abs(x) > 1e-9 || x == 0 else { return nil }
        var h0 = 0.0, h1 = 1.0, k0 = 1.0, k1 = 0.0
        var r = x
        for _ in 0..<40 {
            let a = r.rounded(.down)
            (h0, h1) = (h1, a * h1 + h0)
            (k0, k1) = (k1, a * k1 + k0)
            if k1 > 1_000_000 { return nil }
            if abs(x - h1 / k1) < 1e-12 { return (Int(h1), Int(k1)) }
            let f = r - a
            if f < 1e-15 { break }
            r = 1 / f
        }
        return abs(x - h1 / k1) < 1e-12 ? (Int(h1), Int(k1)) : nil
    }

    /// The longest repeating block `recurring` writes out; a longer period keeps the plain form.
    static let maxPeriod = 1000

    /// `0.(81)`, `718.48(285714)`, `0.125`: a number that is a fraction (`fraction`, and Decimal's
    /// 38 digits agreeing with it) written with all its digits and the repeating block in
    /// brackets. Nil when the number is not such a fraction or its period passes `maxPeriod`.
    static func recurring(_ value: Decimal) -> String? {
        guard let (p, q) = fraction(value), q > 0 else { return nil }
        let exact = Decimal(p) / Decimal(q)
        guard abs(exact - value) <= max(abs(value), 1) * Decimal(sign: .plus, exponent: -30, significand: 1) else { return nil }
        let whole = abs(p) / q
        var remainder = abs(p) % q
        var digits: [Character] = []
        var seen: [Int: Int] = [:]
        while remainder != 0, seen[remainder] == nil {
            guard digits.count <= maxPeriod else { return nil }
            seen[remainder] = digits.count
            remainder *= 10
            digits.append(Character(String(remainder / q)))
            remainder %= q
        }
        var text = (p < 0 ? "-" : "") + String(whole)
        guard !digits.isEmpty else { return text }
        text += "."
        if let start = seen[remainder], remainder != 0 {
            text += String(digits[..<start]) + "(" + String(digits[start...]) + ")"
        } else {
            text += String(digits)
        }
        return text
    }

    /// A whole number's digits in `base` (2...36), lower case, without a prefix.
    static func digits(_ value: Decimal, _ base: Int) -> String? {
        guard let n = DecimalMath.int(value) else { return nil }
        return (n < 0 ? "-" : "") + String(abs(n), radix: base)
    }

    static func radix(_ value: Decimal, _ base: Int) -> String? {
        guard let n = DecimalMath.int(value) else { return nil }
        let prefix = base == 16 ? "0x" : (base == 2 ? "0b" : "0o")
        let digits = String(abs(n), radix: base).uppercased()
        return (n < 0 ? "-" : "") + prefix + digits
    }
}
