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

    /// The real streams of this process.
    public static func standard() -> Console {
        Console(readInput: { FileHandle.standardInput.readDataToEndOfFile() }, isInteractive: isatty(0) == 1, passthrough: true)
    }

    /// Captures output in memory, with the given standard input.
    public static func captured(input: Data = Data()) -> Console {
        Console(readInput: { input }, isInteractive: false, passthrough: false)
    }

    /// Typed lines for a scripted terminal; nil: the real standard input.
    private var scriptedLines: [String]?

    /// A terminal whose user types `lines`, one per prompt (tests of interactive prompts); output is captured.
    public static func scripted(lines: [String]) -> Console {
        let console = Console(readInput: { Data() }, isInteractive: true, passthrough: false)
        console.scriptedLines = lines
        return console
    }

    init(readInput: @escaping () -> Data, isInteractive: Bool, passthrough: Bool) {
        self.readInput = readInput
        self.isInteractive = isInteractive
        self.passthrough = passthrough
    }

    /// Writes text to standard output as UTF-8, adding no newline.
    public func write(_ text: String) { write(Data(text.utf8)) }

    /// Writes bytes to standard output, or appends them to `output` when capturing.
    public func write(_ data: Data) {
        if passthrough { FileHandle.standardOutput.write(data) } else { output.append(data) }
    }

    /// Writes the lines, straight to the file descriptor when not captured.
    func write(lines: any StreamedLines) {
        if passthrough { _ = lines.write(to: 1) } else { output.append(lines.data) }
    }

    /// Writes text to standard error (or appends it to `errors` when capturing), adding no newline.
    public func error(_ text: String) {
        let data = Data(text.utf8)
        if passthrough { FileHandle.standardError.write(data) } else { errors.append(data) }
    }

    /// `output` decoded as UTF-8, invalid bytes replaced.
    public var outputText: String { String(decoding: output, as: UTF8.self) }
    /// `errors` decoded as UTF-8, invalid bytes replaced.
    public var errorText: String { String(decoding: errors, as: UTF8.self) }

    /// Reads all of standard input as bytes; the real stream is read straight into the array
    /// (no intermediate Data), which keeps `do --lines` on large inputs to one copy.
    func readInputBytes() -> [UInt8] {
        guard passthrough else { return [UInt8](readInput()) }
        var bytes: [UInt8] = []
        // A redirected file has a known size: read it straight into an array of that size,
        // instead of growing by doubling (up to half the input again as unused capacity) or
        // through a chunk buffer.
        var status = stat()
        if fstat(0, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 {
            let size = Int(status.st_size)
            bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                while initialized < size {
                    let count = Foundation.read(0, base + initialized, size - initialized)
                    if count <= 0 { break }
                    initialized += count
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
        }
        return bytes
    }

    /// Reads one line from the terminal (interactive prompts).
    func readLine() -> String? {
        guard scriptedLines != nil else { return Swift.readLine() }
        return scriptedLines?.isEmpty == false ? scriptedLines?.removeFirst() : nil
    }
}
