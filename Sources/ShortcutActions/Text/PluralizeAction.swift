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

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.text.pluralize", name: "Pluralize",
        summary: "Makes words plural or singular, or agree with a count (3 apple → 3 apples).", category: "Text",
        parameters: [
            ParameterDefinition("text", type: .any, summary: "A word or phrase, or a list of them (each is changed)."),
            ParameterDefinition(
                "mode", choice: Mode.self,
                summary:
                    "Automatic uses a leading count when the text has one (\"1 people\" → \"1 person\") and pluralises otherwise.",
                default: .automatic),
            ParameterDefinition(
                "count", type: .text, summary: "The count the noun must agree with; kept as written (1,066).",
                required: true, parent: .init("mode", [Mode.byCount])),
            ParameterDefinition(
                "includeCount", label: "Include Count", type: .boolean, summary: "Put the count before the noun (By Count).",
                default: true, parent: .init("mode", [Mode.byCount])),
            ParameterDefinition(
                "classical", type: .boolean, summary: "Prefer classical plurals (cacti, stadia, octopodes).", default: false),
        ],
        input: "text", output: .produces(.text), outputName: "Inflected Text")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let inflector = Inflector(classical: try parameters.bool("classical"))
        let mode = try parameters.choice("mode", as: Mode.self)
        let count = mode == .byCount ? try parameters.text("count") : ""
        let includeCount = mode == .byCount ? try parameters.bool("includeCount") : false
        let change = { (value: Value) -> Value in
            let text = context.coercion.text(value)
            switch mode {
            case .plural: return .text(inflector.plural(text))
            case .singular: return .text(inflector.singular(text))
            case .byCount:
                return .text(includeCount ? inflector.phrase(count: count, noun: text) : inflector.inflect(text, count: count))
            case .automatic: return .text(inflector.inflectCounted(text))
            }
        }
        if case .list(let items) = try parameters.value("text") { return .list(items.map(change)) }
        return change(try parameters.value("text"))
    }
}
