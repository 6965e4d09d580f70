import ShortcutEngine

/// Failures of the prompts (Choose from List, Select File) and of Open URLs.
enum PromptFailure: FailureFacts, Equatable {
    /// Choose from List was given no items.
    case nothingToChoose
    /// Open URLs was given nothing that reads as a URL; the text is what it was given.
    case notAURL(String)
    /// Open URLs was given a URL whose scheme is not one it hands to the opener.
    case schemeNotOpened(String, scheme: String)

    var message: String {
        switch self {
        case .nothingToChoose: return "there is nothing to choose from: the list is empty"
        case .notAURL(let text): return "'\(text)' is not a URL"
        case .schemeNotOpened(let url, let scheme):
            return "'\(url)' is a '\(scheme):' URL; only http, https and mailto URLs (and file: URLs inside the allowed folders) are opened"
        }
    }

    var hint: String? {
        switch self {
        case .nothingToChoose: return "give Choose from List a list with at least one item"
        case .notAURL: return "give a URL with a scheme, such as https://example.com"
        case .schemeNotOpened: return nil
        }
    }
}
