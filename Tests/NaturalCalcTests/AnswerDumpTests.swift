import Foundation
import SeededRandom
import XCTest

@testable import NaturalCalc

/// Writes every answer and error the calculator gives for its case tables, so a refactoring can
/// show it changed nothing: run it before and after and `diff` the two folders. Opt-in: it runs
/// only when `CALC_ANSWER_DUMP` names a folder (under /tmp), and writes there `dev.txt` (the dev
/// table), `sample.txt` (the peer sample), `peer.txt` (the table `PEER_CASES` names, if set),
/// `docs.txt` (the examples of docs/calculator.md) and `fuzz.txt` (fuzz sequences, strict and
/// lenient; `FUZZ_COUNT` sizes it, 20,000 unless set).
final class AnswerDumpTests: IsolatedTestCase {
    func testDumpEveryAnswer() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let folder = environment["CALC_ANSWER_DUMP"] else {
            throw XCTSkip("set CALC_ANSWER_DUMP to a folder to write every answer there")
        }
        let out = URL(fileURLWithPath: folder)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        try write(Self.table(try CaseRow.load()), to: out.appendingPathComponent("dev.txt"))
        try write(
            Self.table(try CaseRow.load(from: fixtures.appendingPathComponent("peer-sample.tsv"))),
            to: out.appendingPathComponent("sample.txt"))
        if let peer = environment["PEER_CASES"] {
            try write(Self.table(try CaseRow.load(from: URL(fileURLWithPath: peer))), to: out.appendingPathComponent("peer.txt"))
        }
        try write(try Self.docs(), to: out.appendingPathComponent("docs.txt"))
        let count = environment["FUZZ_COUNT"].flatMap(Int.init) ?? 20_000
        try write(Self.fuzz(count), to: out.appendingPathComponent("fuzz.txt"))
    }

    private func write(_ lines: [String], to url: URL) throws {
        try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// An answer or an error, with everything the error carries.
    static func shown(_ body: () throws(CalcError) -> CalcResult) -> String {
        do { return try body().text } catch { return shown(error) }
    }

    static func shown(_ error: CalcError) -> String {
        "error: \(error.description) [token: \(error.token ?? "-")]"
    }

    /// Each row as a sheet (its last answer), then its expression alone, strict and lenient.
    static func table(_ rows: [CaseRow]) -> [String] {
        rows.map { row in
            let lines = Calculator(options: row.options).evaluateSheet(row.sheet)
            let last = lines.last { $0.result != nil || $0.error != nil }
            let sheet = last?.result?.text ?? last?.error.map(shown) ?? "(no answer)"
            var strict = row.options, lenient = row.options
            strict.lenient = false
            lenient.lenient = true
            let alone = shown { () throws(CalcError) in try Calculator(options: strict).evaluate(row.expression) }
            let loose = shown { () throws(CalcError) in try Calculator(options: lenient).evaluate(row.expression) }
            return [row.expression, sheet, alone, loose].joined(separator: "\t")
        }
    }

    static func docs() throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/calculator.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        return text.matches(of: /`([^`\n]+)` → `([^`\n]+)`/).map { match in
            let expression = String(match.output.1)
            return expression + "\t" + shown { () throws(CalcError) in try Calculator(options: .display).evaluate(expression) }
        }
    }

    static func fuzz(_ count: Int) -> [String] {
        var rng = SplitMix64(seed: 20_261_128)
        var options = CalcOptions.test
        options.budget.maxSteps = 10_000
        var lenient = options
        lenient.lenient = true
        let strictCalculator = Calculator(options: options), lenientCalculator = Calculator(options: lenient)
        return (0..<count).map { i in
            let text = i % 2 == 0 ? FuzzTests.freeSequence(&rng) : FuzzTests.shapedSequence(&rng)
            let strict = shown { () throws(CalcError) in try strictCalculator.evaluate(text) }
            let loose = shown { () throws(CalcError) in try lenientCalculator.evaluate(text) }
            return [text, strict, loose].joined(separator: "\t")
        }
    }
}
