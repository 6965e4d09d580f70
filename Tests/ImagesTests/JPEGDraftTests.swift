import Foundation
import XCTest

@testable import Images

/// Draft decoding (DCT scaling to ½, ¼, ⅛) against libjpeg-turbo's own draft through Pillow
/// (Fixtures/jpeg/draft-*.png, scripts/jpeg-draft-fixtures.py): same size, upright, close pixels.
final class JPEGDraftTests: IsolatedTestCase {
    static let names = [
        "pil-q75-420", "pil-q30-422-prog", "pil-q30-444", "pil-grey", "pil-cmyk",
        "cam-landscape-6", "cam-portrait-8", "cam-sanyo-sr662",
    ]

    func testDraftsMatchLibjpegTurbosDrafts() throws {
        var worst = Double.infinity
        for name in Self.names {
            let data = try Fixtures.data("jpeg/\(name).jpg")
            let full = try JPEG.decode(data).pixels
            for scale in [2, 4, 8] {
                let target = ((full.width + scale - 1) / scale, (full.height + scale - 1) / scale)
                let ours = try ImageDecoder.decode(data, draft: { _, _ in target }).pixels
                let reference = try PNG.decode(try Fixtures.data("jpeg/draft-\(name)-\(scale).png")).pixels
                XCTAssertEqual([ours.width, ours.height], [reference.width, reference.height], "\(name) 1/\(scale)")
                let value = psnr(ours, reference)
                worst = min(worst, value)
                XCTAssertGreaterThanOrEqual(value, 30, "\(name) 1/\(scale)")
            }
        }
        print("JPEG drafts against libjpeg-turbo's: worst \(worst) dB")
    }

    func testTheDraftNeverGoesBelowTheTarget() throws {
        let data = try Fixtures.data("jpeg/pil-q75-420.jpg")
        let full = try JPEG.decode(data).pixels
        // One pixel more than an eighth asks for a quarter; the full size asks for the full size.
        let quarter = try ImageDecoder.decode(data, draft: { _, _ in ((full.width + 7) / 8 + 1, 1) }).pixels
        XCTAssertEqual(quarter.width, (full.width + 3) / 4)
        XCTAssertEqual(try ImageDecoder.decode(data, draft: { ($0, $1) }).pixels, full)
        XCTAssertEqual(try ImageDecoder.decode(data, draft: { _, _ in (1, 1) }).pixels.width, (full.width + 7) / 8)
        // The target is asked of the upright size: a portrait photograph stored turned (orientation 8).
        let portrait = try Fixtures.data("jpeg/cam-portrait-8.jpg")
        let upright = try JPEG.decode(portrait).pixels
        var asked: (Int, Int) = (0, 0)
        let half = try ImageDecoder.decode(
            portrait,
            draft: {
                asked = ($0, $1); return ($0 / 2, $1 / 2)
            }
        ).pixels
        XCTAssertEqual(
            [asked.0, asked.1, half.width, half.height], [upright.width, upright.height, upright.width / 2, upright.height / 2])
    }
}
