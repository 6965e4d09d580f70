import Inflection
import ShortcutEngine

/// Pluralize: plural or singular of words and phrases, or agreement with a count.
public enum PluralizeAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.text.pluralize", name: "Pluralize",
        summary: "Makes words plural or singular, or agree with a count (3 apple → 3 apples).", category: "Text",
        parameters: [
            ParameterDefinition("text", type: .any, summary: "A word or phrase, or a list of them (each is changed)."),
            ParameterDefinition(
                "mode", type: .text,
                summary:
                    "Automatic uses a leading count when the text has one (\"1 people\" → \"1 person\") and pluralises otherwise.",
                default: "Automatic", allowed: ["Automatic", "Plural", "Singular", "By Count"]),
            ParameterDefinition(
                "count", type: .text, summary: "The count the noun must agree with; kept as written (1,066).",
                required: true, parent: .init("mode", ["By Count"])),
            ParameterDefinition(
                "includeCount", label: "Include Count", type: .boolean, summary: "Put the count before the noun (By Count).",
                default: true, parent: .init("mode", ["By Count"])),
            ParameterDefinition(
                "classical", type: .boolean, summary: "Prefer classical plurals (cacti, stadia, octopodes).", default: false),
        ],
        input: "text", output: .produces(.text), outputName: "Inflected Text")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let inflector = Inflector(classical: try parameters.bool("classical"))
        let mode = try parameters.choice("mode")
        let count = mode == "By Count" ? try parameters.text("count") : ""
        let includeCount = mode == "By Count" ? try parameters.bool("includeCount") : false
        let change = { (value: Value) -> Value in
            let text = context.coercion.text(value)
            switch mode {
            case "Plural": return .text(inflector.plural(text))
            case "Singular": return .text(inflector.singular(text))
            case "By Count":
                return .text(includeCount ? inflector.phrase(count: count, noun: text) : inflector.inflect(text, count: count))
            default: return .text(inflector.inflectCounted(text))
            }
        }
        if case .list(let items) = try parameters.value("text") { return .list(items.map(change)) }
        return change(try parameters.value("text"))
    }
}
