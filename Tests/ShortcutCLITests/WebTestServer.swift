import Foundation
import TestHTTPServer

/// The one local HTTP server the web tests and goldens share, started on first use.
enum WebTestServer {
    /// The server; nil only when no loopback socket could be opened (the tests then fail saying so).
    static let shared: TestHTTPServer? = {
        let server = try? TestHTTPServer()
        startedBox.set(server)
        return server
    }()

    /// The server when something has started it, without starting it.
    static var started: TestHTTPServer? { startedBox.get() }

    private static let startedBox = Box()

    /// A lock-guarded slot.
    private final class Box: @unchecked Sendable {
        private let lock = NSLock()
        private var server: TestHTTPServer?
        func set(_ value: TestHTTPServer?) { lock.withLock { server = value } }
        func get() -> TestHTTPServer? { lock.withLock { server } }
    }
}
