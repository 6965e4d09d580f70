import Foundation
import ShortcutEngine

/// Get Parent Folder: the folder that holds each file or folder (by its path; nothing is read).
public enum GetParentFolderAction: Action {
    static let files = Parameter<Value>("files", summary: "A file, a list of files, or paths as text.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.file.parent", name: "Get Parent Folder",
        summary:
            "The folder holding each file or folder given, from its path ('a/b/c.txt' → 'a/b'; a name alone → '.'; '/' → '/'); nothing is read.",
        category: "Files",
        parameters: [files],
        input: files, output: .produces(.file), outputName: "Parent Folder")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.files) ?? .nothing
        let parents = try value.items.map { item -> Value in
            let path: String
            switch item {
            case .file(let file): path = file.path
            default: path = try context.limitedText(item)
            }
            return .file(FileReference(path: parent(of: path)))
        }
        if case .list = value { return .list(parents) }
        return parents.first ?? .nothing
    }

    /// The folder part of `path`, trailing slashes ignored.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
