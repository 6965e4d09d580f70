import ShortcutEngine

/// Failures of Get Details of Shortcut.
enum ShortcutDetailsFailure: FailureFacts, Equatable {
    /// No workflow of that name in the host's library; `known` are the names it has.
    case notInLibrary(String, known: [String])

    var message: String {
        switch self {
        case .notInLibrary(let name, _): return "no workflow named '\(name)' in the library"
        }
    }

    var hint: String? {
        switch self {
        case .notInLibrary(_, let known):
            guard !known.isEmpty else { return "this run has no library of workflows" }
            let shown = known.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
            return "the library has " + shown + (known.count > 8 ? ", …" : "")
        }
    }
}
