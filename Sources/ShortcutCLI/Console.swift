import Foundation
import ShortcutEngine

/// The process's standard streams, replaceable in tests.
public final class Console: @unchecked Sendable {
    /// Reads all of standard input.
    public let readInput: () -> Data
    /// Whether standard input is a terminal (prompts are asked interactively only then).
    public let isInteractive: Bool
    /// Bytes written to standard output while capturing; stays empty for the real streams.
    public private(set) var output = Data()
    /// Bytes written to standard error while capturing; stays empty for the real streams.
    public private(set) var errors = Data()
    private let passthrough: Bool
    /// Whether standard error is a terminal: colour (with `--color=auto`) and progress lines need one.
    public let errorIsTerminal: Bool
    /// Whether standard output is a terminal: `do` then prints a made file's path, not its bytes.
    public private(set) var outputIsTerminal = false
    /// Whether `paint` colours: decided once by `decideColor` (`--color`, `NO_COLOR`, a terminal).
    public private(set) var colors = false
    /// When the progress line was last drawn, and whether one is on screen.
    var progressDrawn: (at: UInt64, visible: Bool) = (0, false)

    /// The real streams of this process.
    public static func standard() -> Console {
        let console = Console(
            readInput: { Data(Console.readAll(0)) }, isInteractive: isatty(0) == 1, passthrough: true,
            errorIsTerminal: isatty(2) == 1)
        console.outputIsTerminal = isatty(1) == 1
        console.decideColor(.auto)
        return console
    }

    /// The real streams written to other descriptors (tests: `/dev/full`, a pipe whose reader has gone).
    public static func descriptors(output: Int32, error: Int32, input: Data = Data()) -> Console {
        let console = Console(readInput: { input }, isInteractive: false, passthrough: true)
        console.outputDescriptor = output
        console.errorDescriptor = error
        return console
    }

    /// The descriptors written when passing through (1 and 2 unless a test gives others).
    private var outputDescriptor: Int32 = 1
    private var errorDescriptor: Int32 = 2
    /// The `errno` of the first failed write to standard output, and to standard error: each
    /// stream stops being written after its first failure, and `finish` reports it once.
    public private(set) var outputFailure: Int32?
    public private(set) var errorFailure: Int32?

    /// Captures output in memory, with the given standard input.
    public static func captured(input: Data = Data()) -> Console {
        Console(readInput: { input }, isInteractive: false, passthrough: false)
    }

    /// Captures output as if standard output were a terminal (tests of what a terminal is spared).
    public static func capturedTerminal(input: Data = Data()) -> Console {
        let console = captured(input: input)
        console.outputIsTerminal = true
        return console
    }

    /// Typed lines for a scripted terminal; nil: the real standard input.
    private var scriptedLines: [String]?

    /// A terminal whose user types `lines`, one per prompt (tests of interactive prompts); output is captured.
    public static func scripted(lines: [String]) -> Console {
        let console = Console(readInput: { Data() }, isInteractive: true, passthrough: false)
        console.scriptedLines = lines
        return console
    }

    init(readInput: @escaping () -> Data, isInteractive: Bool, passthrough: Bool, errorIsTerminal: Bool = false) {
        self.readInput = readInput
        self.isInteractive = isInteractive
        self.passthrough = passthrough
        self.errorIsTerminal = errorIsTerminal
    }

    /// Decides once whether `paint` colours: `always`, `never`, or (`auto`) when standard error is
    /// a terminal and `NO_COLOR` is not set (to any value, https://no-color.org).
    public func decideColor(_ choice: ColorChoice, environment: (String) -> String? = ProcessEnvironment.value) {
        switch choice {
        case .always: colors = true
        case .never: colors = false
        case .auto: colors = errorIsTerminal && environment("NO_COLOR") == nil
        }
    }

    /// Writes text to standard output as UTF-8, adding no newline.
    public func write(_ text: String) { write(Console.bytes(text)) }

