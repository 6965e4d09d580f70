import XCTest

@testable import NaturalCalc

/// Failures are facts worded in one file (`CalcFailure+Wording.swift`); these pin a case of each
/// group of that file, and the error's column and token, which `CalcError` adds.
final class CalcFailureWordingTests: IsolatedTestCase {
    func testEachGroupOfFailuresIsWorded() {
        let cases: [(CalcFailure, String)] = [
            (.unknownWord("flurb"), "cannot understand 'flurb'"),
            (.badEscape(.unknown("q")), "unknown escape '\\q' in quoted text; write e.g. \\n, \\x41, \\u{7e} or \\^A"),
            (.exponentOverLimit("20000", limit: 10_000), "the exponent 20000 is over the limit of 10000"),
            (.outOfDomain(.atanh), "atanh needs a number between -1 and 1"),
            (.argumentKind(function: "weekday", wanted: .date, got: "a number"), "weekday takes a date, not a number"),
            (.arity("log", described: nil, .between(1, 2)), "log takes one or two values"),
            (.listIndex(5, count: 3), "index 5 is past the end of a list of 3 values (the first is 0)"),
            (.invalidDayMonth(day: 31, month: 2), "'31/2' is not a valid date"),
            (.neverReaches(growth: false), "decay at that rate never goes from the first amount to the second"),
            (
                .tooManyDice("2000d6", summing: false),
                "2000d6 is too many dice: at most 1000 dice of at most 10000 faces"
            ),
            (.currencyRates(.needsUSD("EUR")), "currency rates: a table based on 'EUR' needs a USD rate"),
            (
                .sessionFull(maxLines: 3, lineCount: 3),
                "a session holds at most 3 lines; start a new one (answers so far are kept as line1 … line3)"
            ),
        ]
        for (failure, message) in cases {
            XCTAssertEqual(failure.message, message)
        }
    }

    func testOnlyEmptyLinesAndCommentLinesHaveNothingToCalculate() {
        XCTAssertTrue(CalcError(.empty).isNothingToCalculate)
        XCTAssertTrue(CalcError(.onlyComments(["lunch"])).isNothingToCalculate)
        XCTAssertEqual(
            CalcError(.onlyComments(["lunch"])).message,
            "nothing to calculate: no number is left once 'lunch' is read as a comment")
        XCTAssertFalse(CalcError(.incomplete).isNothingToCalculate)
    }

    func testTheErrorAddsItsColumnToTheMessage() {
        let error = CalcError(.unitPowerLimit, column: 4, token: "5")
        XCTAssertEqual(error.description, "unit powers go up to 4 at column 4")
        XCTAssertEqual(error.token, "5")
        XCTAssertEqual(CalcError.wrap(CocoaError(.fileNoSuchFile)).message.hasPrefix("internal error: "), true)
    }

    /// The wording is several switches with a `default` each (one switch would pass 80 lines), so
    /// the compiler cannot see a case left out: this reads the two files and names any.
    func testEveryCaseIsWordedInTheWordingFile() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/NaturalCalc/API")
        let cases = try String(contentsOf: folder.appendingPathComponent("CalcFailure.swift"), encoding: .utf8)
        let wording = try String(contentsOf: folder.appendingPathComponent("CalcFailure+Wording.swift"), encoding: .utf8)
        let enumBody = cases.components(separatedBy: "extension CalcFailure").first ?? ""
        let names = enumBody.matches(of: /\n\s+case (\w+)/).map { String($0.output.1) }
        XCTAssertGreaterThan(names.count, 100)
        let unworded = try names.filter { name in !wording.contains(try Regex("case \\.\(name)\\b")) }
        XCTAssertEqual(unworded, [])
    }
}
