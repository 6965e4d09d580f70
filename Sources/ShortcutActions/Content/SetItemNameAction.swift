import ShortcutEngine

/// Set Name (`setitemname`): names the item passed in. A file keeps its path (rename on disk with
/// Rename File); values other than files carry no name in this engine, so their content passes
/// through for the next action (a vCard text stays the text Choose from List reads).
public enum SetItemNameAction: Action {
    /// Identifier, parameters and output: what the registry and the docs show.
    public static let definition = ActionDefinition(
        "is.workflow.actions.setitemname", name: "Set Name",
        summary: "Names the input item (Apple's Set Name); the engine's values carry no name apart from files, so the item passes through unchanged and the name is checked only.",
        category: "Content",
        parameters: [
            ParameterDefinition("input", wireKey: "WFInput", type: .any, summary: "The item to name."),
            ParameterDefinition("name", wireKey: "WFName", type: .text, summary: "The new name, e.g. Menu.vcf."),
            ParameterDefinition(
                "withoutExtension", wireKey: "WFDontIncludeFileExtension", label: "Don't Include File Extension",
                type: .boolean, summary: "Leave out the extension Shortcuts would add.", default: false),
        ],
        input: "input", output: .produces(.any), outputName: "Renamed Item")

    /// Runs the action on its resolved parameters.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        _ = try parameters.bool("withoutExtension")
        return try parameters.value("input")
    }
}
