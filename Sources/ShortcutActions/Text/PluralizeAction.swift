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
    }

    static let text = Parameter<Value>("text", summary: "A word or phrase, or a list of them (each is changed).")
    static let mode = Parameter<Mode>(
        "mode",
        summary: "Automatic uses a leading count when the text has one (\"1 people\" → \"1 person\") and pluralises otherwise.",
        default: .automatic)
    static let count = Parameter<String>(
        "count", summary: "The count the noun must agree with; kept as written (1,066).", required: true,
        parent: .init(mode, [Mode.byCount]))
    static let includeCount = Parameter<Bool>(
        "includeCount", label: "Include Count", summary: "Put the count before the noun (By Count).", default: true,
        parent: .init(mode, [Mode.byCount]))
    static let classical = Parameter<Bool>(
        "classical", summary: "Prefer classical plurals (cacti, stadia, octopodes).", default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.text.pluralize", name: "Pluralize",
        summary: "Makes words plural or singular, or agree with a count (3 apple → 3 apples).", category: "Text",
        parameters: [text, mode, count, includeCount, classical],
        input: text, output: .produces(.text), outputName: "Inflected Text")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let inflector = Inflector(classical: try parameters[Self.classical])
        let mode = try parameters[Self.mode]
        let count = mode == .byCount ? try parameters[Self.count] : ""
        let includeCount = mode == .byCount ? try parameters[Self.includeCount] : false
        let change = { (value: Value) throws -> Value in
            let text = try context.limitedText(value)
            switch mode {
            case .plural: return .text(inflector.plural(text))
            case .singular: return .text(inflector.singular(text))
            case .byCount:
                return .text(includeCount ? inflector.phrase(count: count, noun: text) : inflector.inflect(text, count: count))
            case .automatic: return .text(inflector.inflectCounted(text))
            }
        }
        if case .list(let items) = try parameters.value(Self.text) { return .list(try items.map(change)) }
        return try change(try parameters.value(Self.text))
    }
}
