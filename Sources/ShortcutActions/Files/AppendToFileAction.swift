import Foundation
import SafeFiles
import ShortcutEngine

/// Append to Text File: adds text at the end (or start) of a text file, creating it when missing;
/// the old contents are journalled first, so `shortcut undo` brings them back.
public enum AppendToFileAction: Action {
    /// Where the text goes (`WFAppendFileWriteMode`).
    public enum Mode: String, Choice {
        case append = "Append"
        case prepend = "Prepend"

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .append: return "after the file's contents"
            case .prepend: return "before the file's contents"
            }
        }
    }

    static let text = Parameter<String>("text", wireKey: "WFInput", label: "Text", summary: "The text to add.")
    static let path = Parameter<String>(
        "path", wireKey: "WFFilePath", label: "File Path",
        summary: "The file, relative to 'folder' when given, else to the current folder, or absolute.", required: true)
    static let folder = Parameter<Value>(
        "folder", wireKey: "WFFile", label: "Folder",
        summary: "The folder 'path' is in: a path, a folder, or Apple's folder reference (absent: the current folder).")
    static let mode = Parameter<Mode>(
        "mode", wireKey: "WFAppendFileWriteMode", label: "Mode", summary: "End or start.", default: .append)
    static let newLine = Parameter<Bool>(
        "newLine", wireKey: "WFAppendOnNewLine", label: "Make New Line",
        summary: "Put the text on a line of its own: a line break between it and the contents, unless one is there already.",
        default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.file.append", name: "Append to Text File",
        summary:
            "Adds text to the end or the start of a text file, creating the file when it is missing; an undo restores the old contents.",
        category: "Files",
        parameters: [text, path, folder, mode, newLine, StorageLocation.parameter],
        input: text, output: .produces(.file), outputName: "Appended File")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let files = context.files
        var given = try parameters[Self.path]
        if let folder = parameters.optional(Self.folder), !folder.isNothing, !given.hasPrefix("/") {
            given = PathText.join(try FileLocation.path(folder, parameter: "folder", context: context), given)
        } else {
            given = try StorageLocation.applied(given, parameters, context: context)
        }
        let absolute = try files.allowed(given, access: .contents, parameter: "path")
        try PathPolicy.checkName((absolute as NSString).lastPathComponent, parameter: "path")
        let exists = files.fileSystem.kind(at: absolute) != nil
        var old = Data()
        if exists {
            old = try files.perform(.read(given), parameter: "path") { () throws(FileSystemError) -> Data in
                try files.fileSystem.read(at: absolute)
            }
        }
        let text = Data(try parameters[Self.text].utf8)
        let prepend = try parameters[Self.mode] == .prepend
        var separator = Data()
        if try parameters[Self.newLine], !old.isEmpty {
            let touching = prepend ? text.last : old.last
            if touching != UInt8(ascii: "\n") { separator = Data("\n".utf8) }
        }
        let data = prepend ? text + separator + old : old + separator + text
        try context.checkTextLength(data.count)
        if files.dryRun {
            files.preview("\(prepend ? "prepend" : "append") \(text.count) bytes to \(files.display(absolute))")
        }
        if exists {
            try files.replace(absolute, with: data, createFolders: false, parameter: "path")
        } else {
            let options = WriteOptions(overwrite: false, createFolders: true)
            try files.perform(.save(files.display(absolute)), parameter: "path") { () throws(FileSystemError) in
                try files.fileSystem.write(data, to: absolute, options: options)
            }
            try files.made([absolute], verb: "save", as: .saved, parameter: "path")
        }
        return FileInputs.output(absolute, like: given, files: files)
    }
}
