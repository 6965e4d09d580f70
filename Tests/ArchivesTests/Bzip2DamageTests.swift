import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// Damaged and hostile bzip2 data: every error by its full message, expansion bombs stopped at
/// the limits, and truncated and mutated streams that fail cleanly and fast.
final class Bzip2DamageTests: IsolatedTestCase {
    /// What a hand-made level-1 stream holds; the defaults make a valid block of "a" whose stored CRC is 0.
    struct Crafted {
        var randomised = false
        var origin = 0
        var ranges = 0x8000 >> 6
        /// The byte values used in 0x60…0x6F: "a".
        var values = 0x8000 >> 1
        var groups = 2
        var selectors = 1
        var selectorBits = "0"
        var startLength = 1
        /// RUNA, RUNB, end of block: 1, 2, 2 bits ("0", "10", "11").
        var lengthBits = "0" + "100" + "0"
        /// One RUNA (a run of one "a"), then the end of block.
        var dataBits = "0" + "11"
        var combinedCRC: UInt32 = 0
        var level = 1

        func stream() -> Data {
            var writer = Bzip2BitWriter(capacity: 64)
            for byte in Array("BZh".utf8) + [UInt8(0x30 + level)] { writer.put(Int(byte), 8) }
            writer.put48(Bzip2.blockMagic)
            writer.put32(0)
            writer.put(randomised ? 1 : 0, 1)
            writer.put(origin, 24)
            writer.put(ranges, 16)
            if ranges != 0 { writer.put(values, 16) }
            writer.put(groups, 3)
            writer.put(selectors, 15)
            Self.bits(selectorBits, into: &writer)
            for _ in 0..<2 {
                writer.put(startLength, 5)
                Self.bits(lengthBits, into: &writer)
            }
            Self.bits(dataBits, into: &writer)
            writer.put48(Bzip2.endMagic)
            writer.put32(combinedCRC)
            return Data(writer.finish())
        }

        static func bits(_ text: String, into writer: inout Bzip2BitWriter) {
            for character in text { writer.put(character == "1" ? 1 : 0, 1) }
        }
    }

