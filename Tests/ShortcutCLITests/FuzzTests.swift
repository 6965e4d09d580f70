import Foundation
import SeededRandom
import TestBudget
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

/// Feeds randomly mutated versions of the example documents through `shortcut run` and checks
/// each either runs or fails with a clean, positioned error and a sysexits code.
/// `SHORTCUT_TEST_BUDGET` sets the number of documents: 250 / 1,000 / 10,000.
final class FuzzTests: IsolatedTestCase {
    func testMutatedDocumentsRunOrFailCleanly() throws {
        _ = FileManager.default.changeCurrentDirectoryPath(GoldenWorkflowTests.packageRoot.path)
        let sources = GoldenWorkflowTests.goldenFiles().compactMap { FileManager.default.contents(atPath: $0) }
        XCTAssertFalse(sources.isEmpty)
        var random = SplitMix64(seed: 2026)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shortcut-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var outcomes: [Int32: Int] = [:]
        let rounds = TestBudget.count(small: 250, medium: 1_000, large: 10_000)
        for round in 0..<rounds {
            var bytes = [UInt8](sources[Int.random(in: 0..<sources.count, using: &random)])
            mutate(&bytes, using: &random)
            let path = folder.appendingPathComponent("m\(round).json").path
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            let console = Console.captured()
            let code = ShortcutCLI.main(
                [
                    "run", path, "--seed", "1", "--now", "2026-11-21T10:00:00Z", "--tz", "UTC", "--max-steps", "20000",
                    "--timeout", "5",
                ], console: console)
            outcomes[code, default: 0] += 1
            XCTAssertTrue([0, 65, 66, 70, 73].contains(code), "round \(round): exit \(code)\n\(console.errorText)")
            if code != 0 {
                // What the run showed before it stopped (an alert's text, a notification) may come first.
                let lines = console.errorText.split(separator: "\n")
                XCTAssertTrue(
                    lines.contains { $0.hasPrefix("error: ") || $0.contains(": error: ") }, "round \(round): \(console.errorText)"
                )
                XCTAssertFalse(console.errorText.contains("Fatal"), "round \(round)")
            }
        }
        print(
            "cli fuzz (\(TestBudget.current) budget): \(rounds) mutated documents, exit codes \(outcomes.sorted { $0.key < $1.key })"
        )
        XCTAssertGreaterThan(outcomes[65, default: 0], rounds / 10, "mutations should mostly break documents: \(outcomes)")
        XCTAssertGreaterThan(outcomes[0, default: 0], 0, "some mutated documents should still run: \(outcomes)")
    }

    func mutate(_ bytes: inout [UInt8], using random: inout SplitMix64) {
        let vocabulary: [[UInt8]] = [
            "{", "}", "[", "]", "\"", ",", ":", "{{", "}}", "|", "-1", "0", "1e999", "null", "\"mode\": \"end\"",
            "\"start\"", "{{Repeat Item}}", "\\", "true", "\"count\": -5",
        ].map { Array($0.utf8) }
        for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
            let position = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(position..<min(bytes.count, position + Int.random(in: 1...20, using: &random)))
            case 2: bytes.insert(contentsOf: vocabulary[Int.random(in: 0..<vocabulary.count, using: &random)], at: position)
            default:
                let other = Int.random(in: 0..<bytes.count, using: &random)
                let length = min(30, bytes.count - max(position, other))
                if length > 0 { bytes.replaceSubrange(position..<position + length, with: bytes[other..<other + length]) }
            }
        }
    }
}
