import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// Save to Photo Album, Select Photos and Delete Photos: what they change, what they ask, what they refuse.
final class PhotoChangeTests: IsolatedTestCase {
    /// A sandbox with `in/a.jpg`, `in/b.png`, `in/notes.txt` in the allowed folder and the library `…/Photos` beside it.
    func sandbox() -> (box: Sandbox, photos: String) {
        let box = Sandbox()
        box.make(["in/a.jpg", "in/b.png", "in/notes.txt"])
        let photos = (box.root as NSString).deletingLastPathComponent + "/Photos"
        box.photoLibrary = photos
        return (box, photos)
    }

    /// The library's files, `path: contents`, sorted.
    func tree(_ photos: String) -> [String] {
        var lines: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: photos)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: photos + "/" + path, isDirectory: &isFolder)
            lines.append(
                isFolder.boolValue
                    ? path + "/"
                    : path + ": "
                        + String(decoding: FileManager.default.contents(atPath: photos + "/" + path) ?? Data(), as: UTF8.self))
        }
        return lines.sorted()
    }

    func testSaveCopiesIntoRecentsOrAnAlbumNumberingTakenNames() throws {
        let (box, photos) = sandbox()
        let saved = try box.run("savetocameraroll", #"{"photos": ["in/a.jpg", "in/b.png"]}"#)
        XCTAssertEqual(box.paths(saved), [photos + "/a.jpg", photos + "/b.png"])
        let again = try box.run("savetocameraroll", #"{"photos": ["in/a.jpg"], "album": "Trips"}"#)
        XCTAssertEqual(box.paths(again), [photos + "/Trips/a.jpg"])
        XCTAssertEqual(
            box.paths(try box.run("savetocameraroll", #"{"photos": ["in/a.jpg"], "album": "Camera Roll"}"#)),
            [photos + "/a 2.jpg"])
        XCTAssertEqual(
            tree(photos), ["Trips/", "Trips/a.jpg: in/a.jpg", "a 2.jpg: in/a.jpg", "a.jpg: in/a.jpg", "b.png: in/b.png"])
        // The inputs are untouched.
        XCTAssertEqual(box.tree(), ["in/", "in/a.jpg: in/a.jpg", "in/b.png: in/b.png", "in/notes.txt: in/notes.txt"])
        // Nothing given saves nothing, without an error, as Apple's does.
        XCTAssertEqual(try box.run("savetocameraroll", #"{"album": "Empty"}"#), .nothing)
        XCTAssertFalse(FileManager.default.fileExists(atPath: photos + "/Empty"))
    }

    func testSaveRefusesWhatIsNoPhotoAndBadAlbums() {
        let (box, photos) = sandbox()
        XCTAssertEqual(
            box.failure("savetocameraroll", #"{"photos": ["in/notes.txt"]}"#),
            "t.json:1:84: error: action 1 'Save to Photo Album' (savetocameraroll), parameter 'photos': 'notes.txt' is not a photo or a video\nhint: the photo library takes image files (jpg, jpeg, png, heic, heif, gif, tiff, tif, bmp, webp) and videos (mov, mp4, m4v)"
        )
        XCTAssertEqual(
            box.failure("savetocameraroll", #"{"photos": 42}"#),
            "t.json:1:84: error: action 1 'Save to Photo Album' (savetocameraroll), parameter 'photos': expected files or paths, got a number\nhint: pass files from Get Files or a path as text"
        )
        XCTAssertEqual(
            box.failure("savetocameraroll", #"{"photos": ["in/a.jpg"], "album": "a/b"}"#),
            "t.json:1:107: error: action 1 'Save to Photo Album' (savetocameraroll), parameter 'album': 'a/b' is not an album name\nhint: an album is a folder directly inside the photo library: give its name alone, without '/'"
        )
        XCTAssertEqual(
            box.failure("savetocameraroll", #"{"photos": ["in/a.jpg"], "album": ".hidden"}"#),
            "t.json:1:107: error: action 1 'Save to Photo Album' (savetocameraroll), parameter 'album': '.hidden' is not an album name\nhint: an album is a folder directly inside the photo library: give its name alone, without '/'"
        )
        XCTAssertEqual(tree(photos), [])
    }

    func testSelectPhotosOffersTheLibraryNewestFirst() throws {
        let (box, photos) = sandbox()
        _ = try box.run("savetocameraroll", #"{"photos": ["in/a.jpg"]}"#)
        _ = try box.run("savetocameraroll", #"{"photos": ["in/b.png"], "album": "Trips"}"#)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000)], ofItemAtPath: photos + "/a.jpg")
        box.host.answers = ["Trips/b.png"]
        XCTAssertEqual(box.paths(try box.run("selectphoto")), [photos + "/Trips/b.png"])
        XCTAssertEqual(box.host.asked.last?.options, ["Trips/b.png", "a.jpg"])
        XCTAssertEqual(box.host.asked.last?.prompt, "Select a photo")
        box.host.answers = ["2, 1"]
        XCTAssertEqual(
            box.paths(try box.run("selectphoto", #"{"multiple": true}"#)), [photos + "/a.jpg", photos + "/Trips/b.png"])
        box.host.answers = ["c.jpg"]
        XCTAssertEqual(
            box.failure("selectphoto"),
            "t.json:1:39: error: action 1 'Select Photos' (selectphoto): 'c.jpg' is not one of the menu's options\nhint: answer with one of 'Trips/b.png', 'a.jpg' or its number"
        )
    }

    func testSelectPhotosOffersOnlyTheKindsIncluded() throws {
        let (box, photos) = sandbox()
        box.make(["in/clip.mov", "in/clip.jpg"])
        _ = try box.run("savetocameraroll", #"{"photos": ["in/a.jpg", "in/clip.mov", "in/clip.jpg"]}"#)
        box.host.answers = ["1", "1", "1"]
        _ = try box.run("selectphoto", #"{"include": "Videos"}"#)
        XCTAssertEqual(box.host.asked.last?.options, ["clip.mov"])
        _ = try box.run("selectphoto", #"{"include": ["Live Photos"]}"#)
        XCTAssertEqual(box.host.asked.last?.options, ["clip.jpg"])
        _ = try box.run("selectphoto", #"{"include": "Images, Videos"}"#)
        XCTAssertEqual(box.host.asked.last?.options.sorted(), ["a.jpg", "clip.jpg", "clip.mov"])
        XCTAssertEqual(
            box.failure("selectphoto", #"{"include": "Panoramas"}"#),
            "t.json:1:80: error: action 1 'Select Photos' (selectphoto), parameter 'include': unknown value 'Panoramas'\nhint: use one of 'Images', 'Live Photos', 'Videos'"
        )
        _ = photos
    }

    func testSelectPhotosWithAnEmptyLibraryFails() throws {
        let (box, photos) = sandbox()
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        XCTAssertEqual(
            box.failure("selectphoto"),
            "t.json:1:39: error: action 1 'Select Photos' (selectphoto), parameter 'multiple': the photo library '\(photos)' has no photos or videos to select\nhint: save photos to the library first (Save to Photo Album), or copy image files into its folder"
        )
    }

    func testDeletePhotosAsksThenTrashesThroughTheJournal() throws {
        let (box, photos) = sandbox()
        _ = try box.run("savetocameraroll", #"{"photos": ["in/a.jpg", "in/b.png"]}"#)
        box.host.answers = ["Cancel"]
        XCTAssertEqual(box.paths(try box.run("deletephotos", #"{"photos": ["\#(photos)/a.jpg"]}"#)), [])
        XCTAssertEqual(box.host.asked.last?.prompt, "Delete 1 photo from the photo library?")
        XCTAssertEqual(tree(photos), ["a.jpg: in/a.jpg", "b.png: in/b.png"])
        box.host.answers = ["Delete"]
        _ = try box.run("deletephotos", #"{"photos": ["\#(photos)/a.jpg", "\#(photos)/b.png"]}"#)
        XCTAssertEqual(box.host.asked.last?.prompt, "Delete 2 photos from the photo library?")
        XCTAssertEqual(tree(photos), [])
        let trash = (box.root as NSString).deletingLastPathComponent + "/Trash/files"
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: trash).sorted(), ["a.jpg", "b.png"])
        // The move is journalled (`shortcut undo` puts it back: PhotoUndoTests runs the command).
        XCTAssertEqual(box.journals().count, 2)  // the saves, the deletes; the cancelled run changed nothing
    }

    func testDeletePhotosRefusesFilesOutsideTheLibrary() throws {
        let (box, photos) = sandbox()
        try FileManager.default.createDirectory(atPath: photos, withIntermediateDirectories: true)
        XCTAssertEqual(
            box.failure("deletephotos", #"{"photos": ["in/a.jpg"], "confirm": false}"#),
            "t.json:1:80: error: action 1 'Delete Photos' (deletephotos), parameter 'photos': 'in/a.jpg' is not in the photo library '\(box.photoLibrary ?? "")'\nhint: give photos of the library: what Find Photos, Get Latest Photos or Select Photos found"
        )
        XCTAssertEqual(box.tree(), ["in/", "in/a.jpg: in/a.jpg", "in/b.png: in/b.png", "in/notes.txt: in/notes.txt"])
    }
}
