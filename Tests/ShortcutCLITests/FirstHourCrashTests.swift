import Foundation
import XCTest

@testable import ShortcutCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every crash a new user met in the first hour (issue 25, item 1), driven as they met it.
final class FirstHourCrashTests: CLITestCase {
    var demo: String { GoldenWorkflowTests.packageRoot.appendingPathComponent("Workflows/Demo/trip-budget.json").path }

    /// Runs `shortcut` with the test folder as the working folder (a one-character name is relative).
    func runHere(_ arguments: [String]) -> (code: Int32, out: String, err: String, output: Data) {
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let console = Console.captured()
        let code = ShortcutCLI.main(arguments, console: console)
        return (code, console.outputText, console.errorText, console.output)
    }

    func file(_ name: String) -> Data? { FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) }

    func testExportToAOneCharacterNameWritesIt() throws {
        let result = runHere(["export", demo, "-o", "x"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, "x: 16 actions, unsigned binary plist\n")
        let plist = try PropertyListSerialization.propertyList(from: try XCTUnwrap(file("x")), format: nil)
        XCTAssertNotNil((plist as? [String: Any])?["WFWorkflowActions"])
    }

    func testExportToStandardOutputWritesTheShortcutThere() throws {
        let result = runHere(["export", demo, "-o", "-"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, "standard output: 16 actions, unsigned binary plist\n")
        XCTAssertTrue(result.output.starts(with: Data("bplist00".utf8)))
        let plist = try PropertyListSerialization.propertyList(from: result.output, format: nil)
        XCTAssertEqual((plist as? [String: Any])?["WFWorkflowName"] as? String, "Trip Budget")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testGraphToAOneCharacterNameWritesIt() throws {
        let result = runHere(["graph", demo, "--format", "json", "-o", "g"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "")
        let json = try JSONSerialization.jsonObject(with: try XCTUnwrap(file("g")))
        XCTAssertNotNil((json as? [String: Any])?["nodes"])
    }

    func testImportToAOneCharacterNameWritesIt() throws {
        XCTAssertEqual(runHere(["export", demo, "-o", "t.shortcut"]).code, 0)
        let result = runHere(["import", "t.shortcut", "-o", "c"])
        XCTAssertEqual(result.code, 0, result.err)
        let json = try JSONSerialization.jsonObject(with: try XCTUnwrap(file("c")))
        XCTAssertEqual((json as? [String: Any])?["name"] as? String, "Trip Budget")
    }

    func testRunToAOneCharacterOutputPathWritesIt() throws {
        let result = runHere(["run", write("w.json", MachineOutputTests.showsThenOutputs), "--output-path", "r"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(String(decoding: try XCTUnwrap(file("r")), as: UTF8.self), "{\"a\":1,\"b\":\"two\"}\n")
        // Show Result still shows on standard output: the file holds the output only.
        XCTAssertEqual(result.out, "shown\n")
    }

    /// A one-character `--store` path is a file in the working folder, not a crash.
    func testStoreAtAOneCharacterPathWorks() {
        XCTAssertEqual(runHere(["store", "set", "a", "1", "--store", "s"]).code, 0)
        XCTAssertEqual(runHere(["store", "get", "a", "--store", "s"]).out, "1\n")
    }

    /// `shortcut calc 2+2 > /dev/full`: one message, exit 74 (EX_IOERR), no crash.
    func testAFullStandardOutputIsExit74WithOneMessage() throws {
        let full = open("/dev/full", O_WRONLY)
        guard full >= 0 else { throw XCTSkip("no /dev/full here") }
        defer { close(full) }
        let (errors, readEnd) = try Self.pipeEnds()
        let console = Console.descriptors(output: full, error: errors)
        let code = ShortcutCLI.main(["calc", "2+2"], console: console)
        close(errors)
        XCTAssertEqual(code, 74)
        XCTAssertEqual(
            String(decoding: Console.readAll(readEnd), as: UTF8.self),
            "error: cannot write to standard output: No space left on device\n")
        close(readEnd)
    }

    /// Many writes to a full output (`actions` writes a line at a time): still one message.
    func testAFullStandardOutputIsReportedOnceForManyWrites() throws {
        let full = open("/dev/full", O_WRONLY)
        guard full >= 0 else { throw XCTSkip("no /dev/full here") }
        defer { close(full) }
        let (errors, readEnd) = try Self.pipeEnds()
        let code = ShortcutCLI.main(
            ["list", "--folder", GoldenWorkflowTests.packageRoot.appendingPathComponent("Workflows").path],
            console: .descriptors(output: full, error: errors))
        close(errors)
        XCTAssertEqual(code, 74)
        XCTAssertEqual(
            String(decoding: Console.readAll(readEnd), as: UTF8.self),
            "error: cannot write to standard output: No space left on device\n")
        close(readEnd)
    }

    /// `shortcut actions | head -c1` in-process: the reader has gone; the command ends quietly (141).
    func testABrokenPipeEndsQuietly() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let (output, readEnd) = try Self.pipeEnds()
        close(readEnd)
        let (errors, errorsRead) = try Self.pipeEnds()
        let code = ShortcutCLI.main(["actions"], console: .descriptors(output: output, error: errors))
        close(output)
        close(errors)
        XCTAssertEqual(code, 141)
        XCTAssertEqual(Console.readAll(errorsRead), [])
        close(errorsRead)
    }

    /// The binary: `> /dev/full` is exit 74 with one line, and a reader that stops after one byte
    /// ends it by SIGPIPE with nothing on standard error (no backtrace), as coreutils end.
    func testTheBinaryOnAFullDiskAndABrokenPipe() throws {
        let binary = UndoCommandTests.binary()
        guard FileManager.default.isExecutableFile(atPath: binary), let full = FileHandle(forWritingAtPath: "/dev/full") else {
            throw XCTSkip("no shortcut binary or /dev/full")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["calc", "2+2"]
        process.standardOutput = full
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 74)
        XCTAssertEqual(
            String(decoding: message, as: UTF8.self), "error: cannot write to standard output: No space left on device\n")

        // Four MiB of output: far more than a pipe holds, so the writer meets the closed pipe.
        let big = folder.appendingPathComponent("big.txt").path
        try Data(String(repeating: "a line of text\n", count: 280_000).utf8).write(to: URL(fileURLWithPath: big))
        let piped = Process()
        piped.executableURL = URL(fileURLWithPath: binary)
        piped.arguments = ["do", "text.changecase", "case=UPPERCASE", "--input-path", big]
        let output = Pipe()
        let pipedErrors = Pipe()
        piped.standardOutput = output
        piped.standardError = pipedErrors
        try piped.run()
        _ = try output.fileHandleForReading.read(upToCount: 1)
        try output.fileHandleForReading.close()
        let pipedMessage = pipedErrors.fileHandleForReading.readDataToEndOfFile()
        piped.waitUntilExit()
        XCTAssertEqual(String(decoding: pipedMessage, as: UTF8.self), "")
        XCTAssertTrue(
            (piped.terminationReason == .uncaughtSignal && piped.terminationStatus == SIGPIPE) || piped.terminationStatus == 141,
            "\(piped.terminationReason.rawValue) \(piped.terminationStatus)")
    }

    static func pipeEnds() throws -> (write: Int32, read: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw XCTSkip("no pipe") }
        return (ends[1], ends[0])
    }

    static let tripText =
        "Lisbon for 4 days\nTotal: 1001.15\nPer day: 250.29\nBig expenses:\n1. flights (312.4) is a big one\n2. hotel (480) is a big one"
}
