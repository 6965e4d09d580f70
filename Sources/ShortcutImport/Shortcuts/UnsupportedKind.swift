import ShortcutEngine

/// Why an imported action kept unsupported cannot run: it needs an Apple device or app (the
/// importer's `appleOnly` table, Apple app actions and third-party app actions), or this engine
/// has not built it yet (an Apple action with no equivalent, or one whose parameters did not map).
public enum UnsupportedKind: String, Sendable, CaseIterable {
    case needsAppleDevice = "needs an Apple device or app"
    case notBuiltYet = "not built yet"

    /// The kind of `identifier` (Apple's full identifier, as kept on the action); `registry`
    /// tells an action this engine has (so only its parameters failed) from one it lacks.
    public static func of(_ identifier: String, registry: ActionRegistry) -> UnsupportedKind {
        if registry.action(for: identifier) != nil { return .notBuiltYet }
        guard identifier.hasPrefix("is.workflow.actions.") else { return identifier.isEmpty ? .notBuiltYet : .needsAppleDevice }
        let short = identifier.dropFirst("is.workflow.actions.".count)
        let appleOnly = ShortcutMapper.appleOnly.contains { prefixes, _ in prefixes.contains { short.hasPrefix($0) } }
        return appleOnly ? .needsAppleDevice : .notBuiltYet
    }
}
