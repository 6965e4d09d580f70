import Digests
import Foundation
import XCTest

@testable import Images

/// Edits against Pillow's pixels (Fixtures/edit, scripts/edit-fixtures.py): resampling, turns,
/// flips, crop, overlay, padding, combining and a custom mask, each the same SHA-256 as Pillow's.
final class EditTests: IsolatedTestCase {
    static func picture(_ name: String) throws -> PixelBuffer {
        try ImageDecoder.decode(try Fixtures.data("edit/\(name).png")).pixels
    }

    func edited(_ name: String, _ input: PixelBuffer) throws -> PixelBuffer {
        let opaque = try Self.picture("opaque"), clear = try Self.picture("alpha")
        let small = try clear.resized(width: 13, height: 9)
        switch name {
        case "resize-lanczos-down": return try input.resized(width: 17, height: 11)
        case "resize-lanczos-up": return try input.resized(width: 90, height: 64)
        case "resize-lanczos-across": return try input.resized(width: 20, height: 29)
        case "resize-lanczos-down-alpha": return try input.resized(width: 17, height: 11)
        case "resize-bicubic-down": return try input.resized(width: 17, height: 11, filter: .bicubic)
        case "resize-bilinear-up-alpha": return try input.resized(width: 60, height: 50, filter: .bilinear)
        case "rotate-90": return try input.rotated(degrees: 90)
        case "rotate-180": return try input.rotated(degrees: -180)
        case "rotate-270": return input.rotated(quarterTurns: -1)
        case "flip-horizontal": return input.flipped(horizontally: true)
        case "flip-vertical": return input.flipped(horizontally: false)
        case "crop": return try input.cropped(x: 3, y: 5, width: 20, height: 12)
        case "overlay": return input.overlaid(with: small, x: 30, y: -2, opacity: 0.6)
        case "pad": return try input.padded(top: 3, left: 4, bottom: 1, right: 2, colour: [10, 20, 30, 255])
        case "combine-horizontal": return try PixelBuffer.combined([opaque, small, clear], layout: .horizontal, spacing: 3)
        case "combine-vertical": return try PixelBuffer.combined([opaque, small, clear], layout: .vertical)
        case "combine-grid": return try PixelBuffer.combined([opaque, small, clear, small, opaque], layout: .grid, spacing: 2)
        case "mask-custom": return try input.masked(by: opaque)
        default: throw ImageError.badEdit(operation: name, "no such case")
        }
    }

    func testEveryEditMatchesPillow() throws {
        let rows = try Fixtures.rows("edit/cases.tsv")
        XCTAssertEqual(rows.count, 18)
        for row in rows {
            let out = try edited(row[0], try Self.picture(row[1]))
            XCTAssertEqual([out.width, out.height], [Int(row[2]), Int(row[3])], row[0])
            XCTAssertEqual(DigestAlgorithm.sha256.hexDigest(out.rgba8), row[4], row[0])
        }
    }

    func testTurnsByOtherAnglesAreWithinTwoLevelsOfPillow() throws {
        let clear = try Self.picture("alpha")
        for angle in [30.0, -47.5] {
            let ours = try clear.rotated(degrees: angle)
            let reference = try Self.picture("rotate-\(angle == 30 ? "30" : "-47.5")")
            XCTAssertEqual([ours.width, ours.height], [reference.width, reference.height])
            let off = zip(ours.rgba8, reference.rgba8).map { abs(Int($0) - Int($1)) }
            // Bilinear sums in floating point may land a level apart, which undoing premultiplied
            // alpha can double where a pixel is part transparent: at most 2, and rarely over 1.
            XCTAssertLessThanOrEqual(off.max() ?? 0, 2, "angle \(angle)")
            XCTAssertLessThanOrEqual(off.filter { $0 > 1 }.count, 4, "angle \(angle)")
        }
    }

    func testMasksCutTheCornersAndKeepTheMiddle() throws {
        let opaque = try Self.picture("opaque")
        let round = opaque.masked(by: .roundedRectangle(radius: 8))
        let oval = opaque.masked(by: .ellipse)
        func alpha(_ image: PixelBuffer, _ x: Int, _ y: Int) -> UInt8 { image.rgba8[(y * image.width + x) * 4 + 3] }
        XCTAssertEqual(
            [alpha(round, 0, 0), alpha(round, 40, 28), alpha(round, 20, 14), alpha(round, 20, 0), alpha(round, 2, 2)],
            [0, 0, 255, 255, 207])
        XCTAssertEqual(
            [alpha(oval, 0, 0), alpha(oval, 20, 14), alpha(oval, 0, 14), alpha(oval, 20, 0), alpha(oval, 3, 3)],
            [0, 255, 255, 255, 0])
        // Both shapes are symmetric.
        func alphas(_ image: PixelBuffer) -> [UInt8] { stride(from: 3, to: image.rgba8.count, by: 4).map { image.rgba8[$0] } }
        for shape in [round, oval] {
            XCTAssertEqual(alphas(shape.flipped(horizontally: true)), alphas(shape))
            XCTAssertEqual(alphas(shape.flipped(horizontally: false)), alphas(shape))
        }
        // The colours are untouched; a radius past half the side is a circle's.
        XCTAssertEqual(Array(round.rgba8[0..<3]), Array(opaque.rgba8[0..<3]))
        XCTAssertEqual(opaque.masked(by: .roundedRectangle(radius: 1_000)), opaque.masked(by: .roundedRectangle(radius: 14.5)))
    }

    func testImpossibleEditsAreCleanErrors() throws {
        let clear = try Self.picture("alpha")
        XCTAssertEqual(
            message { _ = try clear.resized(width: 0, height: 10) },
            "cannot resize the image: the new size must be at least 1×1 (asked for 0×10)")
        XCTAssertEqual(
            message { _ = try clear.resized(width: 70_000, height: 10) },
            "the image is 70000×10 pixels, more than the limit of 65,535 pixels a side")
        XCTAssertEqual(
            message { _ = try clear.cropped(x: 50, y: 0, width: 10, height: 10) },
            "cannot crop the image: the rectangle 10×10 at (50, 0) is outside the 41×29 image")
        XCTAssertEqual(
            message { _ = try PixelBuffer.combined([], layout: .grid) },
            "cannot combine the image: there are no images to combine")
        XCTAssertEqual(
            message { _ = try PixelBuffer.combined([clear], layout: .grid, spacing: -1) },
            "cannot combine the image: the spacing must be 0 to 65535 pixels (it is -1)")
        XCTAssertEqual(
            message { _ = try clear.padded(top: -1, left: 0, bottom: 0, right: 0) },
            "cannot pad the image: each margin must be 0 to 65535 pixels")
        XCTAssertEqual(
            message { _ = try clear.rotated(degrees: .infinity) },
            "cannot rotate the image: the angle must be a number of degrees")
        let tight = ImageLimits(maxDimension: 100, maxPixels: 2_000, maxFrames: 1, maxMetadataBytes: 1)
        XCTAssertEqual(
            message { _ = try clear.rotated(degrees: 45, limits: tight) },
            "the image is 51×51 pixels, more than the limit of 2,000 pixels in all")
        XCTAssertEqual(
            message { _ = try PixelBuffer.combined([clear, clear, clear], layout: .horizontal, limits: tight) },
            "the image is 123×29 pixels, more than the limit of 100 pixels a side")
    }
}
