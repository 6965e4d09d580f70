import Foundation
import Images
import SafeFiles
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// The image actions on files: each output decodes to what the Images edit gives (the edits
/// themselves are held to Pillow's pixels in ImagesTests), written to the download folder in the
/// input's format; bad parameters and inputs are clean errors.
final class ImageActionsTests: IsolatedTestCase {
    /// A 40×30 picture: a gradient with a square, opaque.
    static func picture(width: Int = 40, height: Int = 30) throws -> PixelBuffer {
        var samples = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let inSquare = (10..<20).contains(x) && (5..<15).contains(y)
                samples +=
                    inSquare
                    ? [250, 20, 20, 255] : [UInt8(truncatingIfNeeded: x * 6), UInt8(truncatingIfNeeded: y * 8), 128, 255]
            }
        }
        return try PixelBuffer(width: width, height: height, samples: .rgba8(samples))
    }

    func sandbox(_ files: [String: Data]) -> Sandbox {
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        for (name, data) in files { _ = FileManager.default.createFile(atPath: box.root + "/" + name, contents: data) }
        return box
    }

    func decoded(_ value: Value) throws -> DecodedImage {
        guard case .file(let file) = value.items.first ?? value else { throw ImageError.badEdit(operation: "test", "no file") }
        return try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: file.path)))
    }

    func testResizeBySizePercentageAndLongestEdge() throws {
        let picture = try Self.picture()
        let box = sandbox(["p.png": try PNG.encode(picture)])
        let input = Value.file(FileReference(path: "p.png"))
        let auto = try box.run("image.resize", "{\"width\": \"20\"}", input: input)
        XCTAssertEqual(box.paths(auto), [box.root + "/downloads/p.png"])
        XCTAssertEqual(try decoded(auto).pixels, try picture.resized(width: 20, height: 15))
        XCTAssertEqual(
            try decoded(try box.run("image.resize", "{\"width\": \"Auto\", \"height\": \"60\"}", input: input)).pixels,
            try picture.resized(width: 80, height: 60))
        XCTAssertEqual(
            try decoded(try box.run("image.resize", "{\"mode\": \"Percentage\", \"percentage\": 25}", input: input)).pixels,
            try picture.resized(width: 10, height: 8))
        XCTAssertEqual(
            try decoded(try box.run("image.resize", "{\"mode\": \"Longest Edge\", \"length\": 8}", input: input)).pixels,
            try picture.resized(width: 8, height: 6))
        XCTAssertEqual(
            box.failure("image.resize", "{\"width\": \"wide\"}", input: input),
            "t.json:1:79: error: action 1 'Resize Image' (image.resize), parameter 'width': the width must be a whole number of pixels from 1 to 65,535, not 'wide'\nhint: give a number such as 640"
        )
        XCTAssertEqual(
            box.failure("image.resize", "{\"mode\": \"Percentage\", \"percentage\": 0}", input: input),
            "t.json:1:106: error: action 1 'Resize Image' (image.resize), parameter 'percentage': the percentage must be above 0 and at most 10,000, not 0\nhint: give a number such as 50 (half the size)"
        )
    }

    func testAJPEGStaysAJPEGAndResizesFromADraft() throws {
        let picture = try Self.picture(width: 400, height: 300)
        let box = sandbox(["big.jpg": try JPEG.encode(picture)])
        let out = try box.run("image.resize", "{\"width\": \"100\"}", input: .file(FileReference(path: "big.jpg")))
        XCTAssertEqual(box.paths(out), [box.root + "/downloads/big.jpg"])
        let image = try decoded(out)
        XCTAssertEqual([image.pixels.width, image.pixels.height], [100, 75])
        XCTAssertEqual(image.source.format, .jpeg)
    }

    func testCropRotateFlipMaskAndConvert() throws {
        let picture = try Self.picture()
        let box = sandbox(["p.png": try PNG.encode(picture), "notes.txt": Data("hello".utf8)])
        let input = Value.file(FileReference(path: "p.png"))
        XCTAssertEqual(
            try decoded(try box.run("image.crop", "{\"position\": \"Bottom Right\", \"width\": 10, \"height\": 5}", input: input))
                .pixels,
            try picture.cropped(x: 30, y: 25, width: 10, height: 5))
        XCTAssertEqual(
            try decoded(
                try box.run(
                    "image.crop", "{\"position\": \"Custom\", \"x\": 10, \"y\": 5, \"width\": 10, \"height\": 10}", input: input)
            ).pixels,
            try picture.cropped(x: 10, y: 5, width: 10, height: 10))
        XCTAssertEqual(
            try decoded(try box.run("image.rotate", "{\"degrees\": 90}", input: input)).pixels, picture.rotated(quarterTurns: 1))
        XCTAssertEqual(
            try decoded(try box.run("image.flip", "{\"direction\": \"Vertical\"}", input: input)).pixels,
            picture.flipped(horizontally: false))
        XCTAssertEqual(
            try decoded(try box.run("image.mask", "{\"type\": \"Ellipse\"}", input: input)).pixels, picture.masked(by: .ellipse))
        // Icon, as Apple's: the centred square, corners of round(10 × (0.224 × side + 0.02351)) / 10.
        let side = min(picture.width, picture.height)
        XCTAssertEqual(
            try decoded(try box.run("image.mask", "{\"type\": \"Icon\"}", input: input)).pixels,
            try picture.cropped(x: (picture.width - side) / 2, y: (picture.height - side) / 2, width: side, height: side)
                .masked(by: .roundedRectangle(radius: ((Double(side) * 0.224 + 0.02351) * 10).rounded() / 10)))
        let gif = try box.run("image.convert", "{\"format\": \"GIF\"}", input: input)
        XCTAssertEqual(box.paths(gif), [box.root + "/downloads/p.gif"])
        XCTAssertEqual(try decoded(gif).source.format, .gif)
        XCTAssertEqual(
            box.failure("image.convert", "{\"format\": \"HEIF\"}", input: input),
            "t.json:1:81: error: action 1 'Convert Image' (image.convert), parameter 'format': cannot write HEIF images here\nhint: choose JPEG, PNG, GIF, TIFF or BMP"
        )
        XCTAssertEqual(
            box.failure("image.flip", input: .file(FileReference(path: "notes.txt"))),
            "t.json:1:39: error: action 1 'Flip Image' (image.flip), parameter 'image': 'notes.txt' is not an image\nhint: give image files (PNG, JPEG, GIF, BMP or TIFF): the previous action's output, or the input parameter"
        )
    }

    /// Apple's Convert, Crop, Resize, Flip, Rotate and Mask (`WFImage…Action`, `WFMaskImageAction`) check `numberOfItems`
    /// and finish without an error when given nothing: so do ours. Something that is not an image
    /// is still refused, as Apple's coercion fails.
    func testEditsOfNoImagesGiveNothing() throws {
        let box = sandbox(["notes.txt": Data("hello".utf8)])
        for (action, parameters) in [
            ("image.convert", #"{"format": "PNG"}"#), ("image.crop", #"{"width": 10, "height": 10}"#),
            ("image.resize", #"{"width": 10}"#), ("image.flip", "{}"), ("image.rotate", #"{"degrees": 90}"#),
            ("image.mask", #"{"type": "Custom Image"}"#),
        ] {
            XCTAssertEqual(try box.run(action, parameters), .nothing, action)
            XCTAssertEqual(try box.run(action, parameters, input: .list([])), .nothing, action)
        }
        // Get Details of Images (Apple's WFContentItemPropertiesAction) gives no detail of no image.
        XCTAssertEqual(try box.run("properties.images", #"{"detail": "Width"}"#), .nothing)
        XCTAssertEqual(
            box.failure("image.rotate", #"{"degrees": 90}"#, input: "hello"),
            "t.json:1:39: error: action 1 'Rotate Image' (image.rotate), parameter 'image': \"hello\" is not an image\nhint: give image files (PNG, JPEG, GIF, BMP or TIFF): the previous action's output, or the input parameter"
        )
    }

    func testCombineOverlayDetailsAndImagesFromInput() throws {
        let picture = try Self.picture(), small = try Self.picture(width: 8, height: 6)
        let box = sandbox(["p.png": try PNG.encode(picture), "s.png": try PNG.encode(small)])
        let both = Value.list([.file(FileReference(path: "p.png")), .file(FileReference(path: "s.png"))])
        XCTAssertEqual(
            try decoded(try box.run("image.combine", "{\"mode\": \"Vertically\", \"spacing\": 2}", input: both)).pixels,
            try PixelBuffer.combined([picture, small], layout: .vertical, spacing: 2))
        let overlaid = try box.run(
            "overlayimageonimage", "{\"overlay\": \"s.png\", \"position\": \"Top Right\", \"opacity\": 50}",
            input: .file(FileReference(path: "p.png")))
        XCTAssertEqual(try decoded(overlaid).pixels, picture.overlaid(with: small, x: 32, y: 0, opacity: 0.5))
        XCTAssertEqual(try box.run("properties.images", "{\"detail\": \"Width\"}", input: both), .list([40, 8]))
        XCTAssertEqual(
            try box.run("properties.images", "{\"detail\": \"Name\"}", input: .file(FileReference(path: "p.png"))), "p")
        let url = "data:image/png;base64," + (try PNG.encode(small)).base64EncodedString()
        let found = try box.run(
            "detect.images", input: .list([.text("<p><img src=\"\(url)\"></p>"), both.items[0], .text("no image")]))
        XCTAssertEqual(box.paths(found).map { ($0 as NSString).lastPathComponent }, ["Image.png", "p.png"])
        XCTAssertEqual(try decoded(.list([found.items[0]])).pixels, small)
    }

    func testDateTakenWithoutDateTimeOriginalIsTheDigitizedDateThenTheFileDate() throws {
        let picture = try Self.picture(width: 8, height: 6)
        let digitizedOnly = PhotoBytes.tiff(
            .init(make: "Canon", digitized: "2026:11:21 09:30:00", dateTime: "2026:11:22 09:30:00"))
        let box = sandbox([
            "d.jpg": try JPEG.encode(picture, options: JPEGEncodeOptions(exif: digitizedOnly)), "p.png": try PNG.encode(picture),
        ])
        let modified = try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-25T10:00:00Z"))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: box.root + "/p.png")
        // No DateTimeOriginal: DateTimeDigitized (read in the run's zone, UTC here), not IFD0's DateTime.
        XCTAssertEqual(
            try box.run("properties.images", "{\"detail\": \"Date Taken\"}", input: .file(FileReference(path: "d.jpg"))),
            .date(try XCTUnwrap(ISO8601DateFormatter().date(from: "2026-11-21T09:30:00Z"))))
        // No EXIF at all: the file's modification date.
        XCTAssertEqual(
            try box.run("properties.images", "{\"detail\": \"Date Taken\"}", input: .file(FileReference(path: "p.png"))),
            .date(modified))
        XCTAssertEqual(
            try box.run("properties.images", "{\"detail\": \"Orientation\"}", input: .file(FileReference(path: "p.png"))), "Up")
    }
}
