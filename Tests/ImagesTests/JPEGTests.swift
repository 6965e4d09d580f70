import Foundation
import XCTest

@testable import Images

/// JPEG beyond the reference pixels: EXIF read from camera files (values as Pillow reads them),
/// orientation, our encoder read back by our decoder, damaged and unsupported files.
final class JPEGTests: IsolatedTestCase {
    func exif(_ name: String) throws -> EXIFData {
        let image = try JPEG.decode(try Fixtures.data("jpeg/\(name).jpg"))
        return try EXIF.read(try XCTUnwrap(image.metadata.exif, name))
    }

    func testCameraMetadata() throws {
        let olympus = try exif("cam-olympus-x-2")
        XCTAssertEqual(olympus.make, "OLYMPUS OPTICAL CO.,LTD")
        XCTAssertEqual(olympus.model, "X-2,C-50Z")
        XCTAssertEqual(olympus.dateTaken, "2003:07:05 14:33:18")
        XCTAssertEqual([olympus.pixelWidth, olympus.pixelHeight], [2560, 1920])
        XCTAssertEqual(olympus.fNumber, 8.0)
        XCTAssertEqual(olympus.iso, 80)
        XCTAssertEqual(olympus.orientation, 1)
        let canon = try exif("cam-issue-122")
        XCTAssertEqual([canon.make, canon.model, canon.dateTaken], ["Canon", "Canon EOS-1D", "2002:01:19 16:47:42"])
        XCTAssertEqual(try exif("cam-pentax-optio-s4").make, "PENTAX Corporation")

        let iphone = try exif("cam-issue-508")
        XCTAssertEqual([iphone.make, iphone.model, iphone.dateTaken], ["Apple", "iPhone XR", "2020:09:02 18:52:42"])
        XCTAssertEqual(iphone.lensModel, "iPhone XR back camera 4.25mm f/1.8")
        XCTAssertEqual(try XCTUnwrap(iphone.latitude), 43 + 51 / 60 + 34.09 / 3600, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(iphone.longitude), 15 + 30 / 60 + 11.82 / 3600, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(iphone.altitude), 0.9, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(iphone.exposureTime), 1 / 300, accuracy: 1e-9)
        let fuji = try exif("cam-fujifilm-finepixs1pro--4")
        XCTAssertEqual(try XCTUnwrap(fuji.longitude), -(1 + 35.33 / 60), accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(fuji.latitude), 54 + 54.81 / 60, accuracy: 1e-9)
    }

    func testOrientationIsAppliedOrKept() throws {
        for (name, orientation, stored) in [
            ("cam-landscape-6", 6, (96, 64)), ("cam-portrait-8", 8, (64, 96)), ("cam-landscape-3", 3, (96, 64)),
        ] {
            let data = try Fixtures.data("jpeg/\(name).jpg")
            let raw = try JPEG.decode(data, applyOrientation: false)
            let upright = try JPEG.decode(data)
            XCTAssertEqual(try EXIF.read(try XCTUnwrap(raw.metadata.exif)).orientation, orientation)
            XCTAssertEqual([raw.pixels.width, raw.pixels.height], [stored.0, stored.1])
            XCTAssertEqual(upright.pixels, Orientation.apply(orientation, to: raw.pixels))
            XCTAssertNotEqual(upright.pixels, raw.pixels)
        }
        // Each orientation and its inverse: 6 then 8 is the identity; 2, 3, 4, 5, 7 are their own inverse.
        let pixels = try PNGTests.noise(width: 5, height: 3, sixteen: false, grey: false, opaque: true)
        XCTAssertEqual(Orientation.apply(8, to: Orientation.apply(6, to: pixels)), pixels)
        for o in [2, 3, 4, 5, 7] { XCTAssertEqual(Orientation.apply(o, to: Orientation.apply(o, to: pixels)), pixels, "\(o)") }
        XCTAssertEqual(Orientation.apply(6, to: pixels).rgba8[0..<4], pixels.rgba8[(2 * 5 * 4)..<(2 * 5 * 4 + 4)])
    }

