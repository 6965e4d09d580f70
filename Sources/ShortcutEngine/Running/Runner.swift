import Foundation
import SafeFiles
import SeededRandom

/// The result of running a workflow.
public struct RunResult: Sendable {
    /// Stop and Output's value if one ran, otherwise the last action's output.
    public var output: Value
    /// The static graph, annotated with what each action did when the run was recorded.
    public var graph: ContentGraph
    /// Actions run, nested workflows included.
    public var steps: Int
}

/// Runs compiled programs step by step.
public struct Runner {
    /// The actions documents are compiled against, nested workflows included.
    public let registry: ActionRegistry
    /// Where every effect of a run goes: prompts, clipboard, shown results, files.
    public let host: any WorkflowHost
    /// Limits, seed, recording and file-action settings for each run.
    public var options: RunOptions

    /// A runner for `registry` on `host`; default `RunOptions` unless given.
    public init(registry: ActionRegistry, host: any WorkflowHost, options: RunOptions = RunOptions()) {
        self.registry = registry
        self.host = host
        self.options = options
    }

    /// Runs `program` with `input` as Shortcut Input. Errors carry the file and action.
    public func run(_ program: Program, input: Value = .nothing) throws(WorkflowError) -> RunResult {
        let outcome = execute(program, input: input, options: options)
        if let error = outcome.error { throw error }
        return RunResult(output: outcome.output, graph: outcome.graph, steps: outcome.steps)
    }

    /// Runs with recording on and returns the annotated graph even when the run fails, so a
    /// debugger sees everything that ran before the failure.
    public func runForGraph(_ program: Program, input: Value = .nothing) -> (graph: ContentGraph, error: WorkflowError?) {
        var recording = options
        recording.record = true
        let outcome = execute(program, input: input, options: recording)
        return (outcome.graph, outcome.error)
    }

    /// One run: the graph is annotated with what ran, up to a failure if there is one.
    private func execute(_ program: Program, input: Value, options: RunOptions)
        -> (output: Value, graph: ContentGraph, steps: Int, error: WorkflowError?)
    {
        let session = RunSession(registry: registry, host: host, options: options)
        if let file = program.file { session.pathStack.append(AbsolutePath.of(file)) }
        defer { session.finish() }
        let execution = Execution(program: program, session: session, input: input)
        var output = Value.nothing
        var failure: WorkflowError?
        do {
            output = try execution.runToEnd()
            // What the host writes out (text or JSON) is held to the text length limit before it is built.
            if output.isContainer {
                do throws(ActionFailure) { try session.checkWritable(output, coercion: execution.context.coercion) } catch {
                    throw WorkflowError(error.facts, file: program.file)
                }
            }
        } catch let error as WorkflowError {
            failure = error.inFile(program.file)
        } catch {
            failure = WorkflowError(RunFailure.unexpected("\(error)"), file: program.file)
        }
        var graph = program.graph
        // Only a recorded run has annotations; assigning an empty table would still make the runtime
        // build its type (a first look-up of `Int: Hashable`, 0.3 M instructions; issue 29).
        if !execution.annotations.isEmpty { graph.annotations = execution.annotations }
        return (output, graph, session.steps, failure)
    }

    /// Reads, compiles and runs a document in one go.
    public func run(document: WorkflowDocument, file: String?, input: Value = .nothing) throws -> RunResult {
        let program = try Compiler.compile(document, registry: registry, file: file, limits: options.limits)
        return try run(program, input: input)
    }
}

/// State shared by a run and the workflows it runs: step count, nesting, clock, limits.
final class RunSession {
    let registry: ActionRegistry
    let host: any WorkflowHost
    let options: RunOptions
    /// `options.record`, read before every step.
    let recording: Bool
    /// The live values the run holds, against `options.limits.maxMemory`.
    let memory: MemoryBudget
    /// Counted every step: no dynamic exclusivity check (the run is single-threaded), which cost
    /// more than the count itself.
    @exclusivity(unchecked) var steps = 0
    var pathStack: [String] = []
    /// The wall clock and the deadline `options.limits.timeout` sets, from the run's start.
    let clock: RunClock
    #if os(Linux)
        /// Watches the deadline once the run has taken `DeadlineWatch.startAfterSteps` steps.
        @exclusivity(unchecked) private var watch: DeadlineWatch?
    #endif
    /// Blocks open around the action running now, through every Run Workflow level.
    var openBlocks = 0
    /// The words of the warnings `ActionContext.warnOnce` has given in this run.
    var warnedOnce: Set<String> = []
    /// What `ActionContext.remembered` has made in this run, by key.
    var remembered: [String: Any] = [:]
    var random: SplitMix64
    /// What the run and the workflows it runs do to files: one journal, one planned state.
    lazy var files =
        options.files
        ?? FileRun(
            journalDirectory: options.journalDirectory, workflow: pathStack.first, folder: host.fileSystem.currentDirectory,
            dryRun: options.dryRun)

