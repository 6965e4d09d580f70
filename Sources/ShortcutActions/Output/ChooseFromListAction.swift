import ShortcutEngine

/// Choose from List: asks which of the input's items to pass on (one, or several).
public enum ChooseFromListAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.choosefromlist", name: "Choose from List",
        summary: "Asks which item of a list to pass on; with 'multiple', several (a list).", category: "Output",
        parameters: [
            ParameterDefinition("items", wireKey: "WFInput", label: "List", type: .any, summary: "The list to choose from (a dictionary offers its keys)."),
            ParameterDefinition("prompt", wireKey: "WFChooseFromListActionPrompt", type: .text, summary: "The question.", default: ""),
            ParameterDefinition(
                "multiple", wireKey: "WFChooseFromListActionSelectMultiple", label: "Select Multiple", type: .boolean,
                summary: "Several items may be chosen; the output is then a list.", default: false),
            ParameterDefinition(
                "selectAll", wireKey: "WFChooseFromListActionSelectAll", label: "Select All Initially", type: .boolean,
                summary: "With 'multiple': every item starts chosen (the default answer).", default: false),
        ],
        input: "items", output: .produces(.any), outputName: "Chosen Item")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let items = choices(parameters.optional("items") ?? .nothing)
        guard !items.isEmpty else { throw ActionFailure(PromptFailure.nothingToChoose, parameter: "items") }
        let multiple = try parameters.bool("multiple")
        let selectAll = try parameters.bool("selectAll")
        let question = Question(
            kind: .list, prompt: try parameters.text("prompt"), actionID: context.actionID,
            options: items.map { context.coercion.text($0) }, allowsMultiple: multiple,
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
