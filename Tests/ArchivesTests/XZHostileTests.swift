import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// Damaged and hostile .xz files: each error by its full message, bombs stopped at the limit,
/// truncations and seeded mutations failing cleanly and fast.
final class XZHostileTests: IsolatedTestCase {
    /// `bytes` with the CRC32 of `start..<end` stored (little-endian) at `at`, or else at `end`.
    static func resealed(_ bytes: [UInt8], _ start: Int, _ end: Int, at: Int? = nil) -> [UInt8] {
        var sealed = bytes
        let crc = CRC32.checksum(bytes[start..<end])
        for index in 0..<4 { sealed[(at ?? end) + index] = UInt8(truncatingIfNeeded: crc >> (8 * UInt32(index))) }
        return sealed
    }

    /// An .xz stream (check none) with one block holding `lzma2` as its data, every CRC right.
    static func wrap(lzma2: [UInt8]) -> Data {
        var file: [UInt8] = [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0, 0, 0, 0, 0, 0]
        file = resealed(file, 6, 8)
        var header: [UInt8] = [2, 0, 0x21, 1, 16, 0, 0, 0, 0, 0, 0, 0]
        header = resealed(header, 0, 8)
        file += header + lzma2 + [UInt8](repeating: 0, count: (4 - lzma2.count % 4) % 4)
        var index: [UInt8] = [0, 1]
        XZ.appendVarint(&index, header.count + lzma2.count)
        XZ.appendVarint(&index, 1)  // what the tests' data claims; errors come before the index
        while index.count % 4 != 0 { index.append(0) }
        index += [0, 0, 0, 0]
        index = resealed(index, 0, index.count - 4)
        file += index
        var footer: [UInt8] = [0, 0, 0, 0, UInt8(index.count / 4 - 1), 0, 0, 0, 0, 0, 0x59, 0x5A]
        footer = resealed(footer, 4, 10, at: 0)
        return Data(file + footer)
    }

    func assertError(_ data: Data, _ message: String, limits: ExpansionLimits = .none, line: UInt = #line) {
        XCTAssertThrowsError(try XZ.decompress(data, limits: limits), line: line) { error in
            XCTAssertTrue(error is ArchiveError, "\(error)", line: line)
            XCTAssertEqual("\(error)", message, line: line)
        }
    }

    func testContainerErrorsByMessage() throws {
        let data = XZTests.text(3_000)
        let good = [UInt8](try XZ.compress(data))
        assertError(Data(), "xz: the input does not start with the .xz magic bytes")
        assertError(Data("hello world".utf8), "xz: the input does not start with the .xz magic bytes")
        var bad = good
        bad[8] ^= 1
        let stored = ArchiveError.hex(UInt32(bad[8]) | UInt32(bad[9]) << 8 | UInt32(bad[10]) << 16 | UInt32(bad[11]) << 24)
        let actual = ArchiveError.hex(CRC32.checksum(bad[6..<8]))
        assertError(Data(bad), "xz: the header of stream 1 is damaged: its CRC32 is \(actual), the file says \(stored)")
        bad = good
        bad[7] = 0x02
        assertError(
            Data(Self.resealed(bad, 6, 8)), "xz: check type 0x2 is not supported (only none, CRC32, CRC64 and SHA-256)")
        bad[7] = 0x14
        assertError(Data(Self.resealed(bad, 6, 8)), "xz: stream 1's header sets reserved flags")
        let headerSize = (Int(good[12]) + 1) * 4
        bad = good
        bad[13] ^= 0x40
        XCTAssertThrowsError(try XZ.decompress(Data(bad), limits: .none)) {
            XCTAssertTrue("\($0)".hasPrefix("xz: the header of block 1 is damaged: its CRC32 is "), "\($0)")
        }
        bad[13] = 0xC4
        assertError(Data(Self.resealed(bad, 12, 12 + headerSize - 4)), "xz: block 1's header sets reserved flags")
        // The uncompressed size field (3000 = B8 17) claims one byte more.
        bad = good
        let sizeField = 14 + (good[14] >= 0x80 ? (good[15] >= 0x80 ? 3 : 2) : 1)
        bad[sizeField] += 1
        assertError(
            Data(Self.resealed(bad, 12, 12 + headerSize - 4)), "xz: block 1's header says 3001 uncompressed bytes, it has 3000")
        assertError(Data(good.dropLast()), "xz: the data ends early (the stream footer)")
        bad = good
        bad[bad.count - 1] = 0x41
        assertError(Data(bad), "xz: stream 1's footer does not end with the magic bytes YZ")
    }

