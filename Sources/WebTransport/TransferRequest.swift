/// One HTTP request as the CLI hands it to the `shortcut-net` helper: the header of the request
/// frame (the body follows it raw).
public struct TransferRequest: Codable, Sendable, Equatable {
    /// GET, POST, PUT, PATCH, DELETE or HEAD.
    public var method: String
    /// The absolute http or https URL.
    public var url: String
    /// Header fields, in order, each a name and a value.
    public var headers: [[String]]
    /// Whether a body follows (an empty body and none differ for POST).
    public var hasBody: Bool
    /// Seconds the whole transfer may take.
    public var timeout: Double
    /// The most body bytes to accept.
    public var maxBytes: Int
    /// The most redirects to follow.
    public var maxRedirects: Int
    /// The hosts a redirect may go to; nil: any host.
    public var allowedHosts: [String]?

    public init(
        method: String, url: String, headers: [[String]], hasBody: Bool, timeout: Double, maxBytes: Int,
        maxRedirects: Int, allowedHosts: [String]?
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.hasBody = hasBody
        self.timeout = timeout
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
        self.allowedHosts = allowedHosts
    }
}

/// How one transfer ended, as the helper reports it: the header of the result frame (the body
/// follows it raw). Facts only; the CLI words the failures.
public struct TransferResult: Codable, Sendable, Equatable {
    /// The status code; nil when no response came.
    public var status: Int?
    /// The URL the body came from, after every redirect.
    public var finalURL: String?
    /// Header fields as the server sent them.
    public var headers: [String: String]
    /// The URL loading system's error code; nil when the transfer succeeded.
    public var errorCode: Int?
    /// A redirect the allowed hosts refused: from which host to which.
    public var refusedRedirect: [String]?
    /// The body passed the size limit.
    public var tooLarge: Bool
    /// More redirects than allowed.
    public var tooManyRedirects: Bool
    /// The helper's own wait ran out before the transfer finished.
    public var timedOut: Bool

    public init(
        status: Int? = nil, finalURL: String? = nil, headers: [String: String] = [:], errorCode: Int? = nil,
        refusedRedirect: [String]? = nil, tooLarge: Bool = false, tooManyRedirects: Bool = false, timedOut: Bool = false
    ) {
        self.status = status
        self.finalURL = finalURL
        self.headers = headers
        self.errorCode = errorCode
        self.refusedRedirect = refusedRedirect
        self.tooLarge = tooLarge
        self.tooManyRedirects = tooManyRedirects
        self.timedOut = timedOut
    }
}

/// The URL loading system's error codes the CLI tells apart (`URLError.Code` raw values, which
/// this module cannot name without linking FoundationNetworking).
public enum TransferErrorCode {
    public static let unknown = -1
    public static let timedOut = -1001
    public static let cannotFindHost = -1003
    public static let cannotConnectToHost = -1004
    public static let dnsLookupFailed = -1006
    public static let httpTooManyRedirects = -1007
    public static let badServerResponse = -1011
}
