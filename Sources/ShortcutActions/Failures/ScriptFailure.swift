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
    /// Run Shell Script's Run as Administrator (`RunAsRoot`) is on: this engine never raises privileges.
    case runAsRootRefused
    /// Run Script over SSH with password authentication: only keys are used.
    case sshPasswordRefused(host: String)
    /// Run Script over SSH needs scripts and network access to `host`, and one of them is off.
    case sshRefused(host: String)
    /// Run Script over SSH without a host.
    case sshNoHost
    /// Run Script over SSH with a port that is not a whole number from 1 to 65535.
    case sshBadPort(String)
    /// A host or user name that `ssh` would read as an option or that holds spaces or control characters.
    case sshBadName(String)

    var message: String {
        switch self {
        case .interpreterNotFound(let name): return "the interpreter \(name) is not installed"
        case .cannotStart(let name, let code): return "could not start \(name) (error \(code))"
        case .exited(let status, let errorOutput):
            return "the script exited with status \(status)" + (errorOutput.isEmpty ? "" : ": \(errorOutput)")
        case .killed(let signal): return "the script was ended by signal \(signal)"
        case .outputTooLong(let limit): return "the script's output grew past \(limit) bytes (the text length limit)"
        case .outputNotText(let count): return "the script's output (\(count) bytes) is not UTF-8 text"
        case .runAsRootRefused:
            return
                "Run as Administrator is on; this engine never runs a script with raised privileges, and will not run it as the normal user instead"
        case .sshPasswordRefused(let host):
            return "password authentication to '\(host)' is not supported; this engine connects with an SSH key only"
        case .sshRefused(let host):
            return "running a script over SSH on '\(host)' needs both running scripts and network access to that host"
        case .sshNoHost: return "no host to connect to"
        case .sshBadPort(let port): return "the port '\(port)' is not a whole number from 1 to 65535"
        case .sshBadName(let name):
            return "'\(name)' is not a host or user name ssh accepts (it starts with '-' or holds spaces or control characters)"
        }
    }

    var hint: String? {
        switch self {
        case .interpreterNotFound: return "install it, or choose another shell"
        case .exited: return "fix the script or its input (the message is the start of its standard error)"
        case .runAsRootRefused:
            return "turn Run as Administrator off if the script does not need it, or run it yourself with sudo"
        case .sshPasswordRefused:
            return "set the authentication to SSH Key and make the key available to ssh (ssh-agent or ~/.ssh/config)"
        case .sshNoHost: return "give the host's name or address"
        default: return nil
        }
    }

    var remedy: Remedy? {
        switch self {
        case .outputTooLong: return .raiseLimit(.textLength)
        case .sshRefused(let host): return .allowShellAndNetwork(host: host)
        default: return nil
        }
    }
}
