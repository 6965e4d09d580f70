/// What one evaluation may spend. A query is short, but what it asks of a document is not
/// bounded by its length: wildcards listed side by side repeat nodes (`$[*,*][*,*]…` doubles the
/// nodelist per segment), a descendant query inside a filter visits the document once per node,
/// and `match()` backtracks. The evaluation counts the nodes it makes and asks `shouldStop`
/// every so often (and ICU, during a long regular-expression match); either ends it with a
/// `JSONPathLimitError`.
public struct JSONPathLimits {
    /// The most nodes an evaluation may make, counting those of the queries inside filters.
    public var maximumNodes: Int
    /// Asked every 1,024 nodes and during long matches: true stops the evaluation (a run's
    /// clock). Nil: only `maximumNodes` bounds it.
    public var shouldStop: (() -> Bool)?

    /// The node limit when none is given.
    public static let defaultMaximumNodes = 10_000_000

    /// Limits of `maximumNodes` nodes, stopped when `shouldStop` says so.
    public init(maximumNodes: Int = defaultMaximumNodes, shouldStop: (() -> Bool)? = nil) {
        self.maximumNodes = maximumNodes
        self.shouldStop = shouldStop
    }
}

/// Why an evaluation ended before its result.
public enum JSONPathLimitError: Error, Sendable, Equatable {
    /// It made more than `limit` nodes.
    case tooManyNodes(limit: Int)
    /// `JSONPathLimits.shouldStop` said so.
    case stopped
}

/// The running count of one evaluation, shared by the evaluators of its filters.
final class Budget {
    let limits: JSONPathLimits
    private(set) var nodes = 0
    /// Why the evaluation stopped, once it has.
    private(set) var exceeded: JSONPathLimitError?

    init(_ limits: JSONPathLimits) { self.limits = limits }

    /// Counts `count` new nodes; false once the evaluation must stop.
    func spend(_ count: Int = 1) -> Bool {
        guard exceeded == nil else { return false }
        let before = nodes
        nodes += count
        if nodes > limits.maximumNodes {
            exceeded = .tooManyNodes(limit: limits.maximumNodes)
        } else if nodes >> 10 != before >> 10, limits.shouldStop?() == true {
            exceeded = .stopped
        }
        return exceeded == nil
    }

    /// Asked during a long regular-expression match; false once the evaluation must stop.
    func mayContinue() -> Bool {
        guard exceeded == nil else { return false }
        if limits.shouldStop?() == true { exceeded = .stopped }
        return exceeded == nil
    }
}
