import Foundation
import ShortcutEngine

/// What Open URLs may hand to the host's opener (issue 26, item 7): data, never an option. Text
/// without a scheme, including text starting with `-` (which an opener would read as an option),
/// is refused; a `file:` URL becomes its absolute path after the path policy allowed it (as Open
/// Files does); any other URL goes to the host, which decides which schemes it opens (the command
/// line: only http, https and mailto, and it prints the rest).
enum OpenTarget {
    /// The target to open for `url`, or the failure naming `parameter`.
    static func checked(_ url: String, context: ActionContext, parameter: String) throws -> String {
        // A scheme starts with a letter, so nothing that passes can start with '-'.
        guard let first = url.unicodeScalars.first, first.properties.isAlphabetic,
            let components = URLComponents(string: url), let scheme = components.scheme?.lowercased()
        else {
            throw ActionFailure(PromptFailure.notAURL(url), parameter: parameter)
        }
        guard scheme == "file" else { return url }
        guard (components.host ?? "").isEmpty || components.host?.lowercased() == "localhost" else {
            throw ActionFailure(PromptFailure.notAURL(url), parameter: parameter)
        }
        let path = components.path.isEmpty ? "/" : components.path
        let absolute = try context.files.allowed(path, access: .contents, parameter: parameter)
        guard context.files.fileSystem.exists(absolute) else {
            throw ActionFailure(FileActionFailure.noSuchFile(path), parameter: parameter)
        }
        return absolute
    }
}
