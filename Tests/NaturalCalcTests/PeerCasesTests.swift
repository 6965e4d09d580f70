import Foundation
import XCTest

@testable import NaturalCalc

/// Runs any table in `calc-dev.tsv`'s layout kept outside the repository — the peer calculators'
/// own cases (fend, numbat, insect) pulled by `scripts/extract-peer-cases.py`, or a transcription
/// of Soulver's documentation — through the acceptance rules of `SourceConventions`. Opt-in: it
/// runs only when `PEER_CASES` names the table, and prints the pass rate per source; failures go
/// to `<table>.failures`.
final class PeerCasesTests: IsolatedTestCase {
    func testPeerCaseTable() throws {
        guard let path = ProcessInfo.processInfo.environment["PEER_CASES"] else {
            throw XCTSkip("set PEER_CASES to a table written by scripts/extract-peer-cases.py")
        }
        let rows = try CaseRow.load(from: URL(fileURLWithPath: path))
        var perSource: [String: (pass: Int, total: Int)] = [:]
        var failures: [String] = []
        for row in rows {
            let lines = Calculator(options: row.options).evaluateSheet(row.sheet)
            let last = lines.last { $0.result != nil || $0.error != nil }
            let ok = SourceConventions.accepts(row, result: last?.result, error: last?.error)
            let key = row.source.split(separator: " ").prefix(2).joined(separator: " ")
            var f = perSource[key] ?? (0, 0)
            f.total += 1
            if ok { f.pass += 1 }
            perSource[key] = f
            if !ok {
                let ours = last?.result?.text ?? last?.error.map { "error: \($0.message)" } ?? "(no answer)"
                failures.append("\(row.expression)\t\(row.expected)\t\(ours)\t\(key)")
            }
        }
        let passed = perSource.values.reduce(0) { $0 + $1.pass }
        for (source, f) in perSource.sorted(by: { $0.key < $1.key }) {
            print(String(format: "%@: %d/%d = %.1f%%", source, f.pass, f.total, Double(f.pass) * 100 / Double(max(1, f.total))))
        }
        print(String(format: "overall: %d/%d = %.1f%%", passed, rows.count, Double(passed) * 100 / Double(max(1, rows.count))))
        try failures.joined(separator: "\n").write(toFile: path + ".failures", atomically: true, encoding: .utf8)
    }
}
