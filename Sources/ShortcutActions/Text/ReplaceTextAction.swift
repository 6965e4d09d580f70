import Foundation
import ShortcutEngine

/// Replace Text: plain or regular-expression find and replace.
public enum ReplaceTextAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.text.replace", name: "Replace Text",
        summary: "Replaces every match of a text or regular expression.", category: "Text",
        parameters: [
            ParameterDefinition("text", wireKey: "WFInput", type: .text, summary: "The text to search."),
            ParameterDefinition("find", wireKey: "WFReplaceTextFind", type: .text, summary: "What to look for.", required: true),
            ParameterDefinition(
                "replace", wireKey: "WFReplaceTextReplace", label: "Replace With", type: .text,
                summary: "The replacement; $1… refer to groups when 'regex' is on.", default: ""),
            ParameterDefinition(
                "caseSensitive", wireKey: "WFReplaceTextCaseSensitive", label: "Case Sensitive", type: .boolean,
                summary: "Whether letter case must match.", default: true),
            ParameterDefinition(
                "regex", wireKey: "WFReplaceTextRegularExpression", label: "Regular Expression", type: .boolean,
                summary: "Treat 'find' as an ICU regular expression.", default: false),
        ],
        input: "text", output: .produces(.text), outputName: "Updated Text")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let text = try parameters.text("text")
        let find = try parameters.text("find")
        let replacement = try parameters.text("replace")
        let caseSensitive = try parameters.bool("caseSensitive")
        if try parameters.bool("regex") {
            let expression = try RegexCache.expression(find, caseSensitive: caseSensitive, parameter: "find")
            let range = NSRange(text.startIndex..., in: text)
            return .text(expression.stringByReplacingMatches(in: text, range: range, withTemplate: replacement))
        }
        guard !find.isEmpty else { return .text(text) }
        return .text(text.replacingOccurrences(of: find, with: replacement, options: caseSensitive ? [] : [.caseInsensitive]))
    }
}
