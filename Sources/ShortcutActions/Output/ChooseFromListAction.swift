import ShortcutEngine

/// Choose from List: asks which of the input's items to pass on (one, or several).
public enum ChooseFromListAction: Action {
    static let items = Parameter<Value>(
        "items", wireKey: "WFInput", label: "List", summary: "The list to choose from (a dictionary offers its keys).")
    static let prompt = Parameter<String>(
        "prompt", wireKey: "WFChooseFromListActionPrompt", summary: "The question.", default: "")
    static let multiple = Parameter<Bool>(
        "multiple", wireKey: "WFChooseFromListActionSelectMultiple", label: "Select Multiple",
        summary: "Several items may be chosen; the output is then a list.", default: false)
    static let selectAll = Parameter<Bool>(
        "selectAll", wireKey: "WFChooseFromListActionSelectAll", label: "Select All Initially",
        summary: "With 'multiple': every item starts chosen (the default answer).", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.choosefromlist", name: "Choose from List",
        summary:
            "Asks which item of a list to pass on; with 'multiple', several (a list). An empty list asks nothing and gives nothing, as Apple's.",
        category: "Output",
        parameters: [items, prompt, multiple, selectAll],
        input: items, output: .produces(.any), outputName: "Chosen Item")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = choices(parameters.optional(Self.items) ?? .nothing)
        // Apple's passes an empty input on without asking (WFChooseFromListAction: no items, the
        // input is the output and the action finishes).
        guard !items.isEmpty else { return .nothing }
        let multiple = try parameters[Self.multiple]
        let selectAll = try parameters[Self.selectAll]
        let question = Question(
            kind: .list, prompt: try parameters[Self.prompt], actionID: context.actionID,
            options: try items.map { try context.limitedText($0) }, allowsMultiple: multiple,
            preselected: multiple && selectAll ? Array(items.indices) : [])
        let chosen = try context.host.choose(question).filter { items.indices.contains($0) }
        guard multiple else { return chosen.first.map { items[$0] } ?? .nothing }
        return .list(chosen.map { items[$0] })
    }

    /// The items offered: a list's items, a dictionary's keys, one value alone, none for Nothing.
    static func choices(_ value: Value) -> [Value] {
        switch value {
        case .nothing: return []
        case .list(let items): return items
        case .dictionary(let dictionary): return dictionary.keys.map { .text($0) }
        default: return [value]
        }
    }
}
