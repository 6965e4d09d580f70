import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// The photo library as a folder (docs/photos.md): Find Photos, the Get Latest actions, Select
/// Photos, Save to Photo Album and Delete Photos on a library beside (not inside) the allowed folder.
final class PhotoLibraryTests: IsolatedTestCase {
    /// A sandbox whose photo library is `…/Photos`, outside the allowed folder `…/work`.
    func library() throws -> (box: Sandbox, photos: String) {
        let box = Sandbox()
        let photos = (box.root as NSString).deletingLastPathComponent + "/Photos"
        box.photoLibrary = photos
        let iso = ISO8601DateFormatter()
        func put(_ path: String, _ data: Data, modified: String) throws {
            let full = photos + "/" + path
            try FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            XCTAssertTrue(FileManager.default.createFile(atPath: full, contents: data))
            try FileManager.default.setAttributes([.modificationDate: iso.date(from: modified) ?? Date()], ofItemAtPath: full)
        }
        try put(
            "IMG_0001.jpg",
            PhotoBytes.jpeg(
                width: 4000, height: 3000,
                exif: .init(make: "Canon", model: "EOS R6", orientation: 1, dateTaken: "2026:11:20 09:30:00")),
            modified: "2026-11-01T00:00:00Z")
        try put(
            "IMG_0002.jpg",
            PhotoBytes.jpeg(
                width: 4032, height: 3024,
                exif: .init(make: "Apple", model: "iPhone 15", orientation: 6, dateTaken: "2026:11:21 08:00:00")),
            modified: "2026-11-02T00:00:00Z")
        try put(
            "Screenshot 2026-11-21 at 09.00.00.png", PhotoBytes.png(width: 1170, height: 2532), modified: "2026-11-21T09:00:00Z")
        try put(
            "clip.mov", PhotoBytes.movie(seconds: 12, frames: 360, width: 1920, height: 1080, upright: true),
            modified: "2026-11-19T12:00:00Z")
        try put("notes.txt", Data("not a photo".utf8), modified: "2026-11-21T09:59:00Z")
        try put("scan", PhotoBytes.png(width: 100, height: 50), modified: "2026-11-05T00:00:00Z")
        try put(".favorites", Data("IMG_0002.jpg\n# a comment\n".utf8), modified: "2026-11-01T00:00:00Z")
        try put("Trips/IMG_0100.HEIC", Data("heic".utf8), modified: "2026-11-10T10:00:00Z")
        try put("Trips/IMG_0100.MOV", Data("live".utf8), modified: "2026-11-10T10:00:00Z")
        try put(
            "Trips/IMG_0200_BURST001.JPG", PhotoBytes.jpeg(width: 10, height: 10, exif: .init(dateTaken: "2026:10:01 12:00:00")),
            modified: "2026-11-15T00:00:00Z")
        try put("Trips/.favorites", Data("IMG_0200_BURST001.JPG\n".utf8), modified: "2026-11-01T00:00:00Z")
        try put(".hidden/IMG_9.jpg", PhotoBytes.png(width: 1, height: 1), modified: "2026-11-21T09:00:00Z")
        return (box, photos)
    }

    /// The output's paths relative to the library.
    func names(_ value: Value, in photos: String) -> [String] {
        value.items.compactMap { item -> String? in
            guard case .file(let file) = item else { return nil }
            return file.path.hasPrefix(photos + "/") ? String(file.path.dropFirst(photos.count + 1)) : file.path
        }
    }

    func find(_ parameters: String) throws -> [String] {
        let (box, photos) = try library()
        return names(try box.run("filter.photos", parameters), in: photos)
    }

    func testFindPhotosListsTheTopFolderThenEachAlbumMediaOnly() throws {
        XCTAssertEqual(
            try find("{}"),
            [
                "clip.mov", "IMG_0001.jpg", "IMG_0002.jpg", "scan", "Screenshot 2026-11-21 at 09.00.00.png",
                "Trips/IMG_0100.HEIC",
                "Trips/IMG_0100.MOV", "Trips/IMG_0200_BURST001.JPG",
            ])
    }

