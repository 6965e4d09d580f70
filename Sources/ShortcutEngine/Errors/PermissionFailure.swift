/// Failures of things a run may do only when its host allows them: reach the network, run a
/// shell. The host words the remedy (a command-line flag, a `RunOptions` setting).
public enum PermissionFailure: FailureFacts, Equatable {
    /// A request to `host` while network access is off (`allowed` empty) or limited to `allowed`.
    case networkRefused(host: String, allowed: [String])
    /// A redirect from `from` to `host`, a host network access is not allowed to reach.
    case redirectRefused(from: String, to: String, allowed: [String])
    /// A redirect from `from` to `location`, whose scheme is not http or https: never followed
    /// (Foundation on Linux would fetch `file:///x` as `http://same-host/x`).
    case redirectToScheme(from: String, location: String)
    /// Running a script (`interpreter`) while scripts are not allowed.
    case shellRefused(interpreter: String)

    /// What is wrong.
    public var message: String {
        switch self {
        case .networkRefused(let host, let allowed):
            return allowed.isEmpty
                ? "network access is off; this action would connect to '\(host)'"
                : "network access to '\(host)' is not allowed (allowed: \(quotedList(allowed)))"
        case .redirectRefused(let from, let to, let allowed):
            return "'\(from)' redirected to '\(to)', a host network access is not allowed to reach"
                + (allowed.isEmpty ? "" : " (allowed: \(quotedList(allowed)))")
        case .redirectToScheme(let from, let location):
            return "'\(from)' redirected to '\(location)'; only redirects to http and https are followed"
        case .shellRefused(let interpreter): return "running scripts is off; this action would run \(interpreter)"
        }
    }

    /// What the host can do: allow the host, or allow scripts.
    public var remedy: Remedy? {
        switch self {
        case .networkRefused(let host, _): return .allowNetwork(host: host)
        case .redirectRefused(_, let to, _): return .allowNetwork(host: to)
        case .redirectToScheme: return nil
        case .shellRefused: return .allowShell
        }
    }
}
