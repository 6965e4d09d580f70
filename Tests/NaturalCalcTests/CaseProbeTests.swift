import Foundation
import XCTest

@testable import NaturalCalc

/// Runs any table in `calc-dev.tsv`'s format named by `CALC_PROBE_TSV` under the same acceptance
/// rules (`SourceConventions`) and prints its failures and pass rate. Without the variable it does
/// nothing: the tables it reads are local transcriptions, not fixtures of this repository.
final class CaseProbeTests: XCTestCase {
    func testProbeTable() throws {
        guard let path = ProcessInfo.processInfo.environment["CALC_PROBE_TSV"] else { return }
        let rows = try CaseRow.load(from: URL(fileURLWithPath: path))
        var passed = 0
        for row in rows {
            let lines = Calculator(options: row.options).evaluateSheet(row.sheet)
            let last = lines.last { $0.result != nil || $0.error != nil }
            if SourceConventions.accepts(row, result: last?.result, error: last?.error) {
                passed += 1
            } else {
                let ours = last?.result?.text ?? last?.error.map { "error: \($0)" } ?? "(no answer)"
                print("FAIL [\(row.family)] \(row.expression)  expected: \(row.expected)  ours: \(ours)")
            }
        }
        print(String(format: "probe: %d/%d = %.1f%%", passed, rows.count, Double(passed) * 100 / Double(max(rows.count, 1))))
    }
}
