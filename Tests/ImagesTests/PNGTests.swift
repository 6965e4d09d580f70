import Archives
import Foundation
import XCTest

@testable import Images

/// PNG beyond PngSuite: the encoder (every filter and colour type, 8 and 16 bits) read back by our
/// decoder, the pixel limits, metadata kept, damaged files.
final class PNGTests: IsolatedTestCase {
    /// Pixels from a fixed linear congruential sequence: noisy, so every filter has work.
    static func noise(width: Int, height: Int, sixteen: Bool, grey: Bool, opaque: Bool) throws -> PixelBuffer {
        var state: UInt32 = 12345
        func next() -> UInt32 {
            state = state &* 1_103_515_245 &+ 12345
            return state >> 8
        }
        var values = [UInt16]()
        for y in 0..<height {
            for x in 0..<width {
                let base = UInt16(truncatingIfNeeded: (x * 37 + y * 11) * (sixteen ? 257 : 1))
                let r = base &+ UInt16(truncatingIfNeeded: next() % 9)
                let g = grey ? r : UInt16(truncatingIfNeeded: next())
                let b = grey ? r : base &* 3
                let a = opaque ? UInt16.max : UInt16(truncatingIfNeeded: next())
                values += [r, g, b, a]
            }
        }
        if sixteen { return try PixelBuffer(width: width, height: height, samples: .rgba16(values)) }
        return try PixelBuffer(width: width, height: height, samples: .rgba8(values.map { UInt8($0 & 0xFF) }))
    }

    func testEveryFilterAndColourTypeRoundTrips() throws {
        for sixteen in [false, true] {
            for (grey, opaque) in [(true, true), (true, false), (false, true), (false, false)] {
                let pixels = try Self.noise(width: 23, height: 9, sixteen: sixteen, grey: grey, opaque: opaque)
                for filter in PNGEncodeOptions.Filter.allCases {
                    let file = try PNG.encode(pixels, options: PNGEncodeOptions(filter: filter))
                    let back = try PNG.decode(file)
                    XCTAssertEqual(back.pixels, pixels, "\(filter) grey \(grey) opaque \(opaque) 16 \(sixteen)")
                    XCTAssertEqual(back.source.colourModel, grey ? .grey : .rgb)
                    XCTAssertEqual(back.source.hasAlpha, !opaque)
                    XCTAssertEqual(back.source.bitsPerSample, sixteen ? 16 : 8)
                }
            }
        }
    }

    func testTheChosenFilterIsTheOneWritten() throws {
        let pixels = try Self.noise(width: 8, height: 4, sixteen: false, grey: false, opaque: true)
        for (index, filter) in [PNGEncodeOptions.Filter.none, .sub, .up, .average, .paeth].enumerated() {
            let file = [UInt8](try PNG.encode(pixels, options: PNGEncodeOptions(filter: filter)))
            let idat = try XCTUnwrap(file.firstRange(of: Array("IDAT".utf8)))
            let raw = [UInt8](try Zlib.decompress(Data(file[idat.upperBound...])))
            XCTAssertEqual((0..<4).map { raw[$0 * (1 + 8 * 3)] }, [UInt8](repeating: UInt8(index), count: 4), "\(filter)")
        }
    }

    func testAdaptiveFilteringIsSmallerThanNoneOnAGradient() throws {
        var values = [UInt8]()
        for y in 0..<64 { for x in 0..<64 { values += [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255] } }
        let pixels = try PixelBuffer(width: 64, height: 64, samples: .rgba8(values))
        let none = try PNG.encode(pixels, options: PNGEncodeOptions(filter: .none)).count
        let adaptive = try PNG.encode(pixels, options: PNGEncodeOptions(filter: .adaptive)).count
        XCTAssertLessThan(adaptive, none)
    }

    /// An IHDR for `width`×`height` RGB, with a good CRC, and nothing else.
    static func header(width: UInt32, height: UInt32) -> [UInt8] {
        var file = PNG.signature
        var body = [UInt8]()
        BigEndian.append32(width, to: &body)
        BigEndian.append32(height, to: &body)
        body += [8, 2, 0, 0, 0]
        PNG.appendChunk("IHDR", body, to: &file)
        return file
    }

    func testDecompressionBombsAreRefusedFromTheHeader() {
        XCTAssertEqual(
            message { _ = try PNG.decode(Data(Self.header(width: 100_000, height: 10))) },
            "the image is 100000×10 pixels, more than the limit of 65,535 pixels a side")
        XCTAssertEqual(
            message { _ = try PNG.decode(Data(Self.header(width: 20_000, height: 20_000))) },
            "the image is 20000×20000 pixels, more than the limit of 100,000,000 pixels in all")
        let small = ImageLimits(maxDimension: 100, maxPixels: 50, maxFrames: 1, maxMetadataBytes: 10)
        XCTAssertEqual(
            message { _ = try PNG.decode(try Fixtures.data("pngsuite/basn0g08.png"), limits: small) },
            "the image is 32×32 pixels, more than the limit of 50 pixels in all")
    }

