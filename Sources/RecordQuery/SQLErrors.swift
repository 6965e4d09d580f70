/// Why a query text was rejected before it ran: where (the clause and the 1-based column in its
/// text) and what is wrong.
public struct SQLSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The part of the query that is wrong, e.g. "where clause", "select field 2", "statement".
    public let clause: String
    /// The 1-based column, in Unicode scalars, in that part's text.
    public let column: Int
    /// What is wrong, e.g. "expected an expression after 'AND'".
    public let message: String

    /// Creates an error in `clause` at `column`.
    public init(clause: String, column: Int, message: String) {
        self.clause = clause
        self.column = column
        self.message = message
    }

    /// `SQL where clause: column 12: expected an expression after 'AND'`.
    public var description: String { "SQL \(clause): column \(column): \(message)" }
}

/// Why a query failed while it ran over the records: an unknown column, an integer overflow in
/// sum(), a misused aggregate, and the like.
public struct SQLRuntimeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. "no such column 'prise' (the records have: name, price)".
    public let message: String

    /// Creates an error saying `message`.
    public init(_ message: String) { self.message = message }

    /// `SQL: <message>`.
    public var description: String { "SQL: \(message)" }
}

/// Why a query stopped before its result: a limit of `SQLLimits` or the caller's stop.
public enum SQLLimitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The evaluation took more than `limit` steps.
    case tooManySteps(limit: Int)
    /// `SQLLimits.shouldStop` said so.
    case stopped
    /// The result would have more than `limit` rows.
    case tooManyRows(limit: Int)
    /// The result would have more than `limit` cells (rows × columns).
    case tooManyCells(limit: Int)
    /// A text made by the query would be longer than `limit` UTF-8 bytes.
    case textTooLong(limit: Int)

    /// A sentence saying which limit was reached.
    public var description: String {
        switch self {
        case .tooManySteps(let limit): "SQL: the query took more than \(limit) steps"
        case .stopped: "SQL: the query was stopped"
        case .tooManyRows(let limit): "SQL: the result has more than \(limit) rows"
        case .tooManyCells(let limit): "SQL: the result has more than \(limit) cells"
        case .textTooLong(let limit): "SQL: a text made by the query is longer than \(limit) bytes"
        }
    }
}
