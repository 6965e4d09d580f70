import Foundation
import ShortcutEngine

/// Get Uniform Type Identifier: Apple's type identifier of a file, by its extension as Apple's
/// system declarations give it (the Actions app's Get Uniform Type Identifier, Toolbox Pro's Get
/// UTI).
public enum GetUTIAction: Action {
    static let file = Parameter<Value>(
        "file",
        summary: "A file, a folder, or a file name or extension as text (photo.JPG, jpg); a list gives one identifier each.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.file.uti", name: "Get Uniform Type Identifier",
        summary:
            "Apple's uniform type identifier of a file from its extension (photo.jpg → public.jpeg, notes.md → net.daringfireball.markdown; a folder → public.folder), from the table Apple's system declarations give; an extension the table lacks gives public.data (Apple makes a dyn. identifier for it).",
        category: "Files",
        parameters: [file],
        input: file, output: .produces(.text), outputName: "Uniform Type Identifier")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters.namedValue(Self.file)
        if case .list(let items) = given.unnamed { return .list(try items.map { .text(try identifier($0, context)) }) }
        return .text(try identifier(given, context))
    }

    /// The identifier of one item.
    static func identifier(_ item: Value, _ context: ActionContext) throws -> String {
        switch item {
        case .named(let named):
            if case .file(let file) = named.value, isFolder(file.path) { return FileTypes.folderIdentifier }
            return FileTypes.identifier(forExtension: (named.name as NSString).pathExtension)
        case .file(let file):
            if isFolder(file.path) { return FileTypes.folderIdentifier }
            return FileTypes.identifier(forExtension: file.fileExtension)
        default:
            let text = try context.limitedText(item).trimmingCharacters(in: .whitespaces)
            let fileExtension = (text as NSString).pathExtension
            return FileTypes.identifier(forExtension: fileExtension.isEmpty ? text : fileExtension)
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}
