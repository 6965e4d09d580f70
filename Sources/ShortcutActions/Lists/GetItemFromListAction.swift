import ShortcutEngine

/// Get Item from List: first, last, random, by index, or a range (1-based, as Shortcuts counts).
public enum GetItemFromListAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.getitemfromlist", name: "Get Item from List",
        summary: "Gets one item or a range of items from a list.", category: "Lists",
        parameters: [
            ParameterDefinition("list", wireKey: "WFInput", type: .list, summary: "The list."),
            ParameterDefinition(
                "get", wireKey: "WFItemSpecifier", type: .text, summary: "Which items.", default: "First Item",
                allowed: ["First Item", "Last Item", "Random Item", "Item At Index", "Items in Range"]),
            ParameterDefinition(
                "index", wireKey: "WFItemIndex", type: .number, summary: "1-based; negative counts from the end.",
                default: 1, parent: .init("get", ["Item At Index"])),
            ParameterDefinition(
                "start", wireKey: "WFItemRangeStart", type: .number, summary: "First item of the range (1-based).",
                default: 1, minimum: 1, parent: .init("get", ["Items in Range"])),
            ParameterDefinition(
                "end", wireKey: "WFItemRangeEnd", type: .number, summary: "Last item of the range (inclusive).",
                required: true, minimum: 1, parent: .init("get", ["Items in Range"])),
        ],
        input: "list", output: .produces(.any), outputName: "Item from List")

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters.choice("get") == "Items in Range", try parameters.integer("end") < parameters.integer("start") {
            throw ActionFailure("the range ends before it starts", hint: "make 'end' at least 'start'", parameter: "end")
        }
    }

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters.list("list")
        switch try parameters.choice("get") {
        case "First Item": return items.first ?? .nothing
        case "Last Item": return items.last ?? .nothing
        case "Random Item":
            guard !items.isEmpty else { return .nothing }
            return items[Int.random(in: 0..<items.count, using: &context.random)]
        case "Item At Index":
            let number = try parameters.integer("index")
            guard let index = KeyPath.listIndex(number, count: items.count) else {
                throw ActionFailure(
                    "there is no item \(number) in a list of \(items.count)",
                    hint: "use 1…\(items.count), or -1 for the last item", parameter: "index")
            }
            return items[index]
        default:
            let start = try parameters.integer("start")
            let end = try parameters.integer("end")
            guard start <= items.count else { return .list([]) }
            return .list(Array(items[(start - 1)..<min(end, items.count)]))
        }
    }
}
