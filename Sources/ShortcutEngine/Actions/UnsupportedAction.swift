/// Stands in for an imported action this engine cannot run. Not in any registry: the compiler
/// uses it for actions marked `unsupported`, so nothing from an import is ever dropped.
public enum UnsupportedAction: Action {
    static let identifier = Parameter<String>("identifier", summary: "The original identifier.")
    static let reason = Parameter<String>("reason", summary: "Why it cannot run.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.unsupported", name: "Unsupported Action", summary: "An imported action that cannot run here.",
        category: "Control",
        parameters: [identifier, reason],
        output: .produces(.nothing))

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        if context.session.options.skipUnsupported {
            context.host.skipped(try parameters[Self.identifier])
            return .nothing
        }
        throw ActionFailure(RunFailure.unsupported(reason: try parameters[Self.reason]))
    }
}
