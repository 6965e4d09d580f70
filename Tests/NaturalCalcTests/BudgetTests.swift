import XCTest

@testable import NaturalCalc

final class BudgetTests: IsolatedTestCase {
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
        XCTAssertEqual(
            calc(String(repeating: "-", count: 5000) + "1"),
            "error: the expression is nested more than 64 levels deep at column 65")
        // Marks written together make one multifactorial of at most nine steps: the 65th group starts at column 2 + 64 × 9.
        XCTAssertEqual(
            calc("5" + String(repeating: "!", count: 4000)),
            "error: the expression is nested more than 64 levels deep at column 569")
        XCTAssertEqual(
            calc(String(repeating: "1+", count: 3000) + "1"), "error: the expression has more than 500 operations in a row")
        XCTAssertEqual(
            calc(String(repeating: "2^", count: 3000) + "1"),
            "error: the expression is nested more than 64 levels deep at column 129")
        XCTAssertEqual(calc(String(repeating: "10% of ", count: 300) + "5"), "error: the result is out of range")
    }

    func testTinyAndHugeProductsDoNotCrash() {
        // Foundation traps on Decimal products below its range; these must answer or fail cleanly.
        XCTAssertEqual(calc("1e-100 * 1e-100"), "0")
        XCTAssertEqual(calc("3e-120 * 3e-10"), "0")
        XCTAssertEqual(calc("(1/3)^300"), "0")
        XCTAssertEqual(calc("1e100 * 1e100"), "error: the result is out of range")
        // One rule with the engine (CheckedDecimal): below 10^-128 a quotient saturates to 0 as a product does.
        XCTAssertEqual(calc("1e-100 / 1e100"), "0")
        XCTAssertEqual(calc("1e-70 / 1e70"), "0")
        XCTAssertEqual(calc("0.1^129"), "0")
        XCTAssertEqual(calc("10^-200"), "0")
        XCTAssertEqual(calc("0.1^-200"), "error: the number is too large")
        XCTAssertEqual(calc("1e-128 / 3"), "0")
        XCTAssertEqual(calc("1e-127 / 2 * 1e127"), "0.5")
        XCTAssertEqual(calc("1.5e-130 + 1"), "1", "a literal below 10^-128 is 0, not 'too large'")
    }

    func testDecimalCommaLocalesNeverLoop() {
        // `1.5` with a decimal comma looped for ever, growing without bound (issue 16).
        let message = "error: '.' groups thousands in three digits here (1.234,5); write decimals with ','"
        for locale in ["de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "ru_RU", "nl_NL"] {
            var options = CalcOptions(now: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC") ?? .current)
            options.apply(locale: Locale(identifier: locale))
            XCTAssertEqual(options.decimalSeparator, ",", locale)
            let calculator = Calculator(options: options)
            func answer(_ text: String) -> String {
                do { return try calculator.evaluate(text).text } catch { return "error: \(error.description)" }
            }
            XCTAssertEqual(answer("1.5"), message + " at column 2", locale)
            XCTAssertEqual(answer(".5"), message + " at column 1", locale)
            XCTAssertEqual(answer("2 + 1.5"), message + " at column 6", locale)
            XCTAssertEqual(answer("1.2345"), message + " at column 2", locale)
            XCTAssertEqual(answer("1,5 + 1"), "2,5", locale)
            XCTAssertEqual(answer("1.234,5 * 2"), "2.469", locale)
            XCTAssertEqual(answer("01.05.2005"), "1 May 2005", locale)
            var lenient = options
            lenient.lenient = true
            XCTAssertEqual(
                Calculator(options: lenient).evaluateSheet("1.5\n2,5").map { $0.error?.description ?? $0.result?.text ?? "" },
                [String(message.dropFirst("error: ".count)) + " at column 2", "2,5"], locale)
        }
    }

    func testPlacesAndFiguresHaveALimit() {
        // `calc 1/3 --places 1000000` padded a million zeros one `count` at a time (issue 16).
        XCTAssertEqual(calc("1/3 to 1000000 dp"), "error: decimal places can be at most 48, got 1000000")
        XCTAssertEqual(calc("round 1/3 to 1000000 decimal places"), "error: decimal places can be at most 48, got 1000000")
        XCTAssertEqual(calc("1/3 to 1e30 dp"), "error: decimal places can be at most 48, got 1000000000000")
        XCTAssertEqual(calc("1/3 to 60 significant figures"), "error: significant figures can be at most 38, got 60")
        XCTAssertEqual(calc("1/3 to 48 dp"), "0." + String(repeating: "3", count: 38) + String(repeating: "0", count: 10))
        XCTAssertEqual(calc("2/3 to 38 sf"), "0.66666666666666666666666666666666666666")
        var options = CalcOptions()
        options.decimalPlaces = 1_000_000_000
        XCTAssertThrowsError(try Calculator(options: options).evaluate("1/3")) { error in
            XCTAssertEqual((error as? CalcError)?.description, "decimal places can be at most 48, got 1000000000")
        }
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
        XCTAssertEqual(calc("sqrt(-4 kg)"), "error: cannot take the square root of kg: its dimension has no square root")
        XCTAssertEqual(calc("log(0)"), "error: logarithms need a positive number")
    }
}
