import Foundation
import ShortcutEngine

/// Filter List: keeps the items whose text meets a condition.
public enum FilterListAction: Action {
    /// How an item's text is compared.
    public enum Condition: String, Choice {
        case contains = "Contains"
        case doesNotContain = "Does Not Contain"
        case beginsWith = "Begins With"
        case endsWith = "Ends With"
        case equals = "Is"
        case notEquals = "Is Not"
        case matches = "Matches Regular Expression"
        case doesNotBeginWith = "Does Not Begin With"
        case doesNotEndWith = "Does Not End With"
        case doesNotMatch = "Does Not Match Regular Expression"

        /// The test this condition is the opposite of, or itself when it is not a negation.
        var positive: Condition {
            switch self {
            case .doesNotContain: return .contains
            case .notEquals: return .equals
            case .doesNotBeginWith: return .beginsWith
            case .doesNotEndWith: return .endsWith
            case .doesNotMatch: return .matches
            default: return self
            }
        }

        /// The apps' spellings.
        public var aliases: [String] {
            switch self {
            case .contains: return ["contains"]
            case .doesNotContain: return ["doesNotContain", "notContains"]
            case .beginsWith: return ["beginsWith", "startsWith", "hasPrefix"]
            case .endsWith: return ["endsWith", "hasSuffix"]
            case .equals: return ["equals", "is", "equalTo"]
            case .notEquals: return ["notEquals", "isNot", "notEqualTo"]
            case .matches: return ["matches", "regex", "matchesRegex"]
            case .doesNotBeginWith: return ["doesNotBeginWith", "notBeginsWith"]
            case .doesNotEndWith: return ["doesNotEndWith", "notEndsWith"]
            case .doesNotMatch: return ["doesNotMatch", "notMatches"]
            }
        }
    }

    static let list = Parameter<[Value]>("list", summary: "The items (compared as text).")
    static let condition = Parameter<Condition>("condition", summary: "The test.", default: .contains)
    static let text = Parameter<String>(
        "text", summary: "What to compare with (a pattern for the regular expression).", default: "")
    static let caseSensitive = Parameter<Bool>(
        "caseSensitive", label: "Case Sensitive", summary: "Tell 'A' from 'a'.", default: false)
    static let limit = Parameter<Int>(
        "limit", summary: "Keep only the first this many matching items (0: all).", default: 0, minimum: 0)

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.filter", name: "Filter List",
        summary:
            "Keeps the items of a list whose text meets a condition (contains, begins or ends with, is, matches a regular expression, or the opposite of each), in order.",
        category: "Lists",
        parameters: [list, condition, text, caseSensitive, limit],
        input: list, output: .produces(.list), outputName: "Filtered List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters[Self.list]
        let condition = try parameters[Self.condition]
        let text = try parameters[Self.text]
        let options: String.CompareOptions = try parameters[Self.caseSensitive] ? [] : [.caseInsensitive]
        let test = condition.positive
        let expression =
            test == .matches
            ? try BoundedRegex(
                text, caseSensitive: !options.contains(.caseInsensitive), parameter: "text",
                invalid: { ToolFailure.badPattern($0) })
            : nil
        let kept = try items.filter { item throws(ActionFailure) in
            let value = try context.limitedText(item)
            let holds: Bool
            switch test {
            case .beginsWith: holds = text.isEmpty || value.range(of: text, options: options.union(.anchored)) != nil
            case .endsWith:
                holds = text.isEmpty || value.range(of: text, options: options.union([.anchored, .backwards])) != nil
            case .equals: holds = value.compare(text, options: options) == .orderedSame
            case .matches: holds = try expression?.matches(value, context: context) ?? false
            default: holds = text.isEmpty || value.range(of: text, options: options) != nil
            }
            return holds == (test == condition)
        }
        let limit = try parameters[Self.limit]
        return .list(limit > 0 ? Array(kept.prefix(limit)) : kept)
    }
}
