import XCTest

@testable import NaturalCalc

final class SheetTests: IsolatedTestCase {
    private func answers(_ text: String) -> [String] {
        Calculator(options: .test).evaluateSheet(text).map { $0.result?.text ?? $0.error.map { "error: \($0)" } ?? "-" }
    }

    func testSheetEvaluatesEveryLine() {
        XCTAssertEqual(answers("1 + 1\n2 * 3"), ["2", "6"])
    }

    func testVariablesIncludingPhraseNames() {
        XCTAssertEqual(answers("rent = $1,200\nmonthly food = $300\nrent + monthly food"), ["$1,200.00", "$300.00", "$1,500.00"])
        XCTAssertEqual(answers("a = 10\na = a + 5\na"), ["10", "15", "15"])
    }

    func testTagStatistics() {
        // #food: $12 + $8 + $10 = $30 over 3 lines (average $10); #fun: $25 alone; the running total still counts all four.
        XCTAssertEqual(
            answers(
                "lunch $12 #food\ncinema $25 #fun\ndinner $8 #food\n$10 #food\ntotal of #food\naverage #food\n#food count\nsum #FUN\ntotal"
            ),
            ["$12.00", "$25.00", "$8.00", "$10.00", "$30.00", "$10.00", "3", "$25.00", "$55.00"])
        XCTAssertEqual(answers("5 #a\nspent = total of #a\nspent * 2"), ["5", "5", "10"])
        XCTAssertEqual(
            answers("$5 #food\ntotal of #travel"),
            ["$5.00", "error: no line above is tagged #travel; tag a line by ending it with #travel"])
    }

    func testThePreviousAnswerByName() {
        XCTAssertEqual(answers("$2,900\nprev * 2\nans + $1"), ["$2,900.00", "$5,800.00", "$5,801.00"])  // Numi's prev, fend's ans
        XCTAssertEqual(answers("prev + 1"), answers("ans + 1"))  // before any answer both are words, read as comments
    }

    func testLineReferences() {
        XCTAssertEqual(answers("$100\n$50\nline1 - line2"), ["$100.00", "$50.00", "$50.00"])
    }

    func testTotalAndAverageOfLinesAbove() {
        XCTAssertEqual(answers("10\n20\n30\ntotal\naverage"), ["10", "20", "30", "60", "20"])
    }

    func testCommentsHeadingsAndUnknownWords() {
        XCTAssertEqual(
            answers(
                "# Budget\n// a note\n$10 for lunch + 15% tip\nCost of 128 GB iPhone 16: $999\n$999 (for iPhone 16)\njust words"),
            ["-", "-", "$11.50", "$999.00", "$999.00", "-"])
        XCTAssertEqual(answers("\"quoted\" 5 + 5"), ["10"])
    }

    func testBrokenLineKeepsItsErrorAndLaterLinesStillRun() {
        XCTAssertEqual(answers("3 +\n4"), ["error: the expression ends too early", "4"])
        XCTAssertEqual(answers("x = 1/0\n2"), ["error: division by zero", "2"])
    }

    func testSemicolonsSeparateStatements() {
        XCTAssertEqual(answers("a = 4 kg; b = 2; a * b^2"), ["16 kg"])
    }

    func testSheetLineKeepsSource() {
        let lines = Calculator(options: .test).evaluateSheet("2 + 2\n")
        XCTAssertEqual(lines.map(\.source), ["2 + 2", ""])
        XCTAssertEqual(lines[0].result?.value, .number(4))
        XCTAssertNil(lines[1].result)
        XCTAssertNil(lines[1].error)
    }

    func testCallerSuppliedVariables() throws {
        let r = try Calculator(options: .test).evaluate(
            "variable 1 + variable 2", variables: ["variable 1": .number(123), "variable 2": .number(456)])
        XCTAssertEqual(r.text, "579")
    }

