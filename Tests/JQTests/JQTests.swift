// Tests of the JQ target. The table cases were checked against /usr/bin/jq (1.6 on the
// development machine) and the jq 1.7 manual; where they differ the manual wins: `limit(0; f)`
// is empty, `.[] |= empty` deletes every item, `error(null)` is caught as null, `repeat(f)`
// starts with its input, strings reverse, `from_entries` accepts any key, `@uri` keeps only
// unreserved characters, and `pick`, `abs`, `toarray`, `trim`, `@base32` exist (jq 1.7/1.7.1).

import JQ
import XCTest

/// One table case: program, input JSON, results as compact JSON.
struct JQCase {
    let program: String
    let input: String
    let expected: [String]

    init(_ program: String, _ input: String, _ expected: [String]) {
        self.program = program
        self.input = input
        self.expected = expected
    }
}

/// The tables, one static array per area.
enum JQCases {}

final class JQTests: IsolatedTestCase {
    private func run(_ program: String, _ input: String, limits: JQLimits = .init()) throws -> [String] {
        try JQProgram(program).run(try JQValue.parse(json: input), limits: limits).map { $0.serialized() }
    }

    private func check(_ cases: [JQCase]) {
        for testCase in cases {
            do {
                let results = try run(testCase.program, testCase.input)
                XCTAssertEqual(results, testCase.expected, "\(testCase.program) on \(testCase.input)")
            } catch {
                XCTFail("\(testCase.program) on \(testCase.input) failed: \(error)")
            }
        }
    }

    func testFeatureTable() { check(JQCases.features) }

    func testBuiltinTable() { check(JQCases.builtins) }

    func testEveryErrorByItsMessage() {
        for (program, input, message) in JQCases.errors {
            XCTAssertThrowsError(try run(program, input), program) { error in
                XCTAssertEqual("\(error)", message, program)
            }
        }
    }

    func testCaughtErrorsGiveTheirValue() throws {
        XCTAssertEqual(try run(#"try error({a: 1}) catch .a"#, "null"), ["1"])
        XCTAssertEqual(try run(#"[.[] | try error catch .]"#, "[1,\"x\"]"), ["[1,\"x\"]"])
        // An error raised after `try` gave its result is not the `try`'s to catch.
        XCTAssertThrowsError(try run(#"(try 1) | error("late")"#, "null")) { error in
            XCTAssertEqual((error as? JQRuntimeError)?.value, .string("late"))
        }
        XCTAssertEqual(try run(#"try ((try 1) | error("late")) catch ."#, "null"), ["\"late\""])
    }

    func testValuesCompareAsJqDoes() throws {
        let left = try JQValue.parse(json: #"{"a":1,"b":[1,2]}"#)
        let right = try JQValue.parse(json: #"{"b":[1,2],"a":1.0}"#)
        XCTAssertEqual(left, right)
        XCTAssertEqual(left.hashValue, right.hashValue)
        XCTAssertEqual(Set([left, right]).count, 1)
        XCTAssertNotEqual(JQValue.number(.nan), .number(.nan))
        XCTAssertEqual(right.serialized(), #"{"b":[1,2],"a":1}"#)
        XCTAssertEqual(right.serialized(sortKeys: true), #"{"a":1,"b":[1,2]}"#)
    }

    func testNumbersPrintAsJqDoes() {
        let expected: [(Double, String)] = [
            (1e17, "1e+17"), (1e16, "1e+16"), (1e15, "1000000000000000"), (1.5e16, "15000000000000000"),
            (0.00001, "1e-05"), (0.0001, "0.0001"), (1.0 / 3, "0.3333333333333333"), (-0.0, "-0"),
            (.infinity, "1.7976931348623157e+308"), (.nan, "null"), (123e15, "123000000000000000"),
            (1.5e-7, "1.5e-07"), (12345678901234567168, "12345678901234567000"),
        ]
        for (number, text) in expected { XCTAssertEqual(JQValue.number(number).serialized(), text) }
    }

    func testJSONReading() throws {
        XCTAssertEqual(
            try JQValue.parse(json: #" {"a":"\u00e9\ud83d\ude00\n","b":[true,false,null,-1.5e2]} "#).serialized(),
            #"{"a":"é😀\n","b":[true,false,null,-150]}"#)
        XCTAssertThrowsError(try JQValue.parse(json: "[1,")) { error in
            XCTAssertEqual("\(error)", "jq program: unfinished JSON text at offset 3 of the JSON text")
        }
        XCTAssertThrowsError(try JQValue.parse(json: "[1] x"))
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        XCTAssertThrowsError(try JQValue.parse(json: deep)) { error in
            XCTAssertEqual("\(error)", "jq program: JSON nested deeper than 10000 levels at offset 10000 of the JSON text")
        }
    }

    func testDeepValuesCompareHashAndPrintWithoutRecursion() throws {
        var value = JQValue.null
        for _ in 0..<100_000 { value = .array([value]) }
        XCTAssertEqual(value, value)
        XCTAssertEqual(value.serialized().count, 200_004)
        _ = value.hashValue
        // Taken apart by hand: the release of a 100,000-deep value would recurse that deep.
        var pending = [value]
        value = .null
        while let next = pending.popLast() { if case .array(let items) = next { pending.append(contentsOf: items) } }
    }
}
