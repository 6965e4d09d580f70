import Foundation
import Images
import SafeFiles
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Pad Image on files: each output decodes to the library's padded pixels, in the input's format;
/// bad sizes, margins and colours are clean errors.
final class PadImageTests: IsolatedTestCase {
    func testPadsToASizeOrByAMarginInTheGivenColour() throws {
        let picture = try ImageActionsTests.picture(width: 9, height: 6)
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        _ = FileManager.default.createFile(atPath: box.root + "/p.png", contents: try PNG.encode(picture))
        let input = Value.file(FileReference(path: "p.png"))
        func pixels(_ value: Value) throws -> PixelBuffer {
            guard case .file(let file) = value.items.first else { throw ImageError.badEdit(operation: "test", "no file") }
            XCTAssertEqual((file.path as NSString).pathExtension, "png")
            return try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: file.path))).pixels
        }
        XCTAssertEqual(
            try pixels(try box.run("org.shortcutengine.image.pad", "{\"width\": 12, \"height\": 10}", input: input)),
            try picture.padded(toWidth: 12, height: 10, colour: [0, 0, 0, 255]))
        XCTAssertEqual(
            try pixels(
                try box.run(
                    "org.shortcutengine.image.pad", "{\"mode\": \"By Margin\", \"margin\": 2, \"colour\": \"00FF0080\"}",
                    input: input)),
            try picture.padded(top: 2, left: 2, bottom: 2, right: 2, colour: [0, 255, 0, 128]))
        let pad = "error: action 1 'Pad Image' (org.shortcutengine.image.pad), parameter"
        XCTAssertEqual(
            box.failure("org.shortcutengine.image.pad", "{\"colour\": \"red\"}", input: input),
            "t.json:1:96: \(pad) 'colour': the colour must be #RRGGBB or #RRGGBBAA in hexadecimal, not 'red'\nhint: give a colour such as #FFFFFF (white) or #00000000 (transparent)"
        )
        XCTAssertEqual(
            box.failure("org.shortcutengine.image.pad", "{\"mode\": \"By Margin\", \"margin\": -1}", input: input),
            "t.json:1:117: \(pad) 'margin': the margin must be a whole number of pixels from 0 to 65,535, not -1\nhint: give a number of pixels such as 10"
        )
        XCTAssertEqual(
            box.failure("org.shortcutengine.image.pad", "{\"width\": 0.5}", input: input),
            "t.json:1:95: \(pad) 'width': the width must be a whole number of pixels from 1 to 65,535, not 0.5\nhint: give a number such as 640"
        )
    }
}
