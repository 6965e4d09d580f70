import Foundation
import ListOrdering
import SeededRandom
import XCTest

final class SortingTests: IsolatedTestCase {
    func testAlphabeticalFoldsCaseAndAccentsAndIsStable() {
        let items = ["banana", "Apple", "éclair", "apple", "Eclair", "cherry", "APPLE"]
        XCTAssertEqual(sorted(items, order: .alphabetical), ["Apple", "apple", "APPLE", "banana", "cherry", "éclair", "Eclair"])
        XCTAssertEqual(
            sorted(items, order: .alphabetical, descending: true),
            ["éclair", "Eclair", "cherry", "banana", "Apple", "apple", "APPLE"])
    }

    func testAlphabeticalSensitivityOptionsBreakTies() {
        let items = ["Résumé", "resume", "Resume", "résumé"]
        let both = AlphabeticalOptions(caseSensitive: true, accentSensitive: true)
        XCTAssertEqual(sorted(items, order: .alphabetical(both)), ["resume", "Resume", "résumé", "Résumé"])
        XCTAssertEqual(
            sorted(items, order: .alphabetical(AlphabeticalOptions(caseSensitive: true))),
            ["resume", "résumé", "Résumé", "Resume"])
        XCTAssertEqual(
            sorted(items, order: .alphabetical(AlphabeticalOptions(accentSensitive: true))),
            ["resume", "Resume", "Résumé", "résumé"])
    }

    func testNaturalComparesDigitRunsByValue() {
        let items = ["file10.txt", "file2.txt", "File1.txt", "file02.txt", "file", "file1b", "x9", "x10"]
        XCTAssertEqual(
            sorted(items, order: .natural), ["file", "File1.txt", "file1b", "file02.txt", "file2.txt", "file10.txt", "x9", "x10"])
        XCTAssertEqual(sorted(["a10", "a9", "a0010", "a 2"], order: .natural), ["a 2", "a9", "a0010", "a10"])
    }

    func testNumericPutsNonNumbersLastInInputOrder() {
        let items = ["10", "n/a", "-2.5", "1,000", "3e2", "+7", "abc", "0.5", "1,00", ""]
        XCTAssertEqual(sorted(items, order: .numeric), ["-2.5", "0.5", "+7", "10", "3e2", "1,000", "n/a", "abc", "1,00", ""])
        XCTAssertEqual(
            sorted(items, order: .numeric, descending: true),
            ["1,000", "3e2", "10", "+7", "0.5", "-2.5", "n/a", "abc", "1,00", ""])
    }

    func testNumericParsing() {
        XCTAssertEqual(NumericValue.parse(" −4 "), -4)
        XCTAssertEqual(NumericValue.parse("1,234,567.5"), 1_234_567.5)
        XCTAssertEqual(NumericValue.parse(".5"), 0.5)
        XCTAssertNil(NumericValue.parse("12,34"))
        XCTAssertNil(NumericValue.parse("1e"))
        XCTAssertNil(NumericValue.parse("inf"))
        XCTAssertNil(NumericValue.parse("12kg"))
    }

    func testStabilityInBothDirectionsForEveryOrder() {
        let items = ["b", "a1", "B", "a01", "c", "bb", "A1", "1", "01", "x"]
        for order: ListSortOrder in [.alphabetical, .natural, .numeric, .length, .byteOrder] {
            for descending in [false, true] {
                let idx = stableSortedIndices(keys: items, order: order, descending: descending)
                XCTAssertEqual(idx.sorted(), Array(items.indices))
                // Equal keys (same length, for .length) must keep input order.
                if order == .length {
                    for (a, b) in zip(idx, idx.dropFirst()) where items[a].count == items[b].count {
                        XCTAssertLessThan(a, b, "\(order) descending \(descending)")
                    }
                }
            }
        }
        XCTAssertEqual(sorted(["bb", "a", "cc", "b"], order: .length, descending: true), ["bb", "cc", "a", "b"])
    }

    func testByteOrderMatchesCLocale() {
        let items = ["b", "B", "a", "é", "Z", "10", "9"]
        XCTAssertEqual(sorted(items, order: .byteOrder), ["10", "9", "B", "Z", "a", "b", "é"])
    }

    func testLargeRandomInputMatchesReferenceSort() {
        var rng = SplitMix64(seed: 42)
        let words = (0..<5000).map { _ in
            "w\(Int.random(in: 0..<300, using: &rng))-\(["x", "X", "é"][Int.random(in: 0..<3, using: &rng)])"
        }
        for descending in [false, true] {
            let got = stableSortedIndices(keys: words, order: .byteOrder, descending: descending)
            let want = words.indices.sorted { a, b in
                let x = Array(words[a].utf8), y = Array(words[b].utf8)
                if x != y { return descending ? x.lexicographicallyPrecedes(y) == false : x.lexicographicallyPrecedes(y) }
                return a < b
            }
            XCTAssertEqual(got, want)
        }
    }

    func testLineBufferSplits() throws {
        let buffer = try LineBuffer(data: Data("b\r\na\n\nc".utf8))
        XCTAssertEqual(buffer.strings, ["b", "a", "", "c"])
        XCTAssertEqual(buffer.sortedIndices(order: .byteOrder), [2, 1, 0, 3])
        XCTAssertEqual(splitLines(joinLines(["x", "y"])), ["x", "y"])
        XCTAssertEqual(try LineBuffer(bytes: []).count, 0)
        XCTAssertEqual(try LineBuffer(bytes: Array("\n".utf8)).strings, [""])
    }
}
