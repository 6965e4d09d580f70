import Foundation
import SeededRandom
import TestBudget
import XCTest

@testable import ListOrdering

/// `OrderedLines` sorts line start offsets in place (stage 1 of the sort is not stable by
/// itself); these tests hold it to an independent stable reference sort for every order.
final class OrderedLinesTests: IsolatedTestCase {
    /// Lines with many ties: case and accent variants, repeated lines, numbers, empty lines.
    private func randomLines(_ count: Int, seed: UInt64) -> [String] {
        var rng = SplitMix64(seed: seed)
        let stems = ["apple", "Apple", "APPLE", "éclair", "eclair", "Éclair", "b", "file", "x y", "", "ß", "straße"]
        return (0..<count).map { _ in
            switch Int.random(in: 0..<5, using: &rng) {
            case 0: return stems[Int.random(in: 0..<stems.count, using: &rng)]
            case 1: return "\(stems[Int.random(in: 0..<stems.count, using: &rng)])\(Int.random(in: 0..<40, using: &rng))"
            case 2: return String(Int.random(in: -500...500, using: &rng))
            case 3: return "\(Double(Int.random(in: -999...999, using: &rng)) / 8)"
            default: return String(repeating: "ab", count: Int.random(in: 0..<6, using: &rng))
            }
        }
    }

    /// A key and comparison for each order, written from the orders' definitions, not the sort's code.
    private func reference(_ lines: [String], _ order: ListSortOrder, descending: Bool) -> [Int] {
        func bytes(_ s: String) -> [UInt8] { Array(s.utf8) }
        func compare(_ a: String, _ b: String) -> Int {
            switch order {
            case .byteOrder: return threeWay(bytes(a), bytes(b))
            case .length: return a.count - b.count
            case .natural:
                return bytes(a).withUnsafeBufferPointer { x in bytes(b).withUnsafeBufferPointer { ByteCompare.natural(x, $0) } }
            case .alphabetical:
                func key(_ s: String) -> [UInt8] {
                    let folded =
                        s.utf8.allSatisfy { $0 < 0x80 } ? bytes(s) : bytes(s).withUnsafeBufferPointer { Folding.fold($0) }
                    return folded.map(ByteCompare.lowerASCII)
                }
                return threeWay(key(a), key(b))
            case .numeric:
                let x = NumericValue.parse(a), y = NumericValue.parse(b)
                guard let x, let y else { return 0 }  // non-numbers are placed separately
                return x < y ? -1 : (x > y ? 1 : 0)
            }
        }
        func threeWay(_ x: [UInt8], _ y: [UInt8]) -> Int { x == y ? 0 : (x.lexicographicallyPrecedes(y) ? -1 : 1) }
        var indices = Array(lines.indices)
        var rest: [Int] = []
        if order == .numeric {
            rest = indices.filter { NumericValue.parse(lines[$0]) == nil }
            indices = indices.filter { NumericValue.parse(lines[$0]) != nil }
        }
        indices.sort { a, b in
            var c = compare(lines[a], lines[b])
            if c == 0, order == .natural { c = threeWay(bytes(lines[a]), bytes(lines[b])) }
            if c != 0 { return descending ? c > 0 : c < 0 }
            return a < b
        }
        return indices + rest
    }

    private let orders: [ListSortOrder] = [.byteOrder, .alphabetical, .natural, .numeric, .length]

    /// The largest input is sized by `SHORTCUT_TEST_BUDGET`: 2,000 / 20,000 / 100,000 lines (the
    /// large one needs three-byte ids: more than 65,536 lines).
    func testEveryOrderMatchesAStableReferenceSort() throws {
        let largest = TestBudget.count(small: 2_000, medium: 20_000, large: 100_000)
        for (count, seed) in [(0, 1), (1, 2), (7, 3), (500, 4), (largest, 5)] as [(Int, UInt64)] {
            let lines = randomLines(count, seed: seed)
            for order in orders {
                for descending in [false, true] {
                    var ordered = try OrderedLines(bytes: Array(lines.map { $0 + "\n" }.joined().utf8))
                    ordered.sort(order: order, descending: descending)
                    let want = reference(lines, order, descending: descending)
                    XCTAssertEqual(ordered.strings, want.map { lines[$0] }, "\(order) descending \(descending), \(count) lines")
                    // Indices show stability among identical lines too.
                    XCTAssertEqual(
                        stableSortedIndices(keys: lines, order: order, descending: descending), want,
                        "indexed path, \(order) descending \(descending), \(count) lines")
                }
            }
        }
    }

    /// Buckets larger than the work area get more bucket passes (and a shared prefix is stepped
    /// over eight bytes at a time); a tiny work area sends every bucket down that path.
    /// `SHORTCUT_TEST_BUDGET` sets the number of lines: 400 / 1,500 / 10,000.
    func testRepeatedBucketPassesMatchTheReference() {
        var rng = SplitMix64(seed: 12)
        let prefixes = ["/Users/alex/Documents/", "/Users/alex/Downloads/", "/Users/alex/Documents/Projects/", ""]
        let lines = randomLines(TestBudget.count(small: 200, medium: 1_500, large: 10_000), seed: 13).map {
            prefixes[Int.random(in: 0..<prefixes.count, using: &rng)] + $0
        }
        let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
        for order in orders {
            for descending in [false, true] {
                var ids = (0..<UInt32(lines.count)).map { $0 }
                let buffer = try? LineBuffer(bytes: bytes)
                guard let buffer else { return XCTFail("buffer") }
                buffer.bytes.withUnsafeBufferPointer { base in
                    ids.withUnsafeMutableBufferPointer { ids in
                        LineSorting.sort(
                            ids, idLimit: lines.count, lines: IndexedLines(buffer: buffer, base: base), order: order,
                            descending: descending, workLimit: 3)
                    }
                }
                XCTAssertEqual(
                    ids.map(Int.init), reference(lines, order, descending: descending), "\(order) descending \(descending)")
            }
        }
    }

