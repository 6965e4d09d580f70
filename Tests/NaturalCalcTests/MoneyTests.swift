import XCTest

@testable import NaturalCalc

final class MoneyTests: IsolatedTestCase {
    func testSameCurrencyUsesTwoDecimals() {
        XCTAssertEqual(calc("$10 + $5"), "$15.00")
        XCTAssertEqual(calc("£5 + £3"), "£8.00")
        XCTAssertEqual(calc("7 * $3"), "$21.00")
    }

    func testYenHasNoMinorUnits() {
        XCTAssertEqual(calc("¥1000 + ¥234"), "¥1,234")
    }

    func testBuiltInRatesHaveADate() {
        XCTAssertEqual(CurrencyRates.builtIn.date, "2025-08-12")
        XCTAssertEqual(CurrencyRates.builtIn.perUSD["EUR"], Decimal(string: "0.879325"))
    }

    func testConversionThroughRateTable() throws {
        var options = CalcOptions.test
        options.rates = CurrencyRates(date: "t", perUSD: ["EUR": 0.5, "GBP": 0.25])
        XCTAssertEqual(calc("10 USD in EUR", options), "€5.00")
        XCTAssertEqual(calc("€10 in GBP", options), "£5.00")
        XCTAssertEqual(calc("$200 + €200", options), "€300.00")
    }

    func testExplicitRateInExpression() {
        XCTAssertEqual(calc("50 EUR in USD at 1.05 USD/EUR"), "$52.50")
    }

    func testCodeWithoutSymbolPrintsAfterAmount() {
        XCTAssertEqual(calc("20 AUD + 5 AUD"), "25.00 AUD")
    }

    func testJSONRatesOverrideTheTable() throws {
        let json = #"{"date": "2026-11-01", "rates": {"EUR": 0.5, "gbp": 0.25}}"#
        let rates = try CurrencyRates(json: Data(json.utf8))
        XCTAssertEqual(rates.date, "2026-11-01")
        XCTAssertEqual(rates.perUSD["GBP"], 0.25)
        XCTAssertEqual(rates.perUSD["USD"], 1)
        var options = CalcOptions.test
        options.rates = rates
        XCTAssertEqual(calc("$10 in EUR", options), "€5.00")
    }

    func testJSONRatesCanUseAnotherBase() throws {
        let json = #"{"date": "d", "base": "EUR", "rates": {"USD": 2, "GBP": 0.5}}"#
        let rates = try CurrencyRates(json: Data(json.utf8))
        XCTAssertEqual(rates.perUSD["EUR"], 0.5)
        XCTAssertEqual(rates.perUSD["GBP"], 0.25)
    }

    private func jsonError(_ text: String) -> String {
        do {
            _ = try CurrencyRates(json: Data(text.utf8))
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testJSONRateErrorsNameTheProblem() {
        XCTAssertEqual(jsonError("not json"), "currency rates: the file is not valid JSON")
        XCTAssertEqual(jsonError("[1]"), "currency rates: the top level must be an object")
        XCTAssertEqual(jsonError(#"{"rates": {}}"#), "currency rates: missing \"date\" string")
        XCTAssertEqual(jsonError(#"{"date": "d"}"#), "currency rates: missing \"rates\" object")
        XCTAssertEqual(jsonError(#"{"date": "d", "rates": {"E1R": 1}}"#), "currency rates: 'E1R' is not a currency code")
        XCTAssertEqual(
            jsonError(#"{"date": "d", "rates": {"EUR": -1}}"#), "currency rates: the rate for 'EUR' must be a positive number")
        XCTAssertEqual(
            jsonError(#"{"date": "d", "rates": {"EUR": true}}"#), "currency rates: the rate for 'EUR' must be a positive number")
        XCTAssertEqual(
            jsonError(#"{"date": "d", "rates": {"EUR": "x"}}"#), "currency rates: the rate for 'EUR' must be a positive number")
        XCTAssertEqual(
            jsonError(#"{"date": "d", "base": "EUR", "rates": {"GBP": 1}}"#),
            "currency rates: a table based on 'EUR' needs a USD rate")
    }

    func testMissingRateIsAnError() {
        var options = CalcOptions.test
        options.rates = CurrencyRates(date: "t", perUSD: [:])
        XCTAssertEqual(calc("€10 in USD", options), "error: no exchange rate for EUR")
    }
}

/// Solved amounts drop all-zero minor units; forward amounts and later uses keep them.
final class SolvedMoneyTests: IsolatedTestCase {
    func testSolvedWholeAmountDropsZeroMinorUnits() {
        XCTAssertEqual(calc("£150 is 25% of what"), "£600")
        XCTAssertEqual(calc("$180 is 10% off what"), "$200")
        XCTAssertEqual(calc("$30 is 20% on what"), "$25")
    }
    func testSolvedFractionalAmountKeepsItsMinorUnits() {
        XCTAssertEqual(calc("£150.15 is 25% of what"), "£600.60")
        XCTAssertEqual(calc("$10 is 30% of what"), "$33.33")
    }
    func testSolvedPlainNumberIsUnchanged() { XCTAssertEqual(calc("30 is 20% of what"), "150") }
    func testForwardAmountKeepsMinorUnits() { XCTAssertEqual(calc("25% of £2,400"), "£600.00") }
    func testLineReferenceToSolvedAmountIsOrdinaryMoney() {
        let lines = Calculator(options: .test).evaluateSheet("£150 is 25% of what\nline1 + £0")
        XCTAssertEqual(lines.map { $0.result?.text }, ["£600", "£600.00"])
    }
}
