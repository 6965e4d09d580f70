import Foundation
import Images
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Make GIF and Get Frames from Image on files: the GIF's frame count, delays, loop count, size
/// and pixels, and the round trip back to frames. Pillow's reading of the same GIFs (350 ms a
/// frame, its loop count, exact pixels) is checked by `scripts/image-goldens.py --gif-check`; the
/// GIF Pillow wrote (Workflows/Images/pillow.gif) is read here against Pillow's own frames.
final class GIFActionsTests: IsolatedTestCase {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Workflows/Images")

    /// A 24×16 opaque frame of stripes in a few colours (a GIF holds it exactly).
    static func frame(_ colours: [[UInt8]]) throws -> PixelBuffer {
        var samples = [UInt8]()
        for y in 0..<16 {
            for x in 0..<24 { samples += colours[(x / 3 + y / 4) % colours.count] + [255] }
        }
        return try PixelBuffer(width: 24, height: 16, samples: .rgba8(samples))
    }

    static func frames() throws -> [PixelBuffer] {
        [
            try frame([[255, 0, 0], [0, 128, 255]]), try frame([[20, 200, 20], [0, 0, 0], [255, 220, 0]]),
            try frame([[10, 10, 10]]),
        ]
    }

    func sandbox() throws -> (Sandbox, Value) {
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        var files: [Value] = []
        for (name, pixels) in zip(["a", "b", "c"], try Self.frames()) {
            _ = FileManager.default.createFile(atPath: box.root + "/\(name).png", contents: try PNG.encode(pixels))
            files.append(.file(FileReference(path: "\(name).png")))
        }
        return (box, .list(files))
    }

    func animation(_ value: Value) throws -> Animation {
        guard case .file(let file) = value else { throw ImageError.badEdit(operation: "test", "not a file: \(value)") }
        return try GIF.decodeAnimation(try Data(contentsOf: URL(fileURLWithPath: file.path)))
    }

    func testMakeGIFHoldsEveryFrameWithItsDelayAndLoopsForever() throws {
        let (box, input) = try sandbox()
        let gif = try box.run("makegif", "{\"delay\": 0.35}", input: input)
        XCTAssertEqual(box.paths(gif), [box.root + "/downloads/a.gif"])
        let made = try animation(gif)
        XCTAssertEqual(made.frames.map(\.pixels), try Self.frames())
        XCTAssertEqual(made.frames.map(\.delay), [0.35, 0.35, 0.35])
        XCTAssertEqual(made.loopCount, 0)
        XCTAssertEqual(made.frames.map { [$0.pixels.width, $0.pixels.height] }, [[24, 16], [24, 16], [24, 16]])
        XCTAssertEqual(
            try animation(try box.run("makegif", input: input)).frames.map(\.delay), [0.2, 0.2, 0.2], "Apple's default 0.2 s")
        XCTAssertEqual(
            try animation(try box.run("makegif", "{\"delay\": 0.001}", input: input)).frames.map(\.delay), [0.01, 0.01, 0.01])
    }

    func testMakeGIFLoopCountAndPlayingOnce() throws {
        let (box, input) = try sandbox()
        XCTAssertEqual(try animation(try box.run("makegif", "{\"loopForever\": false, \"loops\": 3}", input: input)).loopCount, 3)
        XCTAssertNil(try animation(try box.run("makegif", "{\"loopForever\": false, \"loops\": 0}", input: input)).loopCount)
        XCTAssertEqual(
            box.failure("makegif", "{\"loopForever\": false, \"loops\": 70000}", input: input),
            "t.json:1:96: error: action 1 'Make GIF' (makegif), parameter 'loops': must be at most 65535, got 70000")
    }

    func testMakeGIFOfAManualSizeCentresEachFrameOnTransparency() throws {
        let (box, input) = try sandbox()
        let made = try animation(try box.run("makegif", "{\"autoSize\": false, \"width\": 48, \"height\": 20}", input: input))
        XCTAssertEqual(made.frames.count, 3)
        for frame in made.frames {
            XCTAssertEqual([frame.pixels.width, frame.pixels.height], [48, 20])
            let rgba = frame.pixels.rgba8
            func column(_ x: Int) -> [UInt8] { (0..<20).map { (y: Int) -> UInt8 in rgba[(y * 48 + x) * 4 + 3] } }
            // Scaled by 1.25 to 30×20, centred: columns 9..<39 drawn, the rest transparent.
            let clear = [UInt8](repeating: 0, count: 20), opaque = [UInt8](repeating: 255, count: 20)
            XCTAssertEqual([column(8), column(9), column(38), column(39)], [clear, opaque, opaque, clear])
        }
    }

