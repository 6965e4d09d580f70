import Foundation
import XCTest

@testable import Images

/// Cut and damaged JPEGs decode as libjpeg-turbo decodes them (and as Apple's readers show them),
/// not as errors: Fixtures/jpeg/damaged.tsv (scripts/jpeg-damage-fixtures.py) names a fixture, the
/// damage done to it and the pixels `djpeg` makes of the result; ours are the same, or, for a
/// progressive file cut before its last scan, close (libjpeg smooths the blocks whose
/// coefficients have not all come; we leave them as the scans left them).
final class JPEGDamageTests: IsolatedTestCase {
    /// Six bytes written over a scan: FF 00, FF FF 00 (a fill byte before the stuffed zero, which
    /// libjpeg accepts) and FF 00, 24 one bits that no Huffman code has.
    static let ones: [UInt8] = [0xFF, 0x00, 0xFF, 0xFF, 0x00, 0xFF, 0x00]

    /// Where the first scan's entropy-coded data starts and ends in `bytes`.
    static func firstScan(_ bytes: [UInt8]) throws -> Range<Int> {
        var at = 2
        while at + 4 <= bytes.count {
            let marker = bytes[at + 1], length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            if marker == 0xDA {
                let start = at + 2 + length
                var end = start
                while !(bytes[end] == 0xFF && bytes[end + 1] != 0 && !(0xD0...0xD7).contains(bytes[end + 1])) { end += 1 }
                return start..<end
            }
            at += 2 + length
        }
        throw ImageError.corrupt(format: "JPEG", "the fixture has no scan")
    }

    /// The fixture's bytes with the row's damage done, as the script does it.
    static func damaged(_ bytes: [UInt8], _ damage: String) throws -> [UInt8] {
        let parts = damage.split(separator: " ")
        let fraction = try XCTUnwrap(Double(parts[1]))
        let scan = try firstScan(bytes)
        if parts[0] == "cut" {
            return Array(bytes.prefix(scan.lowerBound + Int(Double(bytes.count - scan.lowerBound) * fraction)))
        }
        var at = scan.lowerBound + Int(Double(scan.count) * fraction)
        while bytes[at - 1] == 0xFF { at += 1 }
        return Array(bytes[..<at]) + ones + Array(bytes[(at + 6)...])
    }

    func testDamagedFilesDecodeAsLibjpegTurboDecodesThem() throws {
        let rows = try Fixtures.rows("jpeg/damaged.tsv")
        XCTAssertEqual(rows.count, 13)
        var report: [String] = []
        for row in rows {
            let bytes = try Self.damaged([UInt8](try Fixtures.data("jpeg/\(row[0]).jpg")), row[1])
            let image = try JPEG.decode(Data(bytes))
            let reference = try PNG.decode(try Fixtures.data("jpeg/\(row[2])"))
            let value = psnr(image.pixels, reference.pixels)
            report.append("\(row[0]) \(row[1]): \(value.isInfinite ? "identical" : String(format: "%.1f dB", value))")
            if row[3] == "identical" {
                XCTAssertEqual(image.pixels.rgba8, reference.pixels.rgba8, "\(row[0]) \(row[1]): \(row[4])")
            } else {
                XCTAssertGreaterThanOrEqual(value, try XCTUnwrap(Double(row[3])), "\(row[0]) \(row[1]): \(row[4])")
            }
            XCTAssertFalse(image.damage.isEmpty, "\(row[0]) \(row[1]) is said to be damaged")
        }
        print("Damaged JPEGs against djpeg:\n" + report.joined(separator: "\n"))
    }

    func testTheDamageIsNamed() throws {
        let good = [UInt8](try Fixtures.data("jpeg/pil-q75-420.jpg"))
        XCTAssertEqual(try JPEG.decode(Data(good)).damage, [])
        XCTAssertEqual(
            try JPEG.decode(Data(try Self.damaged(good, "cut 0.5"))).damage,
            ["the compressed data ends early in 1 place; what is missing is grey"])
        // Out of step after the bad code, the decoder reads on into the next restart marker; in a
        // scan without restarts it falls back into step.
        let restarts = [UInt8](try Fixtures.data("jpeg/pil-restart.jpg"))
        XCTAssertEqual(
            try JPEG.decode(Data(try Self.damaged(restarts, "ones 0.3"))).damage,
            ["the compressed data ends early in 1 place; what is missing is grey", "1 damaged Huffman code was read as zero"])
        let baseline = [UInt8](try Fixtures.data("jpeg/pil-q75-444.jpg"))
        XCTAssertEqual(
            try JPEG.decode(Data(try Self.damaged(baseline, "ones 0.6"))).damage,
            ["1 damaged Huffman code was read as zero"])
    }

    func testAFileCutBeforeItsImageDataIsStillAnError() throws {
        let good = [UInt8](try Fixtures.data("jpeg/pil-q75-420.jpg"))
        let scan = try Self.firstScan(good)
        XCTAssertEqual(
            message { _ = try JPEG.decode(Data(good.prefix(scan.lowerBound - 20))) },
            "JPEG: the data ends early (segment ff c4 needs 181 bytes)")
    }
}
