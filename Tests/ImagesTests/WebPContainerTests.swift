import Foundation
import XCTest

@testable import Images

/// The WebP container around the bitstreams: damaged files and streams are errors naming what is
/// wrong; animations composite frame by frame (blending, clearing, copying); alpha filters undo;
/// ICC profiles and EXIF are kept.
final class WebPContainerTests: IsolatedTestCase {
    private func lossless(_ writer: VP8LWriter) -> Data { WebPFile.riff([WebPFile.chunk("VP8L", writer.bytes)]) }

    func testDamagedLosslessStreams() throws {
        var twice = VP8LWriter()
        twice.header(width: 1, height: 1)
        for _ in 0..<2 {
            twice.put(1, 1)
            twice.put(2, 2)
        }
        XCTAssertEqual(message { _ = try WebP.decode(self.lossless(twice)) }, "WebP: the subtract-green transform is given twice")
        var cache = VP8LWriter()
        cache.header(width: 1, height: 1)
        cache.put(0, 1)
        cache.put(1, 1)
        cache.put(12, 4)
        XCTAssertEqual(
            message { _ = try WebP.decode(self.lossless(cache)) }, "WebP: a colour cache of 12 bits (the format allows 1 to 11)")
        var version = VP8LWriter()
        version.header(width: 1, height: 1, version: 1)
        XCTAssertEqual(message { _ = try WebP.decode(self.lossless(version)) }, "WebP: lossless version 1 is not supported")
        var headerOnly = VP8LWriter()
        headerOnly.header(width: 1, height: 1)
        XCTAssertEqual(message { _ = try WebP.decode(self.lossless(headerOnly)) }, "WebP: the data ends early (a prefix code)")
        var huge = VP8LWriter()
        huge.header(width: 16_000, height: 16_000)
        XCTAssertEqual(
            message { _ = try WebP.decode(self.lossless(huge)) },
            "the image is 16000×16000 pixels, more than the limit of 100,000,000 pixels in all")
        XCTAssertEqual(
            message { _ = try WebP.decode(WebPFile.riff([WebPFile.chunk("VP8L", [0x2E, 0, 0, 0, 0])])) },
            "WebP: the lossless signature is 2e, not 2f")
    }

    /// A copy reaching back before the first pixel: the green code is the one symbol 256 (a copy
    /// of one pixel), written in the normal form, and the distance code names the offset (4, 2).
    func testACopyBeforeTheImageStarts() throws {
        var writer = VP8LWriter()
        writer.header(width: 2, height: 1)
        writer.put(0, 3)  // no transform, no colour cache, no entropy image
        writer.put(0, 1)  // green: the normal form
        writer.put(0, 4)  // four code-length code lengths, for 17, 18, 0 and 1
        for length in [0, 1, 2, 2] { writer.put(length, 3) }
        writer.put(0, 1)  // as many lengths as symbols
        for _ in 0..<2 {
            writer.put(0, 1)  // 18 (code 0): 11 + 117 zeros
            writer.put(117, 7)
        }
        writer.put(1, 1)  // 1 (code 11): symbol 256 has length 1
        writer.put(1, 1)
        writer.put(0, 1)  // 18: the 23 symbols left are zeros
        writer.put(12, 7)
        for symbol in [0, 0, 0, 10] { writer.oneSymbolCode(symbol) }  // red, blue, alpha; distance prefix 10
        XCTAssertEqual(
            message { _ = try WebP.decode(self.lossless(writer)) },
            "WebP: a copy at pixel 0 reaches 8 pixels back, before the start of the image")
    }

    func testDamagedContainers() {
        XCTAssertEqual(
            message { _ = try WebP.decode(Data("RIFF\u{4}\0\0\0WAVE".utf8)) }, "WebP: the file does not start with RIFF….WEBP")
        var short = [UInt8](WebPFile.riff([WebPFile.chunk("VP8L", VP8LWriter.uniform(width: 1, height: 1, argb: (1, 2, 3, 4)))]))
        short.removeLast(4)
        XCTAssertEqual(
            message { _ = try WebP.decode(Data(short)) },
            "WebP: the data ends early (the 'VP8L' chunk (13 bytes at byte 20, 10 there))")
        XCTAssertEqual(
            message { _ = try WebP.decode(WebPFile.riff([WebPFile.chunk("EXIF", [1, 2])])) },
            "WebP: there is no image data (no 'VP8 ' or 'VP8L' chunk)")
        let mismatch = WebPFile.riff([
            WebPFile.extendedHeader(flags: 0x10, width: 4, height: 4),
            WebPFile.chunk("VP8L", VP8LWriter.uniform(width: 3, height: 2, argb: (255, 0, 0, 0))),
        ])
        XCTAssertEqual(message { _ = try WebP.decode(mismatch) }, "WebP: the header's canvas is 4×4 but the image is 3×2")
    }