    func testMakeGIFThenGetFramesGivesTheFramesBack() throws {
        let (box, input) = try sandbox()
        let gif = try box.run("makegif", input: input)
        let frames = try box.run("getframesfromimage", input: gif)
        XCTAssertEqual(
            box.paths(frames).map { ($0 as NSString).lastPathComponent }, ["a frame 1.png", "a frame 2.png", "a frame 3.png"])
        XCTAssertEqual(
            try box.paths(frames).map { try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: $0))).pixels },
            try Self.frames())
        XCTAssertEqual(
            try box.run("getframesfromimage", input: input.items[0]), .list([input.items[0]]), "a still image is itself")
        XCTAssertEqual(
            box.failure("getframesfromimage", input: .text("a word")),
            """
            t.json:1:39: error: action 1 'Get Frames from Image' (getframesfromimage), parameter 'image': a text value is not an image
            hint: pass image files (PNG, JPEG, GIF, BMP, TIFF)
            """)
    }

    /// pillow.gif: written by Pillow (scripts/image-goldens.py) with delays 100, 250 and 40 ms and
    /// loop 2, its later frames stored as changed rectangles; frame-a/b/c.png are its frames.
    func testGetFramesOfPillowsGIFGivesPillowsFrames() throws {
        let box = Sandbox()
        box.downloads = box.root + "/downloads"
        let data = try Data(contentsOf: Self.images.appendingPathComponent("pillow.gif"))
        _ = FileManager.default.createFile(atPath: box.root + "/pillow.gif", contents: data)
        let animation = try GIF.decodeAnimation(data)
        XCTAssertEqual(animation.frames.map(\.delay), [0.1, 0.25, 0.04])
        XCTAssertEqual(animation.loopCount, 2)
        let frames = try box.run("getframesfromimage", input: .file(FileReference(path: "pillow.gif")))
        let expected = try ["frame-a", "frame-b", "frame-c"].map {
            try ImageDecoder.decode(try Data(contentsOf: Self.images.appendingPathComponent($0 + ".png"))).pixels
        }
        XCTAssertEqual(
            try box.paths(frames).map { try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: $0))).pixels }, expected
        )
    }

    /// Runs `actions` (JSON objects) as one document with `input` as the shortcut's input.
    func runDocument(_ box: Sandbox, _ actions: String, input: Value) throws -> Value {
        let json = "{\"version\": 1, \"actions\": [\(actions)]}"
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: box.host, options: box.options).run(program, input: input)
            .output
    }

    func testAddFrameToGIFAppendsFramesKeepingDelaysAndLoops() throws {
        let (box, input) = try sandbox()
        let gif = try runDocument(
            box,
            """
            {"action": "makegif", "id": "made", "parameters": {"input": "{{Shortcut Input}}", "delay": 0.5, "loopForever": false, "loops": 2}},
            {"action": "addframetogif", "parameters": {"image": "{{Shortcut Input}}", "gif": "{{made}}"}}
            """, input: input)
        XCTAssertEqual(box.paths(gif), [box.root + "/downloads/a 2.gif"], "named after the GIF (a.gif is taken)")
        let grown = try animation(gif)
        XCTAssertEqual(grown.frames.map(\.pixels), try Self.frames() + Self.frames())
        XCTAssertEqual(grown.frames.map(\.delay), [0.5, 0.5, 0.5, 0.25, 0.25, 0.25], "Apple's default delay 0.25 s")
        XCTAssertEqual(grown.loopCount, 2)
    }

    func testAddFrameToGIFWithoutAGIFStartsOneAndManualSizeFitsEveryFrame() throws {
        let (box, input) = try sandbox()
        let started = try animation(try box.run("addframetogif", "{\"delay\": 0.1}", input: input.items[1]))
        XCTAssertEqual(started.frames.map(\.pixels), [try Self.frames()[1]])
        XCTAssertEqual(started.frames.map(\.delay), [0.1])
        XCTAssertNil(started.loopCount, "one frame: the encoder writes no loop extension")
        let gif = try runDocument(
            box,
            """
            {"action": "makegif", "id": "made", "parameters": {"input": "{{Shortcut Input}}"}},
            {"action": "addframetogif", "parameters": {"image": "{{Shortcut Input}}", "gif": "{{made}}", "autoSize": false, "width": 48, "height": 20}}
            """, input: input)
        let fitted = try animation(gif)
        XCTAssertEqual(fitted.frames.count, 6)
        XCTAssertEqual(Set(fitted.frames.map { [$0.pixels.width, $0.pixels.height] }), [[48, 20]])
    }

    func testAddFrameToGIFFailuresNameTheFile() throws {
        let (box, input) = try sandbox()
        XCTAssertEqual(
            failureOfDocument(
                box,
                "{\"action\": \"addframetogif\", \"parameters\": {\"image\": \"{{Shortcut Input}}\", \"gif\": \"{{Shortcut Input}}\"}}",
                input: input.items[0]),
            """
            t.json:1:109: error: action 1 'Add Frame to GIF' (addframetogif), parameter 'gif': 'a.png' is not a GIF
            hint: pass an animated GIF (Make GIF makes one), or leave the GIF out to start a new one
            """)
        XCTAssertEqual(
            box.failure("addframetogif", input: .text("a word")),
            """
            t.json:1:39: error: action 1 'Add Frame to GIF' (addframetogif), parameter 'image': a text value is not an image
            hint: pass image files (PNG, JPEG, GIF, BMP, TIFF)
            """)
    }

    func failureOfDocument(_ box: Sandbox, _ actions: String, input: Value) -> String {
        do {
            _ = try runDocument(box, actions, input: input)
            return "no error"
        } catch { return "\(error)" }
    }
}
