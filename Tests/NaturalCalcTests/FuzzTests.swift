import Foundation
import SeededRandom
import TestBudget
import XCTest

@testable import NaturalCalc

/// Random token sequences from the grammar's vocabulary must evaluate or fail with a CalcError.
final class FuzzTests: IsolatedTestCase {
    static let vocabulary: [String] = [
        "0", "1", "2", "3.5", "10", "99", "1,000", "1_000", "0x1F", "0b101", "1e3", "2^1555555", "99999", "-", "+",
        "*", "/", "^", "**", "%", "‰", "!", "(", ")", ",", "=", "==", "->", "|>", "'", "\"", "$", "€", "£", "¥",
        "$20", "€30/day", "5%", "3:35", "17:30", "03:04:05", "am", "pm", "noon", "of", "on", "off", "at", "for",
        "to", "in", "as", "is", "what", "and", "x", "mod", "per", "a", "from", "now", "today", "tomorrow", "ago",
        "after", "before", "next", "last", "friday", "March", "12", "2019", "until", "since", "between", "through",
        "days", "hours", "minutes", "weeks", "km", "m", "kg", "lb", "°C", "F", "GB", "MiB", "mph", "km/h", "hour",
        "sqrt", "round", "min", "max", "gcd", "log", "sin", "choose", "half", "three", "dozen", "k", "M", "billion",
        "timespan", "laptime", "hex", "binary", "fraction", "multiplier", "dp", "nearest", "rounded", "down",
        "remainder", "divided", "by", "plus", "times", "clamp", "midpoint", "average", "total", "line1", "New",
        "York", "Japan", "EST", "USD", "EUR", "flurb", "@2022-11-29", "01.05.2005", "pi", "e", "true", "#", ";",
        // round 7: texts, dice, function arguments, written targets, Unix time, constants side by side
        "'hi'", "'\\u{7e}'", "'\\^A'", "'", "d6", "2d6", "d1000", "roll", "mean", "approx.", "map", "filter", "foldl", "sqr",
        "[", "]", "L/(100 km)", "mpg", "(m/3)", "unixtime_ms", "unix_ms", "format_datetime", "\"%Y\"", "parse", "ℏ",
        "gravitational_constant", "unit_list", "base_unit_of", "day_of_week", "’", "”", "“", "to codepoint", "roman",
    ]

    static let operands = [
        "3", "2.5", "10%", "$20", "€5", "5 km", "3 hours", "17:30", "3pm", "March 12", "today", "now", "1/3", "(2+3)", "0x1F",
        "half", "pi", "20 kg", "30 °C", "1 GB", "$30/hour", "7 days", "3h 5m", "1e3", "1,000", "three", "-4",
    ]
    static let operators = [
        "+", "-", "*", "/", "^", "of", "on", "off", "to", "in", "as", "at", "per", "mod", "choose", "plus", "times", "x",
    ]
    static let tails = [
        "", " in m", " as %", " to 2 dp", " as timespan", " in EUR", " rounded", " ago", " from now", "!", " as x", " in hours",
    ]

    static func freeSequence(_ rng: inout SplitMix64) -> String {
        let count = Int.random(in: 1...9, using: &rng)
        let words = (0..<count).map { _ in vocabulary.randomElement(using: &rng) ?? "1" }
        return words.joined(separator: Bool.random(using: &rng) ? " " : "")
    }

    static func shapedSequence(_ rng: inout SplitMix64) -> String {
        var text = operands.randomElement(using: &rng) ?? "1"
        for _ in 0..<Int.random(in: 0...3, using: &rng) {
            text += " " + (operators.randomElement(using: &rng) ?? "+") + " " + (operands.randomElement(using: &rng) ?? "1")
        }
        return text + (tails.randomElement(using: &rng) ?? "")
    }

    func testRandomTokenSequencesNeverCrash() {
        var rng = SplitMix64(seed: 20_261_121)
        var options = CalcOptions.test
        options.budget.maxSteps = 10_000
        let calculator = Calculator(options: options)
        var lenient = options
        lenient.lenient = true
        let lenientCalculator = Calculator(options: lenient)
        var answered = 0, failed = 0
        var slowest: (seconds: Double, text: String) = (0, "")
        let start = Date()
        // SHORTCUT_TEST_BUDGET sizes the run (3,000 / 10,000 / 100,000); FUZZ_COUNT and FUZZ_SEED
        // widen or move it by hand.
        let environment = ProcessInfo.processInfo.environment
        let total = TestBudget.count(small: 3_000, medium: 10_000, large: 100_000, override: "FUZZ_COUNT")
        if let seed = environment["FUZZ_SEED"].flatMap(UInt64.init) { rng = SplitMix64(seed: seed) }
        for i in 0..<total {
            // Half free sequences, half shaped like `operand (operator operand)* tail`, which
            // reach deeper into evaluation than random soup does.
            let text = i % 2 == 0 ? FuzzTests.freeSequence(&rng) : FuzzTests.shapedSequence(&rng)
            if i % 10 == 0 {
                // Sheets never throw; they must not crash either, totals and references included.
                let lines = calculator.evaluateSheet("x = \(text)\n\(text)\nx + line2\ntotal\naverage")
                XCTAssertEqual(lines.count, 5)
            }
            let calc = i % 4 == 0 ? lenientCalculator : calculator
            let began = Date()
            defer {
                let took = Date().timeIntervalSince(began)
                if took > slowest.seconds { slowest = (took, text) }
            }
            do {
                let result = try calc.evaluate(text)
                // blank only when the answer is an empty text (`''`, `join([], ",")`)
                XCTAssertFalse(result.text.isEmpty && result.value != .text(""), "empty answer for \(text)")
                answered += 1
            } catch {
                XCTAssertFalse(error.message.isEmpty, "empty error for \(text)")
                failed += 1
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        print(
            "fuzz (\(TestBudget.current) budget): \(total) sequences, \(answered) answered, \(failed) failed cleanly, \(String(format: "%.2f", elapsed)) s"
        )
        XCTAssertEqual(answered + failed, total)
        XCTAssertGreaterThan(answered, total / 20)
        XCTAssertGreaterThan(failed, total / 20)
        // The step budget (10,000) bounds every sequence; this guards against one that escapes it.
        // Each takes well under a millisecond on a quiet machine; one second leaves room for a loaded
        // one, where a whole-run average (the old bar) failed at load 40.
        XCTAssertLessThan(slowest.seconds, 1.0, "the slowest sequence took \(slowest.seconds) s: \(slowest.text)")
    }
}
