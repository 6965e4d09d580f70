import Foundation
import SafeFiles
import ShortcutEngine

/// Open Files: hands each file or folder to the host's opener (the CLI opens only with
/// `--allow-open`, otherwise prints the path); passes its input through. Automator's Open Finder
/// Items imports to it, and Reveal Finder Items with `reveal` on (the folder holding each item).
public enum OpenFilesAction: Action {
    static let files = Parameter<Value>("files", summary: "A file, a path, or a list of them.")
    static let reveal = Parameter<Bool>(
        "reveal", label: "Reveal",
        summary:
            "Open the folder holding each item instead of the item (Finder's Reveal, which shows the item in its folder; "
            + "each folder opened once). The item must be allowed; its folder is only shown.",
        default: false)

    public static let definition = ActionDefinition(
        "org.shortcutengine.files.open", name: "Open Files",
        summary:
            "Opens each file or folder with the system's opener when the host allows it (the CLI: --allow-open), otherwise prints its path; the files must be inside the allowed folders. With 'reveal', opens the folder holding each instead. Passes the input through.",
        category: "Files",
        parameters: [files, reveal],
        input: files, output: .passesInputThrough)

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.files) ?? .nothing
        let files = context.files
        let reveal = try parameters[Self.reveal]
        var opened: Set<String> = []
        for reference in try FileInputs.references(value, parameter: "files", coercion: context.coercion) {
            let absolute = try files.allowed(reference.path, access: .contents, parameter: "files")
            guard files.fileSystem.exists(absolute) else {
                throw ActionFailure(FileActionFailure.noSuchFile(reference.path), parameter: "files")
            }
            let target = reveal ? PathText.parent(absolute) : absolute
            if !reveal || opened.insert(target).inserted { try context.host.open(target) }
        }
        return value
    }
}
