import Foundation
import ShortcutEngine

/// What Open URLs may hand to the host's opener (issue 26, item 7): data, never an option. Only
/// `http`, `https` and `mailto` URLs go as they are; a `file:` URL becomes its absolute path after
/// the path policy allowed it (as Open Files does); anything else, including text starting with
/// `-` (which an opener would read as an option), is refused.
enum OpenTarget {
    /// The schemes handed to the opener as they are.
    static let schemes: Set<String> = ["http", "https", "mailto"]

    /// The target to open for `url`, or the failure naming `parameter`.
    static func checked(_ url: String, context: ActionContext, parameter: String) throws -> String {
        // A scheme starts with a letter, so nothing that passes can start with '-'.
        guard let first = url.unicodeScalars.first, first.properties.isAlphabetic,
            let components = URLComponents(string: url), let scheme = components.scheme?.lowercased()
        else {
            throw ActionFailure(PromptFailure.notAURL(url), parameter: parameter)
        }
        if schemes.contains(scheme) { return url }
        guard scheme == "file", (components.host ?? "").isEmpty || components.host?.lowercased() == "localhost" else {
            throw ActionFailure(PromptFailure.schemeNotOpened(url, scheme: scheme), parameter: parameter)
        }
        let path = components.path.isEmpty ? "/" : components.path
        let absolute = try context.files.allowed(path, access: .contents, parameter: parameter)
        guard context.files.fileSystem.exists(absolute) else {
            throw ActionFailure(FileActionFailure.noSuchFile(path), parameter: parameter)
        }
        return absolute
    }
}
