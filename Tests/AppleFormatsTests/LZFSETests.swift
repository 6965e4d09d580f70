import XCTest

@testable import AppleFormats

private func le32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
private func le64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }
private let end = Array("bvx$".utf8)

private func stored(_ text: String) -> [UInt8] { Array("bvx-".utf8) + le32(text.utf8.count) + Array(text.utf8) }
private func lzvn(_ payload: [UInt8], raw: Int) -> [UInt8] { Array("bvxn".utf8) + le32(raw) + le32(payload.count) + payload }
private let eos: [UInt8] = [0x06, 0, 0, 0, 0, 0, 0, 0]

/// A degenerate but valid FSE block: every table has a single symbol holding all states, so no
/// bits are read and the output is `matches` × (4 literals 'a' + a 6-byte match at distance 1).
private func fseFrequencies() -> [Int] {
    var frequencies = [Int](repeating: 0, count: 360)
    frequencies[4] = 64  // L = 4
    frequencies[20 + 6] = 64  // M = 6
    frequencies[40 + 1] = 256  // D = 1
    frequencies[104 + 97] = 1024  // literal 'a'
    return frequencies
}

private func v2Block(matches: Int = 2, headerSizeOverride: Int? = nil) -> [UInt8] {
    var bits: [Bool] = []
    for value in fseFrequencies() {
        if value == 0 {
            bits += [false, false]
        } else {
            bits += [true, true, true, true] + (0..<10).map { (value - 24) >> $0 & 1 == 1 }
        }
    }
    var table = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
    for (index, bit) in bits.enumerated() where bit { table[index / 8] |= 1 << UInt8(index % 8) }
    let headerSize = headerSizeOverride ?? 32 + table.count
    let v0 = UInt64(4 * matches) | 7 << 20 | UInt64(matches) << 40 | 7 << 60
    let v1 = UInt64(7) << 40 | 7 << 60
    let v2 = UInt64(headerSize)
    return Array("bvx2".utf8) + le32(10 * matches) + le64(v0) + le64(v1) + le64(v2) + table + [UInt8](repeating: 0, count: 14)
}

private func v1Block() -> [UInt8] {
    var header = Array("bvx1".utf8) + le32(20) + le32(14) + le32(8) + le32(2) + le32(7) + le32(7)
    header += le32(0) + [UInt8](repeating: 0, count: 8) + le32(0) + [UInt8](repeating: 0, count: 6)
    for value in fseFrequencies() { header += [UInt8(value & 0xFF), UInt8(value >> 8)] }
    header += [0, 0]
    return header + [UInt8](repeating: 0, count: 14)
}

final class LZFSETests: IsolatedTestCase {
    private func decode(_ bytes: [UInt8], limit: Int = LZFSE.defaultOutputLimit) throws -> String {
        String(decoding: try LZFSE.decompress(Data(bytes), outputLimit: limit), as: UTF8.self)
    }

    func testEmptyStreamDecodesToNothing() throws {
        XCTAssertEqual(try decode(end), "")
    }

    func testStoredAndMultipleBlocks() throws {
        XCTAssertEqual(try decode(stored("hello") + end), "hello")
        let lzvnBlock = lzvn([0xE3] + Array("xyz".utf8) + [0x00, 0x03] + eos, raw: 6)
        XCTAssertEqual(try decode(stored("ab") + lzvnBlock + stored("cd") + end), "abxyzxyzcd")
    }

    func testLZVNOpcodesAndMatchesAcrossBlocks() throws {
        let letters = Array("ABCDEFGHIJKLMNOPQRST".utf8)
        let payload: [UInt8] =
            [0xE0, 0x04] + letters  // large literal: 20 bytes
            + [0x47, 0x14, 0x00] + Array("x".utf8)  // large distance: L1 M3 D20
            + [0x46] + Array("y".utf8)  // previous distance: L1 M3
            + [0xF2]  // small match: M2
            + [0xF0, 0x01]  // large match: M17
            + [0x16]  // nop
            + [0xA0, 0x1E, 0x00]  // medium distance: L0 M5 D7
            + [0x28, 0x04]  // small distance: L0 M8 D4
            + eos
        var expected = letters
        func match(_ distance: Int, _ length: Int) {
            for _ in 0..<length { expected.append(expected[expected.count - distance]) }
        }
        expected += Array("x".utf8); match(20, 3)
        expected += Array("y".utf8); match(20, 3)
        match(20, 2); match(20, 17); match(7, 5); match(4, 8)
        XCTAssertEqual(try decode(lzvn(payload, raw: expected.count) + end), String(decoding: expected, as: UTF8.self))
        // A match may reach into the previous block's output.
        XCTAssertEqual(try decode(stored("abc") + lzvn([0x00, 0x03] + eos, raw: 3) + end), "abcabc")
        // Without an explicit distance there is no previous one to reuse at a block's start.
        assertFails("LZFSE: match distance 0 at offset 24 reaches before the start of the output (3 bytes written)") {
            try decode(stored("abc") + lzvn([0xF3] + eos, raw: 3) + end)
        }
    }

    func testHandAssembledV2AndV1Blocks() throws {
        XCTAssertEqual(try decode(v2Block() + end), String(repeating: "a", count: 20))
        XCTAssertEqual(try decode(v1Block() + end), String(repeating: "a", count: 20))
        XCTAssertEqual(
            try decode(v2Block() + stored("!") + v2Block(matches: 1) + end),
            String(repeating: "a", count: 20) + "!" + String(repeating: "a", count: 10))
    }

