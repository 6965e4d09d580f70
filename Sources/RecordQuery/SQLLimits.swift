import Foundation

/// What one run of a query may spend, and the clock and time zone its date functions read.
/// The query's own size is bounded when it is parsed (`RecordQuery.maximumTextLength`,
/// `RecordQuery.maximumDepth`); the records are the caller's to bound.
public struct SQLLimits {
    /// The most evaluation steps (an expression node, a pattern-match cell, a sort comparison).
    public var maximumSteps: Int
    /// The most rows in the result.
    public var maximumRows: Int
    /// The most cells (rows × columns) in the result.
    public var maximumCells: Int
    /// The longest text, in UTF-8 bytes, that a function or operator may make.
    public var maximumTextLength: Int
    /// Asked every 1,024 steps: true stops the run (a run's clock).
    public var shouldStop: (() -> Bool)?
    /// The moment 'now' means in date and time functions (one moment for the whole run, as in SQLite).
    public var now: Date
    /// The zone of the 'localtime' and 'utc' date modifiers.
    public var timeZone: TimeZone

    /// The step limit when none is given.
    public static let defaultMaximumSteps = 50_000_000
    /// The row limit when none is given.
    public static let defaultMaximumRows = 1_000_000
    /// The cell limit when none is given.
    public static let defaultMaximumCells = 10_000_000
    /// The text length limit when none is given: 16 MiB.
    public static let defaultMaximumTextLength = 16 << 20

    /// Limits with the given values; `now` defaults to the moment the limits are made.
    public init(
        maximumSteps: Int = defaultMaximumSteps, maximumRows: Int = defaultMaximumRows,
        maximumCells: Int = defaultMaximumCells, maximumTextLength: Int = defaultMaximumTextLength,
        shouldStop: (() -> Bool)? = nil, now: Date = Date(), timeZone: TimeZone = .current
    ) {
        self.maximumSteps = maximumSteps
        self.maximumRows = maximumRows
        self.maximumCells = maximumCells
        self.maximumTextLength = maximumTextLength
        self.shouldStop = shouldStop
        self.now = now
        self.timeZone = timeZone
    }
}

/// The running count of one run.
final class QueryBudget {
    let limits: SQLLimits
    private var steps = 0

    init(_ limits: SQLLimits) { self.limits = limits }

    /// Counts `count` steps; throws once a limit is passed or the caller says stop.
    func spend(_ count: Int = 1) throws {
        let before = steps
        steps += count
        if steps > limits.maximumSteps { throw SQLLimitError.tooManySteps(limit: limits.maximumSteps) }
        if steps >> 10 != before >> 10, limits.shouldStop?() == true { throw SQLLimitError.stopped }
    }

    /// Throws when a text of `length` UTF-8 bytes would be too long.
    func checkText(length: Int) throws {
        if length > limits.maximumTextLength { throw SQLLimitError.textTooLong(limit: limits.maximumTextLength) }
    }

    /// `text` as a value, once its length is within the limit.
    func text(_ text: String) throws -> SQLValue {
        try checkText(length: text.utf8.count)
        return .text(text)
    }
}
