import ShortcutEngine

/// Failures of Run Shell Script and the script actions.
enum ScriptFailure: FailureFacts, Equatable {
    /// The interpreter is neither at its path nor on `PATH`.
    case interpreterNotFound(String)
    /// The interpreter could not be started; the system's error number.
    case cannotStart(String, errno: Int32)
    /// The script exited with a status other than 0; the start of what it wrote to standard error.
    case exited(status: Int32, errorOutput: String)
    /// The script was ended by a signal.
    case killed(signal: Int32)
    /// The script wrote more than `limit` bytes to standard output (the text length limit).
    case outputTooLong(limit: Int)
    /// The script's output is not UTF-8 text.
    case outputNotText(byteCount: Int)

    var message: String {
        switch self {
        case .interpreterNotFound(let name): return "the interpreter \(name) is not installed"
        case .cannotStart(let name, let code): return "could not start \(name) (error \(code))"
        case .exited(let status, let errorOutput):
            return "the script exited with status \(status)" + (errorOutput.isEmpty ? "" : ": \(errorOutput)")
        case .killed(let signal): return "the script was ended by signal \(signal)"
        case .outputTooLong(let limit): return "the script's output grew past \(limit) bytes (the text length limit)"
        case .outputNotText(let count): return "the script's output (\(count) bytes) is not UTF-8 text"
        }
    }

    var hint: String? {
        switch self {
        case .interpreterNotFound: return "install it, or choose another shell"
        case .exited: return "fix the script or its input (the message is the start of its standard error)"
        default: return nil
        }
    }

    var remedy: Remedy? {
        switch self {
        case .outputTooLong: return .raiseLimit(.textLength)
        default: return nil
        }
    }
}
