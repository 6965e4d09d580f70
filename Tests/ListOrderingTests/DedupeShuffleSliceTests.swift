import ListOrdering
import SeededRandom
import XCTest

final class DedupeShuffleSliceTests: IsolatedTestCase {
    func testDedupeKeepsFirstOccurrenceInOrder() {
        let items = ["b", "a", "b", "A", "á", "a", "c"]
        XCTAssertEqual(deduplicated(items), ["b", "a", "A", "á", "c"])
        XCTAssertEqual(deduplicated(items, options: DedupeOptions(caseInsensitive: true)), ["b", "a", "á", "c"])
        XCTAssertEqual(deduplicated(items, options: DedupeOptions(accentInsensitive: true)), ["b", "a", "A", "c"])
        XCTAssertEqual(
            deduplicated(items, options: DedupeOptions(caseInsensitive: true, accentInsensitive: true)), ["b", "a", "c"])
        XCTAssertEqual(deduplicated(["Á", "A", "á"], options: DedupeOptions(accentInsensitive: true)), ["Á", "á"])
        XCTAssertEqual(deduplicated([]), [])
    }

    func testShuffleIsReproducibleWithASeed() {
        var g1 = SplitMix64(seed: 7), g2 = SplitMix64(seed: 7), g3 = SplitMix64(seed: 8)
        let items = Array(0..<20)
        let a = shuffled(items, using: &g1)
        XCTAssertEqual(a, shuffled(items, using: &g2))
        XCTAssertNotEqual(a, shuffled(items, using: &g3))
        XCTAssertEqual(a.sorted(), items)
    }

    /// Every item should land in every position equally often; chi-square over 4×4 cells.
    func testShuffleIsUniform() {
        var rng = SplitMix64(seed: 2024)
        let n = 4, trials = 40_000
        var counts = [[Int]](repeating: [Int](repeating: 0, count: n), count: n)
        var perms: [String: Int] = [:]
        for _ in 0..<trials {
            let p = shuffled(Array(0..<n), using: &rng)
            for (pos, item) in p.enumerated() { counts[item][pos] += 1 }
            perms[p.map(String.init).joined(), default: 0] += 1
        }
        let expected = Double(trials) / Double(n)
        let chi = counts.joined().reduce(0.0) { $0 + pow(Double($1) - expected, 2) / expected }
        // 9 degrees of freedom: p = 0.001 critical value is 27.9.
        XCTAssertLessThan(chi, 27.9)
        XCTAssertEqual(perms.count, 24)
        let permExpected = Double(trials) / 24
        let permChi = perms.values.reduce(0.0) { $0 + pow(Double($1) - permExpected, 2) / permExpected }
        XCTAssertLessThan(permChi, 49.7)  // 23 dof, p = 0.001
    }

    func testReverseFirstLast() throws {
        XCTAssertEqual(reversed([1, 2, 3]), [3, 2, 1])
        XCTAssertEqual(try first(2, of: [1, 2, 3]), [1, 2])
        XCTAssertEqual(try first(5, of: [1, 2, 3]), [1, 2, 3])
        XCTAssertEqual(try last(2, of: [1, 2, 3]), [2, 3])
        XCTAssertEqual(try first(0, of: [1]), [])
        XCTAssertThrowsError(try last(-1, of: [1])) { XCTAssertEqual($0 as? ListOrderingError, .invalidCount(-1)) }
    }

    func testChunkEdgeCases() throws {
        XCTAssertEqual(try chunks([1, 2, 3, 4, 5], size: 2), [[1, 2], [3, 4], [5]])
        XCTAssertEqual(try chunks([1, 2], size: 5), [[1, 2]])
        XCTAssertEqual(try chunks([Int](), size: 3), [])
        XCTAssertThrowsError(try chunks([1], size: 0)) { error in
            XCTAssertEqual("\(error)", "invalid count 0: the number of items must be 1 or more")
        }
        XCTAssertThrowsError(try chunks([1], size: -2))
    }
}