    init(registry: ActionRegistry, host: any WorkflowHost, options: RunOptions) {
        self.registry = registry
        self.host = host
        self.options = options
        self.recording = options.record
        self.memory = MemoryBudget(limit: options.limits.maxMemory)
        self.clock = RunClock(timeout: options.limits.timeout)
        self.random = SplitMix64(
            seed: options.seed ?? UInt64(truncatingIfNeeded: Int64(host.now().timeIntervalSince1970 * 1_000_000)))
    }

    /// Run Workflow: loads, compiles and runs another document one level deeper.
    func runNested(path: String, relativeTo documentPath: String?, input: Value, parameter: String) throws -> Value {
        // Keep the path as relative as the caller's, so messages read the same on every machine.
        let base = documentPath.map { PathText.parent($0) } ?? ""
        let resolved = PathText.resolve(path, in: base)
        let library = try libraryWorkflow(path, resolved: resolved, parameter: parameter)
        let file = library?.path ?? resolved
        let normalized = AbsolutePath.of(file)
        if let first = pathStack.firstIndex(of: normalized) {
            let cycle = (pathStack[first...] + [normalized]).map { ($0 as NSString).lastPathComponent }
            throw ActionFailure(RunFailure.workflowCycle(cycle), parameter: parameter)
        }
        guard pathStack.count < options.limits.depthInForce else {
            throw ActionFailure(RunFailure.nestedTooDeep(limit: options.limits.depthInForce), parameter: parameter)
        }
        let document =
            try library?.document ?? DocumentReader.read(readDocument(at: resolved, parameter: parameter), file: resolved)
        let program: Program
        do { program = try Compiler.compile(document, registry: registry, file: file, limits: options.limits) } catch {
            throw error.errors.first ?? WorkflowError(RunFailure.nestedDoesNotCompile(file), file: file)
        }
        // The nested run recurses on this stack: its blocks count on top of the ones open here.
        guard openBlocks + program.nesting <= options.limits.nestingInForce else {
            throw ActionFailure(
                RunFailure.blocksNestedTooDeep(open: openBlocks, inner: program.nesting, limit: options.limits.nestingInForce),
                parameter: parameter)
        }
        pathStack.append(normalized)
        defer { pathStack.removeLast() }
        return try Execution(program: program, session: self, input: input).runToEnd()
    }

    /// Counts one step against the step limit and checks the deadline (`timeIsUp`) before every step.
    @inline(__always)
    func countStep(at location: ActionLocation) throws(WorkflowError) {
        steps += 1
        if steps > options.limits.maxSteps {
            throw WorkflowError(RunFailure.tooManySteps(limit: options.limits.maxSteps), location: location)
        }
        if timeIsUp { throw WorkflowError(timeUp, location: location) }
    }

    /// Whether the run's deadline has passed. A short run reads the coarse clock; on Linux a run
    /// past `DeadlineWatch.startAfterSteps` steps reads the flag a watcher thread raises instead,
    /// which costs a step one load (macOS's coarse clock is a memory read already).
    var timeIsUp: Bool {
        #if os(Linux)
            if let watch { return watch.expired }
            if steps >= DeadlineWatch.startAfterSteps, clock.deadline != .max {
                watch = DeadlineWatch(deadline: clock.deadline)
            }
        #endif
        return clock.expired
    }

    /// The run is over: a deadline watcher stops.
    func finish() {
        #if os(Linux)
            watch?.stop()
            watch = nil
        #endif
    }

    deinit { finish() }

    /// The failure a run past its deadline stops with.
    var timeUp: RunFailure { .tooLong(seconds: options.limits.timeout) }

    /// Waits `seconds` through the host, never past the deadline: a wait that would end after it
    /// sleeps until the deadline and then stops the run with the time limit.
    func wait(seconds: Double) throws(ActionFailure) {
        let remaining = clock.remainingSeconds
        guard seconds <= remaining else {
            host.sleep(seconds: remaining)
            throw ActionFailure(timeUp)
        }
        if seconds > 0 { host.sleep(seconds: seconds) }
        if timeIsUp { throw ActionFailure(timeUp) }
    }
}
