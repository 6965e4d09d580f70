import Dispatch
import Foundation
import ShortcutEngine

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

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

    /// The media type without parameters, lowercased: `application/json`; empty when absent.
    var mediaType: String {
        (header("Content-Type") ?? "").split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        } ?? ""
    }
}

/// Synchronous HTTP through Foundation's URL loading system (FoundationNetworking on Linux), as
/// the engine's actions are synchronous: each request runs on its own session and the calling
/// thread waits on a semaphore, never past the network timeout or the run's time limit. The
/// network policy is checked before the request and before each redirect is followed; the body
/// stops at the response size limit.
enum HTTPClient {
    /// The most redirects one request follows (as Foundation's own limit on Linux and macOS).
    static let maxRedirects = 16

    /// Makes `request` and waits for its response; throws the policy's, the limits' or the
    /// transport's failure, naming `parameter`.
    static func perform(_ request: HTTPRequest, context: ActionContext, parameter: String) throws -> HTTPResponse {
        let host = try allowedHost(of: request.url, context: context, parameter: parameter)
        let limits = context.limits
        let remaining = context.remainingSeconds
        let budget = min(limits.networkTimeout, remaining)
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = budget
        for header in request.headers { urlRequest.addValue(header.value, forHTTPHeaderField: header.name) }
        urlRequest.httpBody = request.body

        let transfer = Transfer(policy: context.network, maxBytes: limits.maxResponseBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = budget
        configuration.timeoutIntervalForResource = budget
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: urlRequest)
        task.resume()
        let finished = wait(for: transfer, until: .now() + .milliseconds(Int(min(budget, 86_400 * 365) * 1000) + 50), context: context)
        if finished == .timedOut { task.cancel() }
        let outcome = transfer.outcome()
        if let refusal = outcome.refusal { throw ActionFailure(refusal, parameter: parameter) }
        if outcome.tooLarge {
            throw ActionFailure(WebFailure.responseTooLarge(host: host, limit: limits.maxResponseBytes), parameter: parameter)
        }
        if outcome.tooManyRedirects || (outcome.error as? URLError)?.code == .httpTooManyRedirects {
            throw ActionFailure(WebFailure.tooManyRedirects(url: request.url.absoluteString, limit: maxRedirects), parameter: parameter)
        }
        if finished == .timedOut || (outcome.error as? URLError)?.code == .timedOut {
            if remaining < limits.networkTimeout { throw context.timeLimitFailure }
            throw ActionFailure(WebFailure.timedOut(host: host, seconds: limits.networkTimeout), parameter: parameter)
        }
        if let error = outcome.error { throw ActionFailure(failure(error, host: host), parameter: parameter) }
        guard let response = outcome.response else {
            throw ActionFailure(WebFailure.transferFailed(host: host, code: URLError.Code.badServerResponse.rawValue), parameter: parameter)
        }
        var headers: [String: String] = [:]
        for (key, value) in response.allHeaderFields {
            headers[String(describing: key)] = String(describing: value)
        }
        return HTTPResponse(
            finalURL: response.url ?? request.url, status: response.statusCode, headers: headers, body: outcome.body)
    }

