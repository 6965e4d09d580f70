import XCTest

@testable import NaturalCalc

/// The function table: each name once, the parser's words derived from it, arity errors worded from it.
final class FunctionTableTests: IsolatedTestCase {
    func testEveryNameIsListedOnce() {
        var seen: [String: Int] = [:]
        for function in FunctionTable.families.joined() { for name in function.names { seen[name, default: 0] += 1 } }
        XCTAssertEqual(seen.filter { $0.value > 1 }.keys.sorted(), [])
        XCTAssertEqual(FunctionTable.byName.count, seen.count)
    }

    func testTheParsersWordsAreTheTablesCallableNames() {
        XCTAssertEqual(Vocabulary.functions, FunctionTable.words)
        XCTAssertTrue(Vocabulary.functions.contains("sqrt"))
        XCTAssertTrue(Vocabulary.functions.contains("str_length"))
        // written by the parser only: `2d6`, `[1, 2]`, `cube root of 27`
        XCTAssertFalse(Vocabulary.functions.contains(Evaluator.diceFunction))
        XCTAssertFalse(Vocabulary.functions.contains("root"))
    }

    func testArityErrorsAreWordedFromTheTable() {
        XCTAssertEqual(calc("sqrt(1, 2)"), "error: sqrt takes one value")
        XCTAssertEqual(calc("mod(7)"), "error: mod takes two values")
        XCTAssertEqual(calc("str_replace(\"a\", \"b\")"), "error: str_replace takes three values")
        XCTAssertEqual(calc("get_local_timezone(1)"), "error: get_local_timezone takes no values")
        XCTAssertEqual(calc("log(1, 2, 3)"), "error: log takes one or two values")
        XCTAssertEqual(calc("sum()"), "error: sum needs at least one value")
        XCTAssertEqual(calc("calendar_add(2024-01-31)"), "error: calendar_add takes a date and a duration")
        XCTAssertEqual(calc("base(3)"), "error: base takes a base from 2 to 36 and a number")
    }

    func testAComplexNumberGoesToTheComplexFormOfARealFunctionOnly() {
        XCTAssertEqual(calc("gamma(i)"), "error: gamma needs a real number, not a complex number")
        XCTAssertEqual(calc("re(5 m)"), "error: re takes a number, not a length")
        XCTAssertEqual(calc("id(i)"), "error: id needs a real number, not a complex number")
    }
}
