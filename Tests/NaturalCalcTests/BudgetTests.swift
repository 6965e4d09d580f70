import XCTest

@testable import NaturalCalc

final class BudgetTests: XCTestCase {
    func testHugePowerFailsCleanly() {
        XCTAssertEqual(calc("2^1555555"), "error: the exponent 1555555 is over the limit of 10000")
        XCTAssertEqual(calc("10^200"), "error: the number is too large")
    }

    func testHugeFactorialFailsCleanly() {
        XCTAssertEqual(calc("99999!"), "error: the factorial of 99999 is over the limit of 100!")
        XCTAssertEqual(calc("(-3)!"), "error: factorial needs a whole number of at least 0")
    }

    func testLongInputIsRefused() {
        var o = CalcOptions.test
        o.budget.maxInputLength = 10
        XCTAssertEqual(calc("1 + 2 + 3 + 4", o), "error: the expression is longer than 10 characters")
    }

    func testStepBudget() {
        var o = CalcOptions.test
        o.budget.maxSteps = 5
        XCTAssertEqual(calc("1+1+1+1+1+1+1", o), "error: the calculation needs more than 5 steps")
    }

    func testDeepNestingFailsCleanly() {
        let parens = String(repeating: "(", count: 3000) + "1" + String(repeating: ")", count: 3000)
        XCTAssertEqual(calc(parens), "error: the expression is nested more than 64 levels deep at column 65")
        XCTAssertEqual(calc(String(repeating: "-", count: 5000) + "1"), "error: the expression is nested more than 64 levels deep at column 65")
        XCTAssertEqual(calc("5" + String(repeating: "!", count: 4000)), "error: the expression is nested more than 64 levels deep at column 65")
        XCTAssertEqual(calc(String(repeating: "1+", count: 3000) + "1"), "error: the expression has more than 500 operations in a row")
        XCTAssertEqual(calc(String(repeating: "2^", count: 3000) + "1"), "error: the expression is nested more than 64 levels deep at column 129")
        XCTAssertEqual(calc(String(repeating: "10% of ", count: 300) + "5"), "error: the result is out of range")
    }

    func testTinyAndHugeProductsDoNotCrash() {
        // Foundation traps on Decimal products below its range; these must answer or fail cleanly.
        XCTAssertEqual(calc("1e-100 * 1e-100"), "0")
        XCTAssertEqual(calc("3e-120 * 3e-10"), "0")
        XCTAssertEqual(calc("(1/3)^300"), "0")
        XCTAssertEqual(calc("1e100 * 1e100"), "error: the result is out of range")
        XCTAssertEqual(calc("1e-100 / 1e100"), "error: the result is out of range")
    }

    func testDivisionByZero() {
        XCTAssertEqual(calc("1/0"), "error: division by zero")
        XCTAssertEqual(calc("5 mod 0"), "error: division by zero")
    }

    func testEmptyInput() {
        XCTAssertEqual(calc(""), "error: nothing to calculate")
        XCTAssertEqual(calc("   "), "error: nothing to calculate")
    }

    func testNonsenseCombinationsAreErrorsNotGuesses() {
        XCTAssertEqual(calc("3 kg * today"), "error: cannot combine a mass with a date")
        XCTAssertEqual(calc("sqrt(-4)"), "error: cannot take the square root of a negative number")
        XCTAssertEqual(calc("log(0)"), "error: logarithms need a positive number")
    }
}