    func testSplittingKeepsEmptyLinesAndDropsCarriageReturns() throws {
        XCTAssertEqual(try OrderedLines(bytes: Array("b\r\na\n\nc".utf8)).strings, ["b", "a", "", "c"])
        XCTAssertEqual(try OrderedLines(bytes: Array("x\r".utf8)).strings, ["x\r"], "a lone \\r is part of the line")
        XCTAssertEqual(try OrderedLines(bytes: []).count, 0)
        XCTAssertEqual(try OrderedLines(bytes: Array("\n\n".utf8)).strings, ["", ""])
    }

    func testWritesEveryLineTerminated() throws {
        var lines = try OrderedLines(bytes: Array("b\r\na\n\nc".utf8))
        lines.sort(order: .byteOrder)
        XCTAssertEqual(String(decoding: lines.data, as: UTF8.self), "\na\nb\nc\n")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("ordered-lines-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        XCTAssertGreaterThanOrEqual(fd, 0)
        XCTAssertTrue(lines.write(to: fd))
        close(fd)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "\na\nb\nc\n")
    }

    func testDedupeReverseAndShuffleMatchTheListFunctions() throws {
        let lines = randomLines(3_000, seed: 9)
        let text = Array(lines.map { $0 + "\n" }.joined().utf8)
        for options in [DedupeOptions(), DedupeOptions(caseInsensitive: true, accentInsensitive: true)] {
            var ordered = try OrderedLines(bytes: text)
            ordered.removeDuplicates(options: options)
            XCTAssertEqual(ordered.strings, deduplicated(lines, options: options))
        }
        var reversed = try OrderedLines(bytes: text)
        reversed.reverse()
        XCTAssertEqual(reversed.strings, lines.reversed())
        var shuffledLines = try OrderedLines(bytes: text)
        var a = SplitMix64(seed: 3), b = SplitMix64(seed: 3)
        shuffledLines.shuffle(using: &a)
        XCTAssertEqual(shuffledLines.strings, shuffled(lines, using: &b))
    }

    /// The word-at-a-time line scan against a byte loop: short and long lines (past the 64
    /// bytes read inline), non-ASCII bytes anywhere, `\r\n`, a last line without a newline.
    func testLineScanMatchesAByteLoop() {
        var rng = SplitMix64(seed: 11)
        let alphabet: [UInt8] = Array("ab\r\n".utf8) + [0xC3, 0xA9]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<300, using: &rng)).map { _ -> UInt8 in
                Int.random(in: 0..<10, using: &rng) < 8
                    ? UInt8(ascii: "a") : alphabet[Int.random(in: 0..<alphabet.count, using: &rng)]
            }
            bytes.withUnsafeBufferPointer { base in
                let lines = OffsetLines(base: base)
                var start = 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                    let hasNewline = end < bytes.count
                    let trimmed = hasNewline && end > start && bytes[end - 1] == 0x0D ? end - 1 : end
                    let (line, isASCII) = lines.lineAndASCII(UInt32(start))
                    XCTAssertEqual(Array(line), Array(bytes[start..<trimmed]), "line at \(start) of \(bytes)")
                    XCTAssertEqual(isASCII, bytes[start..<trimmed].allSatisfy { $0 < 0x80 }, "line at \(start) of \(bytes)")
                    start = end + 1
                }
            }
        }
    }

    /// Case- and accent-insensitive dedupe (folded on the fly for ASCII lines, stored folds for
    /// the rest) against Foundation's folding, on words where the two foldings agree.
    func testInsensitiveDedupeMatchesFoundationFolding() throws {
        var rng = SplitMix64(seed: 21)
        let words = [
            "Apple", "apple", "APPLE", "Éclair", "eclair", "ÉCLAIR", "éclair", "café", "Cafe", "CAFÉ", "naïve", "Naive",
            "a longer line with Mixed CASE words", "A LONGER LINE WITH MIXED CASE WORDS", "x", "X", "",
        ]
        let lines = (0..<5_000).map { _ in words[Int.random(in: 0..<words.count, using: &rng)] }
        let text = Array(lines.map { $0 + "\n" }.joined().utf8)
        let cases: [(DedupeOptions, String.CompareOptions)] = [
            (DedupeOptions(caseInsensitive: true), [.caseInsensitive]),
            (DedupeOptions(accentInsensitive: true), [.diacriticInsensitive]),
            (DedupeOptions(caseInsensitive: true, accentInsensitive: true), [.caseInsensitive, .diacriticInsensitive]),
        ]
        for (options, folding) in cases {
            var seen = Set<String>()
            let want = lines.filter { seen.insert($0.folding(options: folding, locale: nil)).inserted }
            var ordered = try OrderedLines(bytes: text)
            ordered.removeDuplicates(options: options)
            XCTAssertEqual(ordered.strings, want, "\(options)")
            XCTAssertEqual(deduplicated(lines, options: options), want, "indexed path, \(options)")
        }
    }
}
