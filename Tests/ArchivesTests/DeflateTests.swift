import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// Inflate and deflate against each other and RFC 1951's edge cases, and CRC-32's check value.
final class DeflateTests: IsolatedTestCase {
    func testCRC32CheckValue() {
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(CRC32.checksum([UInt8]()), 0)
        var crc = CRC32()
        crc.update(Array("12345".utf8))
        crc.update(Array("6789".utf8))
        XCTAssertEqual(crc.value, 0xCBF4_3926)
    }

    static func samples() -> [(String, Data)] {
        var random = SplitMix64(seed: 7)
        let noise = Data((0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let text = Data(String(repeating: "The quick brown fox jumps over the lazy dog. ", count: 3_000).utf8)
        var mixed = Data()
        for index in 0..<2_000 { mixed.append(contentsOf: Array("line \(index % 37) of \(index * 7919 % 1000)\n".utf8)) }
        return [
            ("empty", Data()), ("one byte", Data([42])), ("two bytes", Data([1, 2])), ("zeros", Data(count: 300_000)),
            ("noise", noise), ("text", text), ("mixed", mixed), ("noise then text", noise + text),
        ]
    }

    func testRoundTripsThroughOurDeflateAndInflate() throws {
        for (name, sample) in Self.samples() {
            let compressed = try Deflate.compress(sample)
            XCTAssertEqual(try Inflate.decompress(compressed), sample, name)
            if sample.count > 1_000 { XCTAssertLessThan(compressed.count, sample.count + sample.count / 100 + 64, name) }
        }
        XCTAssertLessThan(try Deflate.compress(Data(count: 300_000)).count, 400)
    }

    func testEmptyFixedBlockInflatesToNothing() throws {
        XCTAssertEqual(try Inflate.decompress(Data([0x03, 0x00])), Data())
        // An empty stored final block.
        XCTAssertEqual(try Inflate.decompress(Data([0x01, 0x00, 0x00, 0xFF, 0xFF])), Data())
    }

    func testStoredBlocksOfTheFullLengthAndSpanningBlocks() throws {
        var random = SplitMix64(seed: 3)
        let sample = Data((0..<(65_535 * 2 + 10)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        var stream = Data()
        var offset = 0
        while offset < sample.count {
            let length = min(65_535, sample.count - offset)
            stream.append(offset + length == sample.count ? 1 : 0)
            stream.append(contentsOf: [
                UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ])
            stream.append(sample[offset..<offset + length])
            offset += length
        }
        XCTAssertEqual(try Inflate.decompress(stream), sample)
        // Our deflate stores incompressible data in 65,535-byte blocks and reads it back.
        XCTAssertEqual(try Inflate.decompress(try Deflate.compress(sample)), sample)
    }

    /// A stored block of 32,768 bytes, then a fixed block whose one match has length 258 at distance 32,768.
    func testLongestMatchAtTheFarthestDistance() throws {
        var random = SplitMix64(seed: 11)
        let head = (0..<32_768).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var writer = BitWriter(capacity: 40_000)
        writer.put(0, 1)
        writer.put(0, 2)
        writer.alignToByte()
        writer.put(32_768, 16)
        writer.put(~32_768 & 0xFFFF, 16)
        head.withUnsafeBytes { writer.append($0) }
        let literal = DeflateTables.canonicalCodes(DeflateTables.fixedLiteralLengths) ?? []
        let distance = DeflateTables.canonicalCodes(DeflateTables.fixedDistanceLengths) ?? []
        writer.put(1, 1)
        writer.put(1, 2)
        writer.put(Int(literal[285]), 8)  // length 258
        writer.put(Int(distance[29]), 5)
        writer.put(32_768 - 24_577, 13)  // distance 32,768
        writer.put(Int(literal[256]), 7)
        writer.alignToByte()
        let output = try Inflate.decompress(Data(writer.bytes))
        XCTAssertEqual(output.count, 32_768 + 258)
        XCTAssertEqual(Array(output.suffix(258)), Array(head.prefix(258)))
    }

    func testOverlappingMatchRepeatsTheLastByte() throws {
        // Fixed block: literal 'a', then length 10 at distance 1 → eleven 'a's.
        let literal = DeflateTables.canonicalCodes(DeflateTables.fixedLiteralLengths) ?? []
        var writer = BitWriter(capacity: 16)
        writer.put(1, 1)
        writer.put(1, 2)
        writer.put(Int(literal[97]), 8)
        writer.put(Int(literal[264]), 7)  // length 10
        writer.put(0, 5)  // distance symbol 0 = 1
        writer.put(Int(literal[256]), 7)
        writer.alignToByte()
        XCTAssertEqual(try Inflate.decompress(Data(writer.bytes)), Data(repeating: 97, count: 11))
    }

    func testCorruptStreamsFailWithTheirReason() {
        func message(_ bytes: [UInt8]) -> String {
            do {
                _ = try Inflate.decompress(Data(bytes))
                return "no error"
            } catch { return "\(error)" }
        }
        XCTAssertEqual(message([0x07]), "corrupt deflate data at byte 1: block type 3 is reserved")
        XCTAssertEqual(
            message([0x01, 0x05, 0x00, 0x00, 0x00]),
            "corrupt deflate data at byte 5: a stored block's length 5 does not match its complement")
        XCTAssertEqual(
            message([0x01, 0x05, 0x00, 0xFA, 0xFF, 0x41]),
            "corrupt deflate data at byte 6: a stored block of 5 bytes runs past the end of the data")
        XCTAssertEqual(message([]), "corrupt deflate data at byte 0: the stream ends in the middle of a block")
        // Fixed block, length 3 at distance 1 with nothing written yet.
        XCTAssertEqual(
            message([0x03, 0x02, 0x00]),
            "corrupt deflate data at byte 2: a match reaches 1 bytes back, before the start of the data")
    }

    func testOutputLimitStopsInflate() throws {
        let compressed = try Deflate.compress(Data(count: 1_000_000))
        XCTAssertThrowsError(try Inflate.decompress(compressed, limit: 1_000)) { error in
            XCTAssertEqual("\(error)", "the archive expands past 1000 bytes (the size limit)")
        }
    }
}
