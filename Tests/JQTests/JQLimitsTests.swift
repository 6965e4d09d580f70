import JQ
import XCTest

/// What a run may spend (JQLimits) and what a program may be (length, nesting): hostile
/// programs stop quickly with the limit's error.
final class JQLimitsTests: IsolatedTestCase {
    private func failure(_ program: String, _ limits: JQLimits = JQLimits(maximumSteps: 100_000)) -> Error? {
        do {
            _ = try JQProgram(program).run(.null, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    func testGeneratorsCountStepsWithoutCollecting() {
        XCTAssertEqual(failure("range(1e9) | select(false)") as? JQLimitError, .tooManySteps(limit: 100_000))
        XCTAssertEqual(failure("[range(1e9)]") as? JQLimitError, .tooManySteps(limit: 100_000))
        XCTAssertEqual(failure("[repeat(1)]") as? JQLimitError, .tooManySteps(limit: 100_000))
        XCTAssertEqual(failure("reduce range(1e9) as $x (0; . + 1)") as? JQLimitError, .tooManySteps(limit: 100_000))
        XCTAssertEqual(failure("last(range(1e9))")?.localizedDescription.isEmpty, false)
    }

    func testOutputsAreCounted() {
        let limits = JQLimits(maximumSteps: 100_000, maximumOutputs: 10)
        XCTAssertEqual(failure("range(100)", limits) as? JQLimitError, .tooManyOutputs(limit: 10))
        XCTAssertEqual(try JQProgram("range(10)").run(.null, limits: limits).count, 10)
    }

    func testTheCallerCanStopARun() {
        let limits = JQLimits(shouldStop: { true })
        XCTAssertEqual(failure("range(1e9) | select(false)", limits) as? JQLimitError, .stopped)
    }

    func testGrowthIsBounded() {
        XCTAssertEqual(failure(#""x" * 1e9"#) as? JQLimitError, .tooLarge(limit: 50_000_000))
        XCTAssertEqual(failure("reduce range(1100) as $i (null; [.])", JQLimits()) as? JQLimitError, .tooDeep(limit: 1_000))
        XCTAssertEqual(failure("reduce range(1100) as $i (null; {a: .})", JQLimits()) as? JQLimitError, .tooDeep(limit: 1_000))
        XCTAssertEqual(failure("null | setpath([range(20000) | 0]; 1)") as? JQLimitError, .tooDeep(limit: 10_000))
    }

    func testRecursionIsBounded() {
        XCTAssertEqual(failure("def f: f; f", JQLimits()) as? JQLimitError, .tooDeep(limit: 1_000))
        XCTAssertEqual(failure("def f: 1 + f; f", JQLimits()) as? JQLimitError, .tooDeep(limit: 1_000))
        XCTAssertEqual(try JQProgram("def f: if . < 500 then . + 1 | f else . end; f").run(.number(0)), [.number(500)])
        XCTAssertEqual(try JQProgram("[limit(5000; repeat(1))] | length").run(.null), [.number(5000)])
        XCTAssertEqual(try JQProgram("[0 | until(. >= 5000; . + 1)]").run(.null), [.array([.number(5000)])])
    }

    func testProgramSizeAndNestingAreBounded() {
        XCTAssertEqual(
            "\(failure(String(repeating: " ", count: 70_000)) ?? JQLimitError.stopped)",
            "jq program: column 1: the program is longer than 65536 characters")
        let nested = String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        XCTAssertEqual((failure(nested) as? JQSyntaxError)?.message, "the program nests deeper than 256 levels")
        let strings = String(repeating: #""\("#, count: 300) + "1" + String(repeating: #")""#, count: 300)
        XCTAssertNotNil(failure(strings) as? JQSyntaxError)
        let pipeline = Array(repeating: ".", count: 10_000).joined(separator: " | ")
        XCTAssertEqual((failure(pipeline) as? JQSyntaxError)?.message, "the program nests deeper than 256 levels")
    }
}
