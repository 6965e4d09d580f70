import Dispatch
import Foundation
import ShortcutEngine
import WebTransport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starts the `shortcut-net` helper on the first request and talks to it in frames: the web
/// actions' transport lives in that separate executable so that `shortcut` itself never loads
/// FoundationNetworking (libcurl and the libraries behind it); only a run that fetches something
/// pays for it (docs/architecture.md, "Paying only for what a run uses").
enum NetHelper {
    /// The helper's file name, installed beside `shortcut`.
    static let name = "shortcut-net"

    /// The environment variable that names the helper's path, for installs that keep it elsewhere.
    static let pathVariable = "SHORTCUT_NET"

    /// Why the helper gave no result.
    enum Problem: Error {
        /// No executable at `path`.
        case missing(path: String)
        /// The helper could not be started, died, or wrote something that is not a frame.
        case failed(path: String, reason: String)
        /// The deadline passed first (the helper was stopped).
        case deadlinePassed
    }

    /// The helper's path: `$SHORTCUT_NET` when set, otherwise `shortcut-net` in the folder of
    /// the running executable (symbolic links resolved), or beside the bundle that holds it (an
    /// XCTest bundle on macOS: `NAME.xctest/Contents/MacOS/NAME`).
    static func path() -> String {
        if let given = ProcessEnvironment.value(pathVariable), !given.isEmpty { return given }
        let executable =
            Bundle.main.executableURL?.resolvingSymlinksInPath()
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? name).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        let beside = folder.appendingPathComponent(name).path
        if folder.lastPathComponent == "MacOS", folder.deletingLastPathComponent().lastPathComponent == "Contents",
            !FileManager.default.isExecutableFile(atPath: beside)
        {
            folder = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            return folder.appendingPathComponent(name).path
        }
        return beside
    }

    /// Sends `request` and `body` to the helper and waits for its result until `deadline`,
    /// passing each progress frame to `progress`. The helper is started on the first request and
    /// kept for the next ones of this process (it ends when this process closes its input); one
    /// that failed or ran past a deadline is stopped, and the next request starts a new one.
    static func exchange(
        _ request: TransferRequest, body: Data, deadline: DispatchTime, progress: (Int, Int?) -> Void
    ) throws(Problem) -> (TransferResult, Data) {
        let path = path()
        guard FileManager.default.isExecutableFile(atPath: path) else { throw .missing(path: path) }
        let frame: Data
        do { frame = try Frame.request(request, body: body).encoded() } catch {
            throw .failed(path: path, reason: "the request could not be encoded")
        }
        // The result's JSON (status, URL, headers) is small; the body is held to the size limit.
        let (allowed, overflow) = request.maxBytes.addingReportingOverflow(4 << 20)
        return try kept.withHelper(path: path) { helper throws(Problem) in
            try helper.exchange(frame, maxPayload: overflow ? Int.max : allowed, deadline: deadline, progress: progress)
        }
    }

    /// The helper kept between requests.
    private static let kept = KeptHelper()
}

/// The one running helper of this process, behind a lock: requests are made one at a time.
private final class KeptHelper: @unchecked Sendable {
    private let lock = NSLock()
    private var helper: RunningHelper?

    /// Runs `body` with a running helper at `path` (started when there is none, or it has ended);
    /// a helper whose exchange failed is stopped.
    func withHelper<T>(path: String, _ body: (RunningHelper) throws(NetHelper.Problem) -> T) throws(NetHelper.Problem) -> T {
        lock.lock()
        defer { lock.unlock() }
        if let current = helper, current.path != path || !current.process.isRunning {
            current.stop()
            helper = nil
        }
        let running: RunningHelper
        if let current = helper {
            running = current
        } else {
            running = try RunningHelper(path: path)
            helper = running
        }
        do {
            return try body(running)
        } catch {
            running.stop()
            helper = nil
            throw error
        }
    }
}

/// A started `shortcut-net` and the sockets of its standard input and output.
private final class RunningHelper {
    let path: String
    let process = Process()
    private let input: SocketPair
    private let output: SocketPair

    init(path: String) throws(NetHelper.Problem) {
        self.path = path
        guard let input = SocketPair(), let output = SocketPair() else {
            throw .failed(path: path, reason: "no socket for its input and output (\(String(cString: strerror(errno))))")
        }
        self.input = input
        self.output = output
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = []
        process.standardInput = FileHandle(fileDescriptor: input.child, closeOnDealloc: false)
        process.standardOutput = FileHandle(fileDescriptor: output.child, closeOnDealloc: false)
        do { try process.run() } catch {
            input.release()
            output.release()
            throw .failed(path: path, reason: "it could not be started (\(error.localizedDescription))")
        }
        input.closeChild()
        output.closeChild()
    }

    /// Ends the helper (if it still runs) and closes the sockets.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        input.release()
        output.release()
    }

    /// Writes one request frame and reads frames until its result.
    func exchange(
        _ frame: Data, maxPayload: Int, deadline: DispatchTime, progress: (Int, Int?) -> Void
    ) throws(NetHelper.Problem) -> (TransferResult, Data) {
        // A helper that has died is seen below, as the end of its output.
        _ = input.sendAll(frame)
        var reader = Frame.Reader(maxPayload: maxPayload)
        while true {
            guard let bytes = output.receive(until: deadline) else { throw .deadlinePassed }
            if bytes.isEmpty { break }
            reader.append(bytes)
            do {
                while let next = try reader.next() {
                    switch next {
                    case .progress(let received, let expected): progress(received, expected)
                    case .result(let result, let body): return (result, body)
                    case .request: throw FrameError.malformed("a request frame from the helper")
                    }
                }
            } catch {
                throw .failed(path: path, reason: "\(error)")
            }
        }
        process.waitUntilExit()
        throw .failed(path: path, reason: "it ended (status \(process.terminationStatus)) without a result")
    }
}

/// A connected pair of Unix stream sockets: the parent's end and the end a child process gets as
/// a standard stream. Sockets rather than pipes, so that writing to a helper that has died fails
/// with an error instead of SIGPIPE ending this process.
private final class SocketPair {
    private(set) var parent: Int32
    private(set) var child: Int32

    init?() {
        var ends: [Int32] = [-1, -1]
        #if canImport(Darwin)
            guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else { return nil }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            var on: Int32 = 1
            _ = setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #else
            guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
                return nil
            }
        #endif
        parent = ends[0]
        child = ends[1]
    }

    /// Closes the child's end in this process once the child has its copy.
    func closeChild() {
        if child >= 0 { _ = close(child) }
        child = -1
    }

    /// Closes both ends (once).
    func release() {
        closeChild()
        if parent >= 0 { _ = close(parent) }
        parent = -1
    }

    /// Writes all of `data`; false when the other end is gone.
    func sendAll(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                #if canImport(Darwin)
                    let written = send(parent, base + offset, raw.count - offset, 0)
                #else
                    let written = send(parent, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #endif
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// The bytes available by `deadline` (empty at the end of the stream); nil when the deadline passed.
    func receive(until deadline: DispatchTime) -> Data? {
        var descriptor = pollfd(fd: parent, events: Int16(POLLIN), revents: 0)
        while true {
            let now = DispatchTime.now()
            guard now < deadline else { return nil }
            let milliseconds = Int32(min((deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000 + 1, 60_000))
            let ready = poll(&descriptor, 1, milliseconds)
            if ready < 0, errno != EINTR { return Data() }
            guard ready > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = recv(parent, &buffer, buffer.count, 0)
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return Data()
            }
            return Data(buffer[0..<count])
        }
    }
}
