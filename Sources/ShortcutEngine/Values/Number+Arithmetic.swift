import CheckedDecimal
import Foundation

/// Why an arithmetic operation has no answer.
public enum ArithmeticError: Error, Sendable, Equatable {
    case divisionByZero
    case overflow
    case undefined(String)

    /// The engine's reading of a checked decimal failure (a NaN operand cannot reach it: `Number` never holds one).
    init(_ error: DecimalRangeError) {
        switch error {
        case .divisionByZero: self = .divisionByZero
        case .overflow, .notANumber: self = .overflow
        }
    }
}

/// Every operation goes through `CheckedDecimal` (decimals) or a finiteness check (doubles), so none
/// traps and none answers NaN or an infinity: a result too large is `.overflow`, a result smaller than
/// 10^-128 is 0 (see docs/format.md, "Numbers").
extension Number {
    /// The sum: an exact integer unless that overflows, then a double if either side is one, else an exact decimal.
    public static func + (lhs: Number, rhs: Number) throws(ArithmeticError) -> Number {
        if case .integer(let a) = lhs, case .integer(let b) = rhs {
            let (sum, overflow) = a.addingReportingOverflow(b)
            if !overflow { return .integer(sum) }
        }
        if lhs.isDouble || rhs.isDouble { return try finite(lhs.double + rhs.double) }
        return try decimal { () throws(DecimalRangeError) in try CheckedDecimal.add(lhs.decimal, rhs.decimal) }
    }

    /// The difference: an exact integer unless that overflows, then a double if either side is one, else a decimal.
    public static func - (lhs: Number, rhs: Number) throws(ArithmeticError) -> Number {
        if case .integer(let a) = lhs, case .integer(let b) = rhs {
            let (difference, overflow) = a.subtractingReportingOverflow(b)
            if !overflow { return .integer(difference) }
        }
        if lhs.isDouble || rhs.isDouble { return try finite(lhs.double - rhs.double) }
        return try decimal { () throws(DecimalRangeError) in try CheckedDecimal.subtract(lhs.decimal, rhs.decimal) }
    }

    /// The product: an exact integer unless that overflows, then a double if either side is one, else a decimal.
    public static func * (lhs: Number, rhs: Number) throws(ArithmeticError) -> Number {
        if case .integer(let a) = lhs, case .integer(let b) = rhs {
            let (product, overflow) = a.multipliedReportingOverflow(by: b)
            if !overflow { return .integer(product) }
        }
        if lhs.isDouble || rhs.isDouble { return try finite(lhs.double * rhs.double) }
        return try decimal { () throws(DecimalRangeError) in try CheckedDecimal.multiply(lhs.decimal, rhs.decimal) }
    }

    /// The quotient: an integer when the division is exact, else a double or decimal like `+`.
    /// Throws `.divisionByZero` when `divisor` is zero.
    public func divided(by divisor: Number) throws(ArithmeticError) -> Number {
        if divisor.isZero { throw .divisionByZero }
        if case .integer(let a) = self, case .integer(let b) = divisor, b != -1 || a != Int.min, a % b == 0 {
            return .integer(a / b)
        }
        if isDouble || divisor.isDouble { return try Number.finite(double / divisor.double) }
        let (dividend, divisor) = (decimal, divisor.decimal)
        return try Number.decimal { () throws(DecimalRangeError) in try CheckedDecimal.divide(dividend, divisor) }
    }

    /// The remainder with the sign of the divisor, as Shortcuts' Modulus shows it.
    public func modulo(_ divisor: Number) throws(ArithmeticError) -> Number {
        if divisor.isZero { throw .divisionByZero }
        if case .integer(let a) = self, case .integer(let b) = divisor, b != -1 {
            let r = a % b
            return .integer(r != 0 && (r < 0) != (b < 0) ? r + b : r)
        }
        let quotient = try divided(by: divisor).rounded(places: 0, mode: .down)
        return try self - quotient * divisor
    }

    /// Largest whole exponent raised exactly, by repeated multiplication; larger ones go through `pow`.
    static let exactPowerLimit = 4096

