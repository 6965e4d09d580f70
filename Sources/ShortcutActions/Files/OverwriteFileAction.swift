import Foundation
import SafeFiles
import ShortcutEngine

/// Overwrite File: replaces a file's contents with text or another file's, in place (Gizmo Pack's
/// Overwrite File). The file keeps its path; the old contents are kept beside the run's journal,
/// so `undo` brings them back. Given a folder, the file is the one at `path` inside it (made when
/// missing).
public enum OverwriteFileAction: Action {
    static let file = Parameter<Value>(
        "file", summary: "The file to overwrite (a file, or its path), or a folder (with 'path').", required: true)
    static let contents = Parameter<Value>(
        "contents", summary: "What the file holds afterwards: text (UTF-8), or another file's bytes.", required: true)
    static let path = Parameter<String?>(
        "path", summary: "With a folder as 'file': the file's path inside it (made, with its folders, when missing).")

    public static let definition = ActionDefinition(
        "org.shortcutengine.file.overwrite", name: "Overwrite File",
        summary:
            "Replaces the contents of a file with text or another file's, keeping its path (undo brings the old contents back); given a folder and a path, the file at that path in it.",
        category: "Files",
        parameters: [file, contents, path],
        input: file, output: .produces(.file), outputName: "Overwritten File")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let files = context.files
        let targets = try FileInputs.references(try parameters[Self.file], parameter: Self.file.key, coercion: context.coercion)
        guard targets.count == 1, let reference = targets.first else {
            throw ActionFailure(FileActionFailure.overwriteNeedsOneFile(got: targets.count), parameter: Self.file)
        }
        var given = reference.path
        let inside = (try parameters[Self.path]).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "/")) } ?? ""
        let allowed = try files.allowed(given, access: .contents, parameter: Self.file.key)
        if files.fileSystem.kind(at: allowed) == .folder {
            guard !inside.isEmpty else {
                throw ActionFailure(FileActionFailure.overwriteFolderWithoutPath(files.display(allowed)), parameter: Self.path)
            }
            given = (given as NSString).appendingPathComponent(inside)
        } else if !files.fileSystem.exists(allowed) {
            throw ActionFailure(FileActionFailure.noSuchFile(files.display(allowed)), parameter: Self.file)
        }
        let absolute = try files.allowed(given, access: .contents, parameter: Self.file.key)
        try PathPolicy.checkName((absolute as NSString).lastPathComponent, parameter: Self.file.key)
        let data = try SaveFileAction.contents(try parameters[Self.contents], parameter: Self.contents.key, context: context)
        try SaveFileAction.write(data, to: absolute, overwrite: true, createFolders: true, files: files)
        return FileInputs.output(absolute, like: given, files: files)
    }
}
