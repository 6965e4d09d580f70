import ShortcutEngine

/// Get Logged Messages: the messages Log Message recorded in this run, optionally clearing them.
public enum LoggedMessagesAction: Action {
    /// What the action does with the log.
    public enum Mode: String, Choice {
        case output = "Output"
        case clear = "Clear"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .output: return "output the messages as text, one a line"
            case .clear: return "forget them (outputs nothing)"
            }
        }
    }

    static let mode = Parameter<Mode>("mode", summary: "Output or clear.", default: .output)

    public static let definition = ActionDefinition(
        "org.shortcutengine.console.messages", name: "Get Logged Messages",
        summary: "Outputs the messages Log Message recorded in this run, one a line, or clears them.", category: "Output",
        parameters: [mode],
        output: .produces(.text), outputName: "Messages")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard let log = context.host as? MessageLogHost else { return .text("") }
        switch try parameters[Self.mode] {
        case .output: return .text(log.loggedMessages.joined(separator: "\n"))
        case .clear:
            log.clearLoggedMessages()
            return .text("")
        }
    }
}
