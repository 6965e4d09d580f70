import Digests
import Foundation
import XCTest

@testable import Images

/// TIFF: files from Pillow/libtiff (Fixtures/tiff, scripts/tiff-fixtures.py) decode to Pillow's
/// pixels; our files (uncompressed and LZW) read back; what we do not read is named.
final class TIFFTests: IsolatedTestCase {
    func testEveryFixtureMatchesPillow() throws {
        let rows = try Fixtures.rows("tiff/pixels.tsv")
        XCTAssertEqual(rows.count, 9)
        for row in rows {
            let image = try ImageDecoder.decode(try Fixtures.data("tiff/\(row[0])"))
            XCTAssertEqual(image.source.format, .tiff)
            XCTAssertEqual([image.pixels.width, image.pixels.height], [Int(row[1]), Int(row[2])], row[0])
            XCTAssertEqual(DigestAlgorithm.sha256.hexDigest(image.pixels.rgba8), row[3], row[0])
        }
    }

    func testOurTIFFsReadBack() throws {
        for compression in TIFF.Compression.allCases {
            for opaque in [true, false] {
                let pixels = try PNGTests.noise(width: 300, height: 41, sixteen: false, grey: false, opaque: opaque)
                XCTAssertEqual(
                    try TIFF.decode(try TIFF.encode(pixels, compression: compression)).pixels, pixels, "\(compression) \(opaque)")
            }
        }
    }

    func testLZWRoundTripsPastTheTableSize() {
        var state: UInt32 = 99
        let input = (0..<200_000).map { i -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return i % 5 == 0 ? UInt8(state >> 24) : UInt8(i / 17 % 256)
        }
        XCTAssertEqual(TIFFLZW.decode(TIFFLZW.encode(input), limit: input.count), input)
    }

    func testWhatWeDoNotReadIsNamed() throws {
        var file = [UInt8](try Fixtures.data("tiff/rgb-raw.tif"))
        var reader = try TIFFReader(file)
        let entries = try reader.entries(at: reader.firstIFD)
        let compression = try XCTUnwrap(entries.first { $0.tag == 259 })
        file[compression.valueOffset] = 7
        XCTAssertEqual(message { _ = try TIFF.decode(Data(file)) }, "TIFF: JPEG compression is not supported")
        file[compression.valueOffset] = 2
        XCTAssertEqual(message { _ = try TIFF.decode(Data(file)) }, "TIFF: CCITT fax compression is not supported")
        XCTAssertEqual(
            message { _ = try TIFF.decode(Data([0x49, 0x49, 43, 0, 8, 0, 0, 0])) }, "TIFF: the TIFF magic number is 43, not 42")
        XCTAssertEqual(
            message { _ = try TIFF.decode(Data([0x49, 0x49, 42, 0, 200, 0, 0, 0])) },
            "TIFF: an IFD offset (200) is outside the block")
    }
}
