import AppleFormats
import Foundation
import XCTest

@testable import ShortcutCLI

/// The library's cache of shortcut names: read once, reused while a file keeps its size and
/// date, read again when it changes; a damaged cache is dropped line by line, never trusted.
final class WorkflowNameCacheTests: CLITestCase {
    func shortcutData(name: String? = nil) throws -> Data {
        let comment: PropertyList = [
            "WFWorkflowActionIdentifier": "is.workflow.actions.comment", "WFWorkflowActionParameters": [:],
        ]
        var top = PlistDictionary([(key: "WFWorkflowActions", value: .array([comment]))])
        if let name { top["WFWorkflowName"] = .string(name) }
        return try PropertyList.dictionary(top).serialized(as: .xml)
    }

    func testANameIsReadOnceAndReadAgainWhenTheFileChanges() throws {
        let shortcut = write("Morning.shortcut", String(decoding: try shortcutData(name: "Good Morning"), as: UTF8.self))
        let other = write("notes.plist", "<plist><dict><key>a</key><string>b</string></dict></plist>")
        let cacheFile = folder.appendingPathComponent("cache/names.tsv").path
        let first = WorkflowNameCache(path: cacheFile)
        XCTAssertEqual(first.name(atPath: shortcut), "Good Morning")
        XCTAssertNil(first.name(atPath: other))
        first.save()
        let saved = try String(contentsOfFile: cacheFile, encoding: .utf8)
        XCTAssertTrue(saved.contains("\t+\t\(shortcut)\tGood Morning\n"), saved)
        XCTAssertTrue(saved.contains("\t-\t\(other)\t\n"), saved)

        // A second run reads the cache: an entry whose stamp matches is answered from it.
        var lines = saved.split(separator: "\n").map(String.init)
        lines = lines.map { $0.hasSuffix("Good Morning") ? $0.replacingOccurrences(of: "Good Morning", with: "From Cache") : $0 }
        try (lines.joined(separator: "\n") + "\n").write(toFile: cacheFile, atomically: true, encoding: .utf8)
        XCTAssertEqual(WorkflowNameCache(path: cacheFile).name(atPath: shortcut), "From Cache")

        // The file changes (another size): it is read again.
        try shortcutData(name: "Renamed Inside").write(to: URL(fileURLWithPath: shortcut))
        let third = WorkflowNameCache(path: cacheFile)
        XCTAssertEqual(third.name(atPath: shortcut), "Renamed Inside")
        third.save()
        XCTAssertTrue(try String(contentsOfFile: cacheFile, encoding: .utf8).contains("\tRenamed Inside\n"))
    }

    func testADamagedCacheIsDroppedLineByLine() throws {
        let shortcut = write("Evening.shortcut", String(decoding: try shortcutData(), as: UTF8.self))
        let cacheFile = write("names.tsv", "garbage\nx\ty\t+\t\(shortcut)\tWrong\n12\t3\t?\t\(shortcut)\tWrong\n")
        XCTAssertEqual(WorkflowNameCache(path: cacheFile).name(atPath: shortcut), "Evening")
    }

    /// `run NAME` finds a shortcut by its name through the cache, run after run.
    func testRunByNameUsesTheCache() throws {
        _ = write("Say Hi.shortcut", String(decoding: try shortcutData(), as: UTF8.self))
        let library = folder.path
        for _ in 0..<2 {
            let result = run(["run", "Say Hi", "--folder", library, "--no-input"])
            XCTAssertEqual(result.code, 0, result.err)
        }
        let cacheFile = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"]! + "/shortcut/workflow-names.tsv"
        XCTAssertTrue(try String(contentsOfFile: cacheFile, encoding: .utf8).contains("/Say Hi.shortcut\tSay Hi\n"))
    }
}
