/// Stands in for an imported action this engine cannot run. Not in any registry: the compiler
/// uses it for actions marked `unsupported`, so nothing from an import is ever dropped.
public enum UnsupportedAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.unsupported", name: "Unsupported Action", summary: "An imported action that cannot run here.",
        category: "Control",
        parameters: [
            ParameterDefinition("identifier", type: .text, summary: "The original identifier."),
            ParameterDefinition("reason", type: .text, summary: "Why it cannot run."),
        ],
        output: .produces(.nothing))

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        if context.session.options.skipUnsupported {
            context.host.skipped(try parameters.text("identifier"))
            return .nothing
        }
        throw ActionFailure(RunFailure.unsupported(reason: try parameters.text("reason")))
    }
}
