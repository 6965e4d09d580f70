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
    /// What is wrong, without the position.
    public var message: String
    /// What to do about it.
    public var hint: String?

    /// A problem; the position fields are filled in by whoever knows them.
    public init(
        _ message: String, hint: String? = nil, exitCode: ExitCode = .badDocument, severity: Severity = .error,
        file: String? = nil, location: ActionLocation? = nil, parameter: String? = nil
    ) {
        self.severity = severity
        self.exitCode = exitCode
        self.file = file
        self.location = location
        self.parameter = parameter
        self.message = message
        self.hint = hint
    }

    /// `error: FILE: action 3 'Change Case' (text.changecase), parameter 'case': MESSAGE` and a hint line.
    public var description: String {
        var place: [String] = []
        if let file { place.append(file) }
        var position: [String] = []
        if let location {
            var text = "action \(location.index)"
            if let name = location.name { text += " '\(name)'" }
            text += " (\(location.identifier))"
            position.append(text)
        }
        if let parameter { position.append("parameter '\(parameter)'") }
        if !position.isEmpty { place.append(position.joined(separator: ", ")) }
        var text = "\(severity.rawValue): " + (place + [message]).joined(separator: ": ")
        if let hint, !hint.isEmpty { text += "\nhint: \(hint)" }
        return text
    }

    /// The same problem, attributed to a file.
    public func inFile(_ path: String?) -> WorkflowError {
        var copy = self
        if copy.file == nil { copy.file = path }
        return copy
    }
}

/// A failure raised by an action or a parameter resolver; it carries no position, the runner
/// adds where it happened (ShapeScript's split).
public struct ActionFailure: Error, Sendable, Equatable {
    /// What is wrong.
    public var message: String
    /// What to do about it.
    public var hint: String?
    /// The parameter at fault, when one is.
    public var parameter: String?
    /// The exit code for the CLI (70 unless the failure says otherwise).
    public var exitCode: ExitCode

    /// A failure; the runner adds the file and action.
    public init(_ message: String, hint: String? = nil, parameter: String? = nil, exitCode: ExitCode = .actionFailed) {
        self.message = message
        self.hint = hint
        self.parameter = parameter
        self.exitCode = exitCode
    }

    init(_ coercion: CoercionFailure, parameter: String? = nil) {
        self.init(coercion.message, hint: coercion.hint, parameter: parameter)
    }
}

extension ActionFailure {
    /// The failure placed where it happened: the one place a runner turns an action's failure
    /// into a reported error.
    public func located(file: String?, at location: ActionLocation) -> WorkflowError {
        WorkflowError(message, hint: hint, exitCode: exitCode, file: file, location: location, parameter: parameter)
    }
}
