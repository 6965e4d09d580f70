import Foundation

/// A failure to understand or evaluate an expression; it names where it happened when it can.
public struct CalcError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, e.g. `cannot understand 'flurb'`.
    public let message: String
    /// 1-based column of the offending token, when known.
    public let column: Int?
    /// The offending token's text, when known.
    public let token: String?

    /// Makes an error; `column` is 1-based.
    public init(_ message: String, column: Int? = nil, token: String? = nil) {
        self.message = message
        self.column = column
        self.token = token
    }

    /// The full text, e.g. `cannot understand 'flurb' at column 5`.
    public var description: String {
        if let column { return "\(message) at column \(column)" }
        return message
    }

    static func unknown(_ token: String, column: Int) -> CalcError {
        CalcError("cannot understand '\(token)'", column: column, token: token)
    }

    static func unexpected(_ token: String, column: Int) -> CalcError {
        CalcError("unexpected '\(token)'", column: column, token: token)
    }

    /// Internal code throws untyped (typed throws miscompiled in -O builds); everything thrown is a CalcError.
    static func wrap(_ error: any Error) -> CalcError {
        (error as? CalcError) ?? CalcError("internal error: \(error)")
    }

    static let empty = CalcError("nothing to calculate")

    /// A line whose words were all read as comments, or that keeps no number once they are.
    static func onlyComments(_ words: [String]) -> CalcError {
        let list = words.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (words.count > 5 ? ", …" : "")
        return CalcError(
            "nothing to calculate: no number is left once \(list) \(words.count == 1 ? "is" : "are") read as a comment")
    }

    /// Whether the error says a line has nothing to calculate (a sheet shows such a line as a comment).
    var isNothingToCalculate: Bool { message.hasPrefix(CalcError.empty.message) }
    static let incomplete = CalcError("the expression ends too early")
    static let divisionByZero = CalcError("division by zero")
    static let tooLarge = CalcError("the number is too large")
    static let outOfRange = CalcError("the result is out of range")
    /// `total of #food` before any line is tagged `#food`.
    static func noTaggedLine(_ tag: String) -> CalcError {
        CalcError("no line above is tagged #\(tag); tag a line by ending it with #\(tag)")
    }
    /// A timecode past `DurationText.maxTimecodeFrames` frames, or at a rate below 1 fps.
    static let timecodeTooLong = CalcError(
        "a timecode prints up to 1,000,000,000,000 frames at 1 fps or more; convert it to hours or frames instead")

    /// A `.` before digits where `.` groups thousands and `,` is the decimal separator.
    static func misplacedGroupSeparator(column: Int) -> CalcError {
        CalcError("'.' groups thousands in three digits here (1.234,5); write decimals with ','", column: column, token: ".")
    }

    /// A number of decimal places over `CalcOptions.maxDecimalPlaces`; `got` as written.
    static func tooManyPlaces(_ got: String) -> CalcError {
        CalcError("decimal places can be at most \(CalcOptions.maxDecimalPlaces), got \(got)")
    }

    /// A number of significant figures over `CalcOptions.maxSignificantFigures`; `got` as written.
    static func tooManyFigures(_ got: String) -> CalcError {
        CalcError("significant figures can be at most \(CalcOptions.maxSignificantFigures), got \(got)")
    }

    /// `&`, `|`, `xor`, `<<`, `>>` with a fraction or a number beyond 64 bits.
    static let bitwiseNeedsWholeNumbers = CalcError("bitwise operators need whole numbers of at most 19 digits")

    /// A shift by a negative count or more than `Evaluator.maxShift` bits; `got` as written.
    static func shiftOutOfRange(_ got: String) -> CalcError {
        CalcError("a shift can be 0 to \(Evaluator.maxShift) bits, got \(got)")
    }

    static func mismatch(_ left: String, _ right: String) -> CalcError {
        CalcError("cannot combine \(left) with \(right)")
    }

    static func cannotConvert(_ from: String, _ to: String) -> CalcError {
        CalcError("cannot convert \(from) to \(to)")
    }

    /// A function was given a number of values its table entry does not accept.
    static func functionArity(_ name: String, _ function: CalcFunction) -> CalcError {
        if let described = function.described { return CalcError("\(name) takes \(described)") }
        func count(_ n: Int) -> String { n < 4 ? ["no", "one", "two", "three"][n] : "\(n)" }
        func values(_ n: Int) -> String { count(n) + (n == 1 ? " value" : " values") }
        switch function.arity {
        case .exactly(let n): return CalcError("\(name) takes \(values(n))")
        case .between(let low, let high): return CalcError("\(name) takes \(count(low)) or \(values(high))")
        case .atLeast(let n): return CalcError("\(name) needs at least \(values(n))")
        }
    }

    /// A function of whole numbers (fibonacci, lucas, catalan) was given something else.
    static func wholeNumberNeeded(_ name: String) -> CalcError {
        CalcError("\(name) needs a whole number of at least 0")
    }

    /// The index of an integer sequence is over the limit its values fit.
    static func sequenceIndexLimit(_ name: String, _ limit: Int) -> CalcError {
        CalcError("\(name) is limited to indexes up to \(limit): use a smaller number")
    }

    /// A list written or built is over the length limit.
    static func listTooLong(_ limit: Int) -> CalcError {
        CalcError("a list holds at most \(limit) values: use a shorter one")
    }

    /// `head`, `tail`, `maximum` or `minimum` of an empty list.
    static func emptyList(_ name: String) -> CalcError {
        CalcError("\(name) needs a list with at least one value")
    }

    /// `element_at` past the end of a list.
    static func listIndex(_ index: Int, _ count: Int) -> CalcError {
        CalcError("index \(index) is past the end of a list of \(count) values (the first is 0)")
    }

    /// `linspace` with fewer than two points.
    static let linspaceCount = CalcError("linspace needs at least 2 points")
}
