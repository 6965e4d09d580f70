import Foundation
import XCTest

@testable import Images

/// PSNR in dB between two 8-bit RGBA images over R, G and B (infinity when equal).
func psnr(_ a: PixelBuffer, _ b: PixelBuffer) -> Double {
    let x = a.rgba8, y = b.rgba8
    guard a.width == b.width, a.height == b.height else { return -1 }
    var sum = 0.0
    for i in 0..<x.count where i % 4 != 3 {
        let d = Double(x[i]) - Double(y[i])
        sum += d * d
    }
    let mse = sum / Double(a.width * a.height * 3)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// JPEG decoding against libjpeg-turbo (through Pillow): Fixtures/jpeg (scripts/jpeg-fixtures.py)
/// holds synthetic pictures at many qualities and sampling factors, baseline and progressive, with
/// restart markers, greyscale and CMYK, and lossless crops of camera photographs with EXIF
/// orientations; each decodes within PSNR 45 dB of the reference pixels, upright.
final class JPEGDecodeTests: IsolatedTestCase {
    func testEveryFixtureMatchesLibjpegTurbo() throws {
        let rows = try Fixtures.rows("jpeg/cases.tsv")
        XCTAssertEqual(rows.count, 45)
        var report: [String] = []
        var worst = Double.infinity
        for row in rows {
            let ours = try JPEG.decode(try Fixtures.data("jpeg/\(row[0]).jpg"))
            let reference = try PNG.decode(try Fixtures.data("jpeg/\(row[1])"))
            XCTAssertEqual([ours.pixels.width, ours.pixels.height], [reference.pixels.width, reference.pixels.height], row[0])
            let value = psnr(ours.pixels, reference.pixels)
            worst = min(worst, value)
            report.append("\(row[0]) \(value.isInfinite ? "identical" : String(format: "%.1f dB", value))")
            XCTAssertGreaterThanOrEqual(value, 45, "\(row[0]) (\(row[2]))")
        }
        print("JPEG against libjpeg-turbo, worst \(worst) dB:\n" + report.joined(separator: "\n"))
    }
}
