import ShortcutEngine

/// Failures of the web actions (Get Contents of URL, Get Headers of URL, Expand URL, RSS).
enum WebFailure: FailureFacts, Equatable {
    /// Text that is not an absolute URL with a host.
    case notAURL(preview: String)
    /// A URL whose scheme is not http or https.
    case unsupportedScheme(String)
    /// No answer within `seconds` (the network timeout).
    case timedOut(host: String, seconds: Double)
    /// A response body past `limit` bytes (the response size limit).
    case responseTooLarge(host: String, limit: Int)
    /// More redirects than `limit`.
    case tooManyRedirects(url: String, limit: Int)
    /// Nothing listens at the host's port.
    case connectionRefused(host: String)
    /// The host name does not resolve.
    case unknownHost(String)
    /// Any other transport failure; `code` is the URL loading system's error code.
    case transferFailed(host: String, code: Int)
    /// A response that is neither text nor JSON, when the host gives no download folder.
    case noDownloadFolder(bytes: Int, contentType: String)
    /// Text that is neither an RSS 2.0 nor an Atom feed; `reason` says what was found.
    case notAFeed(reason: String)
    /// The `shortcut-net` helper that makes the requests is not at `path`.
    case helperMissing(path: String)
    /// The helper at `path` gave no result; `reason` says what happened.
    case helperFailed(path: String, reason: String)
    /// A response that is not text where text was needed (a web page, a feed); its content type.
    case notText(contentType: String)

    var message: String {
        switch self {
        case .notAURL(let preview): return "'\(preview)' is not a URL"
        case .unsupportedScheme(let scheme): return "'\(scheme)' URLs cannot be fetched (only http and https)"
        case .timedOut(let host, let seconds):
            return "'\(host)' did not answer within \(RunFailure.seconds(seconds)) seconds (the network timeout)"
        case .responseTooLarge(let host, let limit):
            return "the response from '\(host)' is larger than \(limit) bytes (the response size limit)"
        case .tooManyRedirects(let url, let limit): return "\(url) redirected more than \(limit) times"
        case .connectionRefused(let host): return "'\(host)' refused the connection"
        case .unknownHost(let host): return "the host '\(host)' was not found"
        case .transferFailed(let host, let code): return "the request to '\(host)' failed (URL error \(code))"
        case .noDownloadFolder(let bytes, let contentType):
            return "the response is \(bytes) bytes of \(contentType), and this run has no folder to save it in"
        case .notAFeed(let reason): return "not an RSS or Atom feed: \(reason)"
        case .notText(let contentType): return "the response is \(contentType), not text"
        case .helperMissing(let path): return "the web actions need their helper, and there is none at \(path)"
        case .helperFailed(let path, let reason): return "the web helper \(path) failed: \(reason)"
        }
    }

    var hint: String? {
        switch self {
        case .notAURL: return "give an absolute URL such as https://example.com/path"
        case .tooManyRedirects: return "the server may be redirecting in a loop"
        case .connectionRefused: return "check the URL's port and that the server is running"
        case .unknownHost: return "check the spelling of the host name and the network connection"
        case .noDownloadFolder: return "set RunOptions.downloadDirectory to a folder file actions may use"
        case .notAFeed: return "RSS 2.0 has <rss><channel><item>; Atom has <feed><entry>"
        case .helperMissing:
            return "install shortcut-net beside shortcut (swift build builds both), or set SHORTCUT_NET to its path"
        default: return nil
        }
    }

    var remedy: Remedy? {
        switch self {
        case .timedOut: return .raiseLimit(.networkSeconds)
        case .responseTooLarge: return .raiseLimit(.responseBytes)
        default: return nil
        }
    }
}
