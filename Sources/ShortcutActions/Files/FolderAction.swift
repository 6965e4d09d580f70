import ShortcutEngine

/// Folder: a folder by path, or Apple's reference to one; checked to be a folder.
public enum FolderAction: Action {
    static let folder = Parameter<Value>(
        "folder", wireKey: "WFFolder", label: "Folder", summary: "A path, a folder, or Apple's folder reference.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.folder", name: "Folder",
        summary: "Passes a folder named by its path (or Apple's reference to a folder in the home folder); it must exist.",
        category: "Files",
        parameters: [folder],
        input: folder, output: .produces(.file), outputName: "Folder")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try FileLocation.existing(try parameters.value(Self.folder), folder: true, parameter: "folder", context: context)
    }
}
