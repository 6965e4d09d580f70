import Foundation
import SafeFiles
import SeededRandom

/// What an action sees of the run: the host, variables, coercion, calendar and randomness.
/// One per run (nested workflows get their own), used on one thread.
public final class ActionContext {
    /// The run's host; all I/O goes through it.
    public let host: any WorkflowHost
    /// Value conversion in the host's time zone, the same rules parameter resolution uses.
    public let coercion: Coercion
    /// Gregorian, in the host's time zone; built on first use (it loads ICU data).
    public private(set) lazy var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = host.timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()
    /// Seeded by `RunOptions.seed`; use it for every random choice. Shared with nested workflows.
    public var random: SplitMix64 {
        get { session.random }
        set { session.random = newValue }
    }
    /// This workflow's variables by name; change them with `setVariable` and `appendToVariable`.
    public var variables: [String: Value] { slots.values }
    /// Each variable's value and what the memory budget charged for holding it.
    @exclusivity(unchecked) private var slots = VariableSlots()
    /// The action being run.
    public var location: ActionLocation {
        actions.indices.contains(running) ? actions[running].location : ActionLocation(index: 0, identifier: "", name: nil)
    }
    /// The running action's `id` in the document, if it has one (answers can be keyed by it).
    public var actionID: String? { actions.indices.contains(running) ? actions[running].actionID : nil }
    /// The program's actions, and the index of the one being run (-1 before the first): a step
    /// sets an index instead of copying the action's location and id, whose texts cost a dozen
    /// atomic reference counts a step (issue 29).
    let actions: [CompiledAction]
    @exclusivity(unchecked) var running = -1
    /// The matches of the latest Match Text runs with their capture groups, newest last, at most
    /// `keptTextMatchRuns`: Apple's matches carry their groups, ours are text, so Get Group from
    /// Matched Text finds them here (docs/format.md 6.1).
    public private(set) var textMatchRuns: [[TextMatchGroups]] = []
    /// How many Match Text runs are kept for Get Group from Matched Text.
    public static let keptTextMatchRuns = 16

    /// Keeps one Match Text run's matches, dropping the oldest beyond `keptTextMatchRuns`.
    public func recordTextMatches(_ matches: [TextMatchGroups]) {
        textMatchRuns.append(matches)
        if textMatchRuns.count > Self.keptTextMatchRuns { textMatchRuns.removeFirst() }
    }
    /// The running document's path, for resolving relative paths.
    public let documentPath: String?
    /// The running document's JSON text, when it was read from one: where its failures are placed.
    var documentSource: DocumentSource?
    let session: RunSession

    init(host: any WorkflowHost, session: RunSession, documentPath: String?, actions: [CompiledAction]) {
        self.host = host
        self.session = session
        self.documentPath = documentPath
        self.actions = actions
        self.coercion = Coercion(timeZoneWhenNeeded: { [host] in host.timeZone }, now: host.now())
    }

    /// The variable's value, or Nothing when it was never set.
    public func variable(_ name: String) -> Value { slots[name]?.value ?? .nothing }

    /// Sets a variable, replacing any earlier value; throws the memory limit's failure when the
    /// run's live values would pass it (`RunOptions.limits.maxMemory`).
    public func setVariable(_ name: String, to value: Value) throws(ActionFailure) {
        let charge = try session.memory.charge(value)
        if let previous = slots.set(name, to: value, charge: charge) { session.memory.release(previous) }
    }

    /// Appends the value's items, creating the variable as a list; throws the memory limit's
    /// failure when the run's live values would pass it. The list is charged for what is added,
    /// not measured again whole.
    public func appendToVariable(_ name: String, _ value: Value) throws(ActionFailure) {
        var previous = slots.take(name)
        let held = previous?.charge ?? .none
        var items = previous?.value.items ?? []
        previous = nil  // the items alone hold the list now: appending does not copy it
        session.memory.release(held)
        let charge = try session.memory.charge(bytes: ValueSize.sum(held.bytes, HeldBytes.of(value)))
        items.append(contentsOf: value.items)
        _ = slots.set(name, to: .list(items), charge: charge)
    }

    /// Lets go of every variable's charge: the workflow is over.
    func releaseVariables() {
        for slot in slots.all { session.memory.release(slot.charge) }
        slots.removeAll()
    }

    /// Runs another workflow document (by path, relative to this one) and returns its output;
    /// failures to start it (a cycle, too deep) name `parameter`.
    public func runWorkflow(at path: String, input: Value, parameter: String) throws -> Value {
        try session.runNested(path: path, relativeTo: documentPath, input: input, parameter: parameter)
    }

