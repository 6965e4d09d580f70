import Digests
import Foundation
import XCTest

@testable import Images

/// BMP: files from Pillow and ImageMagick (Fixtures/bmp, scripts/bmp-fixtures.py) decode to
/// Pillow's pixels; our files read back; damaged files are clean errors.
final class BMPTests: IsolatedTestCase {
    func testEveryFixtureMatchesPillow() throws {
        let rows = try Fixtures.rows("bmp/pixels.tsv")
        XCTAssertEqual(rows.count, 11)
        for row in rows {
            let image = try ImageDecoder.decode(try Fixtures.data("bmp/\(row[0])"))
            XCTAssertEqual(image.source.format, .bmp)
            XCTAssertEqual([image.pixels.width, image.pixels.height], [Int(row[1]), Int(row[2])], row[0])
            XCTAssertEqual(DigestAlgorithm.sha256.hexDigest(image.pixels.rgba8), row[4], row[0])
        }
    }

    func testOurBitmapsReadBack() throws {
        for alpha in [false, true] {
            let pixels = try PNGTests.noise(width: 13, height: 7, sixteen: false, grey: false, opaque: !alpha)
            let file = try BMP.encode(pixels)
            XCTAssertEqual(try BMP.decode(file).pixels, pixels)
            XCTAssertEqual(try BMP.decode(file).source.hasAlpha, alpha)
        }
    }

    func testDamagedBitmaps() throws {
        let good = [UInt8](try Fixtures.data("bmp/pil-24bit.bmp"))
        XCTAssertEqual(
            message { _ = try BMP.decode(Data(good.prefix(20))) }, "BMP: the data ends early (the file and bitmap headers)")
        XCTAssertEqual(
            message { _ = try BMP.decode(Data(good.prefix(good.count - 100))) },
            "BMP: the data ends early (row 16 of 17 of the pixel data)")
        var header = good
        header[14] = 99
        XCTAssertEqual(message { _ = try BMP.decode(Data(header)) }, "BMP: a bitmap header of 99 bytes is not supported")
        var bits = good
        bits[28] = 7
        XCTAssertEqual(message { _ = try BMP.decode(Data(bits)) }, "BMP: 7 bits per pixel does not exist")
        var jpeg = good
        jpeg[30] = 4
        XCTAssertEqual(message { _ = try BMP.decode(Data(jpeg)) }, "BMP: a bitmap holding a JPEG is not supported")
        var huge = good
        huge[18] = 0xFF; huge[19] = 0xFF; huge[20] = 0xFF; huge[21] = 0x00
        XCTAssertEqual(
            message { _ = try BMP.decode(Data(huge)) },
            "the image is 16777215×17 pixels, more than the limit of 65,535 pixels a side")
    }
}
