import Foundation
import ShortcutEngine

/// Open Files: hands each file or folder to the host's opener (the CLI opens only with
/// `--allow-open`, otherwise prints the path); passes its input through. Automator's Open Finder
/// Items imports to it.
public enum OpenFilesAction: Action {
    static let files = Parameter<Value>("files", summary: "A file, a path, or a list of them.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.files.open", name: "Open Files",
        summary:
            "Opens each file or folder with the system's opener when the host allows it (the CLI: --allow-open), otherwise prints its path; the files must be inside the allowed folders. Passes the input through.",
        category: "Files",
        parameters: [files],
        input: files, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.files) ?? .nothing
        let files = context.files
        for reference in try FileInputs.references(value, parameter: "files", coercion: context.coercion) {
            let absolute = try files.allowed(reference.path, access: .contents, parameter: "files")
            guard files.fileSystem.exists(absolute) else {
                throw ActionFailure(FileActionFailure.noSuchFile(reference.path), parameter: "files")
            }
            try context.host.open(absolute)
        }
        return value
    }
}