    func testDamagedFilesAreCleanErrors() throws {
        let good = [UInt8](try Fixtures.data("pngsuite/basn2c08.png"))
        XCTAssertEqual(
            message { _ = try PNG.decode(Data(good.prefix(good.count / 2))) },
            "PNG: the data ends early (the IDAT chunk needs 72 bytes)")
        XCTAssertEqual(
            message { _ = try PNG.decode(Data(good.dropLast(12))) },
            "PNG: the data ends early (a chunk after IDAT; the IEND chunk is missing)")
        XCTAssertEqual(message { _ = try PNG.decode(Data()) }, "PNG: the data ends early (the 8-byte signature)")
        XCTAssertEqual(
            message { _ = try PNG.decode(Data(Self.header(width: 1, height: 1))) },
            "PNG: the data ends early (a chunk after IHDR; the IEND chunk is missing)")
        var unknown = Self.header(width: 1, height: 1)
        PNG.appendChunk("ABCD", [1], to: &unknown)
        XCTAssertEqual(message { _ = try PNG.decode(Data(unknown)) }, "PNG: the critical chunk ABCD is not supported")
        // A filter type past 4 in the first row.
        var badFilter = Self.header(width: 1, height: 1)
        PNG.appendChunk("IDAT", try [UInt8(7), 1, 2, 3].withUnsafeBytes { try Zlib.compress($0) }, to: &badFilter)
        PNG.appendChunk("IEND", [], to: &badFilter)
        XCTAssertEqual(
            message { _ = try PNG.decode(Data(badFilter)) }, "PNG: row 1 of the image data has filter type 7 (0 to 4 exist)")
        var short = Self.header(width: 2, height: 2)
        PNG.appendChunk("IDAT", try [UInt8(0), 1, 2, 3].withUnsafeBytes { try Zlib.compress($0) }, to: &short)
        PNG.appendChunk("IEND", [], to: &short)
        XCTAssertEqual(
            message { _ = try PNG.decode(Data(short)) }, "PNG: the data ends early (the image data holds 4 of its 14 bytes)")
        var notZlib = Self.header(width: 1, height: 1)
        PNG.appendChunk("IDAT", [0x78, 0x9C, 0xFF, 0xFF], to: &notZlib)
        PNG.appendChunk("IEND", [], to: &notZlib)
        XCTAssertEqual(
            message { _ = try PNG.decode(Data(notZlib)) },
            "PNG: the image data (IDAT) is damaged: corrupt deflate data at byte 3: block type 3 is reserved")
    }

    func testMetadataIsKeptAndWrittenBack() throws {
        XCTAssertEqual(try PNG.decode(try Fixtures.data("pngsuite/g03n0g16.png")).metadata.gamma, 0.35)
        let chromatic = try PNG.decode(try Fixtures.data("pngsuite/ccwn2c08.png")).metadata.chromaticities
        XCTAssertEqual(
            chromatic,
            .init(whiteX: 0.3127, whiteY: 0.329, redX: 0.64, redY: 0.33, greenX: 0.3, greenY: 0.6, blueX: 0.15, blueY: 0.06))
        let text = try PNG.decode(try Fixtures.data("pngsuite/ctzn0g04.png")).metadata.text
        XCTAssertEqual(text.map(\.key), ["Title", "Author", "Copyright", "Description", "Software", "Disclaimer"])
        XCTAssertEqual(text.first?.value, "PngSuite")
        let exif = try XCTUnwrap(try PNG.decode(try Fixtures.data("pngsuite/exif2c08.png")).metadata.exif)
        XCTAssertEqual(Array(exif.prefix(4)), [0x4D, 0x4D, 0, 0x2A])

        var metadata = ImageMetadata()
        metadata.gamma = 0.45455
        metadata.iccProfile = .init(name: "Display P3", bytes: Array(repeating: 7, count: 300))
        metadata.text = [("Comment", "héllo"), ("Title", "日本")]
        metadata.exif = exif
        let pixels = try PNGTests.noise(width: 3, height: 3, sixteen: false, grey: false, opaque: true)
        let back = try PNG.decode(try PNG.encode(pixels, options: PNGEncodeOptions(metadata: metadata)))
        XCTAssertEqual(back.metadata, metadata)
        var srgb = ImageMetadata()
        srgb.srgbIntent = 0
        XCTAssertEqual(try PNG.decode(try PNG.encode(pixels, options: PNGEncodeOptions(metadata: srgb))).metadata.srgbIntent, 0)
    }

    func testPixelBufferChecksItsSize() {
        XCTAssertEqual(
            message { _ = try PixelBuffer(width: 2, height: 2, samples: .rgba8([1, 2, 3])) },
            "pixels: a 2×2 image needs 16 samples, not 3")
        XCTAssertEqual(
            message { _ = try PixelBuffer(width: 0, height: 2, samples: .rgba8([])) },
            "pixels: an image must be at least 1×1 (this one is 0×2)")
        XCTAssertEqual(
            message { _ = try PixelBuffer(width: 70_000, height: 1, samples: .rgba8([])) },
            "the image is 70000×1 pixels, more than the limit of 65,535 pixels a side")
    }
}
