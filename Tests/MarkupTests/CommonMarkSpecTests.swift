import Foundation
import XCTest

@testable import Markup

/// Runs every example of the CommonMark 0.31.2 spec (Fixtures/commonmark-spec-0.31.2.json, see
/// Fixtures/README.md) and fails when the pass rate drops below the floor we reached.
final class CommonMarkSpecTests: IsolatedTestCase {
    /// One example of the spec.
    struct Example: Decodable {
        let markdown: String
        let html: String
        let example: Int
        let section: String
    }

    /// The pass rate this implementation reached; a change that lowers it fails.
    static let passRateFloor = 1.0

    static func examples() throws -> [Example] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/commonmark-spec-0.31.2.json")
        return try JSONDecoder().decode([Example].self, from: Data(contentsOf: url))
    }

    /// The results of every example: which passed, and the failures by section.
    static func run() throws -> (passed: Int, total: Int, failures: [String: [Int]]) {
        let examples = try examples()
        var passed = 0
        var failures: [String: [Int]] = [:]
        for example in examples {
            let html = try Markdown.html(example.markdown)
            if HTMLNormalizer.normalize(html) == HTMLNormalizer.normalize(example.html) {
                passed += 1
            } else {
                failures[example.section, default: []].append(example.example)
            }
        }
        return (passed, examples.count, failures)
    }

    func testSpecExamplesPassAtLeastTheFloor() throws {
        let (passed, total, failures) = try Self.run()
        let rate = Double(passed) / Double(total)
        let summary = failures.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.map(String.init).joined(separator: ","))" }
        print("CommonMark 0.31.2: \(passed)/\(total) examples pass (\(String(format: "%.1f", rate * 100)) %)")
        for line in summary { print("  failing — \(line)") }
        XCTAssertGreaterThanOrEqual(rate, Self.passRateFloor, "pass rate \(passed)/\(total) fell below the floor")
    }

    func testTheSpecFileIsTheWholeSuite() throws {
        XCTAssertEqual(try Self.examples().count, 652)
    }
}
