import Foundation
import NaturalCalc
import XCTest

@testable import ShortcutCLI

final class CalcCommandTests: IsolatedTestCase {
    func run(_ arguments: [String], input: String = "") -> (code: Int32, out: String, err: String) {
        let console = Console.captured(input: Data(input.utf8))
        let code = ShortcutCLI.main(["calc"] + arguments + ["--now", "2026-11-21T10:00:00Z", "--tz", "UTC"], console: console)
        return (code, console.outputText, console.errorText)
    }

    func testTheSevenSeedExamples() {
        XCTAssertEqual(run(["£150 is what 25% of what"]).out, "£600\n", "a solved amount drops all-zero minor units")
        XCTAssertEqual(run(["(1500*15)/10"]).out, "2,250\n")
        XCTAssertEqual(run(["30 hours at $30/hour"]).out, "$900.00\n", "a forward amount keeps its minor units")
        XCTAssertEqual(run(["3:35 am + 7 hours 15 minutes"]).out, "10:50 am\n")
        XCTAssertEqual(run(["17:30 to 20:45"]).out, "3 hours 15 min\n")
        XCTAssertEqual(run(["120 days from now"]).out, "21 March 2027 at 10:00\n")
        XCTAssertEqual(run(["4.54 hours as timespan"]).out, "4 hours 32 minutes 24 seconds\n")
    }

    func testStandardInputGivesOneAnswerPerLineAndReportsFailures() {
        let result = run([], input: "1+1\nflurb\n10% of 50\n")
        XCTAssertEqual(result.out, "2\n\n5\n")
        XCTAssertEqual(result.err, "error: line 2: nothing to calculate: no number is left once 'flurb' is read as a comment\n")
        XCTAssertEqual(result.code, 65)
    }

    func testWordsAreCommentsUnlessStrict() {
        XCTAssertEqual(run(["I spent $128 + $45 on clothes"]).out, "$173.00\n")
        XCTAssertEqual(run(["--lenient", "$10 for lunch + 15% tip"]).out, "$11.50\n", "--lenient is an accepted no-op")
        let strict = run(["--strict", "I spent $128 + $45 on clothes"])
        XCTAssertEqual(
            strict.err,
            "error: cannot understand 'I' at column 1\nhint: see docs/calculator.md for what the calculator understands\n")
        XCTAssertEqual(strict.code, 65)
        let json = run(["--json", "$10 for lunch + 15% tip"]).out
        XCTAssertTrue(json.contains("\"ignored\" : [") || json.contains("\"ignored\": ["), json)
        XCTAssertTrue(json.contains("\"word\": \"lunch\"") || json.contains("\"word\" : \"lunch\""), json)
        let sheet = run(["--sheet", "-", "--strict"], input: "groceries $20 + $5\n")
        XCTAssertEqual(sheet.out, "groceries $20 + $5  │ ⚠︎ cannot understand 'groceries' at column 1\n")
    }

    /// Issue 26, item 8: a sheet with a failing line is printed whole and exits 65, as cli.md says.
    func testASheetWithAFailingLineExits65() {
        let sheet = run(["--sheet", "-", "--strict"], input: "a = 2\ngroceries $20 + $5\na * 3\n")
        XCTAssertEqual(sheet.code, 65)
        XCTAssertEqual(
            sheet.out,
            "a = 2               │ 2\ngroceries $20 + $5  │ ⚠︎ cannot understand 'groceries' at column 1\na * 3               │ 6\n"
        )
        XCTAssertEqual(
            sheet.err,
            "error: line 2: cannot understand 'groceries' at column 1\n")
    }

    func testJSONTypesComplexAndNonFiniteAnswers() {
        XCTAssertEqual(
            run(["--json", "sqrt(-4)"]).out,
            "{\n  \"expression\": \"sqrt(-4)\",\n  \"text\": \"2i\",\n  \"value\": {\n    \"type\": \"complex\",\n    \"real\": 0,\n    \"imaginary\": 2\n  }\n}\n"
        )
        XCTAssertTrue(run(["--json", "inf"]).out.contains("\"type\": \"text\""))
    }

    func testSheetAnswersBesideEachLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-\(UUID().uuidString).txt").path
        _ = FileManager.default.createFile(
            atPath: path, contents: Data("rent = $1,200\n$10 for lunch + 15% tip\nline1 * 12\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(
            run(["--sheet", path]).out,
            """
            rent = $1,200            │ $1,200.00
            $10 for lunch + 15% tip  │ $11.50
            line1 * 12               │ $14,400.00

            """)
    }

    func testErrorsAndBadOptions() {
        let bad = run(["2 +* 3"])
        XCTAssertEqual(bad.code, 65)
        XCTAssertTrue(bad.err.hasPrefix("error: "), bad.err)
        XCTAssertEqual(run(["1", "--rates", "/no/rates.json"]).err, "error: no such rates file '/no/rates.json'\n")
        XCTAssertEqual(run(["2^1555555"]).code, 65)
    }

    func testPlacesOverTheMaximumIsAUsageError() {
        // `calc 1/3 --places 1000000` ran for minutes.
        let result = run(["1/3", "--places", "1000000"])
        XCTAssertEqual(
            result.err,
            "error: --places is at most 48, got 1000000\nhint: use a smaller value\nusage: shortcut calc \"EXPRESSION\" | --sheet FILE | < expressions.txt [--json] [--plain] [--places N] [--precision N] [--strict] [--lenient] [--now ISO8601] [--tz ZONE] [--locale ID] [--rates FILE]\n"
        )
        XCTAssertEqual(result.code, 64)
        XCTAssertEqual(
            run(["1/3", "--places", "48"]).out,
            "0." + String(repeating: "3", count: 38) + String(repeating: "0", count: 10) + "\n")
    }

