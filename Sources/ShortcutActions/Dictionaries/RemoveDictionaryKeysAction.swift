import Foundation
import ShortcutEngine

/// Remove from Dictionary: a dictionary without the named keys, or without the pairs whose key or
/// value contains some text (Toolbox Pro's Edit Dictionary), empty values dropped too if asked.
public enum RemoveDictionaryKeysAction: Action {
    /// Which pairs go.
    public enum Remove: String, Choice {
        case keys = "Keys"
        case keyContains = "Pairs Whose Key Contains"
        case valueContains = "Pairs Whose Value Contains"

        /// Toolbox Pro's `type` values.
        public var aliases: [String] {
            switch self {
            case .keys: return ["deleteKey"]
            case .keyContains: return ["keyPairWithKeyContaining"]
            case .valueContains: return ["keyPairWithValueContaining"]
            }
        }
    }

    static let dictionary = Parameter<Value>(
        "dictionary", type: .dictionary, summary: "The dictionary (text holding JSON works too).")
    static let remove = Parameter<Remove>("remove", summary: "Which pairs go.", default: .keys)
    static let keys = Parameter<[Value]>(
        "keys", summary: "The keys to remove.", default: [], parent: .init(remove, [Remove.keys]))
    static let text = Parameter<String>(
        "text", summary: "What a key or value (as text) must contain for its pair to go.", default: "",
        parent: .init(remove, [Remove.keyContains, .valueContains]))
    static let caseSensitive = Parameter<Bool>(
        "caseSensitive", label: "Case Sensitive", summary: "Tell 'A' from 'a'.", default: false)
    static let removeEmpty = Parameter<Bool>(
        "removeEmpty", label: "Remove Empty Values",
        summary: "Also remove the pairs whose value is empty: Nothing, empty text, an empty list or dictionary.", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.dictionary.removekeys", name: "Remove from Dictionary",
        summary:
            "Outputs the dictionary without the named keys, or without the pairs whose key or value contains some text (top level, in order); empty values can go too.",
        category: "Dictionaries",
        parameters: [dictionary, remove, keys, text, caseSensitive, removeEmpty],
        input: dictionary, output: .produces(.dictionary), outputName: "Dictionary")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        guard case .dictionary(let dictionary) = try parameters.value(Self.dictionary) else { return .dictionary(.init()) }
        let remove = try parameters[Self.remove]
        let named = remove == .keys ? Set(try (try parameters[Self.keys]).map { try context.limitedText($0) }) : []
        let text = remove == .keys ? "" : try parameters[Self.text]
        let options: String.CompareOptions = try parameters[Self.caseSensitive] ? [] : [.caseInsensitive]
        let removeEmpty = try parameters[Self.removeEmpty]
        var kept: [(String, Value)] = []
        for (key, value) in dictionary.pairs {
            if removeEmpty, Self.isEmpty(value) { continue }
            let goes: Bool
            switch remove {
            case .keys: goes = named.contains(key)
            case .keyContains: goes = !text.isEmpty && key.range(of: text, options: options) != nil
            case .valueContains:
                let shown = try context.limitedText(value)
                goes = !text.isEmpty && shown.range(of: text, options: options) != nil
            }
            if !goes { kept.append((key, value)) }
        }
        return .dictionary(ValueDictionary(kept))
    }

    /// Nothing, empty text, an empty list or dictionary.
    static func isEmpty(_ value: Value) -> Bool {
        switch value {
        case .nothing: return true
        case .text(let text): return text.isEmpty
        case .list(let items): return items.isEmpty
        case .dictionary(let dictionary): return dictionary.isEmpty
        default: return false
        }
    }
}
