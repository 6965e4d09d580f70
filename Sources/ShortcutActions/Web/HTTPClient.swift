import Dispatch
import Foundation
import ShortcutEngine
import WebTransport

/// One HTTP request as the web actions make it.
struct HTTPRequest {
    /// GET, POST, PUT, PATCH, DELETE or HEAD.
    var method = "GET"
    /// The absolute http or https URL.
    var url: URL
    /// Header fields, in order.
    var headers: [(name: String, value: String)] = []
    /// The body; nil sends none.
    var body: Data?
}

/// What came back: the final URL after redirects, the status, the headers and the body.
struct HTTPResponse {
    /// The URL the body came from, after every redirect.
    var finalURL: URL
    /// The status code (a 404 or 500 still has a body; Shortcuts hands error bodies on as output).
    var status: Int
    /// Header fields as the server sent them.
    var headers: [String: String]
    /// The body, at most the response size limit.
    var body: Data

    /// The header `name`, whatever its letter case.
    func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.key.lowercased() == lowered }?.value
    }

    /// The header fields as a dictionary, sorted by name whatever its letter case (names as the
    /// server sent them): what Get Headers of URL and Get Status of URL give.
    var headerDictionary: Value {
        var fields = ValueDictionary()
        for name in headers.keys.sorted(by: { $0.lowercased() < $1.lowercased() }) { fields[name] = .text(headers[name] ?? "") }
        return .dictionary(fields)
    }

    /// The media type without parameters, lowercased: `application/json`; empty when absent.
    var mediaType: String {
        (header("Content-Type") ?? "").split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        } ?? ""
    }
}

/// Synchronous HTTP, as the engine's actions are synchronous: each request is made by the
/// `shortcut-net` helper (`NetHelper`, started once and kept), so FoundationNetworking is loaded
/// only by runs that fetch something; the calling thread waits for the helper's result, never past the network timeout or
/// the run's time limit. The network policy is checked here before the request and by the helper
/// before each redirect is followed; the body stops at the response size limit.
enum HTTPClient {
    /// The most redirects one request follows (as Foundation's own limit on Linux and macOS).
    static let maxRedirects = 16

    /// Seconds the helper gets past the network timeout to report that it timed out.
    static let helperGrace = 2.0

    /// Makes `request` and waits for its response; throws the policy's, the limits' or the
    /// transport's failure, naming `parameter`.
    static func perform(_ request: HTTPRequest, context: ActionContext, parameter: String) throws -> HTTPResponse {
        if let inline = dataResponse(request) { return inline }
        let host = try allowedHost(of: request.url, context: context, parameter: parameter)
        let limits = context.limits
        let remaining = context.remainingSeconds
        let budget = min(limits.networkTimeout, remaining)
        var redirectHosts: [String]?
        if case .hosts(let hosts) = context.network { redirectHosts = hosts }
        let wire = TransferRequest(
            method: request.method, url: request.url.absoluteString, headers: request.headers.map { [$0.name, $0.value] },
            hasBody: request.body != nil, timeout: budget, maxBytes: limits.maxResponseBytes, maxRedirects: maxRedirects,
            allowedHosts: redirectHosts)
        let deadline = DispatchTime.now() + .milliseconds(Int(min(budget + helperGrace, 86_400 * 365) * 1000))
        // The last progress the helper reported; the line is cleared at the end when there was one.
        var shown: (received: Int, expected: Int?)?
        defer {
            if let shown {
                context.host.progress(
                    ProgressReport(what: "downloaded", done: shown.received, total: shown.expected, finished: true, unit: "bytes")
                )
            }
        }
        let result: TransferResult
        let body: Data
        do {
            (result, body) = try NetHelper.exchange(wire, body: request.body ?? Data(), deadline: deadline) {
                received, expected in
                context.host.progress(ProgressReport(what: "downloaded", done: received, total: expected, unit: "bytes"))
                shown = (received, expected)
            }
        } catch .deadlinePassed {
            if remaining < limits.networkTimeout { throw context.timeLimitFailure }
            throw ActionFailure(WebFailure.timedOut(host: host, seconds: limits.networkTimeout), parameter: parameter)
        } catch .missing(let path) {
            throw ActionFailure(WebFailure.helperMissing(path: path), parameter: parameter)
        } catch .failed(let path, let reason) {
            throw ActionFailure(WebFailure.helperFailed(path: path, reason: reason), parameter: parameter)
        }
        if let refused = result.refusedScheme, refused.count == 2 {
            throw ActionFailure(PermissionFailure.redirectToScheme(from: refused[0], location: refused[1]), parameter: parameter)
        }
        if let refused = result.refusedRedirect, refused.count == 2 {
            throw ActionFailure(
                PermissionFailure.redirectRefused(from: refused[0], to: refused[1], allowed: allowedList(context.network)),
                parameter: parameter)
        }
        if result.tooLarge {
            throw ActionFailure(WebFailure.responseTooLarge(host: host, limit: limits.maxResponseBytes), parameter: parameter)
        }
        if result.tooManyRedirects || result.errorCode == TransferErrorCode.httpTooManyRedirects {
            throw ActionFailure(
                WebFailure.tooManyRedirects(url: request.url.absoluteString, limit: maxRedirects), parameter: parameter)
        }
        if result.timedOut || result.errorCode == TransferErrorCode.timedOut {
            if remaining < limits.networkTimeout { throw context.timeLimitFailure }
            throw ActionFailure(WebFailure.timedOut(host: host, seconds: limits.networkTimeout), parameter: parameter)
        }
        if let code = result.errorCode { throw ActionFailure(failure(code, host: host), parameter: parameter) }
        guard let status = result.status else {
            throw ActionFailure(
                WebFailure.transferFailed(host: host, code: TransferErrorCode.badServerResponse), parameter: parameter)
        }
        return HTTPResponse(
            finalURL: result.finalURL.flatMap { URL(string: $0) } ?? request.url, status: status, headers: result.headers,
            body: body)
    }

