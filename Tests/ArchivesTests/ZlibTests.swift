import Foundation
import XCTest

@testable import Archives

/// The zlib container (RFC 1950) PNG's image data uses: Adler-32 vectors, round trips, damage.
final class ZlibTests: IsolatedTestCase {
    func testAdler32KnownValues() {
        XCTAssertEqual(Adler32.checksum([UInt8]()), 1)
        XCTAssertEqual(Adler32.checksum(Array("Wikipedia".utf8)), 0x11E6_0398)
        // 100,000 bytes of 0xFF: the sums must be reduced before they overflow.
        XCTAssertEqual(
            Adler32.checksum([UInt8](repeating: 0xFF, count: 100_000)),
            Adler32.reference([UInt8](repeating: 0xFF, count: 100_000)))
    }

    func testRoundTripAndDamage() throws {
        let text = [UInt8]((0..<50_000).map { UInt8(truncatingIfNeeded: $0 * 7 / 3) })
        let stream = try text.withUnsafeBytes { try Zlib.compress($0) }
        XCTAssertEqual([UInt8](try Zlib.decompress(Data(stream))), text)
        var badSum = stream
        badSum[badSum.count - 1] ^= 1
        XCTAssertThrowsError(try Zlib.decompress(Data(badSum))) { error in
            XCTAssertTrue("\(error)".hasPrefix("zlib: the Adler-32 checksum is "), "\(error)")
        }
        XCTAssertEqual("\(String(describing: try? Zlib.decompress(Data(badSum), checkAdler: false).count))", "Optional(50000)")
        XCTAssertThrowsError(try Zlib.decompress(Data([0x78, 0x9D]))) {
            XCTAssertEqual("\($0)", "zlib: the header check bits are wrong")
        }
        XCTAssertThrowsError(try Zlib.decompress(Data([0x79, 0x9C]))) {
            XCTAssertEqual(
                "\($0)", "zlib: compression method 9 with window 7 (only 8, deflate, with a window of at most 32 KiB exists)")
        }
        XCTAssertThrowsError(try Zlib.decompress(Data([0x78]))) {
            XCTAssertEqual("\($0)", "zlib: the data ends early (the two-byte header)")
        }
        XCTAssertThrowsError(try Zlib.decompress(Data(stream.dropLast(2)))) {
            XCTAssertEqual("\($0)", "zlib: the data ends early (the Adler-32 checksum)")
        }
        XCTAssertThrowsError(try Zlib.decompress(Data(stream), limit: 100)) {
            XCTAssertEqual("\($0)", "the archive expands past 100 bytes (the size limit)")
        }
    }
}

extension Adler32 {
    /// The definition, one byte at a time with a reduction every step.
    static func reference(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }
}
