/// Why a decimal operation has no answer a `Decimal` can hold.
public enum DecimalRangeError: Error, Sendable, Equatable {
    /// The answer is larger in magnitude than `Decimal` holds (about 3.4 × 10^165).
    case overflow
    /// The divisor is zero.
    case divisionByZero
    /// An operand is already NaN (Foundation's marker of an earlier failure).
    case notANumber
}
