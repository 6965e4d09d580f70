import Foundation
import SafeFiles
import ShortcutEngine

/// Turning parameter values into files, and files back into values.
enum FileInputs {
    /// Every item of `value` as a file reference: files as they are, text as a path.
    static func references(_ value: Value, parameter: String, coercion: Coercion) throws(ActionFailure) -> [FileReference] {
        var files: [FileReference] = []
        for item in value.items {
            switch item {
            case .file(let file): files.append(file)
            case .text(let path) where !path.isEmpty: files.append(FileReference(path: path))
            case .url(let url) where url.hasPrefix("file://"): files.append(FileReference(path: String(url.dropFirst(7))))
            default:
                throw ActionFailure(FileActionFailure.notFiles(got: item.type.article), parameter: parameter)
            }
        }
        return files
    }

    /// A result path in the caller's style: relative when the given path was relative.
    static func output(_ absolute: String, like given: String, files: FileAccess) -> Value {
        .file(FileReference(path: given.hasPrefix("/") ? absolute : files.display(absolute)))
    }

    /// `folder` and those of its parents that do not exist yet, outermost first: the folders a
    /// `createDirectory(intermediate: true)` of it makes, for the journal.
    static func missingFolders(_ folder: String, in fileSystem: any FileSystem) -> [String] {
        var missing: [String] = []
        var path = folder
        // Bounded by the path's length: each turn drops one component.
        while !path.isEmpty, path != "/", fileSystem.kind(at: path) == nil {
            missing.insert(path, at: 0)
            let parent = PathText.folder(path)
            if parent == path { break }
            path = parent
        }
        return missing
    }

    /// Makes `folder` (and its missing parents) when it does not exist, journalled under `verb` so
    /// an undo removes them while still empty; a dry run tells instead.
    static func makeFolder(_ folder: String, verb: String, access: FileAccess, parameter: String) throws {
        let fileSystem = access.fileSystem
        let missing = missingFolders(folder, in: fileSystem)
        guard !missing.isEmpty else { return }
        if access.dryRun { access.preview("create the folder \(access.display(folder))") }
        try access.perform(.createFolder(access.display(folder)), parameter: parameter) { () throws(FileSystemError) in
            try fileSystem.createDirectory(at: folder, intermediate: true)
        }
        try access.made(missing, verb: verb, as: .folders, foldersMadeEmpty: true, parameter: parameter)
    }

    /// Writes `data` as the new file `absolute` (shown as `path`), its folder made when missing;
    /// journalled under `verb` so that an undo removes it. A dry run tells instead. The library
    /// writers' one way to add a file (a calendar item, a contact).
    static func saveNew(
        _ data: Data, to absolute: String, shown path: String, verb: String, access: FileAccess, parameter: String
    )
        throws
    {
        try makeFolder(PathText.folder(absolute), verb: verb, access: access, parameter: parameter)
        let fileSystem = access.fileSystem
        if access.dryRun { access.preview("save \(data.count) bytes to \(path)") }
        try access.perform(.save(path), parameter: parameter) { () throws(FileSystemError) in
            try fileSystem.write(data, to: absolute, options: WriteOptions())
        }
        try access.made([absolute], verb: verb, as: .saved, parameter: parameter)
    }

    /// What a writing action does when a new name is taken.
    enum IfExists: String, Choice {
        case stop = "Stop"
        case addNumber = "Add Number"

        /// Short forms.
        var aliases: [String] {
            switch self {
            case .stop: return ["error", "fail"]
            case .addNumber: return ["number", "unique"]
            }
        }

        /// The file layer's policy for it.
        var policy: ExistingNamePolicy {
            switch self {
            case .stop: return .fail
            case .addNumber: return .addNumber
            }
        }
    }

    /// The file layer's policy for a move or copy: replacing when `replaceExisting` is on (whatever
    /// `ifExists` says), else the choice's.
    static func policy(_ ifExists: IfExists, replaceExisting: Bool) -> ExistingNamePolicy {
        replaceExisting ? .replace : ifExists.policy
    }

    /// Move File's and Copy Files' "Replace Existing Files" switch (Apple's Move File: `WFReplaceExisting`;
    /// Automator's Copy and Move Finder Items: `replaceExisting`).
    static func replaceExistingParameter(wireKey: String?) -> Parameter<Bool> {
        Parameter(
            "replaceExisting", wireKey: wireKey, label: "Replace Existing Files",
            summary:
                "Replace an item of the same name in the folder (a file with a file, a folder with a folder): it is kept beside the journal first, so `shortcut undo` brings it back. Wins over 'ifExists'.",
            default: false)
    }

    /// The "if the name is taken" choice every writing action offers.
    static func ifExistsParameter(
        _ summary: String = "What to do when a new name is taken: stop before changing anything, or add a number."
    ) -> Parameter<IfExists> {
        Parameter("ifExists", label: "If Name Is Taken", summary: summary, default: .stop)
    }
}
