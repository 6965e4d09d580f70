import Foundation

/// Limits that stop a runaway workflow, each with a default, a CLI flag and a clear error.
public struct RunLimits: Sendable, Equatable {
    /// Actions run in total, nested workflows included (`--max-steps`).
    public var maxSteps: Int = 10_000_000
    /// Run Workflow nesting (`--max-depth`).
    public var maxDepth: Int = 16
    /// Items a list may hold, and the largest Repeat count (`--max-items`).
    public var maxItems: Int = 10_000_000
    /// Wall-clock seconds (`--timeout`).
    public var timeout: Double = 3_600

    public init() {}
}

/// How to run: limits, seed, what to record.
public struct RunOptions: Sendable {
    public var limits = RunLimits()
    /// Seeds Random Number, shuffles and Random Item; nil seeds from the clock.
    public var seed: UInt64?
    /// Treat actions kept unsupported from an import as Nothing instead of stopping there.
    public var skipUnsupported = false
    /// Record per-action annotations for the content graph and traces.
    public var record = false
    /// Called after each action when recording: the trace line source.
    public var onStep: (@Sendable (StepRecord) -> Void)?
    /// The folders file actions may touch (`--allow-path`); empty: none. See `PathPolicy`.
    public var allowedPaths: [String] = []
    /// File actions only preview what they would do (`--dry-run`).
    public var dryRun = false
    /// Where rename and move batches write their undo journals; nil: no journal.
    public var journalDirectory: String?
    /// The trash folder Delete Files moves items to (`$XDG_DATA_HOME/Trash`); nil: only permanent deletes.
    public var trashDirectory: String?

    public init() {}
}

/// What one executed action did (a trace line; also accumulated into the graph).
public struct StepRecord: Sendable {
    public var location: ActionLocation
    public var depth: Int
    public var parameters: [(key: String, value: Value)]
    public var output: Value
    public var nanoseconds: UInt64
}