    func testChecksAndIndexErrorsByMessage() throws {
        let data = XZTests.text(3_000)
        let good = [UInt8](try XZ.compress(data))
        let indexSize = (Int(good[good.count - 8]) + 1) * 4
        let indexStart = good.count - 12 - indexSize
        var bad = good
        bad[indexStart - 1] ^= 0xFF
        let crc = data.withUnsafeBytes { CRC64.checksum($0) }
        let actual = String(crc, radix: 16).leftPadded(16)
        let stored = String(crc ^ 0xFF00_0000_0000_0000, radix: 16).leftPadded(16)
        assertError(Data(bad), "xz: block 1 is damaged: its CRC64 is \(actual), the file says \(stored)")
        // The index's uncompressed size (3000 = B8 17, after the indicator, count and unpadded size).
        bad = good
        let unpadded = indexStart + 2
        let uncompressed = unpadded + (good[unpadded] >= 0x80 ? 2 : 1)
        bad[uncompressed] += 1
        let recordUnpadded = Int(good[unpadded] & 0x7F) | (good[unpadded] >= 0x80 ? Int(good[unpadded + 1]) << 7 : 0)
        assertError(
            Data(Self.resealed(bad, indexStart, indexStart + indexSize - 4)),
            "xz: the index gives block 1 \(recordUnpadded) unpadded and 3001 uncompressed bytes; it has \(recordUnpadded) and 3000"
        )
        bad = good
        bad[indexStart + 1] = 2
        assertError(
            Data(Self.resealed(bad, indexStart, indexStart + indexSize - 4)),
            "xz: the index lists 2 blocks but the stream has 1")
        bad = good
        bad[indexStart + indexSize - 1] ^= 1
        XCTAssertThrowsError(try XZ.decompress(Data(bad), limits: .none)) {
            XCTAssertTrue("\($0)".hasPrefix("xz: the index is damaged: its CRC32 is "), "\($0)")
        }
        bad = good
        bad[bad.count - 8] += 1
        assertError(
            Data(Self.resealed(bad, bad.count - 8, bad.count - 2, at: bad.count - 12)),
            "xz: stream 1's footer says the index has \(indexSize + 4) bytes, it has \(indexSize)")
    }

