/// The table of known actions, looked up by full or short identifier.
public struct ActionRegistry: Sendable {
    /// Namespaces a short identifier may omit, tried in this order.
    public static let namespaces = ["is.workflow.actions.", "org.shortcutengine."]

    /// The registered action types, in the order given.
    public let actions: [any Action.Type]
    private let byIdentifier: [String: Int]

    /// Builds the table; a duplicate full or short identifier is a programmer error.
    public init(_ actions: [any Action.Type]) {
        self.actions = actions
        var table: [String: Int] = [:]
        for (offset, action) in actions.enumerated() {
            let definition = action.definition
            precondition(table[definition.identifier] == nil, "duplicate action \(definition.identifier)")
            table[definition.identifier] = offset
        }
        for (offset, action) in actions.enumerated() {
            let short = action.definition.shortIdentifier
            precondition(table[short] == nil || table[short] == offset, "ambiguous short identifier \(short)")
            table[short] = offset
        }
        byIdentifier = table
    }

    /// The action for `identifier`, full (`is.workflow.actions.gettext`) or short (`gettext`).
    public func action(for identifier: String) -> (any Action.Type)? {
        if let offset = byIdentifier[identifier] { return actions[offset] }
        if let offset = byIdentifier[identifier.lowercased()] { return actions[offset] }
        return nil
    }

    /// Close identifiers and names for "did you mean".
    public func suggestion(for identifier: String) -> String {
        closestIdentifier(to: identifier).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The short identifier closest to `identifier`, or the one whose display name it is.
    public func closestIdentifier(to identifier: String) -> String? {
        let candidates = actions.map { $0.definition.shortIdentifier }
        if let close = Suggestions.closest(to: identifier, among: candidates) { return close }
        let lowered = identifier.lowercased()
        return actions.first(where: { $0.definition.name.lowercased() == lowered })?.definition.shortIdentifier
    }

    /// Every registered action's definition, in registry order.
    public var definitions: [ActionDefinition] { actions.map { $0.definition } }
}
