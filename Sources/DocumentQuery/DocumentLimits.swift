/// The sizes a document may reach when it is parsed.
public struct DocumentLimits: Sendable {
    /// The largest document, in UTF-8 bytes (32 MiB unless told).
    public var maximumBytes: Int
    /// The deepest element nesting. An XML document deeper than this is an error; an HTML
    /// document's deeper elements are flattened: each becomes a child of the element at the limit
    /// (its content kept, in order), as a tolerant parser keeps what it can.
    public var maximumDepth: Int
    /// The most nodes (elements, texts, comments, …) a document may make.
    public var maximumNodes: Int

    /// Limits of `maximumBytes` bytes, `maximumDepth` levels and `maximumNodes` nodes.
    public init(maximumBytes: Int = 32 * 1024 * 1024, maximumDepth: Int = 512, maximumNodes: Int = 2_000_000) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumNodes = maximumNodes
    }
}

/// What reading and running one query may spend.
public struct QueryLimits {
    /// The longest query, in UTF-8 bytes (64 KiB unless told).
    public var maximumLength: Int
    /// The deepest nesting of the query: brackets, predicates, function calls, `:not(…)` and the
    /// operands of chained operators each count one level.
    public var maximumNesting: Int
    /// The most steps (nodes visited and compared) one evaluation may take.
    public var maximumSteps: Int
    /// Asked every 1,024 steps: true ends the evaluation (a run's clock).
    public var shouldStop: (() -> Bool)?

    /// Limits of `maximumLength` bytes, `maximumNesting` levels and `maximumSteps` steps,
    /// stopped when `shouldStop` says so.
    public init(
        maximumLength: Int = 64 * 1024, maximumNesting: Int = 128, maximumSteps: Int = 50_000_000,
        shouldStop: (() -> Bool)? = nil
    ) {
        self.maximumLength = maximumLength
        self.maximumNesting = maximumNesting
        self.maximumSteps = maximumSteps
        self.shouldStop = shouldStop
    }
}

/// The running count of one evaluation.
final class StepBudget {
    let limits: QueryLimits
    private var steps = 0

    init(_ limits: QueryLimits) { self.limits = limits }

    /// Counts `count` steps; throws once the limit is passed or the caller says stop.
    func spend(_ count: Int = 1) throws {
        let before = steps
        steps += count
        if steps > limits.maximumSteps {
            throw DocumentQueryError.limit(
                "The query took more than \(limits.maximumSteps) steps, the limit; narrow it or raise the limit.")
        }
        if steps >> 10 != before >> 10, limits.shouldStop?() == true { throw DocumentQueryError.stopped }
    }
}

extension QueryLimits {
    /// Throws when `query` is longer than the limit; `language` names it in the message.
    func check(length query: String, language: String) throws {
        let length = query.utf8.count
        if length > maximumLength {
            throw DocumentQueryError.limit(
                "The \(language) is \(length) bytes long; the limit is \(maximumLength) bytes.")
        }
    }
}
