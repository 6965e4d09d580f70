import ShortcutEngine

/// Failures of the prompts (Choose from List, Select File) and of Open URLs.
enum PromptFailure: FailureFacts, Equatable {
    /// Choose from List was given no items.
    case nothingToChoose
    /// Open URLs was given nothing that reads as a URL; the text is what it was given.
    case notAURL(String)

    var message: String {
        switch self {
        case .nothingToChoose: return "there is nothing to choose from: the list is empty"
        case .notAURL(let text): return "'\(text)' is not a URL"
        }
    }

    var hint: String? {
        switch self {
        case .nothingToChoose: return "give Choose from List a list with at least one item"
        case .notAURL: return "give a URL with a scheme, such as https://example.com"
        }
    }
}
