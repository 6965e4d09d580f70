import Foundation
import ShortcutEngine

/// Get from Dictionary by Key Match: the keys, or their values, whose key contains (or does not
/// contain) some text.
public enum MatchDictionaryKeysAction: Action {
    /// What is output for each matching key.
    public enum Part: String, Choice {
        case values = "Values"
        case keys = "Keys"
    }

    /// How keys are tested.
    public enum Match: String, Choice {
        case contain = "Contain"
        case doNotContain = "Do Not Contain"
        case equal = "Are"

        /// Other spellings.
        public var aliases: [String] {
            switch self {
            case .contain: return ["contains", "containing"]
            case .doNotContain: return ["dontContain", "notContaining", "doesNotContain"]
            case .equal: return ["is", "equals"]
            }
        }
    }

    static let dictionary = Parameter<Value>(
        "dictionary", type: .dictionary, summary: "The dictionary (text holding JSON works too).")
    static let get = Parameter<Part>("get", summary: "Keys or their values.", default: .values)
    static let match = Parameter<Match>("match", summary: "How the keys are tested.", default: .contain)
    static let text = Parameter<String>("text", summary: "What the keys are tested against.", default: "")
    static let caseSensitive = Parameter<Bool>(
        "caseSensitive", label: "Case Sensitive", summary: "Tell 'A' from 'a'.", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionary.matchkeys", name: "Get from Dictionary by Key Match",
        summary:
            "Lists the keys of a dictionary, or their values, whose key contains (or does not contain, or is) some text, in the dictionary's order.",
        category: "Dictionaries",
        parameters: [dictionary, get, match, text, caseSensitive],
        input: dictionary, output: .produces(.list), outputName: "Matching Values")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .dictionary(let dictionary) = try parameters.value(Self.dictionary) else { return .list([]) }
        let text = try parameters[Self.text]
        let options: String.CompareOptions = try parameters[Self.caseSensitive] ? [] : [.caseInsensitive]
        let match = try parameters[Self.match]
        let keys = dictionary.keys.filter { key in
            switch match {
            case .contain: return text.isEmpty || key.range(of: text, options: options) != nil
            case .doNotContain: return !text.isEmpty && key.range(of: text, options: options) == nil
            case .equal: return key.compare(text, options: options) == .orderedSame
            }
        }
        switch try parameters[Self.get] {
        case .keys: return .list(keys.map(Value.text))
        case .values: return .list(keys.compactMap { dictionary[$0] })
        }
    }
}
