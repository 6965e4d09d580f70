import ShortcutEngine

/// File: a file by path, or Apple's reference to one; checked to exist.
public enum FileAction: Action {
    static let file = Parameter<Value>(
        "file", wireKey: "WFFile", label: "File", summary: "A path, a file, or Apple's file reference.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.file", name: "File",
        summary: "Passes a file named by its path (or Apple's reference to a file in the home folder); it must exist.",
        category: "Files",
        parameters: [file],
        input: file, output: .produces(.file), outputName: "File")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try FileLocation.existing(try parameters.value(Self.file), folder: false, parameter: "file", context: context)
    }
}
