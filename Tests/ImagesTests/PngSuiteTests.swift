import Digests
import Foundation
import XCTest

@testable import Images

/// PngSuite (Fixtures/pngsuite, Willem van Schaik's test images): every valid image decodes to
/// the pixels Pillow and pypng decode (digests from scripts/pngsuite-digests.py), every corrupt
/// one (x*.png) is a clean error with its message.
final class PngSuiteTests: IsolatedTestCase {
    func testEveryValidImageDecodesToTheReferencePixels() throws {
        let rows = try Fixtures.rows("pngsuite-digests.tsv")
        XCTAssertEqual(rows.count, 161)
        var matched = 0
        for row in rows {
            let name = row[0]
            let image = try PNG.decode(try Fixtures.data("pngsuite/\(name)"))
            XCTAssertEqual(
                [image.pixels.width, image.pixels.height, image.source.bitsPerSample], [Int(row[1]), Int(row[2]), Int(row[3])],
                name)
            XCTAssertEqual(DigestAlgorithm.sha256.hexDigest(image.pixels.rgba8), row[4], "\(name): RGBA8 pixels differ")
            if row[5] != "-" {
                XCTAssertEqual(image.pixels.depth, .sixteen, name)
                let wide = image.pixels.rgba16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
                XCTAssertEqual(DigestAlgorithm.sha256.hexDigest(wide), row[5], "\(name): RGBA16 pixels differ")
            }
            if DigestAlgorithm.sha256.hexDigest(image.pixels.rgba8) == row[4] { matched += 1 }
        }
        XCTAssertEqual(matched, 161)
    }

    func testEveryCorruptImageIsACleanError() throws {
        let expected: [String: String] = [
            "xc1n0g08.png": "PNG: colour type 1 does not exist (0, 2, 3, 4 and 6 do)",
            "xc9n2c08.png": "PNG: colour type 9 does not exist (0, 2, 3, 4 and 6 do)",
            "xcrn0g04.png":
                "PNG: the signature's line endings were changed (the file was copied as text); copy it again as binary",
            "xcsn0g01.png": "PNG: the IDAT chunk is damaged: its CRC-32 is d02f14c9, the file says 4353554d",
            "xd0n2c08.png": "PNG: bit depth 0 is not allowed with colour type 2 (8, 16 are)",
            "xd3n2c08.png": "PNG: bit depth 3 is not allowed with colour type 2 (8, 16 are)",
            "xd9n2c08.png": "PNG: bit depth 99 is not allowed with colour type 2 (8, 16 are)",
            "xdtn0g01.png": "PNG: there is no image data (no IDAT chunk)",
            "xhdn0g08.png": "PNG: the IHDR chunk is damaged: its CRC-32 is 56112528, the file says 4353554d",
            "xlfn0g04.png":
                "PNG: the signature's line endings were changed (the file was copied as text); copy it again as binary",
            "xs1n0g01.png":
                "PNG: the signature is wrong (first bytes: 09 50 4e 47 0d 0a 1a 0a, expected 89 50 4e 47 0d 0a 1a 0a)",
            "xs2n0g01.png":
                "PNG: the signature is wrong (first bytes: 89 51 4e 47 0d 0a 1a 0a, expected 89 50 4e 47 0d 0a 1a 0a)",
            "xs4n0g01.png":
                "PNG: the signature is wrong (first bytes: 89 50 4e 67 0d 0a 1a 0a, expected 89 50 4e 47 0d 0a 1a 0a)",
            "xs7n0g01.png":
                "PNG: the signature is wrong (first bytes: 89 50 4e 47 0d 0a 20 0a, expected 89 50 4e 47 0d 0a 1a 0a)",
        ]
        let corrupt = try FileManager.default.contentsOfDirectory(atPath: Fixtures.folder.appendingPathComponent("pngsuite").path)
            .filter { $0.hasPrefix("x") && $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(corrupt, expected.keys.sorted())
        for name in corrupt {
            let data = try Fixtures.data("pngsuite/\(name)")
            XCTAssertEqual(message { _ = try PNG.decode(data) }, expected[name], name)
        }
    }
}
