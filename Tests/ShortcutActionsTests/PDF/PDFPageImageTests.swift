import Foundation
import Images
import PDF
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Make Image from PDF Page through the renderers it knows (pdftoppm, gs): a page of one colour
/// comes back that colour at the asked resolution, in each format, in grey; and the failures by
/// full message. A renderer that is not installed skips its check LOUDLY (CI installs both).
final class PDFPageImageTests: IsolatedTestCase {
    /// A two-page PDF: an 8 × 8 red image page, then a 16 × 8 blue one (a pixel a point).
    private func sample(in box: Sandbox) throws -> Value {
        var builder = PDFBuilder()
        let red = [UInt8]((0..<64).flatMap { _ in [220, 20, 20, 255] as [UInt8] })
        let blue = [UInt8]((0..<128).flatMap { _ in [20, 20, 220, 255] as [UInt8] })
        try builder.addImagePage(try XCTUnwrap(PDFImage(width: 8, height: 8, rgba: red)), margin: 0)
        try builder.addImagePage(try XCTUnwrap(PDFImage(width: 16, height: 8, rgba: blue)), margin: 0)
        XCTAssertTrue(FileManager.default.createFile(atPath: box.root + "/Pages.pdf", contents: Data(try builder.build())))
        return .file(FileReference(path: box.root + "/Pages.pdf"))
    }

    /// The red, green, blue and alpha of one pixel.
    static func pixel(_ pixels: PixelBuffer, x: Int, y: Int) -> [UInt8] {
        let start = 4 * (y * pixels.width + x)
        return Array(pixels.rgba8[start..<(start + 4)])
    }

    private func installed(_ name: String) throws -> String {
        guard let path = ScriptProcess.locate(name) else {
            FileHandle.standardError.write(
                Data("SKIPPED (LOUDLY): \(name) is not installed; the PDF renderer check did not run\n".utf8))
            throw XCTSkip("\(name) is not installed")
        }
        return path
    }

    private func check(renderer: String) throws {
        let box = Sandbox()
        box.downloads = box.root + "/made"
        box.pdfRenderer = try installed(renderer)
        let input = try sample(in: box)
        let made = try box.run("makeimagefrompdfpage", #"{"resolution": 144}"#, input: input)
        guard case .list(let files) = made, files.count == 2 else { return XCTFail("\(renderer): \(made)") }
        let names = files.compactMap { value -> String? in
            if case .file(let file) = value { return file.name } else { return nil }
        }
        XCTAssertEqual(names, ["Pages page 1.png", "Pages page 2.png"], renderer)
        for (file, expected) in zip(names, [(16, 16, [220, 20, 20]), (32, 16, [20, 20, 220])]) {
            let pixels = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: box.root + "/made/" + file))).pixels
            XCTAssertEqual([pixels.width, pixels.height], [expected.0, expected.1], "\(renderer) \(file)")
            let centre = Self.pixel(pixels, x: pixels.width / 2, y: pixels.height / 2)
            for (channel, value) in zip(centre.prefix(3), expected.2) {
                XCTAssertLessThanOrEqual(abs(Int(channel) - value), 8, "\(renderer) \(file): \(centre)")
            }
        }
        let grey = try box.run("makeimagefrompdfpage", #"{"resolution": 72, "format": "JPEG", "color": "Gray"}"#, input: input)
        guard case .list(let greys) = grey, case .file(let first)? = greys.first else { return XCTFail("\(renderer): \(grey)") }
        XCTAssertEqual(first.name, "Pages page 1.jpg")
        let pixels = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: first.path))).pixels
        let centre = Self.pixel(pixels, x: 4, y: 4)
        XCTAssertEqual(centre[0], centre[1], "\(renderer): grey")
        XCTAssertEqual(centre[1], centre[2], "\(renderer): grey")
    }

    func testPdftoppmRendersEachPage() throws { try check(renderer: "pdftoppm") }

    func testGhostscriptRendersEachPage() throws { try check(renderer: "gs") }

    func testFailuresNameWhatToDo() throws {
        let box = Sandbox()
        box.downloads = box.root + "/made"
        let input = try sample(in: box)
        XCTAssertEqual(
            box.failure("makeimagefrompdfpage", input: input),
            """
            t.json:1:39: error: action 1 'Make Image from PDF Page' (makeimagefrompdfpage), parameter 'input': PDF pages cannot be rendered as images: no PDF renderer was named (this engine has none of its own)
            hint: set RunOptions.pdfRenderer to pdftoppm (poppler) or gs (Ghostscript); Get Text from PDF reads the text without rendering
            """)
        box.pdfRenderer = "convert"
        XCTAssertEqual(
            box.failure("makeimagefrompdfpage", input: input),
            """
            t.json:1:39: error: action 1 'Make Image from PDF Page' (makeimagefrompdfpage), parameter 'input': 'convert' is not a PDF renderer this engine knows how to run
            hint: name pdftoppm (poppler-utils) or gs (Ghostscript)
            """)
        box.pdfRenderer = "/nowhere/pdftoppm"
        XCTAssertEqual(
            box.failure("makeimagefrompdfpage", input: input),
            """
            t.json:1:39: error: action 1 'Make Image from PDF Page' (makeimagefrompdfpage), parameter 'input': the PDF renderer '/nowhere/pdftoppm' is not installed
            hint: install poppler-utils (pdftoppm) or Ghostscript (gs), or give the program's full path
            """)
        box.pdfRenderer = "pdftoppm"
        XCTAssertEqual(
            box.failure("makeimagefrompdfpage", #"{"resolution": 5000}"#, input: input),
            """
            t.json:1:92: error: action 1 'Make Image from PDF Page' (makeimagefrompdfpage), parameter 'resolution': must be at most 2400, got 5000
            """)
    }
}
