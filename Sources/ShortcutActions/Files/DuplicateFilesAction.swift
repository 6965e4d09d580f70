import Foundation
import SafeFiles
import ShortcutEngine

/// Duplicate Files: a copy of each file or folder beside it, named "NAME copy.EXT" (then
/// "NAME copy 2.EXT" …), as the Finder's Duplicate names them; nothing is replaced.
public enum DuplicateFilesAction: Action {
    static let files = Parameter<Value>("files", type: .list, summary: "The files or folders to duplicate.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.files.duplicate", name: "Duplicate Files",
        summary:
            "Copies each file or folder into its own folder as 'NAME copy.EXT' ('NAME copy 2.EXT' when taken), as the Finder does; never replaces anything. Outputs the copies.",
        category: "Files",
        parameters: [files],
        input: files, output: .produces(.list), outputName: "Duplicated Files")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let files = try FileInputs.references(try parameters.value(Self.files), parameter: "files", coercion: context.coercion)
        let access = context.files
        let fileSystem = access.fileSystem
        // Every target decided before the first copy.
        var plan = PlannedCopies()
        var shown: [String] = []
        var taken = Set<String>()
        for file in files {
            let source = try access.allowed(file.path, access: .contents, parameter: "files")
            guard fileSystem.exists(source) else {
                throw FileError(.noSuchItem(verb: "duplicate", path: file.path), parameter: "files")
            }
            let name = (source as NSString).lastPathComponent as NSString
            let folder = PathText.parent(source)
            let copyName =
                name.pathExtension.isEmpty
                ? name.deletingPathExtension + " copy" : name.deletingPathExtension + " copy." + name.pathExtension
            let target = UniqueName.first(PathText.join(folder, copyName)) { candidate in
                !fileSystem.exists(candidate) && !taken.contains(candidate.lowercased())
            }
            taken.insert(target.lowercased())
            plan.steps.append((source, target))
            shown.append(file.path)
        }
        try plan.make(verb: "duplicate", access: access, parameter: "files")
        return .list(zip(plan.steps, shown).map { FileInputs.output($0.target, like: $1, files: access) })
    }
}
