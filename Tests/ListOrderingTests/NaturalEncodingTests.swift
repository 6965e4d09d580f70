import SeededRandom
import XCTest

@testable import ListOrdering

/// The natural sort runs on a byte encoding; it must agree with the direct comparison.
final class NaturalEncodingTests: IsolatedTestCase {
    private func encoded(_ s: String) -> [UInt8] {
        var bytes = Array(s.utf8), out: [UInt8] = []
        bytes.withUnsafeMutableBufferPointer { b in
            ByteCompare.naturalEncoding(UnsafeBufferPointer(b)) {
                out.append($0); return true
            }
        }
        return out
    }

    private func direct(_ a: String, _ b: String) -> Int {
        var x = Array(a.utf8), y = Array(b.utf8)
        return x.withUnsafeMutableBufferPointer { xb in
            y.withUnsafeMutableBufferPointer { ByteCompare.natural(UnsafeBufferPointer(xb), UnsafeBufferPointer($0)) }
        }
    }

    func testEncodingOrderMatchesDirectComparison() {
        var rng = SplitMix64(seed: 99)
        let alphabet = Array("aAb0019 .-_zZ")
        let samples =
            (0..<400).map { _ in
                String((0..<Int.random(in: 0...7, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            }
            + [
                String(repeating: "9", count: 300), String(repeating: "1", count: 256) + "x",
                "a" + String(repeating: "0", count: 20) + "5",
            ]
        for a in samples {
            for b in samples.prefix(120) {
                let e = encoded(a).lexicographicallyPrecedes(encoded(b)) ? -1 : (encoded(a) == encoded(b) ? 0 : 1)
                XCTAssertEqual(e, direct(a, b).signum(), "\(a) vs \(b)")
            }
        }
    }

    func testChunksReassembleTheEncoding() {
        let s = "report 0042 final v10.2b"
        var bytes = Array(s.utf8)
        let full = encoded(s)
        bytes.withUnsafeMutableBufferPointer { b in
            let buf = UnsafeBufferPointer(b)
            XCTAssertEqual(ByteCompare.naturalLength(buf), full.count)
            for offset in stride(from: 0, to: full.count, by: 3) {
                var want: UInt64 = 0
                for k in 0..<8 { want = want << 8 | UInt64(offset + k < full.count ? full[offset + k] : 0) }
                XCTAssertEqual(ByteCompare.naturalChunk(buf, offset), want)
            }
        }
    }

    func testNaturalSortOfManyItemsMatchesReferenceInBothDirections() {
        var rng = SplitMix64(seed: 5)
        let stems = ["file", "File", "img", "a", "", "x-"]
        let items = (0..<3000).map { _ in
            stems.randomElement(using: &rng)! + String(Int.random(in: 0..<40, using: &rng))
                + (Bool.random(using: &rng) ? "" : ".txt")
        }
        for descending in [false, true] {
            let want = items.indices.sorted { a, b in
                var c = direct(items[a], items[b])
                if c == 0 {
                    c = Array(items[a].utf8).lexicographicallyPrecedes(Array(items[b].utf8)) ? -1 : (items[a] == items[b] ? 0 : 1)
                }
                if c != 0 { return descending ? c > 0 : c < 0 }
                return a < b
            }
            XCTAssertEqual(stableSortedIndices(keys: items, order: .natural, descending: descending), want)
        }
    }
}
