import ShortcutEngine

/// Get Group from Matched Text: a capture group, or all of them, of matches from Match Text.
public enum GetGroupFromMatchAction: Action {
    /// One group or all (`WFGetGroupType`).
    public enum Kind: String, Choice {
        case groupAtIndex = "Group At Index"
        case allGroups = "All Groups"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .groupAtIndex: return "the group numbered 'index' of each match (0 = the whole match)"
            case .allGroups: return "every group of each match, as a list (a group that took no part is empty text)"
            }
        }
    }

    static let matches = Parameter<[Value]>(
        "matches", wireKey: "matches", label: "Matches", summary: "Matches output by Match Text.")
    static let get = Parameter<Kind>(
        "get", wireKey: "WFGetGroupType", label: "Get", summary: "One group or all.", default: .groupAtIndex)
    static let index = Parameter<Int>(
        "index", wireKey: "WFGroupIndex", label: "Index", summary: "The group's number, from 1.", default: 1, minimum: 0,
        parent: .init(get, [Kind.groupAtIndex]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.text.match.getgroup", name: "Get Group from Matched Text",
        summary: "Gets capture groups of matches a Match Text found (Match Text keeps the groups of its latest 16 runs for it).",
        category: "Text",
        parameters: [matches, get, index],
        input: matches, output: .produces(.text), outputName: "Group")

    /// Runs the action on its resolved parameters: one match gives its group (or list of groups),
    /// several give a list.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let kind = try parameters[Self.get]
        let index = kind == .groupAtIndex ? try parameters[Self.index] : 0
        let items = try parameters[Self.matches]
        let texts = try items.map { try context.limitedText($0) }
        let runs = Array(context.textMatchRuns.reversed())
        // The newest run that output exactly these matches, else each match looked up by its text.
        let whole = runs.first { $0.map(\.match) == texts }
        var results: [Value] = []
        for (offset, text) in texts.enumerated() {
            guard let entry = whole?[offset] ?? runs.lazy.compactMap({ $0.first { $0.match == text } }).first else {
                throw ActionFailure(TextFailure.notAMatch(preview: String(text.prefix(40))), parameter: "matches")
            }
            switch kind {
            case .allGroups:
                results.append(.list(entry.groups.map { .text($0 ?? "") }))
            case .groupAtIndex:
                guard index <= entry.groups.count else {
                    throw ActionFailure(TextFailure.noSuchGroup(index, groups: entry.groups.count), parameter: "index")
                }
                results.append(.text(index == 0 ? entry.match : entry.groups[index - 1] ?? ""))
            }
        }
        if results.count == 1, kind == .groupAtIndex || items.count == 1 { return results[0] }
        if kind == .allGroups, results.count > 1 { return .list(results.flatMap(\.items)) }
        return .list(results)
    }
}
