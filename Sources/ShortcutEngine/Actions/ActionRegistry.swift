/// The table of known actions, looked up by full or short identifier.
public struct ActionRegistry: Sendable {
    /// Namespaces a short identifier may omit, tried in this order.
    public static let namespaces = ["is.workflow.actions.", "org.shortcutengine."]

    /// The registered action types, in the order given.
    public let actions: [any Action.Type]
    /// Each action's full identifier, at its offset in `actions`.
    private let identifiers: [String]
    /// The offsets of `actions`, ordered by identifier: a look-up is a binary search. A sorted
    /// list costs a run far less to build than a hash table (issue 29: the two tables this replaced
    /// cost every start about a million instructions); `BuiltinActions` passes its identifiers
    /// already sorted, so building it is one pass that checks the order.
    private let byIdentifier: [Int]
    /// What fetches a web URL given where a file or dictionary is expected; nil: no fetching.
    public let urlContent: (any URLContentFetcher)?
    /// What turns Apple's file and folder references into paths where a file is expected; nil:
    /// such a dictionary does not convert to a file.
    public let fileReferences: (any FileReferenceResolver)?

    /// Builds the table from each action's definition; a duplicate full identifier is a
    /// programmer error.
    public init(
        _ actions: [any Action.Type], urlContent: (any URLContentFetcher)? = nil,
        fileReferences: (any FileReferenceResolver)? = nil
    ) {
        self.init(
            actions, identifiers: actions.map { $0.definition.identifier }, urlContent: urlContent,
            fileReferences: fileReferences)
    }

    /// Builds the table from `identifiers`, each the full identifier of the action at the same
    /// offset, without building any definition (a start then pays only for the actions it runs;
    /// the caller's test checks the identifiers against the definitions).
    public init(
        _ actions: [any Action.Type], identifiers: [String], urlContent: (any URLContentFetcher)? = nil,
        fileReferences: (any FileReferenceResolver)? = nil
    ) {
        precondition(actions.count == identifiers.count, "one identifier per action")
        self.actions = actions
        self.identifiers = identifiers
        self.urlContent = urlContent
        self.fileReferences = fileReferences
        var order = Array(identifiers.indices)
        if !identifiers.isEmpty, zip(identifiers, identifiers.dropFirst()).contains(where: { $0 >= $1 }) {
            order.sort { identifiers[$0] < identifiers[$1] }
        }
        for (a, b) in zip(order, order.dropFirst()) {
            precondition(identifiers[a] != identifiers[b], "duplicate action \(identifiers[a])")
        }
        byIdentifier = order
    }

    /// The offset of the action whose full identifier is `identifier`, by binary search.
    private func offset(ofFull identifier: String) -> Int? {
        var low = 0
        var high = byIdentifier.count
        while low < high {
            let middle = (low + high) / 2
            let candidate = identifiers[byIdentifier[middle]]
            if candidate == identifier { return byIdentifier[middle] }
            if candidate < identifier { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    /// The offset for a full identifier, or a short one with the first of `namespaces` that has it.
    private func offset(of identifier: String) -> Int? {
        if let offset = offset(ofFull: identifier) { return offset }
        for prefix in ActionRegistry.namespaces {
            if let offset = offset(ofFull: prefix + identifier) { return offset }
        }
        return nil
    }

    /// The part after the last dot of `short`, lowercased; nil when it has no dot.
    private static func lastPart(ofDotted short: String) -> Substring? {
        guard let dot = short.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return short[short.utf8.index(after: dot)...]
    }

    /// The offsets of the actions whose short identifier ends in `.PART` (`changecase` →
    /// `text.changecase`), compared without case. A scan: only a name that is no identifier asks.
    private func offsets(endingIn part: String) -> [Int] {
        let lowered = part.lowercased()
        return identifiers.indices.filter { offset in
            ActionRegistry.lastPart(ofDotted: ActionRegistry.shortForm(of: identifiers[offset]))
                .map { $0.lowercased() == lowered } ?? false
        }
    }

    /// `identifier` without the first of `namespaces` it starts with.
    public static func shortForm(of identifier: String) -> String {
        for prefix in namespaces where identifier.hasPrefix(prefix) {
            let bytes = identifier.utf8
            return String(Substring(bytes[bytes.index(bytes.startIndex, offsetBy: prefix.utf8.count)...]))
        }
        return identifier
    }

    /// The action for `identifier`: full (`is.workflow.actions.gettext`), short (`gettext`), or
    /// the last part of exactly one short identifier (`changecase` for `text.changecase`; an
    /// identifier with a dot never matches this way, so imported identifiers stay exact).
    public func action(for identifier: String) -> (any Action.Type)? {
        if let offset = offset(of: identifier) ?? offset(of: identifier.lowercased()) { return actions[offset] }
        if !identifier.utf8.contains(UInt8(ascii: ".")) {
            let matches = offsets(endingIn: identifier)
            if matches.count == 1 { return actions[matches[0]] }
        }
        return nil
    }

    /// The short identifiers whose last part is `part`, when more than one has it (`sort`: `files.sort`, `list.sort`).
    public func ambiguous(_ part: String) -> [String] {
        guard !part.utf8.contains(UInt8(ascii: ".")) else { return [] }
        let matches = offsets(endingIn: part)
        guard matches.count > 1 else { return [] }
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
