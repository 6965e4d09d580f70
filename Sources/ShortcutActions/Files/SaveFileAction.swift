import Foundation
import SafeFiles
import ShortcutEngine

/// Save File: text or a file's contents to a path; never replaces a file unless asked.
public enum SaveFileAction: Action {
    static let ifExists = FileInputs.ifExistsParameter(
        "When the file exists and 'overwrite' is off: stop, or save under a numbered name.")
    static let input = Parameter<Value>("input", wireKey: "WFInput", summary: "Text, or a file whose contents are saved.")
    static let path = Parameter<String>(
        "path", wireKey: "WFFileDestinationPath", label: "Destination Path",
        summary: "Where to save, relative to the current folder or absolute; absent: asked when run (Apple's Ask Where to Save).")
    static let folder = Parameter<Value>(
        "folder", wireKey: "WFFolder",
        summary:
            "The folder to save into (a folder, or its path relative to the current folder); 'path' is then relative to it, and without 'path' the item keeps its own name (Apple's folder form)."
    )
    static let askWhere = Parameter<Bool>(
        "askWhere", wireKey: "WFAskWhereToSave", label: "Ask Where to Save",
        summary:
            "Ask for the path when run, even when 'path' is given (Apple's default is on; absent here, only a missing path asks).",
        default: false)
    static let overwrite = Parameter<Bool>(
        "overwrite", wireKey: "WFSaveFileOverwrite", label: "Overwrite If File Exists",
        summary: "Replace an existing file (atomically). Off: an existing file is an error, or numbered with 'ifExists'.",
        default: false)
    static let createFolders = Parameter<Bool>(
        "createFolders", label: "Create Folders", summary: "Create missing folders on the way.", default: true)

    public static let definition = ActionDefinition(
        "is.workflow.actions.documentpicker.save", name: "Save File",
        summary: "Saves text, or a copy of a file, to a path. Never replaces an existing file unless 'overwrite' is on.",
        category: "Files",
        parameters: [input, path, folder, askWhere, overwrite, createFolders, ifExists, StorageLocation.parameter],
        input: input, output: .produces(.file), outputName: "Saved File")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let files = context.files
        var given = try destination(parameters, context: context)
        // An item saved into a folder (a path ending in / or an existing folder) keeps its own name.
        if try given.hasSuffix("/")
            || files.fileSystem.kind(at: files.allowed(given, access: .contents, parameter: "path")) == .folder
        {
            given = (given as NSString).appendingPathComponent(itemName(parameters.namedOptional(Self.input)))
        }
        var absolute = try files.allowed(given, access: .contents, parameter: "path")
        try PathPolicy.checkName((absolute as NSString).lastPathComponent, parameter: "path")
        let data = try Self.contents(parameters.optional(Self.input) ?? .nothing, parameter: "input", context: context)
        let overwrite = try parameters[Self.overwrite]
        if !overwrite, files.fileSystem.exists(absolute) {
            guard try parameters[Self.ifExists].policy == .addNumber else {
                throw ActionFailure(FileActionFailure.saveTargetExists(given), parameter: "path")
            }
            absolute = UniqueName.first(absolute) { !files.fileSystem.exists($0) }
        }
        try Self.write(data, to: absolute, overwrite: overwrite, createFolders: try parameters[Self.createFolders], files: files)
        return FileInputs.output(absolute, like: given, files: files)
    }

    /// What saving `value` writes: a file's bytes (read where the run may read), else its text in UTF-8.
    static func contents(_ value: Value, parameter: String, context: ActionContext) throws -> Data {
        // An event or a reminder is saved as its iCalendar file.
        if case .item(let item) = value { return Data(item.record.utf8) }
        guard case .file(let file) = value else { return Data(try context.limitedText(value).utf8) }
        let files = context.files
        let source = try files.allowed(file.path, access: .contents, parameter: parameter)
        return try files.perform(.read(file.path), parameter: parameter) { () throws(FileSystemError) -> Data in
            try files.fileSystem.read(at: source)
        }
    }

    /// Writes `data` at `absolute` (allowed already): an existing file is replaced when `replacing`
    /// is on, and is kept beside the journal first (an undo brings it back); a new file, and the folders
    /// made on the way, are journalled once written (an undo removes them).
    static func write(_ data: Data, to absolute: String, overwrite: Bool, createFolders: Bool, files: FileAccess) throws {
        let replacing = overwrite && files.fileSystem.exists(absolute)
        if files.dryRun {
            files.preview("save \(data.count) bytes to \(files.display(absolute))\(replacing ? " (replacing it)" : "")")
        }
        if replacing {
            try files.replace(absolute, with: data, createFolders: createFolders, parameter: "path")
            return
        }
        let options = WriteOptions(overwrite: overwrite, createFolders: createFolders)
        let missing = createFolders ? FileInputs.missingFolders(PathText.folder(absolute), in: files.fileSystem) : []
        try files.perform(.save(files.display(absolute)), parameter: "path") { () throws(FileSystemError) in
            try files.fileSystem.write(data, to: absolute, options: options)
        }
        try files.made(missing + [absolute], verb: "save", as: .saved, counting: 1, foldersMadeEmpty: true, parameter: "path")
    }

    /// The prompt Save File asks with when it has no path; `--answer` and answers files match it (or the action's id).
    public static let askWhereToSavePrompt = "Where to save"

    /// The path to save to: the parameter, or (when absent, or with Ask Where to Save on) a path
    /// asked of the host, which has no default answer.
    /// With a folder (and Ask Where to Save off), the path is relative to it; without a path the
    /// destination is the folder itself, ending in `/`.
    static func destination(_ parameters: ResolvedParameters, context: ActionContext) throws -> String {
        if try !parameters[Self.askWhere], let folder = parameters.optional(Self.folder) {
            let base: String
            switch folder {
            case .file(let file): base = file.path
            case .dictionary: base = try FileLocation.path(folder, parameter: "folder", context: context)
            default: base = try StorageLocation.applied(try context.limitedText(folder), parameters, context: context)
            }
            let relative = parameters.optional(Self.path) != nil ? try parameters[Self.path] : ""
            return relative.hasPrefix("/") ? relative : (base.hasSuffix("/") ? base : base + "/") + relative
        }
        if parameters.optional(Self.path) != nil, try !parameters[Self.askWhere] {
            return try StorageLocation.applied(try parameters[Self.path], parameters, context: context)
        }
        return try context.host.answer(Question(kind: .file, prompt: askWhereToSavePrompt, actionID: context.actionID))
    }

    /// The name an item keeps when saved into a folder: its given name (Set Name), a file's own
    /// name, an event's or a reminder's as Share names it ("Stand-up.ics"), else Apple's name for
    /// a text item, "Text.txt".
    static func itemName(_ value: Value?) -> String {
        if let name = value?.givenName { return name }
        if case .file(let file)? = value { return (file.path as NSString).lastPathComponent }
        if case .item? = value?.unnamed, let value { return Outbox.fileName(value) }
        return "Text.txt"
    }
}
