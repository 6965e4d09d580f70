import Foundation
import XCTest

@testable import Spelling

/// The table of common misspellings (`Fixtures/misspellings.tsv`): each row's word comes out as
/// the row says. A row with a third column names what the corrector gives instead of the word
/// meant (a variant the dictionary knows, or a wrong guess); docs/spelling.md gives the counts.
final class MisspellingTableTests: IsolatedTestCase {
    struct Row {
        let typed: String
        let meant: String
        let given: String
        let line: Int
    }

    static func rows() throws -> [Row] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/misspellings.tsv")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated().compactMap { index, line in
                guard !line.isEmpty, !line.hasPrefix("#") else { return nil }
                let fields = line.split(separator: "\t").map(String.init)
                return Row(typed: fields[0], meant: fields[1], given: fields.count > 2 ? fields[2] : fields[1], line: index + 1)
            }
    }

    func testEveryRowComesOutAsTheTableSays() throws {
        let corrector = try SpellingCorrector.english.get()
        let rows = try Self.rows()
        XCTAssertEqual(rows.count, 161)
        for row in rows {
            XCTAssertEqual(corrector.corrected(row.typed), row.given, "misspellings.tsv line \(row.line): \(row.typed)")
        }
        XCTAssertEqual(rows.filter { $0.given == $0.meant }.count, 140, "rows corrected to the word meant")
    }

    func testADamagedWordListIsReportedNotTrapped() {
        let cases: [(String, String)] = [
            ("AAA", "the spelling dictionary could not be read: the word list is not Base64"),
            (
                "AAAA",
                "the spelling dictionary could not be read: the word list does not inflate: zlib: compression method 0 with window 0 (only 8, deflate, with a window of at most 32 KiB exists)"
            ),
        ]
        for (packed, message) in cases {
            XCTAssertThrowsError(try SpellingDictionary(packed: packed, size: 10)) { error in
                XCTAssertEqual("\(error)", message)
            }
        }
        XCTAssertThrowsError(try SpellingDictionary.frontDecoded(Data("0the\n5x".utf8))) { error in
            XCTAssertEqual("\(error)", "the spelling dictionary could not be read: line '5x' does not start with a shared length")
        }
    }
}
