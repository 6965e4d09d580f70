import Foundation
import ShortcutEngine

/// Get File Path: the path of a file or folder, as text.
public enum GetFilePathAction: Action {
    static let file = Parameter<Value>("file", summary: "A file, a list of files, or paths as text.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.file.path", name: "Get File Path",
        summary: "The path of each file or folder given, as text (absolute when it was given as absolute; a file URL's path).",
        category: "Files",
        parameters: [file],
        input: file, output: .produces(.text), outputName: "File Path")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.file) ?? .nothing
        let paths = try value.items.map { item -> Value in
            switch item {
            case .file(let file): return .text(file.path)
            case .url(let url): return .text(URL(string: url).flatMap { $0.isFileURL ? $0.path : nil } ?? url)
            default: return .text(try context.limitedText(item))
            }
        }
        if case .list = value { return .list(paths) }
        return paths.first ?? .text("")
    }
}
