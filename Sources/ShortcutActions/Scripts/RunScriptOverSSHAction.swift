import Foundation
import ShortcutEngine

/// Run Script over SSH: runs a script on another machine with the system's `ssh`, spawned the way
/// Run Shell Script spawns its interpreter (`ScriptProcess`: its own process group, the run's time
/// limit, standard output as the result). The input's text goes to the script's standard input.
/// Refused unless the host allows both scripts and network access to that host; only key
/// authentication is used (`ssh -o BatchMode=yes`, so ssh never asks for a password). Apple's
/// default authentication is Password (real files set a password without the key), so a file
/// must choose SSH Key to run here.
public enum RunScriptOverSSHAction: Action {
    /// How ssh authenticates (`WFSSHAuthenticationType`).
    public enum Authentication: String, Choice {
        case password = "Password"
        case key = "SSH Key"

        /// Readable spellings.
        public var aliases: [String] {
            switch self {
            case .password: return []
            case .key: return ["key", "ssh-key"]
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .password: return "refused: this engine connects with a key only"
            case .key: return "the keys ssh finds itself (ssh-agent, ~/.ssh, ~/.ssh/config)"
            }
        }
    }

    static let script = Parameter<String>(
        "script", wireKey: "WFSSHScript", summary: "The script, run by the remote user's shell.", required: true)
    static let host = Parameter<String>("host", wireKey: "WFSSHHost", summary: "The host's name or address.", required: true)
    static let port = Parameter<String>("port", wireKey: "WFSSHPort", summary: "The port.", default: .text("22"))
    static let user = Parameter<Value>(
        "user", wireKey: "WFSSHUser", type: .text, summary: "The user to log in as; absent: ssh's default.")
    static let authentication = Parameter<Authentication>(
        "authentication", wireKey: "WFSSHAuthenticationType", label: "Authentication",
        summary: "How to log in: only SSH Key runs here (Password, Apple's default, is refused).", default: .password)
    static let password = Parameter<Value>(
        "password", wireKey: "WFSSHPassword", type: .text,
        summary: "Apple's password authentication: never used (the action is refused with Password).")
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "The script's standard input.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.runsshscript", name: "Run Script over SSH",
        summary:
            "Runs a script on another machine with the system's ssh (key authentication only) and outputs what it prints. Needs both scripts and network access to the host allowed; the input's text is the script's standard input; stops at the run's time limit.",
        category: "Scripting",
        parameters: [script, host, port, user, authentication, password, input],
        input: input, output: .produces(.text), outputName: "Shell Script Result")

    /// The system's ssh, looked up on `PATH`.
    static let client = "ssh"

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let host = try parameters[Self.host].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !host.isEmpty else { throw ActionFailure(ScriptFailure.sshNoHost, parameter: "host") }
        if try parameters[Self.authentication] == .password {
            throw ActionFailure(ScriptFailure.sshPasswordRefused(host: host), parameter: "authentication")
        }
        guard context.allowsScripts, context.network.allows(host: host) else {
            throw ActionFailure(ScriptFailure.sshRefused(host: host), parameter: "host")
        }
        let arguments = try sshArguments(
            host: host, port: try parameters[Self.port],
            user: parameters.optional(Self.user).map { try context.limitedText($0) }, script: try parameters[Self.script])
        guard let ssh = ScriptProcess.locate(client) else {
            throw ActionFailure(ScriptFailure.interpreterNotFound(client), parameter: "host")
        }
        let input = Data(try context.limitedText(parameters.optional(Self.input) ?? .nothing).utf8)
        let output = try ScriptProcess.run(
            interpreter: ssh, arguments: arguments, input: input, context: context, parameter: "script")
        return .text(output.hasSuffix("\n") ? String(output.dropLast()) : output)
    }

    /// The arguments ssh gets: never a password prompt (`BatchMode`), no terminal, the port and
    /// user as options, then `--`, the host and the script as the remote command. A host or user
    /// that ssh would read as an option, or a port out of range, is refused.
    static func sshArguments(host: String, port: String, user: String?, script: String) throws(ActionFailure) -> [String] {
        try checkName(host, parameter: "host")
        let portText = port.trimmingCharacters(in: .whitespaces)
        var arguments = ["-o", "BatchMode=yes", "-T"]
        if !portText.isEmpty {
            guard let number = Int(portText), (1...65_535).contains(number) else {
                throw ActionFailure(ScriptFailure.sshBadPort(portText), parameter: "port")
            }
            arguments += ["-p", String(number)]
        }
        if let user = user?.trimmingCharacters(in: .whitespaces), !user.isEmpty {
            try checkName(user, parameter: "user")
            arguments += ["-l", user]
        }
        return arguments + ["--", host, script]
    }

    /// Refuses a name ssh would take for an option or that holds spaces or control characters.
    private static func checkName(_ name: String, parameter: String) throws(ActionFailure) {
        if name.hasPrefix("-")
            || name.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F })
        {
            throw ActionFailure(ScriptFailure.sshBadName(name), parameter: parameter)
        }
    }
}