    /// A video's duration, frame rate and size come from its movie box; a video that does not
    /// read (IMG_0100.MOV holds four letters) and every still image have none.
    func testFindPhotosReadsAVideosMovieBox() throws {
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Duration", "condition": "is greater than", "value": 10}]}"#),
            ["clip.mov"])
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Frame Rate", "condition": "is", "value": 30}]}"#), ["clip.mov"])
        XCTAssertEqual(
            try find(
                #"{"conditions": [{"property": "Media Type", "condition": "is", "value": "Video"}, {"property": "Height", "condition": "is", "value": 1920}]}"#
            ), ["clip.mov"])
        XCTAssertEqual(
            try find(
                #"{"conditions": [{"property": "Media Type", "condition": "is", "value": "Video"}], "sortBy": "Duration", "order": "Longest First"}"#
            ), ["clip.mov", "Trips/IMG_0100.MOV"])
    }

    /// A video's Date Taken is when it was recorded (its movie header), not the file's date.
    func testAVideosDateTakenIsItsRecordingTime() throws {
        let (box, photos) = try library()
        // 2026-05-01 12:00:00 UTC, in seconds from 1904-01-01.
        let recorded = PhotoBytes.movie(seconds: 3, frames: 90, width: 640, height: 360, recorded: 3_860_481_600)
        XCTAssertTrue(FileManager.default.createFile(atPath: photos + "/Trips/recorded.mp4", contents: recorded))
        let found = try box.run(
            "filter.photos",
            #"{"conditions": [{"property": "Date Taken", "condition": "is less than", "value": "2026-06-01T00:00:00Z"}]}"#)
        XCTAssertEqual(names(found, in: photos), ["Trips/recorded.mp4"])
        let details = try box.run(
            "properties.images", #"{"detail": "Date Taken"}"#, input: .file(FileReference(path: photos + "/Trips/recorded.mp4")))
        XCTAssertEqual(details, .date(ISO8601DateFormatter().date(from: "2026-05-01T12:00:00Z") ?? Date()))
    }

    func testFindPhotosConditionsReadAlbumsListsAndHeaders() throws {
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Album", "condition": "is", "value": "trips"}]}"#),
            ["Trips/IMG_0100.HEIC", "Trips/IMG_0100.MOV", "Trips/IMG_0200_BURST001.JPG"])
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Media Type", "condition": "is", "value": "Video"}]}"#),
            ["clip.mov", "Trips/IMG_0100.MOV"])
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Is Favorite", "condition": "is", "value": true}]}"#),
            ["IMG_0002.jpg", "Trips/IMG_0200_BURST001.JPG"])
        // A folder hides nothing: every photo is not hidden.
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Is Hidden", "condition": "is", "value": true}]}"#), [])
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Is Hidden", "condition": "is", "value": false}]}"#).count,
            try find("{}").count)
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Is a Screenshot", "condition": "is", "value": "yes"}]}"#),
            ["Screenshot 2026-11-21 at 09.00.00.png"])
        // Width as shown: IMG_0002 is turned a quarter (orientation 6), so 3024 wide.
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Width", "condition": "is greater than", "value": 3500}]}"#), ["IMG_0001.jpg"]
        )
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Orientation", "condition": "is", "value": "Right"}]}"#), ["IMG_0002.jpg"])
        XCTAssertEqual(
            try find(
                #"{"conditions": [{"property": "Camera Make", "condition": "is", "value": "canon"}, {"property": "Camera Model", "condition": "contains", "value": "iphone"}], "match": "Any"}"#
            ),
            ["IMG_0001.jpg", "IMG_0002.jpg"])
        // Date taken: EXIF where the file has it, else the file's date; on the run's clock (2026-11-21T10:00Z).
        XCTAssertEqual(
            try find(
                #"{"conditions": [{"property": "Date Taken", "condition": "is in the last", "amount": 2, "unit": "days"}]}"#),
            ["clip.mov", "IMG_0001.jpg", "IMG_0002.jpg", "Screenshot 2026-11-21 at 09.00.00.png"])
        XCTAssertEqual(
            try find(
                #"{"conditions": [{"property": "Height", "condition": "is", "value": 50}, {"property": "Name", "condition": "is", "value": "scan"}]}"#
            ),
            ["scan"])
    }

    func testFindPhotosSortsAndLimits() throws {
        XCTAssertEqual(
            try find(#"{"sortBy": "Date Taken", "order": "Latest First", "limitEnabled": true, "limit": 3}"#),
            ["Screenshot 2026-11-21 at 09.00.00.png", "IMG_0002.jpg", "IMG_0001.jpg"])
        // Off, the limit is not applied (Apple keeps the number after the switch is turned off).
        XCTAssertEqual(
            try find(#"{"sortBy": "File Size", "order": "Biggest First", "limitEnabled": false, "limit": 1}"#).count, 8)
        // Nothing (a video has no width) sorts first.
        XCTAssertEqual(try find(#"{"sortBy": "Width", "limitEnabled": true, "limit": 2}"#).count, 2)
    }

    func testEveryPhotoIsInRecentsAndTimeTakenIsTheTimeOfDay() throws {
        // Recents (also Camera Roll, All Photos) holds the whole library, albums too.
        XCTAssertEqual(try find(#"{"conditions": [{"property": "Album", "condition": "is", "value": "Recents"}]}"#).count, 8)
        XCTAssertEqual(
            try find(#"{"conditions": [{"property": "Album", "condition": "is not", "value": "camera roll"}]}"#), [String]())
        // Time Taken: the time of day taken, whatever the day (the burst at 12:00 is a month older).
        XCTAssertEqual(
            try find(
                #"{"conditions": [{"property": "Media Type", "condition": "is", "value": "Image"}], "sortBy": "Time Taken", "order": "Ascending", "limitEnabled": true, "limit": 4}"#
            ),
            ["scan", "IMG_0002.jpg", "Screenshot 2026-11-21 at 09.00.00.png", "IMG_0001.jpg"])
    }

    func testFindPhotosFiltersGivenPhotosOfTheLibrary() throws {
        let (box, photos) = try library()
        let given = #"["\#(photos)/IMG_0002.jpg", "\#(photos)/clip.mov"]"#
        XCTAssertEqual(
            names(
                try box.run(
                    "filter.photos",
                    #"{"photos": \#(given), "conditions": [{"property": "Media Type", "condition": "is", "value": "Image"}]}"#),
                in: photos),
            ["IMG_0002.jpg"])
        XCTAssertEqual(
            names(try box.run("filter.photos", #"{"photos": "Library", "limitEnabled": true, "limit": 1}"#), in: photos),
            ["clip.mov"])
        XCTAssertEqual(
            box.failure("filter.photos", #"{"photos": ["\#(photos)/notes.txt"]}"#),
            "t.json:1:81: error: action 1 'Find Photos' (filter.photos), parameter 'photos': '\(photos)/notes.txt' is not in the photo library '\(photos)'\nhint: give photos of the library: what Find Photos, Get Latest Photos or Select Photos found"
        )
    }

    func testFindPhotosRefusesPropertiesItCannotRead() throws {
        let (box, _) = try library()
        XCTAssertEqual(
            box.failure("filter.photos", #"{"conditions": [{"property": "Location", "condition": "is", "value": "Paris"}]}"#),
            "t.json:1:85: error: action 1 'Find Photos' (filter.photos), parameter 'conditions': condition 1: 'Location' is not a photo property\nhint: use one of 'Album', 'Date Taken', 'Time Taken', 'Creation Date', 'Last Modified Date', 'Width', 'Height', 'Orientation', 'Is a Screenshot', 'Is Favorite', 'Media Type', 'File Extension', 'Name', 'File Size', 'Camera Make', 'Camera Model', 'Is Hidden', 'Duration', 'Frame Rate'"
        )
    }

    func testGetLatestActionsTakeTheNewestByDateTaken() throws {
        let (box, photos) = try library()
        XCTAssertEqual(names(try box.run("getlastphoto"), in: photos), ["Screenshot 2026-11-21 at 09.00.00.png"])
        XCTAssertEqual(
            names(try box.run("getlastphoto", #"{"count": 3, "includeScreenshots": false}"#), in: photos),
            ["IMG_0002.jpg", "IMG_0001.jpg", "Trips/IMG_0100.HEIC"])
        XCTAssertEqual(
            names(try box.run("getlastscreenshot", #"{"count": 5}"#), in: photos), ["Screenshot 2026-11-21 at 09.00.00.png"])
        XCTAssertEqual(names(try box.run("getlastvideo", #"{"count": 5}"#), in: photos), ["clip.mov", "Trips/IMG_0100.MOV"])
        XCTAssertEqual(names(try box.run("getlatestlivephotos", #"{"count": 5}"#), in: photos), ["Trips/IMG_0100.HEIC"])
        XCTAssertEqual(names(try box.run("getlatestbursts"), in: photos), ["Trips/IMG_0200_BURST001.JPG"])
        // Every file here was added in the same minutes: one import, newest first.
        XCTAssertEqual(names(try box.run("getlatestphotoimport"), in: photos).count, 8)
        XCTAssertEqual(
            box.failure("getlastphoto", #"{"count": 0}"#),
            "t.json:1:79: error: action 1 'Get Latest Photos' (getlastphoto), parameter 'count': must be at least 1, got 0")
    }

    func testTheLibraryIsAllowedToPhotoActionsOnly() throws {
        let (box, photos) = try library()
        XCTAssertEqual(names(try box.run("getlastphoto"), in: photos).count, 1)
        XCTAssertEqual(
            box.failure("filter.files", #"{"files": ["\#(photos)/IMG_0001.jpg"]}"#).components(separatedBy: "\n").first,
            "t.json:1:79: error: action 1 'Filter Files' (filter.files), parameter 'files': '\(photos)/IMG_0001.jpg' is outside the folders file actions may touch; allowed: '\(box.root)'"
        )
    }

    func testAMissingOrUnsetLibraryIsNamed() throws {
        let box = Sandbox()
        XCTAssertEqual(
            box.failure("getlastphoto"),
            "t.json:1:39: error: action 1 'Get Latest Photos' (getlastphoto), parameter 'count': no photo library folder is set\nhint: set RunOptions.photoLibrary to the folder that holds the photos"
        )
        // A missing folder reads as an empty library (a new phone has no photos), with a warning…
        box.photoLibrary = box.root + "/none"
        XCTAssertEqual(try box.run("filter.photos"), .list([]))
        XCTAssertEqual(try box.run("getlastphoto"), .list([]))
        // … which stops a strict run.
        box.strict = true
        XCTAssertEqual(
            box.failure("filter.photos"),
            "t.json:1:39: error: action 1 'Find Photos' (filter.photos), parameter 'conditions': the photo library folder '\(box.root)/none' does not exist: it has no photos\nhint: set RunOptions.photoLibrary to the folder that holds the photos; create the folder (Save to Photo Album creates it) and put photos in it"
        )
    }
}
