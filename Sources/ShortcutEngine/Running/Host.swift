import Foundation
import SafeFiles

/// A prompt the workflow needs answered (Ask for Input, Ask When Run, Choose from Menu).
public struct Question: Sendable, Equatable {
    /// What kind of answer is wanted: text, a number, a date, a URL or one of `options`.
    public enum Kind: String, Sendable { case text, number, date, url, menu }

    /// What kind of answer is wanted.
    public var kind: Kind
    /// The text shown when asking; may be empty.
    public var prompt: String
    /// The asking action's `id`, when it has one: answers can be keyed by it.
    public var actionID: String?
    /// The answer to use when the user enters nothing or cannot be asked.
    public var defaultAnswer: String?
    /// Menu options (for `.menu`).
    public var options: [String]

    /// A question; menu questions list their choices in `options`.
    public init(kind: Kind, prompt: String, actionID: String? = nil, defaultAnswer: String? = nil, options: [String] = []) {
        self.kind = kind
        self.prompt = prompt
        self.actionID = actionID
        self.defaultAnswer = defaultAnswer
        self.options = options
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

    /// Shows a result to the user (Show Result, Print).
    func show(_ text: String)

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

    /// A report of `done` of `total` `what`.
    public init(what: String, done: Int, total: Int?, finished: Bool = false) {
        self.what = what
        self.done = done
        self.total = total
        self.finished = finished
    }
}