    func testCorruptStreamsAreReportedWithOffsets() {
        assertFails("LZFSE: block at offset 13 has unknown magic 'bvxQ'") { try decode(stored("hello") + Array("bvxQ".utf8)) }
        assertFails("LZFSE: block at offset 0 has unknown magic 7B 0A 00 01") { try decode([0x7B, 0x0A, 0x00, 0x01]) }
        assertFails("LZFSE: stream ends at offset 13 without an end-of-stream block 'bvx$'") { try decode(stored("hello")) }
        assertFails("LZFSE: stored block at offset 0 declares 5 bytes but only 2 remain") {
            try decode(Array("bvx-".utf8) + le32(5) + [1, 2])
        }
        assertFails("LZFSE: block header at offset 0 is truncated") { try decode(Array("bvx-".utf8) + [1]) }
        assertFails("decompressed output exceeds the limit of 3 bytes") { try decode(stored("hello") + end, limit: 3) }
        assertFails("LZFSE: LZVN block at offset 0 declares a 99-byte payload but only 9 bytes remain") {
            try decode(Array("bvxn".utf8) + le32(0) + le32(99) + eos + [0])
        }
        assertFails("LZFSE: match distance 9 at offset 14 reaches before the start of the output (0 bytes written)") {
            try decode(lzvn([0x00, 0x09] + eos, raw: 3) + end)
        }
        assertFails("LZFSE: undefined LZVN opcode 0x70 at offset 12") { try decode(lzvn([0x70] + eos, raw: 0) + end) }
        assertFails("LZFSE: LZVN opcode 0xE5 at offset 12 is truncated") { try decode(lzvn([0xE5, 1, 2], raw: 5) + end) }
        assertFails("LZFSE: LZVN payload ends at offset 16 without an end-of-stream opcode") {
            try decode(lzvn([0xE3, 1, 2, 3], raw: 3) + end)
        }
        assertFails("LZFSE: LZVN block produced 3 bytes, header says 4") {
            try decode(lzvn([0xE3, 1, 2, 3] + eos, raw: 4) + end)
        }
        assertFails("LZFSE: LZVN opcode at offset 12 writes past the block's declared size of 2 bytes") {
            try decode(lzvn([0xE3, 1, 2, 3] + eos, raw: 2) + end)
        }
        assertFails("LZFSE: v2 block at offset 0 declares a 16-byte header; it must be at least 32 and fit in the 146 bytes left")
        {
            try decode(v2Block(headerSizeOverride: 16) + end)
        }
        assertFails("LZFSE: v2 block at offset 0: frequency table does not fill its header exactly") {
            try decode(v2Block(headerSizeOverride: 129) + end)
        }
        var wrongSize = v2Block()
        wrongSize[4] = 21
        assertFails("LZFSE: compressed block at offset 0: decoded 20 bytes, header says 21") { try decode(wrongSize + end) }
        var tooManyMatches = v2Block()
        tooManyMatches[15] |= 0x0F
        assertFails(
            "LZFSE: compressed block at offset 0: 8 literals and 983042 matches exceed the per-block maximum of 40000 and 10000"
        ) {
            try decode(tooManyMatches + end)
        }
        assertFails("LZFSE: v2 block header at offset 0 is truncated") { try decode(Array(v2Block().prefix(20))) }
    }
}

final class RealBlockTests: IsolatedTestCase {
    /// The LZFSE stream of a signed corpus file, whose first block is `bvx2`.
    private func realStream() throws -> [UInt8] {
        let data = try Fixtures.data("shortcuts/extratone__showResult.shortcut")
        let segment = try AppleEncryptedArchive.read(data).segments[0]
        return [UInt8](data[segment.offset..<(segment.offset + segment.storedSize)])
    }

    func testRealV2BlockDecodesAndDamageIsReported() throws {
        let stream = try realStream()
        XCTAssertEqual(Array(stream.prefix(4)), Array("bvx2".utf8))
        XCTAssertEqual(try LZFSE.decompress(Data(stream)).count, 4127)
        var wrongHeaderSize = stream
        wrongHeaderSize[24] &+= 1
        assertFails("LZFSE: v2 block at offset 0: frequency table does not fill its header exactly") {
            try LZFSE.decompress(Data(wrongHeaderSize))
        }
        var wrongRawSize = stream
        wrongRawSize[4] &+= 1
        assertFails("LZFSE: compressed block at offset 0: decoded 4127 bytes, header says 4128") {
            try LZFSE.decompress(Data(wrongRawSize))
        }
        assertFails("decompressed output exceeds the limit of 4000 bytes") {
            try LZFSE.decompress(Data(stream), outputLimit: 4000)
        }
        assertFails("LZFSE: stream ends at offset 2410 without an end-of-stream block 'bvx$'") {
            try LZFSE.decompress(Data(stream.dropLast(4)))
        }
        assertFails(
            "LZFSE: compressed block at offset 0: payload of 1595 + 613 bytes runs past the end of the input (2204 bytes left)"
        ) {
            try LZFSE.decompress(Data(stream.dropLast(8)))
        }
    }
}