    func testNamesSharingAFirstWordTakeTheLongest() {
        XCTAssertEqual(
            answers("item 1 = 3\nitem 10 = 4\nitem 1 + item 10\nmy big rent = 5\nmy big rent * 2\ntotal\nsum + 1"),
            ["3", "4", "7", "5", "10", "29", "30"])
        XCTAssertEqual(answers("total\n5\ntotal\naverage"), ["error: 'total' has no value yet", "5", "5", "5"])
    }

    /// Sheets are linear (issue 16: 10,000 lines took 45 s): the running total is kept, not summed
    /// again per line, and names are a set, not a list scanned per token. Four times the lines may
    /// take at most ten times as long (quadratic took sixteen); the best of two runs each.
    func testSheetTimeGrowsLinearly() {
        func sheet(_ lines: Int) -> String {
            (1...lines).map { i in i % 4 == 0 ? "total" : (i % 4 == 1 ? "item \(i) = \(i)" : "item \(i - 1) + line\(i - 1)") }
                .joined(separator: "\n")
        }
        func seconds(_ text: String) -> Double {
            (0..<2).map { _ in
                let start = Date()
                _ = Calculator(options: .test).evaluateSheet(text)
                return Date().timeIntervalSince(start)
            }.min() ?? 0
        }
        let small = sheet(500), large = sheet(2000)
        let ratio = seconds(large) / max(seconds(small), 1e-6)
        XCTAssertLessThan(ratio, 10, "2,000 lines took \(ratio)× as long as 500")
    }

    private func answers(_ text: String, rates: CurrencyRates) -> [String] {
        var options = CalcOptions.test
        options.rates = rates
        return Calculator(options: options).evaluateSheet(text).map { $0.result?.text ?? $0.error.map { "error: \($0)" } ?? "-" }
    }

    /// Issue 13: a `$` budget's total stays in dollars when one line is in pounds (the total
    /// converts to its first currency; plain `+` keeps Soulver's last-currency rule).
    func testTotalKeepsTheSheetsFirstCurrency() {
        let rates = CurrencyRates(date: "t", perUSD: ["EUR": 0.5, "GBP": 0.25])
        XCTAssertEqual(
            answers("rent = $1,500\nfood = $600\nholiday = £100\ntotal\naverage", rates: rates),
            ["$1,500.00", "$600.00", "£100.00", "$2,500.00", "$833.33"])
        XCTAssertEqual(answers("€10\n$10\n£5\ntotal", rates: rates), ["€10.00", "$10.00", "£5.00", "€25.00"])
        XCTAssertEqual(answers("$10 + €5", rates: rates), ["€10.00"])
    }

    /// Issue 13: a line that uses `total` is not part of later totals, and a `#` heading starts
    /// a new section (Soulver: subtotals sum back to the previous subtotal or heading).
    func testTotalsSumTheirSectionAndSkipLinesThatUseThem() {
        XCTAssertEqual(
            answers("income = $5,000\n# Expenses\nrent = $1,500\nfood = $600\ntotal\nincome - total\ntotal"),
            ["$5,000.00", "-", "$1,500.00", "$600.00", "$2,100.00", "$2,900.00", "$2,100.00"])
        XCTAssertEqual(
            answers("income = 5000\n# Costs\nrent = 1500\nfood = 600\nsavings = 1000\nincome - total\ntotal * 2\ntotal"),
            ["5,000", "-", "1,500", "600", "1,000", "1,900", "6,200", "3,100"])
        XCTAssertEqual(
            answers("# A\n10\n20\ntotal\n# B\ntotal"), ["-", "10", "20", "30", "-", "error: 'total' has no value yet"])
    }

    /// `subtotal` sums back to the previous subtotal line or heading; `total` sums the section.
    func testSubtotals() {
        XCTAssertEqual(
            answers("# Groceries\n10\n20\nsubtotal\n# Hardware\n5\n7\nsubtotal\n3\nsubtotal\ntotal\naverage"),
            ["-", "10", "20", "30", "-", "5", "7", "12", "3", "3", "15", "5"])
    }
}
