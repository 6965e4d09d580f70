/// A built-in or user-supplied action. Resolution (coercion, defaults, allowed values, minimums)
/// is done generically from `definition`; `validate` adds rules that span parameters; `perform`
/// does the work through the context, never touching the file system, clock or randomness directly.
public protocol Action: Sendable {
    /// Identifier, parameters and output: what the registry, resolution and the docs show.
    /// (An action's own `definition` and `perform` need no comment of their own: these say it.)
    static var definition: ActionDefinition { get }

    /// Extra checks after every parameter is resolved (the Intents "resolve" phase).
    static func validate(_ parameters: ResolvedParameters) throws(ActionFailure)

    /// Does the work (the Intents "handle" phase). For block starts the result is the block's
    /// control value, see `BlockKind`. Throw `ActionFailure` for anything the user can fix.
    static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value
}

extension Action {
    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {}
}
