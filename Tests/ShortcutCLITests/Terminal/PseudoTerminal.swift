import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the real `shortcut` binary with its standard error on a pseudo-terminal (`openpty`), so
/// what only a terminal gets (colour, the progress line) can be tested; or, `terminal: false`,
/// with standard error on a pipe.
enum PseudoTerminal {
    /// The exit code and everything written to standard error (the terminal's bytes: `\r\n` line ends);
    /// standard input is the file at `input` (nil: empty).
    static func run(
        _ binary: String, _ arguments: [String], in folder: String, environment: [String: String] = [:], terminal: Bool = true,
        input: String? = nil
    ) throws -> (code: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        process.standardInput = input.flatMap { FileHandle(forReadingAtPath: $0) } ?? FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard terminal else {
            let pipe = Pipe()
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw POSIXError(.EIO) }
        process.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        try process.run()
        close(slave)
        // Read until the child's end closes (EIO on Linux, 0 on Darwin).
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        process.waitUntilExit()
        close(master)
        return (process.terminationStatus, String(decoding: bytes, as: UTF8.self))
    }
}
