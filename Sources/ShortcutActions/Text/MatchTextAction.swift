import Foundation
import ShortcutEngine

/// Match Text: every match of a regular expression, as a list.
public enum MatchTextAction: Action {
    static let text = Parameter<String>("text", wireKey: "text", summary: "The text to search.")
    static let pattern = Parameter<String>(
        "pattern", wireKey: "WFMatchTextPattern", summary: "An ICU regular expression.", default: "[0-9a-zA-Z]")
    static let caseSensitive = Parameter<Bool>(
        "caseSensitive", wireKey: "WFMatchTextCaseSensitive", label: "Case Sensitive",
        summary: "Whether letter case must match.", default: true)
    static let group = Parameter<Int>(
        "group", label: "Group",
        summary: "Output this capture group of each match instead of the whole match (0 = whole match).", default: 0,
        minimum: 0)

    public static let definition = ActionDefinition(
        "is.workflow.actions.text.match", name: "Match Text", summary: "Finds every match of a regular expression.",
        category: "Text",
        parameters: [text, pattern, caseSensitive, group],
        input: text, output: .produces(.list), outputName: "Matches")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters[Self.text]
        let expression = try BoundedRegex(
            try parameters[Self.pattern], caseSensitive: try parameters[Self.caseSensitive], parameter: "pattern")
        let group = try parameters[Self.group]
        guard group <= expression.numberOfCaptureGroups else {
            throw ActionFailure(TextFailure.noSuchGroup(group, groups: expression.numberOfCaptureGroups), parameter: "group")
        }
        // Collected match by match, so a pattern matching everywhere stops at the item limit.
        var matches: [Value] = []
        var recorded: [TextMatchGroups] = []
        try expression.forEachMatch(in: text, context: context) { match throws(ActionFailure) in
            try context.checkItemCount(matches.count + 1)
            let output = Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
            matches.append(.text(output))
            let groups = (0..<expression.numberOfCaptureGroups).map { index in
                Range(match.range(at: index + 1), in: text).map { String(text[$0]) }
            }
            recorded.append(TextMatchGroups(match: output, groups: groups))
            return true
        }
        context.recordTextMatches(recorded)
        return .list(matches)
    }
}
