import Foundation
import Inflection
import ShortcutEngine

/// Pluralize: plural or singular of words and phrases, or agreement with a count.
public enum PluralizeAction: Action {
    /// How the text is inflected.
    public enum Mode: String, Choice {
        case automatic = "Automatic"
        case plural = "Plural"
        case singular = "Singular"
        case byCount = "By Count"
        case byItems = "By Number of Items"
    }

    static let text = Parameter<Value>("text", summary: "A word or phrase, or a list of them (each is changed).")
    static let mode = Parameter<Mode>(
        "mode",
        summary: "Automatic uses a leading count when the text has one (\"1 people\" → \"1 person\") and pluralises otherwise.",
        default: .automatic)
    static let count = Parameter<String>(
        "count", summary: "The count the noun must agree with; kept as written (1,066).", required: true,
        parent: .init(mode, [Mode.byCount]))
    static let items = Parameter<Value>(
        "items",
        summary:
            "The items whose number the noun must agree with (By Number of Items): a list's count; Nothing is 0, anything else 1.",
        default: .nothing, parent: .init(mode, [Mode.byItems]))
    static let includeCount = Parameter<Bool>(
        "includeCount", label: "Include Count", summary: "Put the count before the noun (By Count, By Number of Items).",
        default: true, parent: .init(mode, [Mode.byCount, .byItems]))
    static let countInWords = Parameter<Bool>(
        "countInWords", label: "Count in Words",
        summary:
            "Write the count before the noun in English words (three apples); a count that is not a whole number stays as written.",
        default: false, parent: .init(mode, [Mode.byCount, .byItems]))
    static let letterCase = Parameter<ChangeCaseAction.CaseType?>(
        "letterCase", label: "Case", summary: "A case to change the result to, as Change Case does (absent: as inflected).",
        default: nil)
    static let classical = Parameter<Bool>(
        "classical", summary: "Prefer classical plurals (cacti, stadia, octopodes).", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.pluralize", name: "Pluralize",
        summary: "Makes words plural or singular, or agree with a count (3 apple → 3 apples).", category: "Text",
        parameters: [text, mode, count, items, includeCount, countInWords, classical, letterCase],
        input: text, output: .produces(.text), outputName: "Inflected Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let inflector = Inflector(classical: try parameters[Self.classical])
        let mode = try parameters[Self.mode]
        let count = try Self.count(parameters, mode)
        let includeCount = count != nil ? try parameters[Self.includeCount] : false
        let letterCase = try parameters[Self.letterCase]
        let change = { (value: Value) throws -> Value in
            let text = try context.limitedText(value)
            let inflected: String
            switch mode {
            case .plural: inflected = inflector.plural(text)
            case .singular: inflected = inflector.singular(text)
            case .byCount, .byItems:
                let count = count ?? ""
                if includeCount, try parameters[Self.countInWords] {
                    inflected = Self.words(count) + " " + inflector.inflect(text, count: count)
                } else {
                    inflected = includeCount ? inflector.phrase(count: count, noun: text) : inflector.inflect(text, count: count)
                }
            case .automatic: inflected = inflector.inflectCounted(text)
            }
            guard let letterCase else { return .text(inflected) }
            return .text(try ChangeCaseAction.format(inflected, as: letterCase, locale: nil))
        }
        if case .list(let items) = try parameters.value(Self.text) { return .list(try items.map(change)) }
        return try change(try parameters.value(Self.text))
    }

    /// A whole count in English words (1,066 → one thousand sixty-six); anything else as written.
    static func words(_ count: String) -> String {
        let digits = count.replacingOccurrences(of: ",", with: "").trimmingCharacters(in: .whitespaces)
        return UInt64(digits).map(SpelledCount.english) ?? count
    }

    /// The count the noun agrees with: as written (By Count), the number of items (By Number of
    /// Items), or nil in the other modes.
    static func count(_ parameters: ResolvedParameters, _ mode: Mode) throws -> String? {
        switch mode {
        case .byCount: return try parameters[Self.count]
        case .byItems:
            switch try parameters.value(Self.items) {
            case .nothing: return "0"
            case .list(let list): return String(list.count)
            default: return "1"
            }
        case .automatic, .plural, .singular: return nil
        }
    }
}
