import ShortcutEngine

/// Failures of reading Apple's file and folder references (File, Folder, Append to File's folder).
enum FileLocationFailure: FailureFacts, Equatable {
    /// A reference to a place only an Apple device has (iCloud Drive, the Shortcuts folder…).
    case deviceLocation(location: String, name: String)
    /// A value that is neither a path, a file nor a file reference; `got` is its type with an article.
    case notALocation(got: String)

    var message: String {
        switch self {
        case .deviceLocation(let location, let name):
            return "'\(name)' is in the \(location) location of an Apple device, which this machine does not have"
        case .notALocation(let got): return "expected a path, a file or a folder, got \(got)"
        }
    }

    var hint: String? {
        switch self {
        case .deviceLocation: return "replace the reference with a path on this machine"
        case .notALocation: return "pass a path as text, or a file from Get File"
        }
    }
}