    func testCRC32AndSHA256ChecksFromXZ() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = XZTests.text(2_000)
        for (check, name, digits) in [("crc32", "CRC32", 8), ("sha256", "SHA-256", 64)] {
            var bad = [UInt8](try XZTests.xz(data, ["--check=\(check)"], in: folder))
            let indexSize = (Int(bad[bad.count - 8]) + 1) * 4
            let checkEnd = bad.count - 12 - indexSize
            bad[checkEnd - 1] ^= 0xFF
            XCTAssertThrowsError(try XZ.decompress(Data(bad), limits: .none)) { error in
                let text = "\(error)"
                XCTAssertTrue(text.hasPrefix("xz: block 1 is damaged: its \(name) is "), text)
                XCTAssertEqual(text.count, "xz: block 1 is damaged: its \(name) is , the file says ".count + 2 * digits)
            }
        }
    }

    func testLZMA2ErrorsByMessage() {
        assertError(Self.wrap(lzma2: [0x02, 0, 0, 0x41, 0]), "xz: the first LZMA2 chunk does not reset the dictionary")
        assertError(Self.wrap(lzma2: [0x03, 0]), "xz: LZMA2 control byte 0x3 is invalid")
        assertError(
            Self.wrap(lzma2: [0x01, 0, 0, 0x41, 0xA0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0]),
            "xz: LZMA2 chunk 0xa0 comes before the properties are set")
        assertError(Self.wrap(lzma2: [0xE0, 0, 0, 0, 4, 0xFF, 0, 0]), "xz: LZMA2 properties byte 255 is above 224")
        assertError(Self.wrap(lzma2: [0xE0, 0, 0, 0, 4, 13, 0, 0]), "xz: LZMA2 properties have lc 4 + lp 1 above 4")
        assertError(
            Self.wrap(lzma2: [0xE0, 0, 0, 0, 3, 0x5D, 0, 0, 0, 0, 0]),
            "xz: an LZMA2 chunk of 4 packed bytes is shorter than 5")
        assertError(
            Self.wrap(lzma2: [0xE0, 0, 0, 0, 4, 0x5D, 1, 0, 0, 0, 0, 0]),
            "xz: an LZMA chunk's range coder does not start with a zero byte")
        assertError(
            Self.wrap(lzma2: [0x01, 0, 4]).prefix(27), "xz: the data ends early (an uncompressed LZMA2 chunk of 5 bytes)")
        assertError(Self.wrap(lzma2: [0x01, 0, 0, 0x41]).prefix(28), "xz: the data ends early (an LZMA2 chunk)")
        assertError(
            Self.wrap(lzma2: [0xE0, 0, 0, 0, 4, 0x5D, 0, 0]).prefix(32),
            "xz: the data ends early (an LZMA2 chunk of 5 packed bytes)")
    }

    func testBombsStopAtTheLimits() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bomb = try XZTests.xz(Data(count: 16 << 20), ["-9"], in: folder)
        XCTAssertLessThan(bomb.count, 4_000)
        assertError(
            bomb, "the archive expands past 1048576 bytes (the size limit)",
            limits: ExpansionLimits(maxBytes: 1 << 20, maxRatio: .max))
        assertError(
            bomb, "the archive expands past 100 times its size of \(bomb.count) bytes (the ratio limit)",
            limits: ExpansionLimits(maxBytes: .max, maxRatio: 100))
        // A chunk that claims 2 MiB is refused before the memory is taken.
        let claim = Self.wrap(lzma2: [0xFF, 0xFF, 0xFF, 0, 4, 0x5D, 0, 0, 0, 0, 0])
        assertError(
            claim, "the archive expands past 65536 bytes (the size limit)",
            limits: ExpansionLimits(maxBytes: 65_536, maxRatio: .max))
    }

    func testTruncationsAndMutationsFailCleanly() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = XZTests.text(2_500) + XZTests.noise(200)
        let seeds = [
            [UInt8](try XZ.compress(data)), [UInt8](try XZTests.xz(data, ["--check=sha256", "--block-size=1500"], in: folder)),
        ]
        let started = Date()
        for seed in seeds {
            for end in Array(stride(from: 0, to: seed.count, by: 5)) + Array(seed.count - 40..<seed.count) {
                XCTAssertThrowsError(try XZ.decompress(Data(seed[0..<end]), limits: .none)) {
                    XCTAssertTrue($0 is ArchiveError, "\($0)")
                }
            }
        }
        var random = SplitMix64(seed: 2_026_112_9)
        let limits = ExpansionLimits(maxBytes: 1 << 20, maxRatio: 1_000)
        for round in 0..<400 {
            var bytes = seeds[round % seeds.count]
            for _ in 0..<(1 + Int(random.next() % 3)) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[at] ^= UInt8(1 << (random.next() % 8))
                case 1: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                default: bytes.remove(at: at)
                }
            }
            do {
                _ = try XZ.decompress(Data(bytes), limits: limits)
            } catch {
                XCTAssertTrue(error is ArchiveError, "\(error)")
            }
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