    func testPrecisionChangesTheShownPlacesOnly() {
        XCTAssertEqual(run(["5 km in miles"]).out, "3.11 mi\n")
        XCTAssertEqual(run(["5 km in miles", "--precision", "4"]).out, "3.1069 mi\n")
        XCTAssertEqual(run(["1/3"]).out, "0.3333333333\n")
        XCTAssertEqual(run(["1/3", "--precision", "2"]).out, "0.33\n")
        XCTAssertEqual(run(["1/3", "--precision", "0"]).out, "0.3\n")
        let over = run(["1/3", "--precision", "49"])
        XCTAssertEqual(
            over.err,
            "error: --precision is at most 48, got 49\nhint: use a smaller value\nusage: shortcut calc \"EXPRESSION\" | --sheet FILE | < expressions.txt [--json] [--plain] [--places N] [--precision N] [--strict] [--lenient] [--now ISO8601] [--tz ZONE] [--locale ID] [--rates FILE]\n"
        )
        XCTAssertEqual(over.code, 64)
        // the value keeps every digit
        XCTAssertTrue(run(["1/3", "--json"]).out.contains("0.33333333333333333333"), run(["1/3", "--json"]).out)
    }

    func testDecimalCommaInputNeverHangs() {
        // `calc "1.5" --locale de_DE` looped for ever (2.3 GB after 10 s).
        let result = run(["1.5", "--locale", "de_DE"])
        XCTAssertEqual(
            result.err,
            "error: '.' groups thousands in three digits here (1.234,5); write decimals with ',' at column 2\n"
                + "hint: see docs/calculator.md for what the calculator understands\n")
        XCTAssertEqual(result.code, 65)
        XCTAssertEqual(run(["1,5 + 1", "--locale", "fr_FR"]).out, "2,5\n")
    }

    func testTinyAndHugeProductsAnswerOrFailCleanly() {
        XCTAssertEqual(run(["1e-100 × 1e-100"]).out, "0\n")
        XCTAssertEqual(run(["1e-70 / 1e70"]).out, "0\n")
        XCTAssertEqual(
            run(["1e100 × 1e100"]).err,
            "error: the result is out of range\nhint: see docs/calculator.md for what the calculator understands\n")
    }

    /// Issue 13: an expression that starts with `-` is the expression, not an unknown option.
    func testAnExpressionStartingWithADashIsTheExpression() {
        XCTAssertEqual(run(["-40 F in C"]).out, "-40 °C\n")
        XCTAssertEqual(run(["-5", "+", "3"]).out, "-2\n")
        XCTAssertEqual(run(["-.5 * 4"]).out, "-2\n")
        XCTAssertEqual(run(["-(2+3)"]).out, "-5\n")
        XCTAssertEqual(run(["--5"]).out, "5\n")  // minus minus five: no option name starts with a digit
        XCTAssertEqual(run(["-pi"]).out, "-3.1415926536\n")
        XCTAssertTrue(run(["--json", "-2 * 3"]).out.contains("\"text\": \"-6\""))
        let console = Console.captured(input: Data())
        XCTAssertEqual(ShortcutCLI.main(["calc", "--tz", "UTC", "--", "-7 + 1"], console: console), 0)
        XCTAssertEqual(console.outputText, "-6\n", "`--` ends the options")
        let typo = run(["--jsn", "1"])
        XCTAssertEqual(typo.code, 64, "a misspelt long option is still a usage error")
        XCTAssertTrue(typo.err.hasPrefix("error: unknown option --jsn; did you mean --json?\n"), typo.err)
    }

    /// Issue 13: `--sheet -` reads the sheet from standard input.
    func testSheetFromStandardInput() {
        let result = run(["--sheet", "-"], input: "a = 2\nb = 3\na * b\n")
        XCTAssertEqual(result.out, "a = 2  │ 2\nb = 3  │ 3\na * b  │ 6\n")
        XCTAssertEqual(result.code, 0)
    }
}

/// The interactive session `shortcut calc` opens on a terminal (driven here line by line).
final class CalcSessionTests: IsolatedTestCase {
    func testAnswersAndReferences() {
        var options = CalcOptions(
            now: Date(timeIntervalSince1970: 1_795_255_200), timeZone: TimeZone(identifier: "UTC") ?? .current)
        options.strict = false
        var session = CalcSession(calculator: Calculator(options: options))
        let replies = ["$10 for lunch + 15% tip", "ans * 2", "line1 + line2", "just a note", "2 +", "ans / 3"].map {
            CalcCommand.answer(to: $0, in: &session)
        }
        XCTAssertEqual(
            replies,
            [
                "line1 = $11.50\n", "line2 = $23.00\n", "line3 = $34.50\n", "",
                "⚠︎ the expression ends too early\n", "line6 = $11.50\n",
            ])
    }

    func testASessionHasALimit() {
        var session = CalcSession(calculator: Calculator(), maxLines: 3)
        for _ in 0..<3 { _ = session.enter("1") }
        XCTAssertEqual(
            CalcCommand.answer(to: "1", in: &session),
            "⚠︎ a session holds at most 3 lines; start a new one (answers so far are kept as line1 … line3)\n")
        XCTAssertEqual(CalcSession.defaultMaxLines, 10_000)
    }
}
