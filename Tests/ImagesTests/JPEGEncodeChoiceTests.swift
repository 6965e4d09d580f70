import Foundation
import XCTest

@testable import Images

/// What the JPEG encoder chooses when the caller names no subsampling or colour table: from
/// quality 80 up, colour at full resolution (4:4:4) quantised with the luminance table, so a
/// photograph at quality 85 comes back within 38 dB PSNR (docs/images.md); below, 4:2:0 and T.81's
/// chrominance table, as libjpeg writes.
final class JPEGEncodeChoiceTests: IsolatedTestCase {
    /// The sampling factors (h, v) of each component in the frame header, and the DQT tables by id.
    func layout(_ file: Data) throws -> (sampling: [[Int]], tables: [Int: [Int]]) {
        let bytes = [UInt8](file)
        var sampling: [[Int]] = []
        var tables: [Int: [Int]] = [:]
        var i = 2
        while i + 4 <= bytes.count, bytes[i] == 0xFF {
            let marker = bytes[i + 1], length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            let body = Array(bytes[(i + 4)..<min(bytes.count, i + 2 + length)])
            if marker == 0xC0 {
                sampling = (0..<Int(body[5])).map { [Int(body[7 + 3 * $0] >> 4), Int(body[7 + 3 * $0] & 15)] }
            } else if marker == 0xDB {
                var j = 0
                while j + 65 <= body.count {
                    tables[Int(body[j] & 15)] = body[(j + 1)..<(j + 65)].map(Int.init)
                    j += 65
                }
            } else if marker == 0xDA {
                break
            }
            i += 2 + length
        }
        return (sampling, tables)
    }

    func testFromQuality80ColourIsKeptAtFullResolutionWithTheLuminanceTable() throws {
        let picture = try PNGTests.noise(width: 24, height: 16, sixteen: false, grey: false, opaque: true)
        for (quality, full) in [(79, false), (80, true), (85, true), (95, true), (50, false)] {
            let (sampling, tables) = try layout(try JPEG.encode(picture, options: JPEGEncodeOptions(quality: quality)))
            XCTAssertEqual(sampling, full ? [[1, 1], [1, 1], [1, 1]] : [[2, 2], [1, 1], [1, 1]], "quality \(quality)")
            XCTAssertEqual(tables[0] == tables[1], full, "quality \(quality)")
        }
        // Named choices win over the quality's.
        let named = JPEGEncodeOptions(quality: 90, subsampling: .s422, chromaTable: .chrominance)
        let (sampling, tables) = try layout(try JPEG.encode(picture, options: named))
        XCTAssertEqual(sampling, [[2, 1], [1, 1], [1, 1]])
        XCTAssertNotEqual(tables[0], tables[1])
        XCTAssertEqual(JPEGEncodeOptions.Subsampling.standard(quality: 85), .s444)
        XCTAssertEqual(JPEGEncodeOptions.ChromaTable.standard(quality: 75), .chrominance)
    }

    func testADetailedCameraCropAtQuality85ComesBackWithin38dB() throws {
        let reference = try PNG.decode(
            try Fixtures.data("jpeg/\(try Fixtures.rows("jpeg/cases.tsv").first { $0[0] == "cam-sanyo-sr662" }?[1] ?? "")"))
        let standard = psnr(try JPEG.decode(try JPEG.encode(reference.pixels)).pixels, reference.pixels)
        XCTAssertGreaterThanOrEqual(standard, 38)
        // libjpeg's choice at quality 85 (4:2:0, annex K's chrominance table) loses the colour detail: 29.3 dB for libjpeg-turbo.
        let libjpegLike = JPEGEncodeOptions(quality: 85, subsampling: .s420, chromaTable: .chrominance)
        let old = psnr(try JPEG.decode(try JPEG.encode(reference.pixels, options: libjpegLike)).pixels, reference.pixels)
        XCTAssertLessThan(old, 30)
        XCTAssertGreaterThan(standard - old, 8)
    }
}
