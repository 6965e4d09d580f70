import Digests
import Foundation
import XCTest

@testable import Images

/// WebP lossless (RFC 9649) and the container: libwebp's conformance files decode to exactly the
/// pixels libwebp's `dwebp` writes (Fixtures/webp: the MD5 of its PAM output for each file, and
/// the pictures every lossless vector must give); damaged streams are errors in words; animations
/// composite as the container specification says.
final class WebPLosslessTests: IsolatedTestCase {
    /// The MD5 of the PAM file (header and RGBA) libwebp writes for an image.
    private func pamDigest(_ pixels: PixelBuffer) -> String {
        let header = "P7\nWIDTH \(pixels.width)\nHEIGHT \(pixels.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
        return DigestAlgorithm.md5.hexDigest(Array(header.utf8) + pixels.rgba8)
    }

    /// Every file of the MD5 list that is not a plain lossy one (those are `WebPLossyTests`'):
    /// lossless files, and lossy ones with alpha in every filter and compression.
    func testLosslessAndAlphaFilesGiveLibwebpsPixels() throws {
        var checked: [String] = []
        for row in try Fixtures.rows("webp/libwebp_tests.md5") {
            let fields = row[0].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard fields.count == 2, fields[1].hasSuffix(".webp.pam") else { continue }
            let name = String(fields[1].dropLast(4))
            let data = try Fixtures.data("webp/\(name)")
            guard data.count > 16, String(decoding: data[12..<16], as: UTF8.self) != "VP8 " else { continue }
            let image = try ImageDecoder.decode(data)
            XCTAssertEqual(pamDigest(image.pixels), fields[0], name)
            XCTAssertEqual(image.source.format, .webp)
            checked.append(name)
        }
        let alpha =
            ["alpha_color_cache", "alpha_no_compression", "big_endian_bug_393"] + (1...3).map { "alpha_filter_\($0)" }
            + (0...3).flatMap { filter in (0...1).map { "alpha_filter_\(filter)_method_\($0)" } }
            + (1...4).map { "lossy_alpha\($0)" }
        let lossless =
            ["bad_palette_index", "color_cache_bits_11", "dual_transform", "near_lossless_75", "one_color_no_palette"]
            + (1...4).map { "lossless\($0)" }
        XCTAssertEqual(checked.sorted(), (alpha + lossless).map { $0 + ".webp" }.sorted())
    }

    /// Every transform combination (lossless_vec_list.txt): the `_1_` files are the grid picture,
    /// the `_2_` files the peak picture; lossless_color_transform.webp is the MD5 of the PAM the
    /// test-data repository ships beside it.
    func testEveryTransformCombination() throws {
        let grid = try Fixtures.data("webp/grid.pam"), peak = try Fixtures.data("webp/peak.pam")
        for set in 1...2 {
            let expected = DigestAlgorithm.md5.hexDigest(set == 1 ? grid : peak)
            for vector in 0...15 {
                let image = try WebP.decode(try Fixtures.data("webp/lossless_vec_\(set)_\(vector).webp"))
                XCTAssertEqual(pamDigest(image.pixels), expected, "lossless_vec_\(set)_\(vector)")
            }
        }
        let transform = try WebP.decode(try Fixtures.data("webp/lossless_color_transform.webp"))
        XCTAssertEqual(pamDigest(transform.pixels), "f2e1d08aa768280f23e75356172300ce")
    }

    func testHandBuiltUniformImage() throws {
        let file = WebPFile.riff([WebPFile.chunk("VP8L", VP8LWriter.uniform(width: 3, height: 2, argb: (128, 10, 20, 30)))])
        let image = try WebP.decode(file)
        XCTAssertEqual(image.pixels.width, 3)
        XCTAssertEqual(image.pixels.height, 2)
        XCTAssertEqual(image.pixels.rgba8, [UInt8](repeating: 0, count: 6).flatMap { _ in [10, 20, 30, 128] as [UInt8] })
        XCTAssertEqual(
            image.source, SourceInfo(format: .webp, colourModel: .rgb, bitsPerSample: 8, hasAlpha: true, interlaced: false))
    }
}
