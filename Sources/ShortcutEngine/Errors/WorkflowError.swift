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
    public var index: Int
    public var identifier: String
    public var name: String?

    public init(index: Int, identifier: String, name: String?) {
        self.index = index
        self.identifier = identifier
        self.name = name
    }
}

/// A problem with a position: the one error type the engine reports, and what `check` lists.
public struct WorkflowError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var severity: Severity
    public var exitCode: ExitCode
    public var file: String?
    public var location: ActionLocation?
    public var parameter: String?
    public var message: String
    public var hint: String?

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
        var where_: [String] = []
        if let file { where_.append(file) }
        var position: [String] = []
        if let location {
            var text = "action \(location.index)"
            if let name = location.name { text += " '\(name)'" }
            text += " (\(location.identifier))"
            position.append(text)
        }
        if let parameter { position.append("parameter '\(parameter)'") }
        if !position.isEmpty { where_.append(position.joined(separator: ", ")) }
        var text = "\(severity.rawValue): " + (where_ + [message]).joined(separator: ": ")
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
    public var message: String
    public var hint: String?
    public var parameter: String?
    public var exitCode: ExitCode

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
