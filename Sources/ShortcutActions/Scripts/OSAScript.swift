import Foundation
import ShortcutEngine

/// Run AppleScript and Run JavaScript for Automation: `osascript` on macOS, behind the same
/// permission as shell scripts; elsewhere they are unsupported (an error naming why, or Nothing
/// when the run skips unsupported actions).
enum OSAScript {
    /// The language as `osascript -l` names it.
    enum Language: String {
        case appleScript = "AppleScript"
        case javaScript = "JavaScript"

        /// The name in messages.
        var title: String { self == .appleScript ? "AppleScript" : "JavaScript for Automation" }
    }

    /// Runs `script` with the input's items as arguments (`on run argv` / `function run(argv)`); what it returns, as text.
    static func run(_ language: Language, _ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        #if os(macOS)
            guard context.allowsScripts else {
                throw ActionFailure(
                    PermissionFailure.shellRefused(interpreter: "osascript (\(language.title))"), parameter: "script")
            }
            let script = try parameters[Self.script]
            let input = parameters.optional(Self.input) ?? .nothing
            let arguments = ["-l", language.rawValue, "-e", script] + (try input.items.map { try context.limitedText($0) })
            let output = try ScriptProcess.run(
                interpreter: "/usr/bin/osascript", arguments: arguments, input: Data(), context: context, parameter: "script")
            return .text(output.hasSuffix("\n") ? String(output.dropLast()) : output)
        #else
            // Kept unsupported here, as an import keeps what cannot run: Nothing with --skip-unsupported.
            if context.skipsUnsupported { return .nothing }
            throw ActionFailure(RunFailure.unsupported(reason: "\(language.title) runs only on macOS (through osascript)"))
        #endif
    }

    /// The script, in both actions.
    static let script = Parameter<String>("script", wireKey: "Script", summary: "The script.", required: true)
    /// The input, in both actions.
    static let input = Parameter<Value>("input", wireKey: "Input", summary: "Passed to the script's run handler as arguments.")
}

/// Run AppleScript: an AppleScript through `osascript` (macOS only; needs scripts allowed).
public enum RunAppleScriptAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.runapplescript", name: "Run AppleScript",
        summary: "Runs an AppleScript through osascript and outputs its result. macOS only; needs scripts allowed.",
        category: "Scripting", parameters: [OSAScript.script, OSAScript.input], input: OSAScript.input, output: .produces(.text),
        outputName: "AppleScript Result")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try OSAScript.run(.appleScript, parameters, context: context)
    }
}

/// Run JavaScript for Automation: a JXA script through `osascript -l JavaScript` (macOS only).
public enum RunJavaScriptForAutomationAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.runjavascriptforautomation", name: "Run JavaScript for Automation",
        summary: "Runs JavaScript for Automation through osascript and outputs its result. macOS only; needs scripts allowed.",
        category: "Scripting", parameters: [OSAScript.script, OSAScript.input], input: OSAScript.input, output: .produces(.text),
        outputName: "JavaScript Result")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try OSAScript.run(.javaScript, parameters, context: context)
    }
}
