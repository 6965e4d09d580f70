import ListOrdering
import ShortcutEngine

/// Remove Duplicates: keeps the first occurrence of each item, in order.
public enum RemoveDuplicatesAction: Action {
    static let list = Parameter<[Value]>("list", summary: "The items.")
    static let key = Parameter<String>("key", summary: "Compare dictionaries by the value at this key path only.", default: "")
    static let caseInsensitive = Parameter<Bool>(
        "caseInsensitive", label: "Ignore Case", summary: "Treat 'Apple' and 'apple' as the same.", default: false)
    static let accentInsensitive = Parameter<Bool>(
        "accentInsensitive", label: "Ignore Accents", summary: "Treat 'résumé' and 'resume' as the same.", default: false)
    static let limit = Parameter<Int>(
        "limit", summary: "Keep only the first this many distinct items (0: all).", default: 0, minimum: 0)

    public static let definition = ActionDefinition(
        "org.shortcutengine.list.dedupe", name: "Remove Duplicates",
        summary: "Removes repeated items, keeping each first occurrence in order.", category: "Lists",
        parameters: [list, key, caseInsensitive, accentInsensitive, limit],
        input: list, output: .produces(.list), outputName: "List without Duplicates")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters[Self.list]
        let values = try ListItemKeys.values(items, keyPath: try parameters[Self.key])
        let keys = try ListItemKeys.texts(values, context: context)
        let options = DedupeOptions(
            caseInsensitive: try parameters[Self.caseInsensitive], accentInsensitive: try parameters[Self.accentInsensitive])
        let kept = deduplicatedIndices(keys: keys, options: options).map { items[$0] }
        let limit = try parameters[Self.limit]
        return .list(limit > 0 ? Array(kept.prefix(limit)) : kept)
    }
}
