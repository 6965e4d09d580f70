import Foundation
import XCTest

/// Runs the system's archive tools (zip, unzip, gzip, tar, python3, bsdtar, cpio, xorriso, genisoimage/isoinfo) for the interop tests; a
/// missing tool fails the test with a message saying what to install, never skips it.
enum ToolRunner {
    /// Output and exit status of one tool run.
    struct Outcome {
        var status: Int32
        var output: Data
        var errors: String
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// The absolute path of `tool` on PATH, or nil.
    static func locate(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `tool` with `arguments` in `folder`; fails the test when the tool is missing.
    static func run(
        _ tool: String, _ arguments: [String], in folder: URL, input: Data? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> Outcome {
        guard let executable = locate(tool) else {
            XCTFail(
                "the interop tests need '\(tool)' on PATH (Debian/Ubuntu: apt-get install -y zip unzip gzip tar python3 libarchive-tools cpio xorriso genisoimage)",
                file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let inputURL = scratch.appendingPathComponent("stdin")
        _ = FileManager.default.createFile(atPath: inputURL.path, contents: input ?? Data())
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorURL)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        try process.run()
        let collected = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = (try? Data(contentsOf: errorURL)) ?? Data()
        return Outcome(status: process.terminationStatus, output: collected, errors: String(decoding: errors, as: UTF8.self))
    }

    /// A new empty temporary folder.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("archives-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
