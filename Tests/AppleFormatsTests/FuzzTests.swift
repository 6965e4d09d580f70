import AppleFormats
import FormatsFuzzing
import TestBudget
import XCTest

/// A debug-build slice of the fuzz campaign, sized by `SHORTCUT_TEST_BUDGET` (2,000 / 20,000 /
/// 100,000 inputs); `formats-bench fuzz` runs the full 100,000 in release.
final class FuzzTests: XCTestCase {
    func testMutatedInputsNeverCrashOrEscapeAsForeignErrors() throws {
        let seeds = try FuzzCampaign.seeds(
            shortcutFiles: Fixtures.shortcutFiles(), automatorFiles: Fixtures.automatorFiles(), maxSize: 64 << 10)
        XCTAssertGreaterThan(seeds.count, 100)
        // Round-robin over the seeds: even the small budget mutates every seed many times.
        let count = TestBudget.count(small: 2_000, medium: 20_000, large: 100_000)
        let report = FuzzCampaign.run(seeds: seeds, count: count, seed: 20_261_121)
        print("fuzz (debug, \(TestBudget.current) budget): \(report)")
        XCTAssertEqual(report.inputs, count)
        XCTAssertEqual(report.foreignErrors, 0)
        XCTAssertLessThan(report.slowest, 2.0, report.slowestSeed)
        XCTAssertGreaterThan(report.rejected, 0)
        XCTAssertGreaterThan(report.accepted, 0)
        XCTAssertEqual(Set(report.perTarget.keys), Set(FuzzTarget.allCases), "every reader is fed")
    }
}
