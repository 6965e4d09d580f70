import Foundation
import Images
import XCTest

/// `shortcut graph --run --format html` shows image files as small PNG thumbnails (issue 28
/// item 5); other files keep just their path.
final class GraphThumbnailTests: CLITestCase {
    /// A workflow that opens the file at `path` and passes it on.
    func opening(_ path: String) -> String {
        write(
            "open.json",
            """
            {"format": "shortcut-engine-workflow", "version": 1, "name": "Open", "actions": [
              {"action": "documentpicker.open", "parameters": {"path": "\(path)"}}
            ]}
            """)
    }

    /// A 200×50 PNG with a colour gradient, written to the test folder.
    func writePNG(_ name: String) throws -> String {
        var samples: [UInt8] = []
        for y in 0..<50 { for x in 0..<200 { samples += [UInt8(x), UInt8(y * 5), 128, 255] } }
        let png = try PNG.encode(try PixelBuffer(width: 200, height: 50, samples: .rgba8(samples)))
        let path = folder.appendingPathComponent(name).path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: png))
        return path
    }

    /// The `<img>` elements of `page`.
    func images(_ page: String) -> [String] {
        page.components(separatedBy: "<img").dropFirst().map { String($0.prefix { $0 != ">" }) }
    }

    func testAnImageFileGetsAThumbnailWithinTheEdge() throws {
        let picture = try writePNG("picture.png")
        let result = run(["graph", opening(picture), "--run", "--format", "html", "--allow-path", folder.path])
        XCTAssertEqual(result.code, 0, result.err)
        let tags = images(result.out)
        XCTAssertEqual(tags.count, 1, "one thumbnail for the one image file")
        let tag = try XCTUnwrap(tags.first)
        XCTAssertTrue(tag.contains("data-path=\"\(picture)\""), tag)
        XCTAssertTrue(tag.contains("width=\"96\" height=\"24\""), "the longest edge is shrunk to 96 px: \(tag)")
        let base64 = try XCTUnwrap(tag.components(separatedBy: "src=\"data:image/png;base64,").last?.split(separator: "\"").first)
        let thumbnail = try ImageDecoder.decode(try XCTUnwrap(Data(base64Encoded: String(base64))))
        XCTAssertEqual([thumbnail.pixels.width, thumbnail.pixels.height], [96, 24])
    }

    func testAFileThatIsNotAnImageHasNoThumbnail() throws {
        let notes = write("notes.png", "not really a PNG")
        let result = run(["graph", opening(notes), "--run", "--format", "html", "--allow-path", folder.path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(
            result.out.contains(notes.replacingOccurrences(of: "/", with: "\\/")) || result.out.contains(notes),
            "the path is still shown")
        XCTAssertFalse(result.out.contains("<img"))
        XCTAssertFalse(result.out.contains("data:image/png;base64,"))
    }
}
