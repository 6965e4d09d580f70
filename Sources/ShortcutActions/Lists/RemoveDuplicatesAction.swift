import ListOrdering
import ShortcutEngine

/// Remove Duplicates: keeps the first occurrence of each item, in order.
public enum RemoveDuplicatesAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.list.dedupe", name: "Remove Duplicates",
        summary: "Removes repeated items, keeping each first occurrence in order.", category: "Lists",
        parameters: [
            ParameterDefinition("list", type: .list, summary: "The items."),
            ParameterDefinition(
                "key", type: .text, summary: "Compare dictionaries by the value at this key path only.", default: ""),
            ParameterDefinition(
                "caseInsensitive", label: "Ignore Case", type: .boolean, summary: "Treat 'Apple' and 'apple' as the same.",
                default: false),
            ParameterDefinition(
                "accentInsensitive", label: "Ignore Accents", type: .boolean, summary: "Treat 'résumé' and 'resume' as the same.",
                default: false),
        ],
        input: "list", output: .produces(.list), outputName: "List without Duplicates")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters.list("list")
        let values = try ListItemKeys.values(items, keyPath: try parameters.text("key"))
        let keys = ListItemKeys.texts(values, coercion: context.coercion)
        let options = DedupeOptions(
            caseInsensitive: try parameters.bool("caseInsensitive"), accentInsensitive: try parameters.bool("accentInsensitive"))
        return .list(deduplicatedIndices(keys: keys, options: options).map { items[$0] })
    }
}