    func testAnimationsComposite() throws {
        let red = VP8LWriter.uniform(width: 4, height: 4, argb: (255, 255, 0, 0))
        let blue = VP8LWriter.uniform(width: 2, height: 2, argb: (128, 0, 0, 255))
        let green = VP8LWriter.uniform(width: 2, height: 2, argb: (255, 0, 255, 0))
        let file = WebPFile.riff([
            WebPFile.extendedHeader(flags: 0x12, width: 4, height: 4),
            WebPFile.chunk("ANIM", [0, 0, 0, 0, 0, 0]),
            WebPFile.frame(x: 0, y: 0, width: 4, height: 4, duration: 100, flags: 0, image: WebPFile.chunk("VP8L", red)),
            WebPFile.frame(x: 2, y: 2, width: 2, height: 2, duration: 50, flags: 1, image: WebPFile.chunk("VP8L", blue)),
            WebPFile.frame(x: 0, y: 0, width: 2, height: 2, duration: 0, flags: 2, image: WebPFile.chunk("VP8L", green)),
        ])
        let animation = try WebP.decodeAnimation(file)
        XCTAssertEqual(animation.loopCount, 0)
        XCTAssertEqual(animation.frames.map(\.delay), [0.1, 0.05, 0])
        let r: [UInt8] = [255, 0, 0, 255], g: [UInt8] = [0, 255, 0, 255], mixed: [UInt8] = [127, 0, 128, 255],
            clear: [UInt8] = [0, 0, 0, 0]
        XCTAssertEqual(animation.frames[0].pixels.rgba8, Array([[UInt8]](repeating: r, count: 16).joined()))
        XCTAssertEqual(
            animation.frames[1].pixels.rgba8, Array([r, r, r, r, r, r, r, r, r, r, mixed, mixed, r, r, mixed, mixed].joined()))
        XCTAssertEqual(
            animation.frames[2].pixels.rgba8, Array([g, g, r, r, g, g, r, r, r, r, clear, clear, r, r, clear, clear].joined()))
        XCTAssertEqual(try WebP.decode(file).pixels.rgba8, animation.frames[0].pixels.rgba8)
        let outside = WebPFile.riff([
            WebPFile.extendedHeader(flags: 0x12, width: 4, height: 4),
            WebPFile.frame(x: 4, y: 4, width: 2, height: 2, duration: 0, flags: 0, image: WebPFile.chunk("VP8L", green)),
        ])
        XCTAssertEqual(message { _ = try WebP.decode(outside) }, "WebP: frame 1 (2×2 at 4,4) does not fit the 4×4 canvas")
    }

    func testAlphaFilters() throws {
        let deltas: [UInt8] = [10, 5, 5, 3, 1, 1]
        let expected: [Int: [UInt8]] = [
            0: deltas, 1: [10, 15, 20, 13, 14, 15], 2: [10, 15, 20, 13, 16, 21], 3: [10, 15, 20, 13, 19, 25],
        ]
        for (filter, values) in expected {
            XCTAssertEqual(try WebPAlpha.decode([UInt8(filter << 2)] + deltas, width: 3, height: 2), values, "filter \(filter)")
        }
        XCTAssertEqual(
            message { _ = try WebPAlpha.decode([0, 1, 2], width: 3, height: 2) },
            "WebP: the data ends early (6 raw alpha values (2 there))")
        XCTAssertEqual(
            message { _ = try WebPAlpha.decode([2, 1, 2], width: 3, height: 2) },
            "WebP: the alpha chunk's compression is 2 (0 raw or 1 lossless)")
    }

    func testProfileAndEXIFAreKept() throws {
        let exif: [UInt8] = Array("MM\0*".utf8) + [0, 0, 0, 8]
        let file = WebPFile.riff([
            WebPFile.extendedHeader(flags: 0x28, width: 1, height: 1),
            WebPFile.chunk("ICCP", [1, 2, 3]),
            WebPFile.chunk("VP8L", VP8LWriter.uniform(width: 1, height: 1, argb: (255, 1, 2, 3))),
            WebPFile.chunk("EXIF", Array("Exif\0\0".utf8) + exif),
        ])
        let image = try WebP.decode(file)
        XCTAssertEqual(image.metadata.iccProfile?.bytes, [1, 2, 3])
        XCTAssertEqual(image.metadata.exif, exif)
    }
}
