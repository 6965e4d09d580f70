import Foundation
import Images
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Create Color Image (the Actions app's): a PNG of one colour, its alpha scaled by the opacity;
/// every failure by its full message.
final class CreateColorImageTests: IsolatedTestCase {
    func sandbox() -> Sandbox {
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        return box
    }

    func decoded(_ value: Value) throws -> PixelBuffer {
        guard case .file(let file) = value else { throw ImageError.badEdit(operation: "test", "not a file: \(value)") }
        let image = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: file.path)))
        XCTAssertEqual(image.source.format, .png)
        return image.pixels
    }

    func testEveryPixelIsTheColourAtItsOpacity() throws {
        let box = sandbox()
        let image = try box.run("image.color", ##"{"color": "#1E90FF", "width": 3, "height": 2}"##)
        XCTAssertEqual(box.paths(image), [box.root + "/downloads/Color.png"])
        let pixels = try decoded(image)
        XCTAssertEqual([pixels.width, pixels.height], [3, 2])
        XCTAssertEqual(pixels.rgba8, Array([[UInt8]](repeating: [0x1E, 0x90, 0xFF, 255], count: 6).joined()))
        let faint = try decoded(try box.run("image.color", ##"{"color": "#FF000080", "width": 1, "height": 1, "opacity": 0.5}"##))
        XCTAssertEqual(faint.rgba8, [255, 0, 0, 64])
        let matte = try decoded(
            try box.run("image.color", ##"{"color": "#00006B", "width": 1, "height": 1, "transparency": 0.25}"##))
        XCTAssertEqual(matte.rgba8, [0, 0, 0x6B, 191])
        let both = try box.run(
            "image.color", ##"{"color": "#FFFFFF", "width": 1, "height": 1, "opacity": 0.5, "transparency": 0.5}"##)
        XCTAssertEqual(try decoded(both).rgba8, [255, 255, 255, 64])
        let picked = try decoded(
            try box.run(
                "image.color",
                ##"{"color": {"redComponent": 0, "greenComponent": 1, "blueComponent": 0}, "width": 1, "height": 1}"##))
        XCTAssertEqual(picked.rgba8, [0, 255, 0, 255])
    }

    func testBadColoursAndSizesAreRefusedByName() {
        let box = sandbox()
        XCTAssertEqual(
            box.failure("image.color", ##"{"color": "teal"}"##),
            """
            t.json:1:78: error: action 1 'Create Color Image' (image.color), parameter 'color': the colour must be #RRGGBB or #RRGGBBAA in hexadecimal, not 'teal'
            hint: give a colour such as #FFFFFF (white) or #00000000 (transparent)
            """)
        XCTAssertTrue(box.failure("image.color", ##"{"color": "#000000", "width": 0}"##).contains("parameter 'width'"))
        XCTAssertEqual(
            box.failure("image.color", ##"{"color": "#000000", "width": 60000, "height": 60000}"##),
            "t.json:1:98: error: action 1 'Create Color Image' (image.color), parameter 'width': the image is 60000×60000 pixels, more than the limit of 100,000,000 pixels in all"
        )
    }
}
