import ShortcutEngine

/// Failures of the prompts and of Open URLs.
enum PromptFailure: FailureFacts, Equatable {
    /// Open URLs was given nothing that reads as a URL; the text is what it was given.
    case notAURL(String)

    var message: String {
        switch self {
        case .notAURL(let text): return "'\(text)' is not a URL"
        }
    }

    var hint: String? {
        switch self {
        case .notAURL: return "give a URL with a scheme, such as https://example.com"
        }
    }
}
