import ListOrdering
import ShortcutEngine

/// Sort List: alphabetical (collated), natural, numeric, by date, by length; by a key path; stable.
public enum SortListAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "org.shortcutengine.list.sort", name: "Sort List", summary: "Sorts a list, stably, in one of several orders.",
        category: "Lists",
        parameters: [
            ParameterDefinition("list", type: .list, summary: "The items: text, numbers, dates or dictionaries."),
            ParameterDefinition(
                "order", type: .text,
                summary:
                    "How to compare. Numeric and Date put items that are not numbers or dates last, in their original order.",
                default: "Alphabetical", allowed: ["Alphabetical", "Natural", "Numeric", "Date", "Length", "Byte Order"]),
            ParameterDefinition(
                "direction", type: .text, summary: "Ascending or descending (still stable).", default: "Ascending",
                allowed: ["Ascending", "Descending"],
                aliases: ["asc": "Ascending", "desc": "Descending", "A to Z": "Ascending", "Z to A": "Descending"]),
            ParameterDefinition("key", type: .text, summary: "Sort dictionaries by the value at this key path.", default: ""),
            ParameterDefinition(
                "caseSensitive", label: "Case Sensitive", type: .boolean,
                summary: "Alphabetical: letter case breaks ties only when on.", default: false),
            ParameterDefinition(
                "accentSensitive", label: "Accent Sensitive", type: .boolean,
                summary: "Alphabetical: accents break ties only when on.", default: false),
        ],
        input: "list", output: .produces(.list), outputName: "Sorted List")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters.list("list")
        let order: ListOrdering.SortOrder
        let choice = try parameters.choice("order")
        switch choice {
        case "Natural": order = .natural
        case "Numeric", "Date": order = .numeric
        case "Length": order = .length
        case "Byte Order": order = .byteOrder
        default:
            order = .alphabetical(
                AlphabeticalOptions(
                    caseSensitive: try parameters.bool("caseSensitive"), accentSensitive: try parameters.bool("accentSensitive")))
        }
        let values = try ListItemKeys.values(items, keyPath: try parameters.text("key"))
        let keys = ListItemKeys.texts(values, coercion: context.coercion, dates: choice == "Date")
        let indices = stableSortedIndices(
            keys: keys, order: order, descending: try parameters.choice("direction") == "Descending")
        return .list(indices.map { items[$0] })
    }
}
