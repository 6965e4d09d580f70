import NaturalCalc
import XCTest

/// Findings of the standing campaign (issue 16, item 9; `formats-bench fuzz`), kept as regressions.
final class CampaignFindingTests: IsolatedTestCase {
    /// `round()`, `floor()`, `ceil()` with no value read the first argument of an empty list: SIGILL
    /// (found by the calc-sheet reader at the medium budget, 20,030 inputs).
    func testRoundingWithoutAValueIsAnError() {
        for name in ["round", "floor", "ceil", "ceiling"] {
            XCTAssertThrowsError(try Calculator().evaluate("\(name)()")) { error in
                XCTAssertEqual("\(error)", "\(name) takes one or two values")
            }
            XCTAssertEqual(Calculator().evaluateSheet("\(name)()").count, 1)
        }
        XCTAssertEqual(try Calculator().evaluate("round(2.567)").text, "3")
    }
}
