/// Failures of a workflow run without input whose document says what to do then (`input.whenMissing`).
public enum MissingInputFailure: FailureFacts, Equatable {
    /// Apple's Stop and Respond: the run stops with the document's response.
    case stopped(response: String)
    /// The action that asks for the input failed; its name, identifier and what went wrong.
    case askFailed(action: String, identifier: String, message: String, hint: String?, remedy: Remedy?, exitCode: ExitCode)

    /// What happened.
    public var message: String {
        switch self {
        case .stopped(let response):
            return response.isEmpty
                ? "run without input, the workflow stops (its Stop and Respond gives no response)"
                : "run without input, the workflow stops: \(response)"
        case .askFailed(let action, let identifier, let message, _, _, _):
            return "run without input, the workflow asks for it with \(action) (\(identifier)): \(message)"
        }
    }

    /// Give the input, or what the asking action's own failure says.
    public var hint: String? {
        switch self {
        case .stopped: return nil
        case .askFailed(_, _, _, let hint, _, _): return hint
        }
    }

    /// The host words how to give the input.
    public var remedy: Remedy? {
        switch self {
        case .stopped: return .giveInput
        case .askFailed(_, _, _, _, let remedy, _): return remedy
        }
    }

    /// No input is 66 (sysexits' EX_NOINPUT); a failed question exits as it would have.
    public var exitCode: ExitCode {
        switch self {
        case .stopped: return .missingInput
        case .askFailed(_, _, _, _, _, let exitCode): return exitCode
        }
    }
}