    func testOurEncoderRoundTrips() throws {
        let reference = try PNG.decode(
            try Fixtures.data("jpeg/\(try Fixtures.rows("jpeg/cases.tsv").first { $0[0] == "cam-sanyo-sr662" }?[1] ?? "")"))
        // What libjpeg-turbo's encoder reaches on this detailed crop (Pillow, same quality and
        // subsampling, and its chrominance table, measured once): ours must be within 0.3 dB of it.
        let libjpeg: [Int: [JPEGEncodeOptions.Subsampling: Double]] = [
            50: [.s444: 25.9, .s422: 25.3, .s420: 24.3], 85: [.s444: 38.4, .s422: 33.4, .s420: 29.3],
            95: [.s444: 47.0, .s422: 37.1, .s420: 31.1],
        ]
        for (quality, figures) in libjpeg {
            for (subsampling, theirs) in figures {
                let file = try JPEG.encode(
                    reference.pixels,
                    options: JPEGEncodeOptions(quality: quality, subsampling: subsampling, chromaTable: .chrominance))
                let value = psnr(try JPEG.decode(file).pixels, reference.pixels)
                XCTAssertGreaterThanOrEqual(value, theirs - 0.3, "quality \(quality) \(subsampling.rawValue)")
            }
        }
        let grey = try JPEG.decode(try Fixtures.data("jpeg/pil-grey.jpg")).pixels
        let greyBack = try JPEG.decode(try JPEG.encode(grey))
        XCTAssertEqual(greyBack.source.colourModel, .grey)
        XCTAssertGreaterThanOrEqual(psnr(greyBack.pixels, grey), 38)
        let small = try JPEG.encode(reference.pixels, options: JPEGEncodeOptions(quality: 20)).count
        let large = try JPEG.encode(reference.pixels, options: JPEGEncodeOptions(quality: 95)).count
        XCTAssertLessThan(small, large)
        var metadata = try XCTUnwrap(try JPEG.decode(try Fixtures.data("jpeg/cam-issue-508.jpg")).metadata.exif)
        metadata = Array(metadata)
        let kept = try JPEG.decode(
            try JPEG.encode(reference.pixels, options: JPEGEncodeOptions(exif: metadata, iccProfile: [1, 2, 3])))
        XCTAssertEqual(kept.metadata.exif, metadata)
        XCTAssertEqual(kept.metadata.iccProfile?.bytes, [1, 2, 3])
        XCTAssertEqual(
            message { _ = try JPEG.encode(reference.pixels, options: JPEGEncodeOptions(quality: 0)) },
            "cannot write JPEG: the quality is 0; it must be 1 to 100")
    }

