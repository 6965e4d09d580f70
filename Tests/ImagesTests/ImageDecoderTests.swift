import Foundation
import XCTest

@testable import Images

/// Recognising formats by their first bytes; the ones we cannot decode are named.
final class ImageDecoderTests: IsolatedTestCase {
    func testFormatsWeCannotDecodeAreNamed() {
        let samples: [(ImageFormat, [UInt8])] = [
            (.heic, [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0]),
            (.avif, [0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [0, 0, 0, 0]),
            (.heif, [0, 0, 0, 0x1C] + Array("ftypmif1".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8)),
            (.jpeg2000, [0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A]),
            (.jpegXL, [0xFF, 0x0A, 0x00]),
            (.psd, Array("8BPS".utf8) + [0, 1]),
            (.pdf, Array("%PDF-1.7\n".utf8)),
        ]
        for (format, bytes) in samples {
            XCTAssertEqual(ImageDecoder.format(of: Data(bytes)), format)
            XCTAssertEqual(
                message { _ = try ImageDecoder.decode(Data(bytes)) },
                "cannot decode \(format.rawValue) here: convert it to JPEG, PNG, GIF, TIFF, BMP or WebP first")
        }
        XCTAssertEqual(
            message { _ = try ImageDecoder.decode(Data("hello world".utf8)) },
            "not an image format we know (first bytes: 68 65 6c 6c 6f 20 77 6f)")
        XCTAssertEqual(message { _ = try ImageDecoder.decode(Data()) }, "not an image (the data is empty)")
    }

    func testDecodeDispatchesByContent() throws {
        XCTAssertEqual(try ImageDecoder.decode(try Fixtures.data("pngsuite/basn2c08.png")).source.format, .png)
        XCTAssertEqual(try ImageDecoder.decode(try Fixtures.data("jpeg/pil-grey.jpg")).source.format, .jpeg)
        // Bytes between SOI and the next marker are passed over, as libjpeg passes them (with its
        // "extraneous bytes" warning): the file is still a JPEG, with the same pixels. Between two
        // segments as well. Only SOI is asked for: what follows is the JPEG reader's to judge.
        let good = try Fixtures.data("jpeg/pil-grey.jpg")
        let pixels = try ImageDecoder.decode(good).pixels
        let afterFirstSegment = segmentEnd(good, after: 2)
        for (offset, garbage) in [(2, [0x00, 0xE0, 0x00, 0x10]), (2, [0x12]), (afterFirstSegment, [0x00, 0x00, 0x00])] {
            var damaged = good
            damaged.insert(contentsOf: garbage.map(UInt8.init), at: offset)
            XCTAssertEqual(ImageDecoder.format(of: damaged), .jpeg)
            XCTAssertEqual(try ImageDecoder.decode(damaged).pixels, pixels, "\(garbage) at \(offset)")
        }
        XCTAssertEqual(
            message { _ = try ImageDecoder.decode(Data([0xFF, 0xD8, 0x00, 0x01, 0x02])) },
            "JPEG: the data ends early (the frame header)")
        // A PNG with a damaged signature still gets the PNG decoder's message.
        XCTAssertEqual(
            message { _ = try ImageDecoder.decode(try Fixtures.data("pngsuite/xs1n0g01.png")) },
            "PNG: the signature is wrong (first bytes: 09 50 4e 47 0d 0a 1a 0a, expected 89 50 4e 47 0d 0a 1a 0a)")
    }

    /// Where the segment starting at `offset` (its marker) ends in a JPEG file.
    func segmentEnd(_ file: Data, after offset: Int) -> Int {
        let bytes = [UInt8](file)
        return offset + 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
    }
}
