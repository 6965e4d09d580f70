import Foundation
import Images
import ShortcutCLI
import XCTest

/// `shortcut do image.resize width=800 < in.jpg > out.jpg`: an image on standard input becomes
/// a file for the action, and the image it makes comes out as bytes.
final class DoImageTests: IsolatedTestCase {
    static func photo() throws -> Data {
        var samples = [UInt8]()
        for y in 0..<60 { for x in 0..<80 { samples += [UInt8(x * 3), UInt8(y * 4), 90, 255] } }
        return try JPEG.encode(try PixelBuffer(width: 80, height: 60, samples: .rgba8(samples)))
    }

    func testResizeReadsAnImageFromStandardInputAndWritesTheImage() throws {
        let console = Console.captured(input: try Self.photo())
        XCTAssertEqual(ShortcutCLI.main(["do", "image.resize", "width=20"], console: console), 0, console.errorText)
        let out = try ImageDecoder.decode(console.output)
        XCTAssertEqual([out.pixels.width, out.pixels.height], [20, 15])
        XCTAssertEqual(out.source.format, .jpeg)
    }

    /// On a terminal the made image is not poured out as bytes: its path is printed instead.
    func testATerminalGetsThePathNotTheBytes() throws {
        let console = Console.capturedTerminal(input: try Self.photo())
        XCTAssertEqual(ShortcutCLI.main(["do", "image.resize", "width=20"], console: console), 0, console.errorText)
        let path = console.outputText.trimmingCharacters(in: .newlines)
        XCTAssertTrue(path.hasPrefix("/") && path.hasSuffix(".jpg"), path)
        XCTAssertEqual(try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: path))).pixels.width, 20)
    }

    func testConvertWritesThePNGAndABadWidthIsAnActionFailure() throws {
        let png = Console.captured(input: try Self.photo())
        XCTAssertEqual(ShortcutCLI.main(["do", "image.convert", "format=PNG"], console: png), 0, png.errorText)
        XCTAssertEqual(ImageDecoder.format(of: png.output), .png)
        let bad = Console.captured(input: try Self.photo())
        XCTAssertEqual(ShortcutCLI.main(["do", "image.resize", "width=0"], console: bad), 70)
        XCTAssertEqual(
            bad.errorText,
            "error: action 1 'Resize Image' (image.resize), parameter 'width': the width must be a whole number of pixels from 1 to 65,535, not 0\nhint: give a number such as 640\n"
        )
    }
}
