import Foundation
import ShortcutEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs an interpreter with arguments and standard input, collecting standard output (up to the
/// text length limit) and the start of standard error, and ending it at the run's time limit.
/// Spawned with `posix_spawn` in a process group of its own, so the whole group (the shell and
/// what it started) is killed at the limit; one thread feeds and drains the pipes with `poll`.
enum ScriptProcess {
    /// Standard error kept for the message: its first 64 KiB.
    static let errorBytesKept = 65_536

    /// `program` (a located path) run to its end with `arguments` and `input`: its outcome, its
    /// output kept up to the text length limit. Passing the run's time limit is that limit's
    /// failure; a program that cannot start is `ScriptFailure.cannotStart`.
    static func outcome(
        of program: String, arguments: [String], input: Data, context: ActionContext, parameter: String
    ) throws -> Outcome {
        let seconds = context.remainingSeconds
        let deadline = seconds.isFinite ? Date().addingTimeInterval(seconds) : Date.distantFuture
        let outcome: Outcome
        do {
            outcome = try spawnAndCollect(
                program, arguments, input: input, limit: context.limits.maxTextLength, deadline: deadline)
        } catch let error as SpawnError {
            throw ActionFailure(ScriptFailure.cannotStart(program, errno: error.code), parameter: parameter)
        }
        if outcome.timedOut { throw context.timeLimitFailure }
        return outcome
    }

    /// What the script printed on standard output, as text.
    static func run(
        interpreter: String, arguments: [String], input: Data, context: ActionContext, parameter: String
    ) throws -> String {
        let limit = context.limits.maxTextLength
        let outcome = try outcome(of: interpreter, arguments: arguments, input: input, context: context, parameter: parameter)
        if outcome.tooLong { throw ActionFailure(ScriptFailure.outputTooLong(limit: limit), parameter: parameter) }
        if outcome.signal != 0 { throw ActionFailure(ScriptFailure.killed(signal: outcome.signal), parameter: parameter) }
        if outcome.status != 0 {
            let errorText = String(decoding: outcome.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw ActionFailure(
                ScriptFailure.exited(status: outcome.status, errorOutput: Rendering.preview(errorText, limit: 200)),
                parameter: parameter)
        }
        guard let text = String(validating: outcome.output, as: UTF8.self) else {
            throw ActionFailure(ScriptFailure.outputNotText(byteCount: outcome.output.count), parameter: parameter)
        }
        return text
    }

    /// The path of `name`: itself when it exists, else the first executable of its last component on `PATH`.
    static func locate(_ name: String) -> String? {
        let manager = FileManager.default
        if name.hasPrefix("/"), manager.isExecutableFile(atPath: name) { return name }
        let command = (name as NSString).lastPathComponent
        let path = ProcessEnvironment.value("PATH") ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/" + command
            if manager.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// How the script ended and what it wrote.
    struct Outcome {
        var output = Data()
        var error = Data()
        var status: Int32 = 0
        var signal: Int32 = 0
        var timedOut = false
        var tooLong = false
    }

    /// A failure to start the process: the system's error number.
    struct SpawnError: Error { let code: Int32 }

    /// Spawns the interpreter and pumps its pipes until it exits, its output passes `limit`, or `deadline`.
    private static func spawnAndCollect(
        _ path: String, _ arguments: [String], input: Data, limit: Int, deadline: Date
    ) throws -> Outcome {
        // Writing to a script that stopped reading must fail with EPIPE, not end this process.
        signal(SIGPIPE, SIG_IGN)
        let (inPipe, outPipe, errPipe) = try openPipes()
        let pid: pid_t
        do {
            pid = try spawn(
                path, arguments, stdin: inPipe[0], stdout: outPipe[1], stderr: errPipe[1], close: inPipe + outPipe + errPipe)
        } catch {
            closeAll(inPipe + outPipe + errPipe)
            throw error
        }
        closeAll([inPipe[0], outPipe[1], errPipe[1]])
        var pump = Pump(writeEnd: inPipe[1], outEnd: outPipe[0], errEnd: errPipe[0], input: input, limit: limit)
        var exitedAt: Date?
        var waitStatus: Int32 = 0
        var reaped = false
        while pump.isOpen {
            if Date() >= deadline {
                pump.outcome.timedOut = true
                break
            }
            if !reaped, waitpid(pid, &waitStatus, WNOHANG) == pid {
                reaped = true
                exitedAt = Date()
            }
            // Its own children may hold the pipes open after it exits: wait a moment, then stop.
            if let exitedAt, Date().timeIntervalSince(exitedAt) > 0.2 { break }
            guard pump.step(), !pump.outcome.tooLong else { break }
        }
        pump.closeAll()
        // The group: the interpreter and anything it started.
        kill(-pid, SIGKILL)
        if !reaped {
            while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        }
        var outcome = pump.outcome
        if outcome.timedOut || outcome.tooLong { return outcome }
        let terminatingSignal = waitStatus & 0x7f
        if terminatingSignal != 0 {
            outcome.signal = terminatingSignal
        } else {
            outcome.status = (waitStatus >> 8) & 0xff
        }
        return outcome
    }

    /// Three pipes, for the interpreter's standard input, output and error; none left open on failure.
    private static func openPipes() throws -> (input: [Int32], output: [Int32], error: [Int32]) {
        var inPipe: [Int32] = [0, 0]
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard pipe(&inPipe) == 0 else { throw SpawnError(code: errno) }
        guard pipe(&outPipe) == 0 else {
            closeAll(inPipe)
            throw SpawnError(code: errno)
        }
        guard pipe(&errPipe) == 0 else {
            closeAll(inPipe + outPipe)
            throw SpawnError(code: errno)
        }
        return (inPipe, outPipe, errPipe)
    }

    /// The parent's ends of the three pipes: the input written as the interpreter reads it, its
    /// output kept up to the limit, its errors up to `errorBytesKept`. An end is -1 once closed.
    private struct Pump {
        var writeEnd: Int32
        var outEnd: Int32
        var errEnd: Int32
        let input: Data
        let limit: Int
        var written = 0
        var outcome = Outcome()
        var buffer = [UInt8](repeating: 0, count: 65_536)

        init(writeEnd: Int32, outEnd: Int32, errEnd: Int32, input: Data, limit: Int) {
            self.writeEnd = writeEnd
            self.outEnd = outEnd
            self.errEnd = errEnd
            self.input = input
            self.limit = limit
            _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
            if input.isEmpty {
                close(writeEnd)
                self.writeEnd = -1
            }
        }

        var isOpen: Bool { outEnd >= 0 || errEnd >= 0 || writeEnd >= 0 }

        /// Waits up to 50 ms for an end to be ready and serves each ready one; false when polling
        /// failed for good.
        mutating func step() -> Bool {
            var fds: [pollfd] = []
            if writeEnd >= 0 { fds.append(pollfd(fd: writeEnd, events: Int16(POLLOUT), revents: 0)) }
            if outEnd >= 0 { fds.append(pollfd(fd: outEnd, events: Int16(POLLIN), revents: 0)) }
            if errEnd >= 0 { fds.append(pollfd(fd: errEnd, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), 50)
            if ready < 0 && errno != EINTR { return false }
            for entry in fds where entry.revents != 0 {
                if entry.fd == writeEnd { writeInput() } else { drain(entry.fd) }
            }
            return true
        }

        /// Writes what the interpreter will take of the rest of the input; closes its standard
        /// input once all is written or it stopped reading.
        mutating func writeInput() {
            let (input, offset, end) = (self.input, written, writeEnd)
            let count = input.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(end, base + offset, raw.count - offset)
            }
            if count > 0 { written += count }
            if count < 0 && errno == EAGAIN { return }
            if count <= 0 || written >= input.count {
                close(writeEnd)
                writeEnd = -1
            }
        }

        /// Reads what is ready on standard output or error; closes the end at its end of file.
        mutating func drain(_ fd: Int32) {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { return }
                close(fd)
                if fd == outEnd { outEnd = -1 } else { errEnd = -1 }
                return
            }
            if fd == outEnd {
                if outcome.output.count + count > limit {
                    outcome.tooLong = true
                } else {
                    outcome.output.append(contentsOf: buffer[0..<count])
                }
            } else if outcome.error.count < errorBytesKept {
                outcome.error.append(contentsOf: buffer[0..<min(count, errorBytesKept - outcome.error.count)])
            }
        }

        /// Closes the ends still open.
        mutating func closeAll() {
            ScriptProcess.closeAll([writeEnd, outEnd, errEnd].filter { $0 >= 0 })
            (writeEnd, outEnd, errEnd) = (-1, -1, -1)
        }
    }

    /// `posix_spawn` with the three pipe ends as standard input, output and error, in a new process group.
    private static func spawn(
        _ path: String, _ arguments: [String], stdin: Int32, stdout: Int32, stderr: Int32, close descriptors: [Int32]
    ) throws -> pid_t {
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        for descriptor in descriptors { posix_spawn_file_actions_addclose(&actions, descriptor) }
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let result = (argv + [nil]).withUnsafeBufferPointer { pointer -> Int32 in
            guard let base = pointer.baseAddress else { return EINVAL }
            return posix_spawn(&pid, path, &actions, &attributes, UnsafeMutablePointer(mutating: base), environ)
        }
        guard result == 0 else { throw SpawnError(code: result) }
        return pid
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors { close(descriptor) }
    }
}
