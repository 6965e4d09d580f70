import ShortcutEngine

/// Choose from Menu: asks which case to run; each middle marker is a case with a `title`.
public enum ChooseFromMenuAction: Action {
    static let prompt = Parameter<String>(
        "prompt", wireKey: "WFMenuPrompt", summary: "The question shown (start marker).", default: "")
    static let items = Parameter<Value>(
        "items", wireKey: "WFMenuItems", type: .list,
        summary: "The case titles as Shortcuts lists them on the start marker (informational).")
    static let title = Parameter<Value>(
        "title", wireKey: "WFMenuItemTitle", type: .text, summary: "This case's title (middle markers).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.choosefrommenu", name: "Choose from Menu", summary: "Asks which of several cases to run.",
        category: "Control",
        parameters: [prompt, items, title],
        output: .produces(.any), outputName: "Menu Result", block: .menu, blockParameter: "title")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .text(try parameters[Self.prompt])
    }
}
