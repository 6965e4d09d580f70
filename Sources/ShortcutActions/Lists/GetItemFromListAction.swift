import ShortcutEngine

/// Get Item from List: first, last, random, by index, or a range (1-based, as Shortcuts counts).
public enum GetItemFromListAction: Action {
    /// Which items to get (`WFItemSpecifier`).
    public enum Specifier: String, Choice {
        case first = "First Item"
        case last = "Last Item"
        case random = "Random Item"
        case atIndex = "Item At Index"
        case inRange = "Items in Range"
    }

    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.getitemfromlist", name: "Get Item from List",
        summary: "Gets one item or a range of items from a list.", category: "Lists",
        parameters: [
            ParameterDefinition("list", wireKey: "WFInput", type: .list, summary: "The list."),
            ParameterDefinition(
                "get", wireKey: "WFItemSpecifier", choice: Specifier.self, summary: "Which items.", default: .first),
            ParameterDefinition(
                "index", wireKey: "WFItemIndex", type: .number, summary: "1-based; negative counts from the end.",
                default: 1, parent: .init("get", [Specifier.atIndex])),
            ParameterDefinition(
                "start", wireKey: "WFItemRangeStart", type: .number, summary: "First item of the range (1-based).",
                default: 1, minimum: 1, parent: .init("get", [Specifier.inRange])),
            ParameterDefinition(
                "end", wireKey: "WFItemRangeEnd", type: .number, summary: "Last item of the range (inclusive); absent: to the end of the list (Apple's default).",
                minimum: 1, parent: .init("get", [Specifier.inRange])),
        ],
        input: "list", output: .produces(.any), outputName: "Item from List")

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters.choice("get", as: Specifier.self) == .inRange, parameters.optional("end") != nil,
            try parameters.integer("end") < parameters.integer("start")
        {
            throw ActionFailure(ParameterFailure.reversed(lower: "start", upper: "end", subject: .range), parameter: "end")
        }
    }

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters.list("list")
        switch try parameters.choice("get", as: Specifier.self) {
        case .first: return items.first ?? .nothing
        case .last: return items.last ?? .nothing
        case .random:
            guard !items.isEmpty else { return .nothing }
            return items[Int.random(in: 0..<items.count, using: &context.random)]
        case .atIndex:
            let number = try parameters.integer("index")
            guard let index = KeyPath.listIndex(number, count: items.count) else {
                throw ActionFailure(ListFailure.noItem(number, count: items.count), parameter: "index")
            }
            return items[index]
        case .inRange:
            let start = try parameters.integer("start")
            // Apple leaves the end optional ("optional" placeholder, no default): the range runs to the last item.
            let end = parameters.optional("end") == nil ? items.count : try parameters.integer("end")
            guard start <= items.count else { return .list([]) }
            return .list(Array(items[(start - 1)..<min(end, items.count)]))
        }
    }
}
