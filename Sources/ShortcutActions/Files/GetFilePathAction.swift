import Foundation
import ShortcutEngine

/// Get File Path: the path of a file or folder, as text.
public enum GetFilePathAction: Action {
    /// How the path is written.
    public enum Form: String, Choice {
        case path = "Path"
        case url = "File URL"
        case tilde = "Tilde Path"
    }

    static let file = Parameter<Value>("file", summary: "A file, a list of files, or paths as text.")
    static let form = Parameter<Form>(
        "form",
        summary:
            "The path as given; a file URL (file:///…, the path made absolute and %-escaped); or the path with the home folder written ~.",
        default: .path)

    public static let definition = ActionDefinition(
        "org.shortcutengine.file.path", name: "Get File Path",
        summary: "The path of each file or folder given, as text (absolute when it was given as absolute; a file URL's path).",
        category: "Files",
        parameters: [file, form],
        input: file, output: .produces(.text), outputName: "File Path")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let value = parameters.optional(Self.file) ?? .nothing
        let form = try parameters[Self.form]
        let paths = try value.items.map { item -> Value in
            let path: String
            switch item {
            case .file(let file): path = file.path
            case .url(let url): path = URL(string: url).flatMap { $0.isFileURL ? $0.path : nil } ?? url
            default: path = try context.limitedText(item)
            }
            switch form {
            case .path: return .text(path)
            case .url: return .text(URL(fileURLWithPath: path).absoluteString)
            case .tilde: return .text(tilde(path))
            }
        }
        if case .list = value { return .list(paths) }
        return paths.first ?? .text("")
    }

    /// `path` with the home folder ($HOME) written ~.
    static func tilde(_ path: String) -> String {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        guard home.count > 1 else { return path }
        if path == home { return "~" }
        return path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }
}