    func testDamagedAndUnsupportedFiles() throws {
        let good = [UInt8](try Fixtures.data("jpeg/pil-q75-420.jpg"))
        XCTAssertEqual(message { _ = try JPEG.decode(Data([0xFF, 0xD8])) }, "JPEG: the data ends early (the frame header)")
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data([0x00, 0x01])) }, "JPEG: the file does not start with the SOI marker (ff d8)")
        // Cut inside the first scan: what was decoded is kept (the rest grey), as libjpeg does.
        let cut = try JPEG.decode(Data(good.prefix(good.count - 200)))
        XCTAssertEqual([cut.pixels.width, cut.pixels.height], [61, 45])
        // Cut inside the headers.
        let sos = try XCTUnwrap(good.firstRange(of: [0xFF, 0xDA]))
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data(good.prefix(sos.lowerBound))) }, "JPEG: the data ends early (the image data)")
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data(good.prefix(30))) }, "JPEG: the data ends early (segment ff db needs 67 bytes)")
        // A frame header claiming 70,000 × 70,000 pixels is refused before any allocation.
        var bomb = good
        let sof = try XCTUnwrap(good.firstRange(of: [0xFF, 0xC0]))
        bomb[sof.lowerBound + 5] = 0xFF
        bomb[sof.lowerBound + 7] = 0xFF
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data(bomb)) },
            "the image is 65341×65325 pixels, more than the limit of 100,000,000 pixels in all")
        var arithmetic = good
        arithmetic[sof.lowerBound + 1] = 0xC9
        XCTAssertEqual(message { _ = try JPEG.decode(Data(arithmetic)) }, "JPEG: arithmetic-coded JPEG (SOF9) is not supported")
        var lossless = good
        lossless[sof.lowerBound + 1] = 0xC3
        XCTAssertEqual(message { _ = try JPEG.decode(Data(lossless)) }, "JPEG: lossless JPEG (SOF3) is not supported")
        var twelve = good
        twelve[sof.lowerBound + 4] = 12
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data(twelve)) }, "JPEG: a sample precision of 12 bits (only 8) is not supported")
        // A marker cut before its length: an error before the image data, the end of the file after it.
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data([0xFF, 0xD8, 0xFF, 0xE1])) },
            "JPEG: the data ends early (the length of marker ff e1)")
        let cutMarker = [UInt8](good.dropLast(2)) + [0xFF, 0xE1]
        XCTAssertEqual(try JPEG.decode(Data(cutMarker)).pixels, try JPEG.decode(Data(good)).pixels)
        // An APPn or COM segment whose length cannot hold itself is empty to libjpeg; a table's is an error.
        let shortComment = [UInt8](good.prefix(2)) + [0xFF, 0xFE, 0x00, 0x01] + [UInt8](good.dropFirst(2))
        XCTAssertEqual(try JPEG.decode(Data(shortComment)).pixels, try JPEG.decode(Data(good)).pixels)
        var shortTable = good
        let dqt = try XCTUnwrap(good.firstRange(of: [0xFF, 0xDB]))
        shortTable[dqt.lowerBound + 2] = 0
        shortTable[dqt.lowerBound + 3] = 1
        XCTAssertEqual(message { _ = try JPEG.decode(Data(shortTable)) }, "JPEG: marker ff db has a length of 1")
        // A progressive AC scan reads no DC table: its DC selector may name one that cannot exist.
        var progressive = [UInt8](try Fixtures.data("jpeg/pil-q75-420-prog.jpg"))
        let scans = progressive.indices.dropLast().filter { progressive[$0] == 0xFF && progressive[$0 + 1] == 0xDA }
        let acScan = try XCTUnwrap(scans.dropFirst().first)  // The first scan is the DC one.
        XCTAssertEqual(progressive[acScan + 4], 1)  // One component.
        progressive[acScan + 6] |= 0xF0
        XCTAssertEqual(
            try JPEG.decode(Data(progressive)).pixels, try JPEG.decode(try Fixtures.data("jpeg/pil-q75-420-prog.jpg")).pixels)
        var noTable = good
        let dht = try XCTUnwrap(good.firstRange(of: [0xFF, 0xC4]))
        noTable[dht.lowerBound + 1] = 0xEF  // The Huffman tables become an ignored APP15 segment.
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data(noTable)) }, "JPEG: a scan uses DC Huffman table 0, which is not defined")
    }

    /// T.81 B.2.5: a frame header may give a height of 0, the number of lines then coming in a
    /// DNL segment right after the first scan (some scanners and cameras write them so;
    /// libjpeg refuses them). The same picture with its height moved into a DNL segment
    /// decodes to the same pixels.
    func testAHeightGivenByADNLSegment() throws {
        let good = [UInt8](try Fixtures.data("jpeg/pil-q75-420.jpg"))
        let sof = try XCTUnwrap(good.firstRange(of: [0xFF, 0xC0]))
        XCTAssertEqual(Array(good.suffix(2)), [0xFF, 0xD9])
        var dnl = good
        dnl[sof.lowerBound + 5] = 0
        dnl[sof.lowerBound + 6] = 0
        dnl.insert(contentsOf: [0xFF, 0xDC, 0x00, 0x04, 0x00, 45], at: good.count - 2)
        let decoded = try JPEG.decode(Data(dnl))
        XCTAssertEqual(decoded.pixels, try JPEG.decode(Data(good)).pixels)
        XCTAssertEqual(decoded.damage, [])
        var none = good
        none[sof.lowerBound + 5] = 0
        none[sof.lowerBound + 6] = 0
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data(none)) },
            "JPEG: the image size 61×0 is invalid (its height is 0 and no DNL segment after the first scan gives it)")
    }
}

/// Findings of the fuzz campaign, each once a crash.
final class JPEGFuzzFindingTests: IsolatedTestCase {
    func testAHuffmanTableWithTooManyCodesIsAnError() {
        // Three codes of one bit: the first two fill the one-bit space (the fuzzer's crash: the table overran).
        XCTAssertEqual(
            message { _ = try JPEGHuffman(counts: [3] + [UInt8](repeating: 0, count: 15), symbols: [1, 2, 3]) },
            "JPEG: a Huffman table has more codes of 1 bits than fit")
        XCTAssertEqual(
            message { _ = try JPEGHuffman(counts: [0, 4, 1] + [UInt8](repeating: 0, count: 13), symbols: [1, 2, 3, 4, 5]) },
            "JPEG: a Huffman table has more codes of 3 bits than fit")
        XCTAssertNoThrow(try JPEGHuffman(counts: [0, 4] + [UInt8](repeating: 0, count: 14), symbols: [1, 2, 3, 4]))
    }
}

extension JPEGFuzzFindingTests {
    func testSamplingFactorsThatAreNotAWholeRatioAreRefused() throws {
        // The fuzzer's crash: luma 3×1 against chroma 2×1 was copied as if full size and overran.
        var file = [UInt8](try Fixtures.data("jpeg/pil-q75-420.jpg"))
        let sof = try XCTUnwrap(file.firstRange(of: [0xFF, 0xC0]))
        XCTAssertEqual(file[sof.lowerBound + 11], 0x22)  // component 1: 2×2
        file[sof.lowerBound + 11] = 0x31
        file[sof.lowerBound + 14] = 0x21
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data(file)) },
            "JPEG: component 2's sampling 2×1 against 3×1 (not a whole ratio) is not supported")
    }
}
