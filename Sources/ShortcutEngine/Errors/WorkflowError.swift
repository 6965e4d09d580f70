/// Exit codes in the sysexits tradition.
public enum ExitCode: Int32, Sendable {
    case ok = 0
    case usage = 64
    case badDocument = 65
    case missingInput = 66
    case actionFailed = 70
    case cannotCreateOutput = 73
    case ioError = 74
}

/// Which action a diagnostic is about: 1-based index (as the Shortcuts editor counts),
/// identifier as written, and the action's display name when known.
public struct ActionLocation: Sendable, Equatable {
    /// 1-based, as the Shortcuts editor counts.
    public var index: Int
    /// The identifier as the document wrote it.
    public var identifier: String
    /// The action's display name, when the action is known.
    public var name: String?

    /// A location.
    public init(index: Int, identifier: String, name: String?) {
        self.index = index
        self.identifier = identifier
        self.name = name
    }
}

/// A problem with a position: the one error type the engine reports, and what `check` lists.
/// Its facts say what is wrong; `rendered(with:)` is the one place they become the two lines a
/// user reads, with the remedy worded by the host.
public struct WorkflowError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Errors stop a run or a check; warnings are reported only.
    public enum Severity: String, Sendable { case error, warning }

    /// Error or warning.
    public var severity: Severity
    /// The code the CLI exits with.
    public var exitCode: ExitCode
    /// The document it is about, as named on the command line.
    public var file: String?
    /// The action it is about, when there is one.
    public var location: ActionLocation?
    /// The parameter it is about, when there is one.
    public var parameter: String?
    /// What went wrong, as facts.
    public var facts: any FailureFacts
    /// Where in the document's JSON text the offending value (or key) is, when the error came
    /// from reading it (`DocumentReader.read`); shown after the message.
    public var sourcePosition: SourcePosition?
    /// The offending value's place in the parsed JSON, from which `sourcePosition` is found.
    var jsonPath: JSONPath?

    /// A problem from its facts; the position fields are filled in by whoever knows them. The
    /// exit code is the facts' own unless given.
    public init(
        _ facts: any FailureFacts, exitCode: ExitCode? = nil, severity: Severity = .error, file: String? = nil,
        location: ActionLocation? = nil, parameter: String? = nil
    ) {
        self.severity = severity
        self.exitCode = exitCode ?? facts.exitCode
        self.file = file
        self.location = location
        self.parameter = parameter
        self.facts = facts
    }

    /// What is wrong, without the position.
    public var message: String { facts.message }
    /// What to do about it, in the library's words.
    public var hint: String? { hint(with: LibraryRemedyWording()) }

    /// What to do about it, the remedy worded by `wording`.
    public func hint(with wording: any RemedyWording) -> String? {
        guard let remedy = facts.remedy else { return facts.hint }
        return wording.hint(for: remedy, after: facts.hint)
    }

    /// `error: FILE: action 3 'Change Case' (text.changecase), parameter 'case': MESSAGE` and a hint
    /// line; with a place in the document's text, `FILE:LINE:COL: error: action 3 …: MESSAGE`.
    public var description: String { rendered(with: LibraryRemedyWording()) }

    /// The two lines a user reads, with the remedy worded by `wording`. A problem at a place in the
    /// document's text starts as compilers, `make`, editors and CI problem matchers read it:
    /// `FILE:LINE:COL: error: …` (`<workflow>` for a document read without a file name).
    public func rendered(with wording: any RemedyWording) -> String {
        var place: [String] = []
        var prefix = ""
        if let sourcePosition {
            prefix = "\(file ?? "<workflow>"):\(sourcePosition.line):\(sourcePosition.column): "
        } else if let file {
            place.append(file)
        }
        var position: [String] = []
        if let location {
            var text = "action \(location.index)"
            if let name = location.name { text += " '\(name)'" }
            text += " (\(location.identifier))"
            position.append(text)
        }
        if let parameter { position.append("parameter '\(parameter)'") }
        if !position.isEmpty { place.append(position.joined(separator: ", ")) }
        var text = prefix + "\(severity.rawValue): " + (place + [message]).joined(separator: ": ")
        if let hint = hint(with: wording), !hint.isEmpty { text += "\nhint: \(hint)" }
        return text
    }

    /// The same problem, attributed to a file.
    public func inFile(_ path: String?) -> WorkflowError {
        var copy = self
        if copy.file == nil { copy.file = path }
        return copy
    }

    /// Equal when every field reads the same.
    public static func == (lhs: WorkflowError, rhs: WorkflowError) -> Bool {
        lhs.severity == rhs.severity && lhs.exitCode == rhs.exitCode && lhs.file == rhs.file && lhs.location == rhs.location
            && lhs.parameter == rhs.parameter && lhs.facts.message == rhs.facts.message && lhs.facts.hint == rhs.facts.hint
            && lhs.facts.remedy == rhs.facts.remedy && lhs.sourcePosition == rhs.sourcePosition
    }

    /// The same problem, placed at `path` in the document's JSON unless already placed.
    func at(_ path: JSONPath) -> WorkflowError {
        var copy = self
        if copy.jsonPath == nil { copy.jsonPath = path }
        return copy
    }
}

/// A failure raised by an action or a parameter resolver; it carries no position, the runner
/// adds where it happened (ShapeScript's split).
public struct ActionFailure: Error, Sendable, Equatable {
    /// What went wrong, as facts.
    public var facts: any FailureFacts
    /// The parameter at fault, when one is.
    public var parameter: String?
    /// The exit code for the CLI (the facts' own unless the failure says otherwise).
    public var exitCode: ExitCode

    /// A failure from its facts; the runner adds the file and action.
    public init(_ facts: any FailureFacts, parameter: String? = nil, exitCode: ExitCode? = nil) {
        self.facts = facts
        self.parameter = parameter
        self.exitCode = exitCode ?? facts.exitCode
    }

    /// What is wrong.
    public var message: String { facts.message }
    /// What to do, in the library's words.
    public var hint: String? {
        guard let remedy = facts.remedy else { return facts.hint }
        return LibraryRemedyWording().hint(for: remedy, after: facts.hint)
    }

    /// Equal when the parameter, exit code and wording are.
    public static func == (lhs: ActionFailure, rhs: ActionFailure) -> Bool {
        lhs.parameter == rhs.parameter && lhs.exitCode == rhs.exitCode && lhs.facts.message == rhs.facts.message
            && lhs.facts.hint == rhs.facts.hint && lhs.facts.remedy == rhs.facts.remedy
    }
}

extension ActionFailure {
    /// The failure placed where it happened: the one place a runner turns an action's failure
    /// into a reported error.
    public func located(file: String?, at location: ActionLocation) -> WorkflowError {
        WorkflowError(facts, exitCode: exitCode, file: file, location: location, parameter: parameter)
    }
}
