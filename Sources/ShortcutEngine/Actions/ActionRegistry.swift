/// The table of known actions, looked up by full or short identifier.
public struct ActionRegistry: Sendable {
    /// Namespaces a short identifier may omit, tried in this order.
    public static let namespaces = ["is.workflow.actions.", "org.shortcutengine."]

    /// The registered action types, in the order given.
    public let actions: [any Action.Type]
    private let byIdentifier: [String: Int]
    /// What fetches a web URL given where a file or dictionary is expected; nil: no fetching.
    public let urlContent: (any URLContentFetcher)?

    /// Builds the table from each action's definition; a duplicate full or short identifier is a
    /// programmer error.
    public init(_ actions: [any Action.Type], urlContent: (any URLContentFetcher)? = nil) {
        self.init(actions, identifiers: actions.map { $0.definition.identifier }, urlContent: urlContent)
    }

    /// Builds the table from `identifiers`, each the full identifier of the action at the same
    /// offset, without building any definition (a start then pays only for the actions it runs;
    /// the caller's test checks the identifiers against the definitions).
    public init(_ actions: [any Action.Type], identifiers: [String], urlContent: (any URLContentFetcher)? = nil) {
        precondition(actions.count == identifiers.count, "one identifier per action")
        self.actions = actions
        self.urlContent = urlContent
        // Sized once and filled from UTF-8 slices: every `run` builds this table before its first
        // step, so it must not grow by rehashing or copy each identifier through `String` slicing.
        var table = [String: Int](minimumCapacity: identifiers.count * 2)
        for (offset, identifier) in identifiers.enumerated() {
            precondition(table.updateValue(offset, forKey: identifier) == nil, "duplicate action \(identifier)")
        }
        var parts = [String: [Int]](minimumCapacity: identifiers.count)
        for (offset, identifier) in identifiers.enumerated() {
            let short = ActionRegistry.shortForm(of: identifier)
            let previous = table.updateValue(offset, forKey: short)
            precondition(previous == nil || previous == offset, "ambiguous short identifier \(short)")
            if let part = ActionRegistry.lastPart(ofDotted: short) { parts[part, default: []].append(offset) }
        }
        byIdentifier = table
        byLastPart = parts
    }

    /// The part after the last dot of `short`, lowercased; nil when it has no dot.
    private static func lastPart(ofDotted short: String) -> String? {
        let bytes = short.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let part = Substring(bytes[bytes.index(after: dot)...])
        return part.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
            ? part.lowercased() : String(part)
    }

    /// The actions whose short identifier ends in `.PART` (`changecase` → `text.changecase`).
    private let byLastPart: [String: [Int]]

    /// `identifier` without the first of `namespaces` it starts with.
    public static func shortForm(of identifier: String) -> String {
        for prefix in namespaces where identifier.utf8.starts(with: prefix.utf8) {
            let bytes = identifier.utf8
            return String(Substring(bytes[bytes.index(bytes.startIndex, offsetBy: prefix.utf8.count)...]))
        }
        return identifier
    }

    /// The action for `identifier`: full (`is.workflow.actions.gettext`), short (`gettext`), or
    /// the last part of exactly one short identifier (`changecase` for `text.changecase`; an
    /// identifier with a dot never matches this way, so imported identifiers stay exact).
    public func action(for identifier: String) -> (any Action.Type)? {
        if let offset = byIdentifier[identifier] { return actions[offset] }
        if let offset = byIdentifier[identifier.lowercased()] { return actions[offset] }
        if !identifier.utf8.contains(UInt8(ascii: ".")), let matches = byLastPart[identifier.lowercased()], matches.count == 1 {
            return actions[matches[0]]
        }
        return nil
    }

    /// The short identifiers whose last part is `part`, when more than one has it (`sort`: `files.sort`, `list.sort`).
    public func ambiguous(_ part: String) -> [String] {
        guard !part.utf8.contains(UInt8(ascii: ".")), let matches = byLastPart[part.lowercased()], matches.count > 1 else {
            return []
        }
        return matches.map { actions[$0].definition.shortIdentifier }.sorted()
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
        let shared = ambiguous(identifier)
        if !shared.isEmpty { return shared }
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
