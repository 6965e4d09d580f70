import AppleFormats
import FormatsFuzzing
import TestBudget
import XCTest

/// The standing campaign (issue 16, item 9), sized by `SHORTCUT_TEST_BUDGET`: seeded mutations
/// of the corpus round-robin over every reader (2,000 / 20,000 / 100,000 inputs), then the
/// structure-aware generator's deep nesting, shared references and huge counts for every reader
/// (6 / 30 / 90 inputs each at scale 1,000 / 10,000 / 50,000). `formats-bench fuzz` runs it in release.
final class FuzzTests: IsolatedTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized

    func testEveryReaderSurvivesMutatedAndGeneratedInputs() throws {
        // Interleaved, so the small budget's 800 mutations reach every reader's seeds.
        let seeds = FuzzCampaign.interleavedByTarget(try CampaignSeeds.all(packageRoot: Self.packageRoot, maxSize: 64 << 10))
        XCTAssertGreaterThan(seeds.count, 100)
        XCTAssertEqual(Set(seeds.map(\.target)), Set(FuzzTarget.allCases), "every reader has seeds")
        let count = TestBudget.count(small: 800, medium: 20_000, large: 100_000)
        let generated = TestBudget.count(small: 6, medium: 30, large: 90)
        let scale = TestBudget.count(small: 1_000, medium: 10_000, large: 50_000)
        let report = FuzzCampaign.run(
            seeds: seeds, count: count, seed: 20_261_121, generated: generated, generatedTargets: FuzzTarget.allCases,
            scale: scale)
        print("fuzz (debug, \(TestBudget.current) budget):\n\(report)")
        XCTAssertEqual(report.inputs, count + generated * FuzzTarget.allCases.count)
        XCTAssertEqual(report.foreignErrors, 0, "\(report)")
        XCTAssertEqual(report.hangs, 0, "\(report)")
        XCTAssertGreaterThan(report.rejected, 0)
        XCTAssertGreaterThan(report.accepted, 0)
        XCTAssertEqual(Set(report.perTarget.keys), Set(FuzzTarget.allCases), "every reader is fed")
        for (target, figures) in report.perTarget {
            XCTAssertGreaterThan(figures.inputs, generated, "\(target) gets mutated inputs, not only generated ones")
        }
    }
}