    /// Waits for `transfer` to finish or `deadline` to pass, in slices of a tenth of a second: a
    /// download still going after a slice is reported to the host's progress line ("downloaded N
    /// of TOTAL bytes", TOTAL when the response gave its length), cleared at the end.
    static func wait(for transfer: Transfer, until deadline: DispatchTime, context: ActionContext) -> DispatchTimeoutResult {
        var reported = false
        defer {
            if reported {
                let (received, expected) = transfer.counts()
                context.host.progress(ProgressReport(what: "downloaded", done: received, total: expected, finished: true, unit: "bytes"))
            }
        }
        while true {
            let slice = min(deadline, .now() + .milliseconds(100))
            if transfer.done.wait(timeout: slice) == .success { return .success }
            if DispatchTime.now() >= deadline { return .timedOut }
            let (received, expected) = transfer.counts()
            context.host.progress(ProgressReport(what: "downloaded", done: received, total: expected, unit: "bytes"))
            reported = true
        }
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
            throw ActionFailure(PermissionFailure.networkRefused(host: host, allowed: allowedList(context.network)), parameter: parameter)
        }
        return host
    }

    /// The hosts a limited policy names; empty when network access is off.
    static func allowedList(_ policy: NetworkPolicy) -> [String] {
        if case .hosts(let hosts) = policy { return hosts }
        return []
    }

    /// A URL from text: trimmed, and an absolute URL with a scheme and a host.
    static func url(_ text: String, parameter: String) throws -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: trimmed), url.scheme != nil, url.host != nil else {
            throw ActionFailure(WebFailure.notAURL(preview: Rendering.preview(trimmed)), parameter: parameter)
        }
        return url
    }

    /// The failure a transport error stands for.
    static func failure(_ error: any Error, host: String) -> WebFailure {
        guard let error = error as? URLError else { return .transferFailed(host: host, code: URLError.Code.unknown.rawValue) }
        switch error.code {
        case .cannotConnectToHost: return .connectionRefused(host: host)
        case .cannotFindHost, .dnsLookupFailed: return .unknownHost(host)
        default: return .transferFailed(host: host, code: error.code.rawValue)
        }
    }
}

/// The delegate of one request's session: collects the response and body under a lock, checks
/// redirects against the policy and the body against the size limit, and signals `done`.
final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// What the request ended with.
    struct Outcome {
        var response: HTTPURLResponse?
        var body = Data()
        var error: (any Error)?
        var refusal: PermissionFailure?
        var tooLarge = false
        var tooManyRedirects = false
    }

    /// Signalled once, when the task completes.
    let done = DispatchSemaphore(value: 0)
    private let policy: NetworkPolicy
    private let maxBytes: Int
    private let lock = NSLock()
    private var state = Outcome()
    private var redirects = 0

    init(policy: NetworkPolicy, maxBytes: Int) {
        self.policy = policy
        self.maxBytes = maxBytes
    }

    /// A copy of what has been collected.
    func outcome() -> Outcome { lock.withLock { state } }

    /// Bytes of the body received so far, and the length the response announced (nil: none).
    func counts() -> (received: Int, expected: Int?) {
        lock.withLock {
            let expected = state.response?.expectedContentLength ?? -1
            return (state.body.count, expected >= 0 ? Int(expected) : nil)
        }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let follow: Bool = lock.withLock {
            redirects += 1
            if redirects > HTTPClient.maxRedirects {
                state.tooManyRedirects = true
                return false
            }
            // The Location header as the server wrote it: a scheme other than http(s) is refused
            // before Foundation resolves it (on Linux, file:///x became http://same-host/x).
            let location = response.value(forHTTPHeaderField: "Location") ?? ""
            let scheme = (URLComponents(string: location)?.scheme ?? request.url?.scheme ?? "").lowercased()
            guard scheme.isEmpty || scheme == "http" || scheme == "https" else {
                state.refusal = .redirectToScheme(from: response.url?.absoluteString ?? "", location: location)
                return false
            }
            let host = request.url?.host ?? ""
            guard policy.allows(host: host) else {
                state.refusal = .redirectRefused(
                    from: response.url?.host ?? "", to: host, allowed: HTTPClient.allowedList(policy))
                return false
            }
            return true
        }
        if follow {
            completionHandler(request)
        } else {
            completionHandler(nil)
            task.cancel()
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let proceed: Bool = lock.withLock {
            state.response = response as? HTTPURLResponse
            if response.expectedContentLength > Int64(maxBytes) {
                state.tooLarge = true
                return false
            }
            return true
        }
        completionHandler(proceed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow: Bool = lock.withLock {
            guard !state.tooLarge else { return true }
            if state.body.count + data.count > maxBytes {
                state.tooLarge = true
                return true
            }
            state.body.append(data)
            return false
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock {
            if let response = task.response as? HTTPURLResponse, state.response == nil { state.response = response }
            state.error = error
        }
        done.signal()
    }
}
