import Dispatch
import Foundation
import ShortcutEngine
import WebTransport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One request through Foundation's URL loading system, waited for on a semaphore in slices of
/// a tenth of a second; each slice still going reports the bytes received so far.
enum Fetch {
    static func perform(
        _ request: TransferRequest, body: Data, progress: (Int, Int?) -> Void
    ) -> (TransferResult, Data) {
        guard let url = URL(string: request.url) else {
            return (TransferResult(errorCode: TransferErrorCode.unknown), Data())
        }
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method
        urlRequest.timeoutInterval = request.timeout
        for header in request.headers where header.count == 2 { urlRequest.addValue(header[1], forHTTPHeaderField: header[0]) }
        if request.hasBody { urlRequest.httpBody = body }

        let transfer = Transfer(
            allowedHosts: request.allowedHosts, maxBytes: request.maxBytes, maxRedirects: request.maxRedirects)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = request.timeout
        configuration.timeoutIntervalForResource = request.timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let session = URLSession(configuration: configuration, delegate: transfer, delegateQueue: nil)
        defer { session.invalidateAndCancel() }
        let task = session.dataTask(with: urlRequest)
        task.resume()
        let deadline = DispatchTime.now() + .milliseconds(Int(min(request.timeout, 86_400 * 365) * 1000) + 50)
        var timedOut = false
        while transfer.done.wait(timeout: min(deadline, .now() + .milliseconds(100))) == .timedOut {
            if DispatchTime.now() >= deadline {
                timedOut = true
                task.cancel()
                break
            }
            let (received, expected) = transfer.counts()
            progress(received, expected)
        }
        var outcome = transfer.outcome()
        outcome.result.timedOut = timedOut
        return (outcome.result, outcome.body)
    }
}

/// The delegate of one request's session: collects the response and body under a lock, checks
/// redirects against the allowed hosts and the body against the size limit, and signals `done`.
final class Transfer: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// What the request ended with.
    struct Outcome {
        var result = TransferResult()
        var body = Data()
        var expected: Int64 = -1
    }

    /// Signalled once, when the task completes.
    let done = DispatchSemaphore(value: 0)
    private let policy: NetworkPolicy
    private let maxBytes: Int
    private let maxRedirects: Int
    private let lock = NSLock()
    private var state = Outcome()
    private var redirects = 0

    init(allowedHosts: [String]?, maxBytes: Int, maxRedirects: Int) {
        // The CLI checked the first host; only redirects are checked here.
        self.policy = allowedHosts.map { .hosts($0) } ?? .anyHost
        self.maxBytes = maxBytes
        self.maxRedirects = maxRedirects
    }

    /// A copy of what has been collected.
    func outcome() -> Outcome { lock.withLock { state } }

    /// Bytes of the body received so far, and the length the response announced (nil: none).
    func counts() -> (received: Int, expected: Int?) {
        lock.withLock { (state.body.count, state.expected >= 0 ? Int(state.expected) : nil) }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        let follow: Bool = lock.withLock {
            redirects += 1
            if redirects > maxRedirects {
                state.result.tooManyRedirects = true
                return false
            }
            // The Location header as the server wrote it: a scheme other than http(s) is refused
            // before Foundation resolves it (on Linux, file:///x became http://same-host/x).
            let location = response.value(forHTTPHeaderField: "Location") ?? ""
            let scheme = (URLComponents(string: location)?.scheme ?? request.url?.scheme ?? "").lowercased()
            guard scheme.isEmpty || scheme == "http" || scheme == "https" else {
                state.result.refusedScheme = [response.url?.absoluteString ?? "", location]
                return false
            }
            let host = request.url?.host ?? ""
            guard policy.allows(host: host) else {
                state.result.refusedRedirect = [response.url?.host ?? "", host]
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
            record(response)
            if response.expectedContentLength > Int64(maxBytes) {
                state.result.tooLarge = true
                return false
            }
            return true
        }
        completionHandler(proceed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow: Bool = lock.withLock {
            guard !state.result.tooLarge else { return true }
            if state.body.count + data.count > maxBytes {
                state.result.tooLarge = true
                return true
            }
            state.body.append(data)
            return false
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        lock.withLock {
            if state.result.status == nil, let response = task.response { record(response) }
            if let error {
                state.result.errorCode = (error as? URLError)?.code.rawValue ?? TransferErrorCode.unknown
            }
        }
        done.signal()
    }

    /// Keeps the status, final URL, headers and announced length of `response`; called under the lock.
    private func record(_ response: URLResponse) {
        guard let http = response as? HTTPURLResponse else { return }
        state.result.status = http.statusCode
        state.result.finalURL = http.url?.absoluteString
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers[String(describing: key)] = String(describing: value) }
        state.result.headers = headers
        state.expected = http.expectedContentLength
    }
}
