import ShortcutEngine

/// Failures of the web actions built on services and pages: the iTunes Search API (Search iTunes
/// Store, Search App Store, Search Podcasts), the detail actions of what they output, Get Article
/// and Get RSS Feeds from Page.
enum StoreWebFailure: FailureFacts, Equatable {
    /// Get Article was given text that is neither a URL nor HTML.
    case notAPage(preview: String)
    /// Get Article was given nothing (a shortcut for the share sheet run without its input).
    case noPage
    /// A country the store search does not know (neither a name in its table nor a two-letter code).
    case unknownCountry(String)
    /// The search service answered with something that is not its JSON (`status`, the start of the body).
    case notSearchResults(status: Int, preview: String)
    /// The search service's base URL (`RunOptions.storeSearchURL`) is not an absolute http(s) URL.
    case badServiceURL(String)
    /// A detail action was given something that is not an item of its kind (a dictionary).
    case notAnItem(kind: String, got: String)

    var message: String {
        switch self {
        case .notAPage(let preview): return "'\(preview)' is neither a web page's URL nor HTML"
        case .noPage: return "there is no page to read: the action was given nothing"
        case .unknownCountry(let country): return "'\(country)' is not a store country this engine knows"
        case .notSearchResults(let status, let preview):
            return "the store search answered status \(status) without search results: '\(preview)'"
        case .badServiceURL(let text): return "the store search service '\(text)' is not an http or https URL"
        case .notAnItem(let kind, let got): return "\(got) is not \(kind)"
        }
    }

    var hint: String? {
        switch self {
        case .notAPage: return "give an http or https URL, or the page's HTML"
        case .noPage:
            return
                "give the page's URL or HTML: a shortcut made for the share sheet reads it from its input (run it with --input URL)"
        case .unknownCountry: return "give a two-letter country code such as US, GB or FR, or a country's English name"
        case .notSearchResults: return "check the store search service's URL"
        case .badServiceURL: return "set it to https://itunes.apple.com or a server that answers the same way"
        case .notAnItem(let kind, _): return "pass the output of the action that makes \(kind)"
        }
    }
}