    /// The host's file system behind the path policy, the dry-run switch and the run's journal,
    /// as the run's options set them; shared with the rest of the run through `FileRun`.
    public private(set) lazy var files: FileAccess = {
        let access = FileAccess(host: host, options: session.options, run: session.files)
        access.origin = { [unowned self] in
            FileOrigin(file: self.documentPath, location: self.location, source: self.documentSource)
        }
        access.progress = { [host] what, done, total, finished in
            host.progress(ProgressReport(what: what, done: done, total: total, finished: finished))
        }
        return access
    }()

    /// File access like `files` (one run, one journal) that also allows `folders`: the photo
    /// library for the photo actions, the outbox for Share (`RunOptions.photoLibrary`, `outbox`).
    /// Only the actions that ask for it get the wider access; `files` stays as the user allowed it.
    public func files(alsoAllowing folders: [String]) -> FileAccess {
        let key = folders.joined(separator: "\u{0}")
        if let known = widenedFiles[key] { return known }
        let options = session.options
        // As engine folders: allowed, and never named in a refusal (which lists the user's folders).
        let access = FileAccess(
            fileSystem: host.fileSystem,
            policy: PathPolicy(
                roots: options.allowedPaths, engineFolders: options.engineFolders + folders),
            dryRun: options.dryRun, journalDirectory: options.journalDirectory, trashDirectory: options.trashDirectory,
            run: files.run, show: { [host] line in host.show(line) })
        access.origin = files.origin
        access.progress = files.progress
        widenedFiles[key] = access
        return access
    }

    /// `files(alsoAllowing:)`'s accesses, by folder list.
    private var widenedFiles: [String: FileAccess] = [:]

    /// Reports a warning at the running action: to the host, or, when the run is strict
    /// (`RunOptions.strict`), as the failure that stops the run.
    public func warn(_ facts: any FailureFacts, parameter: String? = nil) throws(ActionFailure) {
        if session.options.strict { throw ActionFailure(facts, parameter: parameter) }
        host.warn(WorkflowError(facts, severity: .warning, file: documentPath, location: location, parameter: parameter))
    }

    /// The value `make` gives, made once a run for `key` (a fetched rate table that every
    /// Calculate Expression of the run uses); a failure is not kept, the next call tries again.
    public func remembered<T>(_ key: String, _ make: () throws -> T) rethrows -> T {
        if let kept = session.remembered[key] as? T { return kept }
        let made = try make()
        session.remembered[key] = made
        return made
    }

    /// Reports a warning as `warn` does, the first time in the run these words come: a damaged
    /// file that several actions read is named once, at the first of them.
    public func warnOnce(_ facts: any FailureFacts, parameter: String? = nil) throws(ActionFailure) {
        guard session.warnedOnce.insert(facts.message).inserted else { return }
        try warn(facts, parameter: parameter)
    }

    /// The limits in force.
    public var limits: RunLimits { session.options.limits }

    /// Stops the whole workflow; `output` becomes its output. Throw the result.
    public func stop(output: Value?) -> Error { StopSignal(output: output) }
}

/// Thrown by Stop to unwind the run.
struct StopSignal: Error {
    var output: Value?
}

extension FileAccess {
    /// File access over the host's file system, as the run's options set it: the allowed folders
    /// (and the engine's own folders, `RunOptions.engineFolders`, allowed whatever the permissions),
    /// the dry-run switch, the journal and trash folders; dry-run previews go to `host.show`.
    /// The file actions of one run share `run` (default: `options.files`, else a run of its own).
    public convenience init(host: any WorkflowHost, options: RunOptions, run: FileRun? = nil) {
        self.init(
            fileSystem: host.fileSystem,
            policy: PathPolicy(roots: options.allowedPaths, engineFolders: options.engineFolders),
            dryRun: options.dryRun,
            journalDirectory: options.journalDirectory, trashDirectory: options.trashDirectory, run: run ?? options.files,
            show: { [host] line in host.show(line) })
    }
}

/// One match of Match Text with its capture groups, kept for Get Group from Matched Text.
public struct TextMatchGroups: Sendable, Equatable {
    /// The match as Match Text output it.
    public let match: String
    /// Groups 1…n; nil where a group took no part in the match.
    public let groups: [String?]

    /// A match and its groups.
    public init(match: String, groups: [String?]) {
        self.match = match
        self.groups = groups
    }
}
