import Foundation
import XCTest

@testable import NaturalCalc

/// A committed sample of the peer calculators' own cases (fend, numbat, insect; see
/// `Fixtures/README.md` for sources and licences), every row accepted by `SourceConventions`.
final class PeerSampleTests: IsolatedTestCase {
    func testPeerSamplePasses() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/peer-sample.tsv")
        let rows = try CaseRow.load(from: url)
        XCTAssertGreaterThan(rows.count, 200)
        for row in rows {
            let lines = Calculator(options: row.options).evaluateSheet(row.sheet)
            let last = lines.last { $0.result != nil || $0.error != nil }
            XCTAssertTrue(
                SourceConventions.accepts(row, result: last?.result, error: last?.error),
                "\(row.expression) expected \(row.expected), got \(last?.result?.text ?? last?.error?.message ?? "(no answer)") [\(row.source)]"
            )
        }
    }
}