    func message(_ data: Data, limits: ExpansionLimits = .none) -> String {
        do {
            _ = try Bzip2.decompress(data, limits: limits)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testHeaderAndTrailerErrors() throws {
        XCTAssertEqual(message(Data()), "bzip2: the data ends early (the stream header 'BZh' and a level)")
        XCTAssertEqual(message(Data("BZ".utf8)), "bzip2: the data ends early (the stream header 'BZh' and a level)")
        let notOurs = "bzip2: the data is not a bzip2 stream (it does not start with 'BZh' and a level 1 to 9)"
        XCTAssertEqual(message(Data("hello".utf8)), notOurs)
        XCTAssertEqual(message(Data("BZh0".utf8) + Data(repeating: 0, count: 10)), notOurs)
        let stream = try Bzip2.compress(Data("some text".utf8))
        XCTAssertEqual(message(stream + Data("xyz".utf8)), "bzip2: 3 bytes after stream 1 are not another bzip2 stream")
        XCTAssertEqual(message(Data("BZh9".utf8)), "bzip2: the data ends early (the next block or the end of stream 1)")
        XCTAssertEqual(
            message(Data("BZh9".utf8) + Data(repeating: 0x55, count: 6)),
            "bzip2: stream 1 has neither a block nor its end at bit 32 (0x555555555555)")
        let empty = try Bzip2.compress(Data())
        XCTAssertEqual(message(empty.dropLast()), "bzip2: the data ends early (stream 1's combined CRC)")
        var badCombined = [UInt8](empty)
        badCombined[13] = 1
        XCTAssertEqual(
            message(Data(badCombined)), "bzip2: stream 1's combined CRC is 00000001, its blocks give 00000000")
    }

    func testChecksumErrors() throws {
        // The crafted block stores CRC 0; "a" gives 19939b6b.
        XCTAssertEqual(message(Crafted().stream()), "bzip2: block 1's CRC is 00000000, the data gives 19939b6b")
        var stream = [UInt8](try Bzip2.compress(Data("some text".utf8)))
        stream[10] ^= 0x80  // The block CRC follows the header and the block magic.
        XCTAssertTrue(message(Data(stream)).hasPrefix("bzip2: block 1's CRC is "), message(Data(stream)))
        // Two streams: a damaged block in the second is counted over the whole input.
        let two = try Bzip2.compress(Data("first".utf8)) + Data(stream)
        XCTAssertTrue(message(two).hasPrefix("bzip2: block 2's CRC is "), message(two))
    }

    func testBlockStructureErrors() {
        func check(_ crafted: Crafted, _ expected: String, line: UInt = #line) {
            XCTAssertEqual(message(crafted.stream()), "bzip2: " + expected, line: line)
        }
        var crafted = Crafted()
        crafted.randomised = true
        check(crafted, "block 1 is randomised (a mode of bzip2 0.9 that no encoder has used since); it is not supported")
        crafted = Crafted()
        crafted.origin = 1
        check(crafted, "block 1's origPtr is 1, past its 1 bytes")
        crafted = Crafted()
        crafted.ranges = 0
        check(crafted, "block 1 uses no byte values")
        crafted = Crafted()
        crafted.groups = 1
        check(crafted, "block 1 has 1 Huffman tables (2 to 6 are allowed)")
        crafted.groups = 7
        check(crafted, "block 1 has 7 Huffman tables (2 to 6 are allowed)")
        crafted = Crafted()
        crafted.selectors = 0
        check(crafted, "block 1 has 0 selectors (1 to 18002 are allowed)")
        crafted.selectors = 18_003
        check(crafted, "block 1 has 18003 selectors (1 to 18002 are allowed)")
        crafted = Crafted()
        crafted.selectorBits = "110"
        check(crafted, "block 1 has a selector past its 2 Huffman tables")
        crafted = Crafted()
        crafted.startLength = 0
        check(crafted, "block 1's Huffman table 1 gives symbol 0 a code length of 0 (1 to 20 are allowed)")
        crafted.startLength = 20
        crafted.lengthBits = "0" + "100"
        check(crafted, "block 1's Huffman table 1 gives symbol 1 a code length of 21 (1 to 20 are allowed)")
        crafted = Crafted()
        crafted.lengthBits = "000"
        check(crafted, "block 1's Huffman table 1 has more codes of 1 bits than fit")
        crafted = Crafted()
        // "a" and "b": RUNA, RUNB, position 1 and end of block, all 2 bits; 51 symbols need a
        // second group, and there is one selector.
        crafted.values = 0x8000 >> 1 | 0x8000 >> 2
        crafted.startLength = 2
        crafted.lengthBits = "0000"
        crafted.dataBits = String(repeating: "10", count: 51) + "11"
        check(crafted, "block 1 has more symbols than its 1 selectors cover")
        crafted = Crafted()
        // RUNB digits double each time: 17 of them make a run past level 1's 100,000 bytes.
        crafted.dataBits = String(repeating: "10", count: 17) + "11"
        check(crafted, "block 1 holds more than 100000 bytes")
        crafted = Crafted()
        crafted.lengthBits = "0" + "100" + "100"  // RUNA "0", RUNB "10", end "110": "111" is no code.
        crafted.dataBits = "0111"
        check(crafted, "block 1 has a bit pattern no Huffman code matches")
    }

    func testTruncationEverywhereFailsCleanly() throws {
        let stream = try Bzip2.compress(Bzip2Tests.text(3_000) + Bzip2Tests.noise(500), level: 1)
        // Every length through the headers and tables and near the end, every seventh between.
        let lengths =
            Array(0..<80) + Array(stride(from: 80, to: stream.count - 40, by: 7)) + Array((stream.count - 40)..<stream.count)
        for length in lengths {
            let text = message(stream.prefix(length))
            XCTAssertTrue(text.hasPrefix("bzip2: "), "\(length): \(text)")
            XCTAssertNotEqual(text, "no error", "\(length)")
        }
        XCTAssertEqual(message(stream.prefix(40)), "bzip2: the data ends early (block 1's tables)")
        XCTAssertEqual(message(stream.prefix(stream.count / 2)), "bzip2: the data ends early (block 1's data)")
    }

    func testExpansionBombsStopAtTheLimits() throws {
        // 45 MB of zeros from a stream of a few dozen bytes: 900,000 run-length units of 255 bytes.
        let bomb = try Bzip2.compress(Data(repeating: 0, count: 4_000_000), level: 9)
        XCTAssertLessThan(bomb.count, 200)
        XCTAssertEqual(
            message(bomb, limits: ExpansionLimits(maxBytes: 1_000_000, maxRatio: .max)),
            "the archive expands past 1000000 bytes (the size limit)")
        XCTAssertEqual(
            message(bomb, limits: ExpansionLimits(maxBytes: .max, maxRatio: 100)),
            "the archive expands past 100 times its size of \(bomb.count) bytes (the ratio limit)")
        XCTAssertEqual(try Bzip2.decompress(bomb, limits: ExpansionLimits(maxBytes: 4_000_000, maxRatio: .max)).count, 4_000_000)
        // A hand-made block of the largest runs: 900,000 bytes of "aaaa" and a count of 255.
        var writer = Bzip2BitWriter(capacity: 64)
        let units = [UInt8](repeating: 0x61, count: 4) + [0xFF]
        let block = [UInt8]((0..<180_000).flatMap { _ in units })
        for byte in Array("BZh9".utf8) { writer.put(Int(byte), 8) }
        block.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            Bzip2BlockEncoder().encode(base, count: block.count, crc: 0, into: &writer)
        }
        writer.put48(Bzip2.endMagic)
        writer.put32(0)
        let largest = Data(writer.finish())
        let start = Date()
        XCTAssertEqual(
            message(largest, limits: ExpansionLimits(maxBytes: 10_000_000, maxRatio: .max)),
            "the archive expands past 10000000 bytes (the size limit)")
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }

    func testSeededMutationsFailCleanlyAndFast() throws {
        var random = SplitMix64(seed: 2_026)
        let seeds = [
            try Bzip2.compress(Bzip2Tests.text(4_000), level: 1),
            try Bzip2.compress(Bzip2Tests.noise(1_000) + Data(repeating: 7, count: 600), level: 2),
        ]
        let limits = ExpansionLimits(maxBytes: 4 << 20, maxRatio: 1_000)
        var slowest = 0.0
        for trial in 0..<300 {
            var bytes = [UInt8](seeds[trial % seeds.count])
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let at = 4 + Int(random.next() % UInt64(bytes.count - 4))
                switch random.next() % 3 {
                case 0: bytes[at] ^= UInt8(1 << (random.next() % 8))
                case 1: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                default: bytes[at] = [0x00, 0xFF][Int(random.next() % 2)]
                }
            }
            let start = Date()
            do {
                _ = try Bzip2.decompress(Data(bytes), limits: limits)
            } catch is ArchiveError {
            } catch {
                XCTFail("trial \(trial): an error that is not an ArchiveError: \(error)")
            }
            slowest = max(slowest, Date().timeIntervalSince(start))
        }
        XCTAssertLessThan(slowest, 1)
    }
}