    /// Raises to a power: exact for whole exponents up to a bound, binary otherwise.
    public func power(_ exponent: Number) throws(ArithmeticError) -> Number {
        if let n = exponent.int, abs(n) <= Number.exactPowerLimit, !isDouble {
            if n >= 0 {
                var result = Number.integer(1)
                for _ in 0..<n { result = try result * self }
                return result
            }
            if isZero { throw .divisionByZero }
            let positive: Number
            do { positive = try power(.integer(-n)) } catch .overflow { return .integer(0) }  // 1 ÷ (too large) is below 10^-128
            // A nonzero base whose power saturated to 0: its reciprocal is too large.
            if positive.isZero { throw .overflow }
            return try Number.integer(1).divided(by: positive)
        }
        let value = Foundation.pow(double, exponent.double)
        if value.isNaN { throw .undefined("\(self.description) to the power of \(exponent.description)") }
        if value.isInfinite { throw .overflow }
        return try Number.finite(value)
    }

    /// A double result held to the decimal range, so it converts, prints and computes on like any other
    /// number: infinite or NaN (operands are finite, so an overflow) or beyond `Decimal` is `.overflow`,
    /// below 10^-128 is 0, as `CheckedDecimal` does for decimals.
    static func finite(_ value: Double) throws(ArithmeticError) -> Number {
        guard value.isFinite else { throw .overflow }
        let number = Number(value)
        guard case .double = number, number.decimal.isNaN else { return number }
        if abs(value) < 1 { return .integer(0) }
        throw .overflow
    }

    /// A checked decimal result, its failure in the engine's terms.
    static func decimal(_ operation: () throws(DecimalRangeError) -> Decimal) throws(ArithmeticError) -> Number {
        do { return Number(try operation()) } catch { throw ArithmeticError(error) }
    }

    /// The value with its sign flipped (`Int.min` becomes a decimal, since its negation does not fit).
    public var negated: Number {
        switch self {
        case .integer(let int) where int != Int.min: return .integer(-int)
        case .double(let double): return .double(-double)
        default: return Number(-decimal)
        }
    }

    /// The absolute value.
    public var magnitude: Number { isNegative ? negated : self }

    /// Whether the value is zero, whatever its representation.
    public var isZero: Bool {
        switch self {
        case .integer(let int): return int == 0
        case .decimal(let decimal): return decimal.isZero
        case .double(let double): return double == 0
        }
    }

    var isDouble: Bool { if case .double = self { return true } else { return false } }

    /// How to round a number.
    public enum RoundingMode: String, Sendable, CaseIterable { case normal, up, down }

    /// Rounds to `places` digits after the point (negative places round to tens, hundreds…);
    /// rounding up past the largest decimal is `.overflow`.
    public func rounded(places: Int, mode: RoundingMode) throws(ArithmeticError) -> Number {
        if case .integer = self, places >= 0 { return self }
        let foundationMode: NSDecimalNumber.RoundingMode
        switch mode {
        case .normal: foundationMode = .plain
        case .up: foundationMode = isNegative ? .down : .up
        case .down: foundationMode = isNegative ? .up : .down
        }
        let value = decimal
        return try Number.decimal { () throws(DecimalRangeError) in
            try CheckedDecimal.rounded(value, places: places, mode: foundationMode)
        }
    }

    /// Numeric order across representations (`1` < `1.5`); a double on either side compares as doubles.
    public static func < (lhs: Number, rhs: Number) -> Bool {
        if case .integer(let a) = lhs, case .integer(let b) = rhs { return a < b }
        if lhs.isDouble || rhs.isDouble { return lhs.double < rhs.double }
        return lhs.decimal < rhs.decimal
    }

    /// Numeric equality across representations (`2` equals `2.0`).
    public func isEqual(to other: Number) -> Bool {
        if case .integer(let a) = self, case .integer(let b) = other { return a == b }
        if isDouble || other.isDouble { return double == other.double }
        return decimal == other.decimal
    }
}

extension Number: CustomStringConvertible {
    /// Plain notation with a point and no grouping: `1234.5`, `-3`, `0.1`.
    public var description: String {
        switch self {
        case .integer(let int): return String(int)
        case .decimal(let decimal): return Number.plain(decimal)
        case .double(let double):
            if double.isNaN { return "NaN" }
            if double.isInfinite { return double < 0 ? "-∞" : "∞" }
            // 15 significant digits hide binary noise such as 0.30000000000000004.
            let rounded = Decimal(string: String(format: "%.15g", double)) ?? Decimal(double)
            // Beyond what a Decimal holds (arithmetic never answers such a double): Swift's own notation, not "NaN".
            if rounded.isNaN { return "\(double)" }
            return Number.plain(rounded)
        }
    }

    static func plain(_ decimal: Decimal) -> String {
        var text = NSDecimalNumber(decimal: decimal).description(withLocale: Locale(identifier: "en_US_POSIX"))
        if text.contains("E") || text.contains("e") {
            text = "\(decimal)"
        }
        return text
    }
}
