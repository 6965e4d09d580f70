import ShortcutEngine

/// Add Item to List (`additemtolist`, Apple's `WFAddItemToListAction`, Shortcuts 10.0): the list
/// with an item added at its beginning, its end, or at a position. Items count from 1.
public enum AddItemToListAction: Action {
    /// Where the item goes (`WFInsertPosition`).
    public enum Position: String, Choice {
        case beginning = "Beginning"
        case end = "End"
        case index = "Index"
    }

    static let item = Parameter<Value>("item", wireKey: "WFListItem", label: "Item", summary: "The item to add.")
    static let position = Parameter<Position>(
        "position", wireKey: "WFInsertPosition", label: "Position", summary: "Where the item goes.", default: .end)
    static let index = Parameter<Int>(
        "index", wireKey: "WFItemIndex", label: "Index", type: .number,
        summary: "The position the item takes (1 is the first; one more than the count adds it at the end).", default: 1,
        minimum: 1, parent: .init(position, [Position.index]))
    static let list = Parameter<[Value]>("list", wireKey: "WFListVariable", label: "List", summary: "The list to add to.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.additemtolist", name: "Add Item to List",
        summary:
            "The list with an item added at its beginning, its end, or at a position (1 is the first); a list given as the item is added as one item.",
        category: "Lists",
        parameters: [item, position, index, list],
        input: list, output: .produces(.list), outputName: "List")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var items = try parameters[Self.list]
        let item = parameters.optional(Self.item) ?? .nothing
        switch try parameters[Self.position] {
        case .beginning: items.insert(item, at: 0)
        case .end: items.append(item)
        case .index:
            let number = try parameters[Self.index]
            guard number <= items.count + 1 else {
                throw ActionFailure(ListFailure.noPlaceToInsert(number, count: items.count), parameter: Self.index)
            }
            items.insert(item, at: number - 1)
        }
        return .list(items)
    }
}
