import XCTest

@testable import NaturalCalc

/// Lenient mode's recovery inside the parser (`Parser+Recovery.swift`): a word the grammar cannot
/// place is skipped and the construction around it read again, not the whole line.
final class ParserRecoveryTests: IsolatedTestCase {
    private var strict: CalcOptions {
        var options = CalcOptions.test
        options.lenient = false
        return options
    }

    func testAWordEndingTheLineEarlyIsAComment() throws {
        XCTAssertEqual(calc("$25/hour * 14 hours of work"), "$350.00")
        XCTAssertEqual(calc("2 * 3 of"), "6")
        XCTAssertEqual(calc("2 * 3 of", strict), "error: the expression ends too early")
        let result = try Calculator(options: .test).evaluate("$25/hour * 14 hours of work")
        XCTAssertEqual(result.ignoredWords, [IgnoredWord(word: "of", column: 21), IgnoredWord(word: "work", column: 24)])
    }

    func testALeftoverWordReadsTheStepBeforeItAgain() {
        // `half` then `an`: without `an` the step reads `half hour`, not `half` and a stray `hour`
        XCTAssertEqual(calc("half an hour + 20 min"), "50 min")
        XCTAssertEqual(calc("what is 15% of 80"), "12")
        XCTAssertEqual(calc("what is 15% of 80", strict), "error: cannot understand 'what' at column 1")
    }

    func testAWordWhereAnExpressionBeginsIsSkippedByTheExpression() {
        XCTAssertEqual(calc("a + 8"), "8")
        XCTAssertEqual(calc("a + 8", strict), "error: cannot understand 'a' at column 1")
    }

    func testASkipInsideReadsTheEnclosingConstructionAgain() {
        // the argument `ago` skipped, `sqrt` alone is the function itself
        XCTAssertEqual(calc("sqrt ago"), "sqrt")
    }

    func testALineLeftWithNothingToCalculateSaysSo() {
        XCTAssertEqual(calc("+what"), "error: nothing to calculate: no number is left once 'what' is read as a comment")
    }

    func testAtMostEightWordsAreSkipped() {
        XCTAssertEqual(calc("1 " + Array(repeating: "of", count: 8).joined(separator: " ")), "1")
        XCTAssertEqual(
            calc("1 " + Array(repeating: "of", count: 9).joined(separator: " ")), "error: the expression ends too early")
    }
}
