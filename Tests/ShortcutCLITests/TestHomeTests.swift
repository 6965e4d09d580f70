import Foundation
import TestHome
import XCTest

@testable import ShortcutCLI

/// No test reaches the user's home (issue 25, item 3): every test class runs in `TestHome`, and a
/// run without `--journal-dir` journals inside the home it is given, nowhere else.
final class TestHomeTests: CLITestCase {
    /// Every XCTest class in Tests/ derives from its target's `IsolatedTestCase` (directly or
    /// through `CLITestCase`), so `TestHome.isolate()` runs before any of its tests.
    func testEveryTestClassRunsInTheTemporaryHome() throws {
        var found: [String] = []
        let files = try HouseRulesTests.swiftFiles(under: "Tests")
        XCTAssertGreaterThan(files.count, 100)
        for (path, text) in files where !path.hasSuffix("/IsolatedTestCase.swift") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains(": " + "XCTestCase") {
                found.append("\(path):\(number + 1): \(line)")
            }
        }
        XCTAssertEqual(found, [])
    }

    /// Home, every XDG folder and the temporary folder point into the temporary home while the
    /// tests run, so what a test leaves goes when the process exits.
    func testHomeAndTheXDGFoldersAreTheTemporaryHome() {
        let environment = ProcessInfo.processInfo.environment
        for (name, relative) in TestHome.variables {
            XCTAssertEqual(environment[name], relative.isEmpty ? TestHome.folder : TestHome.folder + "/" + relative, name)
        }
        XCTAssertTrue(TestHome.folder.contains("/shortcut-test-home-\(getpid())-"), TestHome.folder)
        XCTAssertTrue(FileManager.default.temporaryDirectory.path.hasPrefix(TestHome.folder + "/tmp"))
        XCTAssertEqual(RunSettings.defaultJournalDirectory(), TestHome.folder + "/.local/state/shortcut/journal")
    }

    /// The suite's Save File run (AppleDefaultsCLITests) without `--journal-dir`, in-process: its
    /// journal lands in the temporary home.
    func testASaveFileRunWithoutJournalDirJournalsInTheTemporaryHome() throws {
        let journals = TestHome.folder + "/.local/state/shortcut/journal"
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: journals)) ?? [])
        let path = write("w.json", Self.saveFile)
        let target = folder.appendingPathComponent("saved.txt").path
        let result = run(["run", path, "--answer", "Where to save=\(target)", "--allow-path", folder.path])
        XCTAssertEqual(result.code, 0, result.err)
        let after = Set((try? FileManager.default.contentsOfDirectory(atPath: journals)) ?? [])
        XCTAssertEqual(after.subtracting(before).count, 1, "\(after.subtracting(before))")
    }

    /// The real binary with an empty home and no XDG variables: a Save File run without
    /// `--journal-dir` writes its journal under that home's `.local/state`, and nothing else there.
    func testTheBinaryWithAnEmptyHomeWritesOnlyItsJournalThere() throws {
        let binary = UndoCommandTests.binary()
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw XCTSkip("no shortcut binary; run swift build first")
        }
        let home = folder.appendingPathComponent("home").path
        let work = folder.appendingPathComponent("work").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try Data(Self.saveFile.utf8).write(to: URL(fileURLWithPath: work + "/w.json"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["run", "w.json", "--answer", "Where to save=saved.txt"]
        process.currentDirectoryURL = URL(fileURLWithPath: work)
        var environment = ProcessInfo.processInfo.environment
        for (name, _) in TestHome.variables { environment[name] = nil }
        environment["HOME"] = home
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(try String(contentsOfFile: work + "/saved.txt", encoding: .utf8), "hello")
        var written: [String] = []
        let walker = FileManager.default.enumerator(atPath: home)
        while let relative = walker?.nextObject() as? String { written.append(relative) }
        XCTAssertEqual(
            written.filter { !$0.hasPrefix(".local/state/shortcut/journal/") }.sorted(),
            [".local", ".local/state", ".local/state/shortcut", ".local/state/shortcut/journal"])
        XCTAssertEqual(
            written.filter { $0.hasPrefix(".local/state/shortcut/journal/") && $0.hasSuffix(".json") }.count, 1, "\(written)")
    }

    static let saveFile =
        "{\"version\": 1, \"actions\": [{\"action\": \"documentpicker.save\", \"parameters\": {\"input\": \"hello\"}}]}"
}
