/// The table of known actions, looked up by full or short identifier.
public struct ActionRegistry: Sendable {
    /// Namespaces a short identifier may omit, tried in this order.
    public static let namespaces = ["is.workflow.actions.", "org.shortcutengine."]

    /// The registered action types, in the order given.
    public let actions: [any Action.Type]
    private let byIdentifier: [String: Int]

    /// Builds the table from each action's definition; a duplicate full or short identifier is a
    /// programmer error.
    public init(_ actions: [any Action.Type]) {
        self.init(actions, identifiers: actions.map { $0.definition.identifier })
    }

    /// Builds the table from `identifiers`, each the full identifier of the action at the same
    /// offset, without building any definition (a start then pays only for the actions it runs;
    /// the caller's test checks the identifiers against the definitions).
    public init(_ actions: [any Action.Type], identifiers: [String]) {
        precondition(actions.count == identifiers.count, "one identifier per action")
        self.actions = actions
        var table: [String: Int] = [:]
        for (offset, identifier) in identifiers.enumerated() {
            precondition(table[identifier] == nil, "duplicate action \(identifier)")
            table[identifier] = offset
        }
        for (offset, identifier) in identifiers.enumerated() {
            let short = ActionRegistry.shortForm(of: identifier)
            precondition(table[short] == nil || table[short] == offset, "ambiguous short identifier \(short)")
            table[short] = offset
        }
        byIdentifier = table
    }

    /// `identifier` without the first of `namespaces` it starts with.
    public static func shortForm(of identifier: String) -> String {
        for prefix in namespaces where identifier.hasPrefix(prefix) {
            return String(identifier.dropFirst(prefix.count))
        }
        return identifier
    }

    /// The action for `identifier`, full (`is.workflow.actions.gettext`) or short (`gettext`).
    public func action(for identifier: String) -> (any Action.Type)? {
        if let offset = byIdentifier[identifier] { return actions[offset] }
        if let offset = byIdentifier[identifier.lowercased()] { return actions[offset] }
        return nil
    }

    /// Close identifiers and names for "did you mean".
    public func suggestion(for identifier: String) -> String {
        let close = closestIdentifiers(to: identifier)
        return close.isEmpty ? "" : "; did you mean \(close.map { "'\($0)'" }.joined(separator: " or "))?"
    }

    /// The short identifier closest to `identifier` (see `closestIdentifiers`).
    public func closestIdentifier(to identifier: String) -> String? { closestIdentifiers(to: identifier).first }

    /// Short identifiers `identifier` may have meant: one within a typo's edit distance, else the
    /// one whose display name it is, else those whose last segment it is (`sort` → `list.sort`,
    /// `files.sort`), at most three.
    public func closestIdentifiers(to identifier: String) -> [String] {
        let candidates = actions.map { $0.definition.shortIdentifier }
        if let close = Suggestions.closest(to: identifier, among: candidates) { return [close] }
        let lowered = identifier.lowercased()
        if let named = actions.first(where: { $0.definition.name.lowercased() == lowered }) {
            return [named.definition.shortIdentifier]
        }
        let segment = lowered.split(separator: ".").last.map(String.init) ?? lowered
        let bySegment = candidates.filter { candidate in
            candidate.split(separator: ".").contains { $0 == segment || $0.hasPrefix(segment) && segment.count >= 4 }
        }
        return Array(bySegment.prefix(3))
    }

    /// Every registered action's definition, in registry order.
    public var definitions: [ActionDefinition] { actions.map { $0.definition } }
}
