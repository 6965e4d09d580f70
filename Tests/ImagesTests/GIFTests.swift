import Digests
import Foundation
import XCTest

@testable import Images

/// GIF: animations from Pillow and ImageMagick decode frame by frame to Pillow's composited
/// frames (Fixtures/gif, scripts/gif-fixtures.py), with delays and loop counts; our encoder's
/// files read back (exactly when 256 colours or fewer, closely otherwise).
final class GIFTests: IsolatedTestCase {
    func testFramesMatchPillow() throws {
        let rows = try Fixtures.rows("gif/frames.tsv")
        XCTAssertEqual(rows.count, 4)
        for row in rows {
            let animation = try GIF.decodeAnimation(try Fixtures.data("gif/\(row[0])"))
            XCTAssertEqual(animation.frames.count, Int(row[1]), row[0])
            XCTAssertEqual(animation.loopCount.map(String.init) ?? "-", row[2], row[0])
            XCTAssertEqual(
                animation.frames.map { String(Int(($0.delay * 100).rounded())) }.joined(separator: ","), row[3], row[0])
            XCTAssertEqual(
                animation.frames.map { DigestAlgorithm.sha256.hexDigest($0.pixels.rgba8) }.joined(separator: ","), row[4], row[0])
        }
        let still = try ImageDecoder.decode(try Fixtures.data("gif/pil-still.gif"))  // Pillow writes a still GIF interlaced.
        XCTAssertEqual(still.source.format, .gif)
        XCTAssertTrue(still.source.interlaced)
    }

    func testOurGIFsReadBack() throws {
        let animation = try GIF.decodeAnimation(try Fixtures.data("gif/pil-transparent.gif"))
        let written = try GIF.encode(animation.frames, loopCount: 5)
        let back = try GIF.decodeAnimation(written)
        XCTAssertEqual(back.loopCount, 5)
        XCTAssertEqual(back.frames, animation.frames)
        // A photograph has thousands of colours: median cut keeps it close.
        let photo = try JPEG.decode(try Fixtures.data("jpeg/cam-sanyo-sr662.jpg")).pixels
        let quantised = try GIF.decode(try GIF.encode([.init(pixels: photo, delay: 0.5)], loopCount: nil))
        XCTAssertGreaterThan(psnr(quantised.pixels, photo), 30)
        XCTAssertEqual(try GIF.decodeAnimation(try GIF.encode([.init(pixels: photo, delay: 0.5)], loopCount: nil)).loopCount, nil)
        XCTAssertEqual(message { _ = try GIF.encode([]) }, "cannot write GIF: there are no frames")
        let other = try PixelBuffer(width: 2, height: 2, samples: .rgba8([UInt8](repeating: 9, count: 16)))
        XCTAssertEqual(
            message { _ = try GIF.encode([.init(pixels: photo, delay: 0), .init(pixels: other, delay: 0)]) },
            "cannot write GIF: every frame must be 96×72 like the first")
    }

    func testLZWRoundTripsEveryCodeWidth() {
        for minimum in 2...8 {
            var state: UInt32 = UInt32(minimum)
            let indices = (0..<20_000).map { i -> UInt8 in
                state = state &* 1_664_525 &+ 1_013_904_223
                // Runs and noise, so the table fills and clears.
                return UInt8(truncatingIfNeeded: (i / 7 % 3 == 0 ? Int(state >> 24) : i / 13) % (1 << minimum))
            }
            let codes = GIFLZW.encode(indices, minimumCodeSize: minimum)
            XCTAssertEqual(GIFLZW.decode(codes, minimumCodeSize: minimum, count: indices.count), indices, "code size \(minimum)")
        }
    }

    func testDamagedGIFs() throws {
        let good = [UInt8](try Fixtures.data("gif/pil-still.gif"))
        XCTAssertEqual(message { _ = try GIF.decode(Data(Array("GIF88a".utf8))) }, "GIF: the signature is not GIF87a or GIF89a")
        XCTAssertEqual(
            message { _ = try GIF.decode(Data(good.prefix(20))) }, "GIF: the data ends early (the global colour table)")
        XCTAssertEqual(
            message { _ = try GIF.decode(Data(good.prefix(good.count - 30))) },
            "GIF: the data ends early (the image data of frame 1)")
        var huge = good
        huge[6] = 0xFF; huge[7] = 0xFF; huge[8] = 0xFF; huge[9] = 0xFF
        XCTAssertEqual(
            message { _ = try GIF.decode(Data(huge)) },
            "the image is 65535×65535 pixels, more than the limit of 100,000,000 pixels in all")
        let frames = ImageLimits(maxDimension: 100, maxPixels: 10_000, maxFrames: 2, maxMetadataBytes: 100)
        XCTAssertEqual(
            message { _ = try GIF.decodeAnimation(try Fixtures.data("gif/pil-transparent.gif"), limits: frames) },
            "the image is 40×30 pixels, more than the limit of 2 frames")
        let pixels = ImageLimits(maxDimension: 100, maxPixels: 3_000, maxFrames: 10, maxMetadataBytes: 100)
        XCTAssertEqual(
            message { _ = try GIF.decodeAnimation(try Fixtures.data("gif/pil-transparent.gif"), limits: pixels) },
            "the image is 40×30 pixels, more than the limit of 3,000 pixels in all frames together (3 frames)")
    }
}

/// Findings of the fuzz campaign, each once a crash.
final class GIFFuzzFindingTests: IsolatedTestCase {
    func testAFrameOutsideTheCanvasWithDisposalTwo() throws {
        // A 4×4 canvas, then a frame at (60000, 60000) that asks to be cleared afterwards, then a second frame.
        let header = Array("GIF89a".utf8) + [4, 0, 4, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]
        let control: [UInt8] = [0x21, 0xF9, 4, 2 << 2, 0, 0, 0, 0]
        let outside: [UInt8] = [0x2C, 0x60, 0xEA, 0x60, 0xEA, 1, 0, 1, 0, 0, 2, 2, 0x4C, 0x01, 0]
        let inside: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4C, 0x01, 0]
        let animation = try GIF.decodeAnimation(Data(header + control + outside + inside + [0x3B]))
        XCTAssertEqual(animation.frames.count, 2)
        XCTAssertEqual(animation.frames[0].pixels.rgba8, [UInt8](repeating: 0, count: 64))
        XCTAssertEqual(Array(animation.frames[1].pixels.rgba8.prefix(4)), [255, 255, 255, 255])
    }
}
