import Foundation

/// A failure to understand or evaluate an expression; it names where it happened when it can.
public struct CalcError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, as facts (worded in `CalcFailure+Wording.swift`).
    let failure: CalcFailure
    /// 1-based column of the offending token, when known.
    public let column: Int?
    /// The offending token's text, when known.
    public let token: String?

    /// Makes an error; `column` is 1-based.
    init(_ failure: CalcFailure, column: Int? = nil, token: String? = nil) {
        self.failure = failure
        self.column = column
        self.token = token
    }

    /// What went wrong, e.g. `cannot understand 'flurb'`.
    public var message: String { failure.message }

    /// The full text, e.g. `cannot understand 'flurb' at column 5`.
    public var description: String {
        if let column { return "\(message) at column \(column)" }
        return message
    }

    static func unknown(_ token: String, column: Int) -> CalcError {
        CalcError(.unknownWord(token), column: column, token: token)
    }

    static func unexpected(_ token: String, column: Int) -> CalcError {
        CalcError(.unexpected(token), column: column, token: token)
    }

    /// Internal code throws untyped (typed throws miscompiled in -O builds); everything thrown is a CalcError.
    static func wrap(_ error: any Error) -> CalcError {
        (error as? CalcError) ?? CalcError(.internalError("\(error)"))
    }

    /// Whether the error says a line has nothing to calculate (a sheet shows such a line as a comment).
    var isNothingToCalculate: Bool { failure.isNothingToCalculate }

    static let empty = CalcError(.empty)
    static let incomplete = CalcError(.incomplete)
    static let divisionByZero = CalcError(.divisionByZero)
    static let tooLarge = CalcError(.tooLarge)
    static let outOfRange = CalcError(.outOfRange)
}
