import Foundation
import SafeFiles

/// A prompt the workflow needs answered (Ask for Input, Ask When Run, Choose from Menu, Choose
/// from List, Show Alert, Select File).
public struct Question: Sendable, Equatable {
    /// What kind of answer is wanted: text, a number, a date, a URL, one of `options` (a menu, a
    /// list, an alert's buttons) or a file's path.
    public enum Kind: String, Sendable { case text, number, date, url, menu, list, alert, file }

    /// What kind of answer is wanted.
    public var kind: Kind
    /// The text shown when asking; may be empty.
    public var prompt: String
    /// The asking action's `id`, when it has one: answers can be keyed by it.
    public var actionID: String?
    /// The answer to use when the user enters nothing or cannot be asked.
    public var defaultAnswer: String?
    /// The options to choose from (`.menu`, `.list`, `.alert`).
    public var options: [String]
    /// Several options may be chosen (Choose from List's Select Multiple).
    public var allowsMultiple: Bool
    /// The options offered as the answer when none is given (Select All Initially); empty: the first.
    public var preselected: [Int]
    /// What a smoke run that answers every question itself answers, when it
    /// is not the kind's empty answer: an asked parameter's own default. Unlike `defaultAnswer`,
    /// it is never taken without being asked for.
    public var suggestedAnswer: String?

    /// A question; menu, list and alert questions list their choices in `options`.
    public init(
        kind: Kind, prompt: String, actionID: String? = nil, defaultAnswer: String? = nil, options: [String] = [],
        allowsMultiple: Bool = false, preselected: [Int] = [], suggestedAnswer: String? = nil
    ) {
        self.kind = kind
        self.prompt = prompt
        self.actionID = actionID
        self.defaultAnswer = defaultAnswer
        self.options = options
        self.allowsMultiple = allowsMultiple
        self.preselected = preselected
        self.suggestedAnswer = suggestedAnswer
    }
}

/// All I/O a run does goes through the host: the CLI implements it over the real machine,
/// tests replace it. Methods throw `ActionFailure` with a message the user can act on.
public protocol WorkflowHost: AnyObject {
    /// The current date (injectable, so a run can be pinned to a moment).
    func now() -> Date
    var timeZone: TimeZone { get }

    func readClipboard() throws(ActionFailure) -> Value
    func writeClipboard(_ value: Value) throws(ActionFailure)

    /// Answers a question: from flags or an answers file when not interactive; a menu answer
    /// is the chosen option's text.
    func answer(_ question: Question) throws(ActionFailure) -> String

    /// Picks among `question.options` (Choose from List, Show Alert): the chosen offsets, in
    /// order. The default answers through `answer(_:)` (`HostServices.swift`).
    func choose(_ question: Question) throws(ActionFailure) -> [Int]

    /// Shows a result to the user (Show Result, Print).
    func show(_ text: String)

    /// Shows what needs no answer: a notification, a preview, speech, a sound (default: nothing).
    func present(_ presentation: Presentation)

    /// Hands a URL (or an app's identifier) to the system's opener (Open URLs, Open App).
    func open(_ target: String) throws(ActionFailure)

    /// A fact about this machine (Get Device Details, Get Battery Level, Get IP Address); nil
    /// where the system does not tell.
    func deviceFact(_ fact: DeviceFact) -> Value?

    /// The workflow called `name` in the host's library (Run Workflow by name); nil when the host
    /// has no library or `name` reads as a path, so it is read as a file.
    func libraryWorkflow(named name: String) throws(ActionFailure) -> LibraryWorkflow?

    /// The names of the workflows in the host's library, sorted (Get My Shortcuts).
    func libraryNames() -> [String]

    /// An imported action that cannot run here was skipped (`RunOptions.skipUnsupported`).
    func skipped(_ identifier: String)

    /// Waits (Wait action); test hosts return at once.
    func sleep(seconds: Double)

    func readFile(at path: String) throws(ActionFailure) -> Data
    func attributes(ofItemAt path: String) throws(ActionFailure) -> FileAttributes

    /// The file system file actions use, always through `ActionContext.files` (the path policy).
    var fileSystem: any FileSystem { get }

    /// A warning of the run (severity `.warning`, placed at its action): the run goes on. Default: ignored.
    func warn(_ warning: WorkflowError)

    /// How long work is getting on (a rename batch, a long repeat): called often, so a host shows
    /// it only when it is worth it (a terminal, work past a second). Default: ignored.
    func progress(_ report: ProgressReport)
}

extension WorkflowHost {
    /// Ignores the warning.
    public func warn(_ warning: WorkflowError) {}

    /// Ignores the report.
    public func progress(_ report: ProgressReport) {}
}

/// How far some long work has got: `done` of `total` (nil when unknown) items of `what`; `finished`
/// once, at the end, so a host can clear what it showed.
public struct ProgressReport: Sendable, Equatable {
    /// What is being counted, as the action names it ("renamed", "repeat").
    public var what: String
    /// Items done so far.
    public var done: Int
    /// Items in all, when known.
    public var total: Int?
    /// The work is over.
    public var finished: Bool
    /// What the counts are of, when not items ("bytes", "files"); shown after them.
    public var unit: String?

    /// A report of `done` of `total` `what`, counted in `unit` (nil: items).
    public init(what: String, done: Int, total: Int?, finished: Bool = false, unit: String? = nil) {
        self.what = what
        self.done = done
        self.total = total
        self.finished = finished
        self.unit = unit
    }
}
