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
            "Keeps the items of a list whose text meets a condition (contains, begins or ends with, is, matches a regular expression …), in order.",
        category: "Lists",
        parameters: [list, condition, text, caseSensitive, limit],
        input: list, output: .produces(.list), outputName: "Filtered List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters[Self.list]
        let condition = try parameters[Self.condition]
        let text = try parameters[Self.text]
        let options: String.CompareOptions = try parameters[Self.caseSensitive] ? [] : [.caseInsensitive]
        let expression =
            condition == .matches
            ? try BoundedRegex(
                text, caseSensitive: !options.contains(.caseInsensitive), parameter: "text",
                invalid: { ToolFailure.badPattern($0) })
            : nil
        let kept = try items.filter { item throws(ActionFailure) in
            let value = try context.limitedText(item)
            switch condition {
            case .contains: return text.isEmpty || value.range(of: text, options: options) != nil
            case .doesNotContain: return !text.isEmpty && value.range(of: text, options: options) == nil
            case .beginsWith: return value.range(of: text, options: options.union(.anchored)) != nil || text.isEmpty
            case .endsWith:
                return value.range(of: text, options: options.union([.anchored, .backwards])) != nil || text.isEmpty
            case .equals: return value.compare(text, options: options) == .orderedSame
            case .notEquals: return value.compare(text, options: options) != .orderedSame
            case .matches:
                return try expression?.matches(value, context: context) ?? false
            }
        }
        let limit = try parameters[Self.limit]
        return .list(limit > 0 ? Array(kept.prefix(limit)) : kept)
    }
}
