import Foundation
import ShortcutEngine

/// Apple's one-number scientific operations of Calculate (`WFScientificMathOperation`: e^x, 10^x,
/// ln(x), log(x), √x, ∛x, x!, sin(x), cos(x), tan(x), abs(x)). Angles are radians (no source
/// says which Shortcuts uses; radians are what its sine of a plain number means in every
/// calculator library: docs/actions.md). x! is exact for whole numbers; the others go through
/// binary doubles, as the power of a fraction does.
extension CalculateAction.Operation {
    /// The operation applied to `x`.
    func scientific(_ x: Number) throws(ArithmeticError) -> Number {
        let value = x.double
        switch self {
        case .absoluteValue: return x.magnitude
        case .factorial: return try Self.factorial(x)
        case .exponential: return try Self.finite(Foundation.exp(value))
        case .tenToThePower: return try Number(10).power(x)
        case .naturalLogarithm:
            guard value > 0 else { throw .undefined("the natural logarithm of \(x.description)") }
            return try Self.finite(Foundation.log(value))
        case .logarithm:
            guard value > 0 else { throw .undefined("the logarithm of \(x.description)") }
            return try Self.finite(Foundation.log10(value))
        case .squareRoot:
            guard value >= 0 else { throw .undefined("the square root of \(x.description)") }
            return try Self.finite(value.squareRoot())
        case .cubeRoot: return try Self.finite(Foundation.cbrt(value))
        case .sine: return try Self.finite(Foundation.sin(value))
        case .cosine: return try Self.finite(Foundation.cos(value))
        case .tangent: return try Self.finite(Foundation.tan(value))
        case .add, .subtract, .multiply, .divide, .modulus, .power: return x
        }
    }

    /// x! for a whole x ≥ 0, exact; it overflows past the decimal range (about 110!) long before
    /// the loop could run long.
    static func factorial(_ x: Number) throws(ArithmeticError) -> Number {
        guard let n = x.int, n >= 0 else { throw .undefined("the factorial of \(x.description)") }
        var result = Number(1)
        var factor = 2
        while factor <= n {
            result = try result * Number(factor)
            factor += 1
        }
        return result
    }

    /// A double result as a number; an infinite one is too large.
    static func finite(_ value: Double) throws(ArithmeticError) -> Number {
        guard value.isFinite else { throw .overflow }
        guard abs(value) < 1e120 else { throw .overflow }
        // Whole results of exact inputs (√16, log 1000) print as whole numbers.
        let rounded = value.rounded()
        if abs(value - rounded) < 1e-12 * max(1, abs(value)), abs(rounded) < 9e15 { return Number(Int(rounded)) }
        return Number(value)
    }
}
