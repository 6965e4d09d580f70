import Foundation
import Images
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Generate QR Code on text: the PNG's modules (10 pixels each inside a 4-module quiet zone) are
/// the symbol python-qrcode makes of the same text (ImagesTests' Fixtures/QRCode/matrices.txt),
/// Apple's levels and colour dictionaries are read, and every failure names the action.
final class GenerateQRCodeTests: IsolatedTestCase {
    /// "01234567" at level M (the standard's worked example): python-qrcode's symbol, mask 2.
    static let example = [
        "111111100101101111111", "100000100111101000001", "101110101000001011101", "101110101100001011101",
        "101110101011101011101", "100000101000101000001", "111111101010101111111", "000000001001100000000",
        "101111100100101111100", "000101011010100101100", "001000110101010011111", "000010000100000111100",
        "000111111001010010000", "000000001011111001100", "111111100110101100000", "100000101011111000101",
        "101110101000100101100", "101110101100100100000", "101110101011010010100", "100000100000000110110",
        "111111101111010010100",
    ]

    func sandbox() -> Sandbox {
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        return box
    }

    func pixels(_ value: Value) throws -> PixelBuffer {
        guard case .file(let file) = value else { throw ImageError.badEdit(operation: "test", "not a file: \(value)") }
        let decoded = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: file.path)))
        XCTAssertEqual(decoded.source.format, .png)
        return decoded.pixels
    }

    /// The RGBA of the pixel at the centre of module (`x`, `y`), the quiet zone counted.
    func module(_ pixels: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let offset = ((y * 10 + 5) * pixels.width + x * 10 + 5) * 4
        return Array(pixels.rgba8[offset..<offset + 4])
    }

    func testTheStandardsExampleIsPythonQRCodesSymbolTenPixelsAModule() throws {
        let box = sandbox()
        let code = try box.run("generatebarcode", "{\"text\": \"01234567\"}")
        XCTAssertEqual(box.paths(code), [box.root + "/downloads/QR Code.png"])
        let image = try pixels(code)
        XCTAssertEqual([image.width, image.height], [290, 290])
        let drawn = (0..<29).map { y in
            String((0..<29).map { x in module(image, x, y) == [0, 0, 0, 255] ? "1" : "0" })
        }
        let light = String(repeating: "0", count: 29)
        XCTAssertEqual(
            drawn, [light, light, light, light] + Self.example.map { "0000" + $0 + "0000" } + [light, light, light, light])
        XCTAssertEqual(module(image, 0, 0), [255, 255, 255, 255])
    }

    func testLevelsAndApplesColourDictionaries() throws {
        let box = sandbox()
        let red =
            "{\"WFColorRepresentationType\": \"WFColorRepresentationTypeCGColor\", \"redComponent\": 1, \"greenComponent\": 0, \"blueComponent\": 0, \"alphaComponent\": 1}"
        let code = try box.run(
            "generatebarcode",
            "{\"text\": \"HELLO WORLD\", \"errorCorrection\": \"High\", \"foreground\": \(red), \"background\": \"#00FF0080\"}")
        let image = try pixels(code)
        XCTAssertEqual(image.width, (25 + 8) * 10, "HELLO WORLD at H is version 2 (version 1 holds 10 characters)")
        XCTAssertEqual(module(image, 4, 4), [255, 0, 0, 255])
        XCTAssertEqual(module(image, 0, 0), [0, 255, 0, 128])
        let noAlpha = try pixels(
            try box.run(
                "generatebarcode",
                "{\"text\": \"A\", \"foreground\": {\"redComponent\": 0, \"greenComponent\": 0, \"blueComponent\": 1}}"))
        XCTAssertEqual(module(noAlpha, 4, 4), [0, 0, 255, 255], "a colour dictionary without its alpha is opaque")
        let expected = try QRCode.encode(Array("HELLO WORLD".utf8), level: .high)
        for y in 0..<25 {
            for x in 0..<25 {
                XCTAssertEqual(module(image, x + 4, y + 4), expected.isDark(x: x, y: y) ? [255, 0, 0, 255] : [0, 255, 0, 128])
            }
        }
        let low = try pixels(
            try box.run("generatebarcode", "{\"text\": \"\(String(repeating: "a", count: 20))\", \"errorCorrection\": \"Low\"}"))
        let medium = try pixels(try box.run("generatebarcode", "{\"text\": \"\(String(repeating: "a", count: 20))\"}"))
        XCTAssertEqual([low.width, medium.width], [(25 + 8) * 10, (25 + 8) * 10], "20 bytes: version 2 at L and at M")
        let quartile = try pixels(
            try box.run(
                "generatebarcode", "{\"text\": \"\(String(repeating: "a", count: 20))\", \"errorCorrection\": \"Quartile\"}"))
        let high = try pixels(
            try box.run("generatebarcode", "{\"text\": \"\(String(repeating: "a", count: 20))\", \"errorCorrection\": \"High\"}"))
        XCTAssertEqual([quartile.width, high.width], [(25 + 8) * 10, (29 + 8) * 10], "20 bytes: version 2 at Q, 3 at H")
    }

    func testAListMakesACodeOfEachItemAndRoundedDrawsDots() throws {
        let box = sandbox()
        let codes = try box.run("generatebarcode", "{\"text\": [\"one\", \"two\"], \"rounded\": true}")
        XCTAssertEqual(box.paths(codes), [box.root + "/downloads/QR Code.png", box.root + "/downloads/QR Code 2.png"])
        let image = try pixels(codes.items[0])
        let corner = ((4 * 10) * image.width + 4 * 10) * 4
        XCTAssertEqual(Array(image.rgba8[corner..<corner + 4]), [255, 255, 255, 255], "a dark module's corner stays light")
        XCTAssertEqual(module(image, 4, 4), [0, 0, 0, 255])
    }

    func testFailuresNameTheActionAndWhatToDo() {
        let box = sandbox()
        let long = String(repeating: "x", count: 2_332)
        XCTAssertEqual(
            box.failure("generatebarcode", "{\"text\": \"\(long)\"}"),
            "t.json:1:81: error: action 1 'Generate QR Code' (generatebarcode), parameter 'text': cannot write a QR code: the text is 2332 bytes in byte mode; at error correction M the largest QR code (version 40) holds 2331 bytes in that mode"
        )
        XCTAssertEqual(
            box.failure("generatebarcode", "{\"text\": \"a\", \"foreground\": \"blue\"}"),
            """
            t.json:1:100: error: action 1 'Generate QR Code' (generatebarcode), parameter 'foreground': the colour must be #RRGGBB or #RRGGBBAA in hexadecimal, not 'blue'
            hint: give a colour such as #FFFFFF (white) or #00000000 (transparent)
            """)
        XCTAssertEqual(
            box.failure("generatebarcode", "{\"text\": \"a\", \"background\": {\"redComponent\": 2}}"),
            """
            t.json:1:100: error: action 1 'Generate QR Code' (generatebarcode), parameter 'background': the colour must be #RRGGBB or #RRGGBBAA in hexadecimal, not '{"redComponent":2}'
            hint: give a colour such as #FFFFFF (white) or #00000000 (transparent)
            """)
        XCTAssertEqual(
            box.failure("generatebarcode", "{\"text\": \"a\", \"background\": {\"redComponent\": 1}}"),
            """
            t.json:1:100: error: action 1 'Generate QR Code' (generatebarcode), parameter 'background': the colour must be #RRGGBB or #RRGGBBAA in hexadecimal, not '{"redComponent":1}'
            hint: give a colour such as #FFFFFF (white) or #00000000 (transparent)
            """, "a colour dictionary without its green and blue is no colour")
        XCTAssertEqual(
            box.failure("generatebarcode", "{\"text\": \"a\", \"errorCorrection\": \"Top\"}"),
            """
            t.json:1:105: error: action 1 'Generate QR Code' (generatebarcode), parameter 'errorCorrection': unknown value 'Top'
            hint: use one of 'Low', 'Medium', 'Quartile', 'High'
            """)
        let nowhere = Sandbox()
        XCTAssertEqual(
            nowhere.failure("generatebarcode", "{\"text\": \"a\"}"),
            """
            t.json:1:81: error: action 1 'Generate QR Code' (generatebarcode), parameter 'text': there is no folder to write the new image into
            hint: run with a download folder (the command line sets one in the temporary folder)
            """)
    }
}
