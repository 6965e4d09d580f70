import Foundation
import SafeFiles
import ShortcutEngine

/// Copy Files: files (or folder trees) into a folder; an item of the same name there is replaced
/// only with `replaceExisting`, and kept beside the journal first.
public enum CopyFilesAction: Action {
    static let ifExists = FileInputs.ifExistsParameter()
    static let replaceExisting = FileInputs.replaceExistingParameter(wireKey: nil)
    static let files = Parameter<Value>("files", type: .list, summary: "The files to copy.")
    static let destination = Parameter<Value>(
        "destination", type: .file, summary: "The folder to copy them into.", required: true)

    public static let definition = ActionDefinition(
        "org.shortcutengine.files.copy", name: "Copy Files",
        summary:
            "Copies files or folders into a folder; checks every name first and replaces a file there only with 'replaceExisting'.",
        category: "Files",
        parameters: [files, destination, ifExists, replaceExisting],
        input: files, output: .produces(.list), outputName: "Copied Files")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let files = try FileInputs.references(try parameters.value(Self.files), parameter: "files", coercion: context.coercion)
        guard case .file(let folder) = try parameters.value(Self.destination) else { return .list([]) }
        let access = context.files
        let fileSystem = access.fileSystem
        let destination = try access.allowed(folder.path, access: .contents, parameter: "destination")
        guard (try? fileSystem.attributes(at: destination).isDirectory) == true else {
            throw ActionFailure(
                FileActionFailure.notAFolder(folder.path, exists: fileSystem.exists(destination)), parameter: "destination")
        }
        let policy = FileInputs.policy(try parameters[Self.ifExists], replaceExisting: try parameters[Self.replaceExisting])
        var sources: [String] = []
        for file in files {
            let source = try access.allowed(file.path, access: .contents, parameter: "files")
            guard fileSystem.exists(source) else {
                throw FileError(.noSuchItem(verb: "copy", path: file.path), parameter: "files")
            }
            sources.append(source)
        }
        // Every target decided before the first copy.
        let holding = policy == .replace ? FileAccess.holdingFolders(sources) : [:]
        var plan = PlannedCopies()
        var taken = Set<String>()
        for (file, source) in zip(files, sources) {
            let target = try UniqueName.first(PathText.join(destination, file.name)) {
                (candidate) throws(ActionFailure) -> Bool in
                let free = !taken.contains(candidate.lowercased())
                guard fileSystem.exists(candidate) || !free else { return true }
                if policy == .replace, free {
                    do throws(FileError) {
                        try access.checkReplaceable(source, by: candidate, holding: holding, verb: "copy", parameter: "files")
                    } catch { throw ActionFailure(error) }
                    plan.replacing.insert(candidate)
                    return true
                }
                guard policy == .addNumber else {
                    throw ActionFailure(
                        FileActionFailure.copyTargetExists(source: file.path, target: access.display(candidate)),
                        parameter: "files")
                }
                return false
            }
            taken.insert(target.lowercased())
            plan.steps.append((source, target))
        }
        try plan.make(verb: "copy", access: access, parameter: "files")
        return .list(plan.steps.map { FileInputs.output($0.target, like: folder.path, files: access) })
    }
}