    /// The UTF-8 bytes of `text`, copied from its storage: `Data(text.utf8)` asks at run time
    /// whether the view is contiguous bytes, a first look-up that cost a start 0.25 M instructions.
    static func bytes(_ text: String) -> Data {
        var text = text
        return text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return Data() }
            return Data(bytes: base, count: buffer.count)
        }
    }

    /// Writes bytes to standard output, or appends them to `output` when capturing. A failed
    /// write is remembered (`outputFailure`), never a crash; nothing more is written after it.
    public func write(_ data: Data) {
        guard passthrough else { return output.append(data) }
        guard outputFailure == nil else { return }
        let code = OutputFile.writeAll(data, to: outputDescriptor)
        if code != 0 { outputFailure = code }
    }

    /// Writes the lines, straight to the file descriptor when not captured.
    func write(lines: any StreamedLines) {
        guard passthrough else { return output.append(lines.data) }
        guard outputFailure == nil else { return }
        errno = 0
        if !lines.write(to: outputDescriptor) { outputFailure = errno == 0 ? EIO : errno }
    }

    /// Writes text to standard error (or appends it to `errors` when capturing), adding no newline.
    public func error(_ text: String) {
        let data = Console.bytes(text)
        guard passthrough else { return errors.append(data) }
        guard errorFailure == nil else { return }
        let code = OutputFile.writeAll(data, to: errorDescriptor)
        if code != 0 { errorFailure = code }
    }

    /// The exit code once a command has returned `code`: a reader that went away (a broken pipe)
    /// ends quietly with 141, as a shell reports a coreutils tool stopped by SIGPIPE; any other
    /// failed write is reported once on standard error (when that still works) and is exit 74.
    public func finish(_ code: Int32) -> Int32 {
        if outputFailure == EPIPE || errorFailure == EPIPE { return 141 }
        if let failure = outputFailure {
            ShortcutCLI.report(
                WorkflowError(CommandLineFailure.cannotWriteStandardOutput(reason: String(cString: strerror(failure)))),
                console: self)
        }
        return outputFailure == nil && errorFailure == nil ? code : ExitCode.ioError.rawValue
    }

    /// Standard input up to `limit` bytes (the rest is left unread): a caller that refuses more
    /// than `limit - 1` bytes never holds a larger stream.
    func readInput(atMost limit: Int) -> Data {
        guard passthrough else { return readInput().prefix(limit) }
        return Data(Console.readAll(0, limit: limit))
    }

    /// Every byte of a descriptor until its end (or a read error, which ends it too), or until `limit` bytes.
    static func readAll(_ descriptor: Int32, limit: Int = .max) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Foundation.read(descriptor, base, wanted)
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// `output` decoded as UTF-8, invalid bytes replaced.
    public var outputText: String { String(decoding: output, as: UTF8.self) }
    /// `errors` decoded as UTF-8, invalid bytes replaced.
    public var errorText: String { String(decoding: errors, as: UTF8.self) }

    /// Reads all of standard input as bytes; the real stream is read straight into the array
    /// (no intermediate Data), which keeps `do --lines` on large inputs to one copy. A long read
    /// shows "read N of TOTAL bytes" on the progress line (TOTAL when the input is a file).
    func readInputBytes() -> [UInt8] {
        guard passthrough else { return [UInt8](readInput()) }
        var bytes: [UInt8] = []
        var meter: ProgressMeter?
        defer { meter?.finish() }
        // A redirected file has a known size: read it straight into an array of that size,
        // instead of growing by doubling (up to half the input again as unused capacity) or
        // through a chunk buffer.
        var status = stat()
        let isFile = fstat(0, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
        if errorIsTerminal {
            meter = ProgressMeter(console: self, what: "read", unit: "bytes", total: isFile ? Int(status.st_size) : nil)
        }
        if isFile, status.st_size > 0 {
            let size = Int(status.st_size)
            bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                while initialized < size {
                    // In slices of 16 MiB, so that the progress line moves.
                    let count = Foundation.read(0, base + initialized, min(size - initialized, 1 << 24))
                    if count <= 0 { break }
                    initialized += count
                    meter?.update(initialized)
                }
            }
        }
        // A pipe, or a file that grew while being read: read on until the end.
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return Foundation.read(0, base, raw.count)
            }
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            meter?.update(bytes.count)
        }
        return bytes
    }

    /// Reads one line from the terminal (interactive prompts).
    func readLine() -> String? {
        guard scriptedLines != nil else { return Swift.readLine() }
        return scriptedLines?.isEmpty == false ? scriptedLines?.removeFirst() : nil
    }
}

/// `--color`: when errors, warnings and hints are coloured.
public enum ColorChoice: String, CaseIterable, Sendable {
    /// On a terminal, unless `NO_COLOR` is set.
    case auto
    /// Always, even into a pipe or a file.
    case always
    /// Never.
    case never
}

extension Console {
    /// The one place problems are coloured: the `error:` label red, `warning:` yellow, `hint:` lines
    /// cyan, when `colors` is on; the text unchanged otherwise.
    func paint(_ text: String) -> String {
        guard colors else { return text }
        let reset = "\u{1B}[0m"
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            // The label starts the line, or follows a `FILE:LINE:COL: ` place.
            let placed = line.range(of: #"^.*?:[0-9]+:[0-9]+: (?=(error|warning):)"#, options: .regularExpression)
            let place = placed.map { String(line[$0]) } ?? ""
            let rest = placed.map { line[$0.upperBound...] } ?? line[...]
            if rest.hasPrefix("error:") {
                lines.append(place + "\u{1B}[1;31merror:" + reset + rest.dropFirst("error:".count))
            } else if rest.hasPrefix("warning:") {
                lines.append(place + "\u{1B}[1;33mwarning:" + reset + rest.dropFirst("warning:".count))
            } else if line.hasPrefix("hint:") {
                lines.append("\u{1B}[36m" + line + reset)
            } else {
                lines.append(String(line))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Draws one updating progress line on standard error (`\r`, then the line, then clearing to the
    /// end of it), on a terminal only, for work that has run past `delay` seconds, at most ten times
    /// a second; `finished` clears it. Silent when standard error is not a terminal.
    func progress(_ line: String, finished: Bool, startedAt: UInt64, delay: Double = 1) {
        guard errorIsTerminal else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        if finished {
            if progressDrawn.visible { error("\r\u{1B}[2K") }
            progressDrawn = (0, false)
            return
        }
        guard Double(now &- startedAt) >= delay * 1e9, now &- progressDrawn.at >= 100_000_000 else { return }
        error("\r" + line + "\u{1B}[K")
        progressDrawn = (now, true)
    }
}
