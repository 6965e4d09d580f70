import Foundation
import Images
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Make Image from Text with our own test font (Tests/ImagesTests/Fixtures/fonts, written by
/// scripts/make-test-font.py; H, O and C are 500 units wide, a space 250, 1,000 units an em,
/// ascender 800, descender −200, line gap 200): sizes, pixels, fonts found by name, every failure.
final class MakeImageFromTextTests: IsolatedTestCase {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../ImagesTests/Fixtures/fonts").standardized

    func sandbox(fonts: Bool = true) -> Sandbox { Self.sandbox(fonts: fonts) }

    func decoded(_ value: Value) throws -> PixelBuffer { try Self.decoded(value) }

    /// A sandbox with a download folder and a font folder holding our test fonts (in a subfolder).
    static func sandbox(fonts: Bool = true) -> Sandbox {
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        box.fontFolders = [box.root + "/fonts"]
        box.make(fonts ? ["fonts/sub/"] : ["fonts/"])
        if fonts {
            for name in ["ShortcutEngineTest.ttf", "ShortcutEngineTest.ttc", "ShortcutEngineTest-CFF.otf"] {
                try? FileManager.default.copyItem(
                    atPath: Self.fonts.appendingPathComponent(name).path, toPath: box.root + "/fonts/sub/" + name)
            }
        }
        return box
    }

    static func decoded(_ value: Value) throws -> PixelBuffer {
        guard case .file(let file) = value.items.first ?? value else {
            throw ImageError.badEdit(operation: "test", "not a file: \(value)")
        }
        return try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: file.path))).pixels
    }

    func pixel(_ image: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.rgba8[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
    }

    func testAutoSizeFitsTheTextAndDrawsItsGlyphs() throws {
        let box = sandbox()
        let image = try decoded(
            try box.run("image.text", #"{"text": ["HOC"], "font": "ShortcutEngine Test", "fontSize": 10}"#))
        // 15 px of advances; one line of (800 + 200 + 200) / 100 = 12 px.
        XCTAssertEqual([image.width, image.height], [15, 12])
        // The square H covers x 0…5 and y 3…8 (baseline 8): white on the black background.
        XCTAssertEqual(pixel(image, 2, 5), [255, 255, 255, 255])
        XCTAssertEqual(pixel(image, 2, 1), [0, 0, 0, 255])
        XCTAssertEqual(pixel(image, 2, 10), [0, 0, 0, 255])
    }

    func testFixedSizePaddingAlignmentShadowAndTransparency() throws {
        let box = sandbox()
        let result = try box.run(
            "image.text",
            ##"{"text": ["H", "HH"], "font": "ShortcutEngineTest-Bold", "fontSize": 10, "autoSize": false, "width": 20, "height": 16, "alignment": "Right", "paddingRight": 2, "transparentBackground": true, "textColour": "FF0000", "addShadow": true, "shadowColour": "#0000FF", "xOffset": -1, "yOffset": 0}"##
        )
        XCTAssertEqual(box.paths(result), [box.root + "/downloads/Text.png", box.root + "/downloads/Text 2.png"])
        let image = try decoded(result)
        XCTAssertEqual([image.width, image.height], [20, 16])
        // The line is 12 px high, centred down 16: top 2, baseline 10; the H ends 2 px from the right,
        // its shadow 1 px left of it.
        XCTAssertEqual(pixel(image, 15, 7), [255, 0, 0, 255])
        XCTAssertEqual(pixel(image, 12, 7), [0, 0, 255, 255])
        XCTAssertEqual(pixel(image, 18, 7), [0, 0, 0, 0])
        XCTAssertEqual(pixel(image, 15, 3), [0, 0, 0, 0])
    }

    func testScaleToFitShrinksTheFontUntilTheTextFits() throws {
        let box = sandbox()
        // At 100 px each square is 50 px: one a line, five lines of 120 px. Shrinking by 5 % a step,
        // 100 × 0.95⁴² ≈ 11.6 px is the first size at which all five fit on one 14 px line.
        let image = try decoded(
            try box.run(
                "image.text",
                #"{"text": ["HOCOH"], "font": "ShortcutEngine Test", "fontSize": 100, "autoSize": false, "width": 30, "height": 20, "scaleToFit": true}"#
            ))
        XCTAssertEqual([image.width, image.height], [30, 20])
        var inkRows = Set<Int>(), inkColumns = Set<Int>()
        for y in 0..<20 {
            for x in 0..<30 where pixel(image, x, y)[0] > 127 {
                inkRows.insert(y)
                inkColumns.insert(x)
            }
        }
        // One line of five 5.8 px glyphs, each on a whole pixel: 29 px across from x 1, 6 rows down.
        XCTAssertEqual([inkColumns.min(), inkColumns.max()], [1, 29])
        XCTAssertEqual(inkRows.count, 6)
    }

    func testLineLimitAndTruncation() throws {
        let box = sandbox()
        let limited = try decoded(
            try box.run(
                "image.text",
                #"{"text": ["H\nO\nC"], "font": "ShortcutEngine Test", "fontSize": 10, "lineLimit": true, "lineCount": 2}"#))
        XCTAssertEqual([limited.width, limited.height], [5, 24])
        let cut = try decoded(
            try box.run(
                "image.text",
                #"{"text": ["HOCOHO"], "font": "ShortcutEngine Test", "fontSize": 10, "autoSize": false, "width": 20, "lineBreak": "Truncate Tail"}"#
            ))
        XCTAssertEqual([cut.width, cut.height], [20, 12])
    }

    func testUnknownFontsAndMissingFontsAreNamed() throws {
        let box = sandbox()
        box.strict = true
        XCTAssertEqual(
            box.failure("image.text", #"{"text": ["H"], "font": "Papyrus"}"#),
            """
            t.json:1:91: error: action 1 'Make Image from Text' (image.text), parameter 'font': no font named 'Papyrus' was found: drawing with ShortcutEngine Test Regular
            hint: add a folder of TrueType fonts (.ttf, .ttc) to RunOptions.fontFolders; fonts are found by PostScript, full or family name in the font folders
            """)
        XCTAssertEqual(
            box.failure("image.text", #"{"text": ["H"], "font": "ShortcutEngineTest-CFF"}"#),
            """
            t.json:1:91: error: action 1 'Make Image from Text' (image.text), parameter 'font': 'ShortcutEngineTest-CFF' has CFF (PostScript) outlines, which are not read here: drawing with ShortcutEngine Test Regular
            hint: give a TrueType version of the font (.ttf), or another font
            """)
        let empty = sandbox(fonts: false)
        XCTAssertEqual(
            empty.failure("image.text", #"{"text": ["H"]}"#),
            """
            t.json:1:39: error: action 1 'Make Image from Text' (image.text), parameter 'font': no TrueType font was found to draw the text with (searched \(empty.root)/fonts)
            hint: add a folder of TrueType fonts (.ttf, .ttc) to RunOptions.fontFolders; install a TrueType font (on Debian and Ubuntu: apt install fonts-dejavu-core)
            """)
    }

    func testTooLongTextAndTooLargeImagesAreRefused() throws {
        let box = sandbox()
        let long = String(repeating: "H", count: 100_001)
        XCTAssertEqual(
            box.failure("image.text", #"{"font": "ShortcutEngine Test"}"#, input: .text(long)),
            """
            t.json:1:39: error: action 1 'Make Image from Text' (image.text), parameter 'text': the text has 100,001 characters, more than the 100,000 one image may hold
            hint: split the text and make one image of each part
            """)
        XCTAssertEqual(
            box.failure(
                "image.text",
                #"{"text": ["HOC"], "font": "ShortcutEngine Test", "fontSize": 2000, "autoSize": false, "width": 60000, "height": 60000}"#
            ),
            "t.json:1:162: error: action 1 'Make Image from Text' (image.text), parameter 'width': the image is 60000×60000 pixels, more than the limit of 100,000,000 pixels in all"
        )
    }
}
