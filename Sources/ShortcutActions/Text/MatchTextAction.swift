import Foundation
import ShortcutEngine

/// Match Text: every match of a regular expression, as a list.
public enum MatchTextAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.text.match", name: "Match Text", summary: "Finds every match of a regular expression.",
        category: "Text",
        parameters: [
            ParameterDefinition("text", wireKey: "text", type: .text, summary: "The text to search."),
            ParameterDefinition(
                "pattern", wireKey: "WFMatchTextPattern", type: .text, summary: "An ICU regular expression.",
                default: "[0-9a-zA-Z]"),
            ParameterDefinition(
                "caseSensitive", wireKey: "WFMatchTextCaseSensitive", label: "Case Sensitive", type: .boolean,
                summary: "Whether letter case must match.", default: true),
            ParameterDefinition(
                "group", label: "Group", type: .number,
                summary: "Output this capture group of each match instead of the whole match (0 = whole match).", default: 0,
                minimum: 0),
        ],
        input: "text", output: .produces(.list), outputName: "Matches")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters.text("text")
        let expression = try BoundedRegex(
            try parameters.text("pattern"), caseSensitive: try parameters.bool("caseSensitive"), parameter: "pattern")
        let group = try parameters.integer("group")
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
