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

    static let list = Parameter<[Value]>("list", wireKey: "WFInput", summary: "The list.")
    static let get = Parameter<Specifier>("get", wireKey: "WFItemSpecifier", summary: "Which items.", default: .first)
    static let index = Parameter<Int>(
        "index", wireKey: "WFItemIndex", summary: "1-based; negative counts from the end.", default: 1,
        parent: .init(get, [Specifier.atIndex]))
    static let start = Parameter<Int>(
        "start", wireKey: "WFItemRangeStart", summary: "First item of the range (1-based).", default: 1, minimum: 1,
        parent: .init(get, [Specifier.inRange]))
    static let end = Parameter<Int>(
        "end", wireKey: "WFItemRangeEnd",
        summary: "Last item of the range (inclusive); absent: to the end of the list (Apple's default).", minimum: 1,
        parent: .init(get, [Specifier.inRange]))

    public static let definition = ActionDefinition(
        "is.workflow.actions.getitemfromlist", name: "Get Item from List",
        summary: "Gets one item or a range of items from a list.", category: "Lists",
        parameters: [list, get, index, start, end],
        input: list, output: .produces(.any), outputName: "Item from List")

    /// Checks the rules that span parameters, before the action runs.
    public static func validate(_ parameters: ResolvedParameters) throws(ActionFailure) {
        if try parameters[Self.get] == .inRange, parameters.optional(Self.end) != nil,
            try parameters[Self.end] < parameters[Self.start]
        {
            throw ActionFailure(ParameterFailure.reversed(lower: "start", upper: "end", subject: .range), parameter: "end")
        }
    }

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = try parameters[Self.list]
        switch try parameters[Self.get] {
        case .first: return items.first ?? .nothing
        case .last: return items.last ?? .nothing
        case .random:
            guard !items.isEmpty else { return .nothing }
            return items[Int.random(in: 0..<items.count, using: &context.random)]
        case .atIndex:
            let number = try parameters[Self.index]
            guard let index = KeyPath.listIndex(number, count: items.count) else {
                throw ActionFailure(ListFailure.noItem(number, count: items.count), parameter: "index")
            }
            return items[index]
        case .inRange:
            let start = try parameters[Self.start]
            // Apple leaves the end optional ("optional" placeholder, no default): the range runs to the last item.
            let end = parameters.optional(Self.end) == nil ? items.count : try parameters[Self.end]
            guard start <= items.count else { return .list([]) }
            return .list(Array(items[(start - 1)..<min(end, items.count)]))
        }
    }
}
