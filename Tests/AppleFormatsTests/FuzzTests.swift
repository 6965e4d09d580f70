import AppleFormats
import FormatsFuzzing
import XCTest

/// A debug-build slice of the fuzz campaign; `formats-bench fuzz` runs the full 100,000 in release.
final class FuzzTests: XCTestCase {
    func testMutatedInputsNeverCrashOrEscapeAsForeignErrors() throws {
        let seeds = try FuzzCampaign.seeds(
            shortcutFiles: Fixtures.shortcutFiles(), automatorFiles: Fixtures.automatorFiles(), maxSize: 64 << 10)
        XCTAssertGreaterThan(seeds.count, 100)
        let report = FuzzCampaign.run(seeds: seeds, count: 20_000, seed: 20_261_121)
        print("fuzz (debug): \(report)")
        XCTAssertEqual(report.inputs, 20_000)
        XCTAssertEqual(report.foreignErrors, 0)
        XCTAssertLessThan(report.slowest, 2.0, report.slowestSeed)
        XCTAssertGreaterThan(report.rejected, 0)
    }
}