    /// The URL's host, when its scheme is http or https and the policy allows it.
    static func allowedHost(of url: URL, context: ActionContext, parameter: String) throws -> String {
        guard let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw ActionFailure(WebFailure.notAURL(preview: Rendering.preview(url.absoluteString)), parameter: parameter)
        }
        guard scheme == "http" || scheme == "https" else {
            throw ActionFailure(WebFailure.unsupportedScheme(scheme), parameter: parameter)
        }
        guard context.network.allows(host: host) else {
            throw ActionFailure(
                PermissionFailure.networkRefused(host: host, allowed: allowedList(context.network)), parameter: parameter)
        }
        return host
    }

    /// The hosts a limited policy names; empty when network access is off.
    static func allowedList(_ policy: NetworkPolicy) -> [String] {
        if case .hosts(let hosts) = policy { return hosts }
        return []
    }

    /// A URL from text: trimmed, and an absolute URL with a scheme and a host, or a `data:` URL
    /// (escaped where URLs need it: `escapingForURL`).
    static func url(_ text: String, parameter: String) throws -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if DataURL.isShaped(trimmed), let url = URL(string: trimmed) ?? URL(string: escapingForURL(trimmed)) { return url }
        guard let url = URL(string: trimmed), url.scheme != nil, url.host != nil else {
            throw ActionFailure(WebFailure.notAURL(preview: Rendering.preview(trimmed)), parameter: parameter)
        }
        return url
    }

    /// A `data:` URL written as people write them, with `<`, spaces and quotes as they are
    /// (`data:text/html,<b>hi</b>`): those escaped, escapes already there kept, so the URL's data
    /// reads back the same.
    static func escapingForURL(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: CharacterSet.urlFragmentAllowed.union(CharacterSet(charactersIn: "%#")))
            ?? text
    }

    /// Whether `url` is a `data:` URL.
    static func isData(_ url: URL) -> Bool { url.scheme?.lowercased() == "data" }

    /// The response a request of a `data:` URL gives without the network (RFC 2397: the data is
    /// in the URL; whatever the method, as the Fetch standard reads one): status 200, its media
    /// type and charset, its bytes (none for HEAD); nil for any other URL.
    static func dataResponse(_ request: HTTPRequest) -> HTTPResponse? {
        guard isData(request.url), let data = DataURL(request.url.absoluteString) else { return nil }
        // A URL naming no charset is US-ASCII (RFC 2397); its text was read as UTF-8, ASCII's superset.
        let charset = data.charset.uppercased() == "US-ASCII" ? "UTF-8" : data.charset
        return HTTPResponse(
            finalURL: request.url, status: 200, headers: ["Content-Type": data.mediaType + "; charset=" + charset],
            body: request.method == "HEAD" ? Data() : data.bytes)
    }

    /// The failure a transport error code stands for.
    static func failure(_ code: Int, host: String) -> WebFailure {
        switch code {
        case TransferErrorCode.cannotConnectToHost: return .connectionRefused(host: host)
        case TransferErrorCode.cannotFindHost, TransferErrorCode.dnsLookupFailed: return .unknownHost(host)
        default: return .transferFailed(host: host, code: code)
        }
    }
}
