import Foundation
import Images
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Overlay Text with our test font (its H is a square 500 units wide on the baseline; 1,000
/// units an em, ascender 800, descender −200, line gap 200): placement, sizing, outline, turning.
final class OverlayTextTests: IsolatedTestCase {
    /// A 100×60 black image and Overlay Text drawing "H" on it (white, the test font unless
    /// `font` says otherwise) with `parameters` added.
    func drawn(_ parameters: String, font: String = #""ShortcutEngine Test""#, box: Sandbox? = nil) throws -> PixelBuffer {
        let box = box ?? MakeImageFromTextTests.sandbox()
        let background = try box.run("image.color", ##"{"color": "#000000", "width": 100, "height": 60}"##)
        return try MakeImageFromTextTests.decoded(
            try box.run(
                "overlaytext", ##"{"text": "H", "font": \##(font), "colour": "#FFFFFF"\##(parameters)}"##, input: background))
    }

    func ink(_ image: PixelBuffer) -> (left: Int, top: Int, right: Int, bottom: Int)? {
        var found: (Int, Int, Int, Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image.rgba8[(y * image.width + x) * 4] > 127 {
                let f = found ?? (x, y, x, y)
                found = (min(f.0, x), min(f.1, y), max(f.2, x), max(f.3, y))
            }
        }
        return found.map { (left: $0.0, top: $0.1, right: $0.2, bottom: $0.3) }
    }

    func testAbsolutePositionsPlaceTheBox() throws {
        // Font size 20: the H is 10 px square, its line 24 px high (ascent 16); the box is 40 px wide.
        let absolute = #", "sizing": "Absolute", "fontSize": 20, "boxWidth": 40, "offset": 5"#
        let topLeft = try XCTUnwrap(ink(try drawn(absolute + #", "position": "Top Left", "alignment": "Left""#)))
        XCTAssertEqual([topLeft.left, topLeft.top, topLeft.right, topLeft.bottom], [5, 11, 14, 20])
        let bottomRight = try XCTUnwrap(ink(try drawn(absolute + #", "position": "Bottom Right", "alignment": "Right""#)))
        // The box: x 55…95, y 31…55; the H at its right end, on the baseline 31 + 16.
        XCTAssertEqual([bottomRight.left, bottomRight.top, bottomRight.right, bottomRight.bottom], [85, 37, 94, 46])
        let custom = try XCTUnwrap(
            ink(try drawn(absolute + #", "position": "Custom Position", "x": 30, "y": 2, "alignment": "Left""#)))
        XCTAssertEqual([custom.left, custom.top], [30, 8])
    }

    func testProportionalSizesFollowTheImage() throws {
        // Apple's defaults: font 0.1 × 100 = 10 px (the H 5 px square); box 0.8 × 100 = 80 px from
        // x 10, the H centred in it at 10 + 75 / 2, on a whole pixel.
        let centre = try XCTUnwrap(ink(try drawn("")))
        XCTAssertEqual([centre.left, centre.right], [48, 52])
        XCTAssertEqual(centre.bottom - centre.top, 4)
        let big = try XCTUnwrap(ink(try drawn(#", "fontShare": 0.4"#)))
        XCTAssertEqual(big.right - big.left, 19)
    }

    func testOutlineGrowsTheInkAndRotationTurnsIt() throws {
        let plain = try XCTUnwrap(ink(try drawn(#", "sizing": "Absolute", "fontSize": 20"#)))
        let outlined = try drawn(
            ##", "sizing": "Absolute", "fontSize": 20, "outline": true, "strokeWidth": 2, "strokeColour": "#FF0000""##)
        // Red round the white H, 2 px out.
        let samples = outlined.rgba8
        var columns: [Int] = []
        for index in 0..<outlined.width * outlined.height where samples[index * 4] > 127 && samples[index * 4 + 1] < 64 {
            columns.append(index % outlined.width)
        }
        XCTAssertEqual(columns.min(), plain.left - 2)
        XCTAssertEqual(columns.max(), plain.right + 2)
        let turned = try XCTUnwrap(ink(try drawn(#", "sizing": "Absolute", "fontSize": 20, "rotation": 45"#)))
        // A 10 px square turned 45° is about 14 px across.
        XCTAssertEqual(Double(turned.right - turned.left), 13, accuracy: 1.5)
    }

    func testTheFontPickersDictionaryNamesTheFontAndBadNumbersAreRefused() throws {
        let box = MakeImageFromTextTests.sandbox()
        box.strict = true
        XCTAssertNoThrow(try drawn("", font: #"{"WFFontDescriptorName": "ShortcutEngineTest-Bold"}"#, box: box))
        XCTAssertEqual(
            box.failure("overlaytext", #"{"text": "H", "font": {"WFFontDescriptorName": "SFMono-LightItalic"}}"#),
            """
            t.json:1:90: error: action 1 'Overlay Text' (overlaytext), parameter 'font': no font named 'SFMono-LightItalic' was found: drawing with ShortcutEngine Test Regular
            hint: add a folder of TrueType fonts (.ttf, .ttc) to RunOptions.fontFolders; fonts are found by PostScript, full or family name in the font folders
            """)
        XCTAssertEqual(
            box.failure("overlaytext", #"{"text": "H", "sizing": "Absolute", "x": 70000}"#),
            """
            t.json:1:109: error: action 1 'Overlay Text' (overlaytext), parameter 'x': the x must be a number of pixels from -65,535 to 65,535, not 70000
            hint: give a number such as 10 (pixels from the left or top edge)
            """)
    }
}
