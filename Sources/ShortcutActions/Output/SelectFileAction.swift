import Foundation
import SafeFiles
import ShortcutEngine

/// Select File / Folder: asks for a file or folder (a path on the command line) and passes it on.
public enum SelectFileAction: Action {
    /// What may be picked.
    public enum Mode: String, Choice {
        case files = "Files"
        case folders = "Folders"
    }

    /// The prompts the picker asks with; `--answer` and answers files match them (or the action's id).
    public static func prompt(_ mode: Mode, multiple: Bool) -> String {
        switch mode {
        case .files: return multiple ? "Select files" : "Select a file"
        case .folders: return multiple ? "Select folders" : "Select a folder"
        }
    }

    static let mode = Parameter<Mode>(
        "mode", wireKey: "WFPickingMode", label: "Picking Mode", summary: "Files or folders.", default: .files)
    static let multiple = Parameter<Bool>(
        "multiple", wireKey: "SelectMultiple", label: "Select Multiple",
        summary: "Several may be picked; the output is then a list.", default: false)
    static let folderContents = Parameter<Bool>(
        "folderContents", wireKey: "WFGetFolderContents", label: "Get Contents of Folder",
        summary: "With folders: output what each picked folder holds (sorted by name) instead of the folder.", default: false)
    static let showPicker = Parameter<Bool>(
        "showPicker", wireKey: "WFShowFilePicker", label: "Show Document Picker",
        summary: "Apple's picker switch, kept from Get File: Select File always asks, so on or off it asks.", default: true)
    static let path = Parameter<Value>(
        "path", wireKey: "WFGetFilePath", label: "Suggested Path", type: .text,
        summary: "Apple keeps Get File's path here: the answer offered by default (`--answer-defaults`, Return at a prompt).")

    public static let definition = ActionDefinition(
        "is.workflow.actions.file.select", name: "Select File",
        summary: "Asks for a file or folder (a path; several with 'multiple', one per line or a JSON list) that must exist.",
        category: "Output",
        parameters: [mode, multiple, folderContents, showPicker, path],
        output: .produces(.file), outputName: "File")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let multiple = try parameters[Self.multiple]
        _ = try parameters[Self.showPicker]  // Select File always asks; read so a wrong value still fails
        let prompt = prompt(try parameters[Self.mode], multiple: multiple)
        let suggested = try parameters.optional(Self.path).map { try context.limitedText($0) }.flatMap { $0.isEmpty ? nil : $0 }
        let answer = try context.host.answer(
            Question(kind: .file, prompt: prompt, actionID: context.actionID, defaultAnswer: suggested))
        let paths = multiple ? several(answer) : [answer]
        let files = try paths.map { try existingFile($0, context: context, parameter: "mode") }
        if try parameters[Self.folderContents], try parameters[Self.mode] == .folders {
            return .list(try paths.flatMap { try contents(of: $0, context: context) })
        }
        return multiple ? .list(files) : files.first ?? .nothing
    }

    /// Several picked paths: a JSON list, or one path per line.
    static func several(_ answer: String) -> [String] {
        if answer.hasPrefix("["), case .array(let items)? = try? JSONParser.parse(Data(answer.utf8)) {
            return items.compactMap(\.string).filter { !$0.isEmpty }
        }
        return answer.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    /// The items in a picked folder, sorted by name.
    static func contents(of folder: String, context: ActionContext, parameter: String = "mode") throws -> [Value] {
        let absolute = try context.files.allowed(folder, access: .contents, parameter: parameter)
        let names = try context.files.perform(.read(folder), parameter: parameter) { () throws(FileSystemError) -> [String] in
            try context.files.fileSystem.contentsOfDirectory(at: absolute)
        }
        return names.sorted().map { .file(FileReference(path: folder.hasSuffix("/") ? folder + $0 : folder + "/" + $0)) }
    }

    /// A picked path as a file, once the path policy allows it and something is there.
    static func existingFile(_ path: String, context: ActionContext, parameter: String) throws -> Value {
        let absolute = try context.files.allowed(path, access: .contents, parameter: parameter)
        guard context.files.fileSystem.kind(at: absolute) != nil else {
            throw ActionFailure(FileActionFailure.noSuchFile(path), parameter: parameter)
        }
        return .file(FileReference(path: path))
    }
}
