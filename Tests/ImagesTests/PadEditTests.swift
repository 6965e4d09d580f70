import Foundation
import XCTest

@testable import Images

/// `padded(toWidth:height:colour:)`: the picture centred on a canvas, cut about its centre when the
/// canvas is smaller (the goldens in Workflows/Images/pad.json hold it to Pillow's pixels).
final class PadEditTests: IsolatedTestCase {
    func testPaddingToASizeCentresAndCuts() throws {
        let picture = try PNGTests.noise(width: 7, height: 5, sixteen: false, grey: false, opaque: false)
        let red: [UInt8] = [255, 0, 0, 128]
        // Larger: the margins of padded(top:left:bottom:right:), the odd pixel right and below.
        XCTAssertEqual(
            try picture.padded(toWidth: 12, height: 8, colour: red),
            try picture.padded(top: 1, left: 2, bottom: 2, right: 3, colour: red))
        // Smaller: the centre cut out (the offset, half the difference, rounded down: 2 cut left, 1 right).
        XCTAssertEqual(
            try picture.padded(toWidth: 4, height: 2, colour: red), try picture.cropped(x: 2, y: 2, width: 4, height: 2))
        // Wider but shorter: margins across, cut down.
        let mixed = try picture.padded(toWidth: 9, height: 3, colour: red)
        XCTAssertEqual(
            mixed, try picture.cropped(x: 0, y: 1, width: 7, height: 3).padded(top: 0, left: 1, bottom: 0, right: 1, colour: red))
        XCTAssertEqual(try picture.padded(toWidth: 7, height: 5, colour: red), picture)
        XCTAssertEqual(
            message { _ = try picture.padded(toWidth: 0, height: 5, colour: red) },
            "cannot pad the image: the new size is 0×5 pixels; each side must be at least 1")
        XCTAssertEqual(
            message { _ = try picture.padded(toWidth: 70_000, height: 5, colour: red) },
            "the image is 70000×5 pixels, more than the limit of 65,535 pixels a side")
    }
}
