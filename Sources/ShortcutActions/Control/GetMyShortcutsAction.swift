import ShortcutEngine

/// Get My Shortcuts: the names of the workflows in the host's library (the CLI: the running
/// file's folder, `--folder` and the user library), sorted.
public enum GetMyShortcutsAction: Action {
    static let folder = Parameter<Value>(
        "folder", wireKey: "Folder",
        summary: "Apple's Shortcuts folder to list; the library has no such folders, so every name is listed.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.getmyworkflows", name: "Get My Shortcuts",
        summary: "The names of the workflows Run Workflow can call by name (the library), sorted.", category: "Control",
        parameters: [folder],
        output: .produces(.list), outputName: "My Shortcuts")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list(context.host.libraryNames().map { .text($0) })
    }
}
