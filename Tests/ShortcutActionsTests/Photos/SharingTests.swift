import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// Share, AirDrop and Open In: a copy in the outbox (text and URLs as files), or the opener.
final class SharingTests: IsolatedTestCase {
    func sandbox() -> (box: Sandbox, outbox: String) {
        let box = Sandbox()
        box.make(["report.pdf"], contents: ["report.pdf": "%PDF"])
        let outbox = (box.root as NSString).deletingLastPathComponent + "/Outbox"
        box.outbox = outbox
        return (box, outbox)
    }

    func contents(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().map {
            $0 + ": " + String(decoding: FileManager.default.contents(atPath: folder + "/" + $0) ?? Data(), as: UTF8.self)
        }
    }

    func testShareCopiesEachItemToTheOutboxAndSaysWhere() throws {
        let (box, outbox) = sandbox()
        let input: Value = [.file(FileReference(path: "report.pdf")), "hello", .url("https://example.com")]
        XCTAssertEqual(try box.run("share", input: input), input)
        XCTAssertEqual(
            try box.run("airdropdocument", input: .file(FileReference(path: "report.pdf"))),
            .file(FileReference(path: "report.pdf")))
        XCTAssertEqual(
            contents(outbox), ["Text.txt: hello", "URL.txt: https://example.com", "report 2.pdf: %PDF", "report.pdf: %PDF"])
        XCTAssertEqual(
            box.host.presented,
            [
                .handedOut(via: "Share", item: "report.pdf", destination: outbox + "/report.pdf"),
                .handedOut(via: "Share", item: "Text.txt", destination: outbox + "/Text.txt"),
                .handedOut(via: "Share", item: "https://example.com", destination: outbox + "/URL.txt"),
                .handedOut(via: "AirDrop", item: "report.pdf", destination: outbox + "/report 2.pdf"),
            ])
        // The original stays; each copy is journalled, so an undo removes it.
        XCTAssertEqual(box.tree(), ["report.pdf: %PDF"])
        XCTAssertEqual(box.journals().count, 2)
    }

    func testOpenInHandsToTheOpenerWhenAllowed() throws {
        let (box, outbox) = sandbox()
        box.openShared = true
        _ = try box.run(
            "openin", #"{"askWhenRun": false, "app": "com.example.viewer"}"#, input: .file(FileReference(path: "report.pdf")))
        _ = try box.run("share", input: .url("https://example.com"))
        XCTAssertEqual(box.host.opened, [box.root + "/report.pdf", "https://example.com"])
        XCTAssertEqual(
            box.host.presented,
            [
                .handedOut(via: "Open In", item: "report.pdf", destination: nil),
                .handedOut(via: "Share", item: "https://example.com", destination: nil),
            ])
        XCTAssertEqual(contents(outbox), [])
    }

    /// A photo of the library (outside the allowed folders) can be shared, to the outbox or the opener.
    func testAPhotoOfTheLibraryCanBeShared() throws {
        let (box, outbox) = sandbox()
        let photos = (box.root as NSString).deletingLastPathComponent + "/Photos"
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: photos + "/IMG_1.jpg", contents: Data("jpeg".utf8)))
        box.photoLibrary = photos
        _ = try box.run("share", input: .file(FileReference(path: photos + "/IMG_1.jpg")))
        XCTAssertEqual(contents(outbox), ["IMG_1.jpg: jpeg"])
        box.openShared = true
        _ = try box.run("airdropdocument", input: .file(FileReference(path: photos + "/IMG_1.jpg")))
        XCTAssertEqual(box.host.opened, [photos + "/IMG_1.jpg"])
        // Without a library the same file is outside the allowed folders.
        box.photoLibrary = nil
        XCTAssertEqual(
            box.failure("share", input: .file(FileReference(path: photos + "/IMG_1.jpg"))).components(separatedBy: "\n").first,
            "t.json:1:39: error: action 1 'Share' (share), parameter 'input': '\(photos)/IMG_1.jpg' is outside the folders file actions may touch; allowed: '\(box.root)'"
        )
    }

    func testNothingToShareOrNowhereToPutItFails() {
        let (box, _) = sandbox()
        XCTAssertEqual(
            box.failure("share"),
            "t.json:1:39: error: action 1 'Share' (share), parameter 'input': Share was given nothing to hand out\nhint: give it a file, text or a URL (the previous action's output, or its input parameter)"
        )
        box.outbox = nil
        XCTAssertEqual(
            box.failure("openin", input: "hello"),
            "t.json:1:39: error: action 1 'Open In' (openin), parameter 'input': no outbox folder is set to hand the items to\nhint: set RunOptions.outbox to a folder, or RunOptions.openShared to hand items to the opener"
        )
    }
}
