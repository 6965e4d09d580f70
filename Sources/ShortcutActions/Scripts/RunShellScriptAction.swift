import Foundation
import ShortcutEngine

/// Run Shell Script: runs a script with a shell or interpreter, passing the input on standard
/// input or as arguments; its standard output is the result. Refused unless the host allows scripts.
public enum RunShellScriptAction: Action {
    /// The interpreter (`Shell`: Apple writes its full path).
    public enum Shell: String, Choice {
        case zsh, bash, sh, dash, ksh, csh, tcsh
        case python3, python, perl, ruby, swift

        /// The path Apple writes (and Automator, without its leading slash, writes too).
        public var path: String {
            switch self {
            case .zsh, .bash, .sh, .dash, .ksh, .csh, .tcsh: return "/bin/" + rawValue
            case .python3, .python, .perl, .ruby, .swift: return "/usr/bin/" + rawValue
            }
        }

        /// Apple's values: the path, and Automator's form without the leading slash.
        public var wireValues: [String] { [path, String(path.dropFirst())] }

        /// Another install of an interpreter this engine knows, by its file name
        /// (`/opt/homebrew/bin/bash` is bash, `/usr/local/bin/python3` python3), as a Mac whose
        /// `/etc/shells` lists one may write it. It runs as the host's own (`path`).
        public static func respelled(_ text: String) -> String? {
            guard text.contains("/"), let name = text.split(separator: "/", omittingEmptySubsequences: false).last,
                !name.isEmpty
            else { return nil }
            return String(name)
        }

        /// How the script is handed to the interpreter: `-c SCRIPT` for shells, `-e`/`-` for the others.
        func arguments(script: String) -> [String] {
            switch self {
            case .zsh, .bash, .sh, .dash, .ksh, .csh, .tcsh: return ["-c", script, rawValue]
            case .python3, .python: return ["-c", script]
            case .perl, .ruby: return ["-e", script, "--"]
            case .swift: return ["-e", script]
            }
        }
    }

    /// How the input reaches the script (`InputMode`).
    public enum InputMode: String, Choice {
        case standardInput = "to stdin"
        case arguments = "as arguments"

        /// Readable spellings, and Automator's codes.
        public var aliases: [String] {
            switch self {
            case .standardInput: return ["stdin"]
            case .arguments: return ["arguments"]
            }
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .standardInput: return "the input's text on standard input (a list one item per line)"
            case .arguments: return "each input item is one argument ($1, $2… / sys.argv[1:])"
            }
        }
    }

    static let script = Parameter<String>("script", wireKey: "Script", summary: "The script.", required: true)
    static let shell = Parameter<Shell>(
        "shell", wireKey: "Shell",
        summary: "The interpreter; a path is read by its file name (/opt/homebrew/bin/bash is bash) and runs the host's.",
        default: .zsh)
    static let input = Parameter<Value>("input", wireKey: "Input", summary: "What the script receives.")
    static let inputMode = Parameter<InputMode>(
        "inputMode", wireKey: "InputMode", label: "Pass Input", summary: "How the input is passed.", default: .standardInput)
    static let runAsRoot = Parameter<Bool>(
        "runAsRoot", wireKey: "RunAsRoot", label: "Run as Administrator",
        summary: "Apple's Run as Administrator: on, the action is refused (this engine never raises privileges).",
        default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.runshellscript", name: "Run Shell Script",
        summary:
            "Runs a script with the chosen shell or interpreter and outputs what it prints. Needs scripts allowed; stops at the run's time limit; a non-zero exit status stops the run with the script's standard error.",
        category: "Scripting",
        parameters: [script, shell, input, inputMode, runAsRoot],
        input: input, output: .produces(.text), outputName: "Shell Script Result")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let shell = try parameters[Self.shell]
        // Never run as the normal user what was meant to run as root.
        if try parameters[Self.runAsRoot] { throw ActionFailure(ScriptFailure.runAsRootRefused, parameter: "runAsRoot") }
        guard context.allowsScripts else {
            throw ActionFailure(PermissionFailure.shellRefused(interpreter: shell.path), parameter: "script")
        }
        guard let interpreter = ScriptProcess.locate(shell.path) else {
            throw ActionFailure(ScriptFailure.interpreterNotFound(shell.path), parameter: "shell")
        }
        let script = try parameters[Self.script]
        let input = parameters.optional(Self.input) ?? .nothing
        var arguments = shell.arguments(script: script)
        var standardInput = Data()
        switch try parameters[Self.inputMode] {
        case .standardInput: standardInput = Data(try context.limitedText(input).utf8)
        case .arguments: arguments += try input.items.map { try context.limitedText($0) }
        }
        let output = try ScriptProcess.run(
            interpreter: interpreter, arguments: arguments, input: standardInput, context: context, parameter: "script")
        return .text(output.hasSuffix("\n") ? String(output.dropLast()) : output)
    }
}
