import Foundation
import Images
import SafeFiles
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Get Details of Images' details that need more than one file's header: a GIF's Duration and
/// Frame Rate from its frame delays, and Album and Is Favorite from the photo library's folders.
final class ImageDetailsTests: IsolatedTestCase {
    func sandbox(_ files: [String: Data]) -> Sandbox {
        let box = Sandbox()
        for (name, data) in files { _ = FileManager.default.createFile(atPath: box.root + "/" + name, contents: data) }
        return box
    }

    func detail(_ box: Sandbox, _ name: String, _ path: String) throws -> Value {
        try box.run("properties.images", "{\"detail\": \"\(name)\"}", input: .file(FileReference(path: path)))
    }

    func testDurationAndFrameRateComeFromTheGIFsFrameDelays() throws {
        let picture = try ImageActionsTests.picture(width: 8, height: 6)
        let frames = [0.1, 0.2, 0.5].map { Animation.Frame(pixels: picture, delay: $0) }
        let box = sandbox([
            "a.gif": try GIF.encode(frames), "one.gif": try GIF.encode([frames[0]]), "p.png": try PNG.encode(picture),
        ])
        XCTAssertEqual(try GIF.frameDelays(try GIF.encode(frames)), [0.1, 0.2, 0.5])
        XCTAssertEqual(try detail(box, "Duration", "a.gif"), .number(Number(0.8)))
        guard case .number(let rate) = try detail(box, "Frame Rate", "a.gif") else { return XCTFail("no frame rate") }
        XCTAssertEqual(rate.double, 3 / 0.8, accuracy: 1e-9)
        // A still picture, or a GIF of one frame, has no timing.
        for path in ["one.gif", "p.png"] {
            XCTAssertEqual(try detail(box, "Duration", path), .nothing, path)
            XCTAssertEqual(try detail(box, "Frame Rate", path), .nothing, path)
        }
        // Frames that give no delay: a duration of 0 and no frame rate.
        let still = [Animation.Frame(pixels: picture, delay: 0), Animation.Frame(pixels: picture, delay: 0)]
        _ = FileManager.default.createFile(atPath: box.root + "/z.gif", contents: try GIF.encode(still))
        XCTAssertEqual(try detail(box, "Duration", "z.gif"), .number(0))
        XCTAssertEqual(try detail(box, "Frame Rate", "z.gif"), .nothing)
    }

    /// A video file's details come from its movie box: no frame is decoded.
    func testAVideosDetailsComeFromItsMovieBox() throws {
        let box = sandbox([
            "clip.MOV": PhotoBytes.movie(seconds: 12, frames: 360, width: 1920, height: 1080, upright: true),
            "cut.mp4": PhotoBytes.movie(seconds: 2, frames: 60, width: 640, height: 360).prefix(60),
        ])
        let expected: [(String, Value)] = [
            ("Media Type", .text("Video")), ("Duration", .number(12)), ("Frame Rate", .number(30)),
            ("Width", .number(1080)), ("Height", .number(1920)), ("Orientation", .nothing), ("Camera Model", .nothing),
            ("Name", .text("clip")),
        ]
        for (name, value) in expected { XCTAssertEqual(try detail(box, name, "clip.MOV"), value, name) }
        guard case .dictionary(let metadata) = try detail(box, "Metadata Dictionary", "clip.MOV") else {
            return XCTFail("no dictionary")
        }
        XCTAssertEqual(metadata.keys, ["PixelWidth", "PixelHeight", "Duration", "FrameRate"])
        XCTAssertThrowsError(try detail(box, "Duration", "cut.mp4")) {
            XCTAssertEqual(
                "\($0)",
                "t.json:1:39: error: action 1 'Get Details of Images' (properties.images), parameter 'image': cannot read the video 'cut.mp4': movie: the data ends early (box 'mdat' at byte 16 of 72 bytes)\n"
                    + "hint: its details are read from its movie box (QuickTime or MPEG-4): check the file is whole, or re-export it"
            )
        }
    }

    func testGIFFrameDelaysKeepTheFrameLimitAndNameADamagedFile() throws {
        let picture = try ImageActionsTests.picture(width: 4, height: 4)
        let gif = try GIF.encode([0.1, 0.1, 0.1].map { Animation.Frame(pixels: picture, delay: $0) })
        var limits = ImageLimits.standard
        limits.maxFrames = 2
        XCTAssertThrowsError(try GIF.frameDelays(gif, limits: limits)) {
            XCTAssertEqual("\($0)", "the image is 4×4 pixels, more than the limit of 2 frames")
        }
        XCTAssertThrowsError(try GIF.frameDelays(Data("GIF87b".utf8))) {
            XCTAssertEqual("\($0)", "GIF: the signature is not GIF87a or GIF89a")
        }
        XCTAssertThrowsError(try GIF.frameDelays(gif.prefix(40))) {
            XCTAssertEqual("\($0)", "GIF: the data ends early (an image before the end of the file)")
        }
    }

    func testAlbumAndFavoriteComeFromThePhotoLibrary() throws {
        let box = Sandbox()
        let photos = (box.root as NSString).deletingLastPathComponent + "/Photos"
        box.photoLibrary = photos
        let png = try PNG.encode(try ImageActionsTests.picture(width: 8, height: 6))
        try FileManager.default.createDirectory(atPath: photos + "/Trips", withIntermediateDirectories: true)
        for path in ["top.png", "Trips/beach.png", "Trips/Screen Shot 1.png", "Trips/dunes.png"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: photos + "/" + path, contents: png))
        }
        try Data("# liked\nbeach.png\n".utf8).write(to: URL(fileURLWithPath: photos + "/Trips/.favorites"))
        try Data("dunes.png\n".utf8).write(to: URL(fileURLWithPath: photos + "/Trips/.screenshots"))
        XCTAssertTrue(FileManager.default.createFile(atPath: box.root + "/mine.png", contents: png))
        // A photo of the library is read although the library is outside the allowed folder.
        XCTAssertEqual(try detail(box, "Album", photos + "/Trips/beach.png"), "Trips")
        XCTAssertEqual(try detail(box, "Is Favorite", photos + "/Trips/beach.png"), .boolean(true))
        XCTAssertEqual(try detail(box, "Is Favorite", photos + "/Trips/dunes.png"), .boolean(false))
        XCTAssertEqual(try detail(box, "Is a Screenshot", photos + "/Trips/dunes.png"), .boolean(true))
        XCTAssertEqual(try detail(box, "Is a Screenshot", photos + "/Trips/Screen Shot 1.png"), .boolean(true))
        XCTAssertEqual(try detail(box, "Album", photos + "/top.png"), "")
        XCTAssertEqual(try detail(box, "Width", photos + "/top.png"), 8)
        // A file outside the library: no album, not a favourite.
        XCTAssertEqual(try detail(box, "Album", "mine.png"), .nothing)
        XCTAssertEqual(try detail(box, "Is Favorite", "mine.png"), .boolean(false))
        // Without a library, its folder is not readable: the usual refusal.
        box.photoLibrary = nil
        XCTAssertEqual(
            box.failure("properties.images", "{\"detail\": \"Album\"}", input: .file(FileReference(path: photos + "/top.png"))),
            "t.json:1:39: error: action 1 'Get Details of Images' (properties.images), parameter 'image': '\(photos)/top.png' is outside the folders file actions may touch; allowed: '\(box.root)'\nhint: add \(photos) to RunOptions.allowedPaths to allow it"
        )
        XCTAssertEqual(try detail(box, "Album", "mine.png"), .nothing)
    }
}
