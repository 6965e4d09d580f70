import Foundation
import Images
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Filter Images: Apple's condition table on each image's details (as Get Details of Images reads
/// them), All or Any, sorting by a detail (ties in order) or at random, the limit, and an item that
/// is not an image.
final class FilterImagesTests: IsolatedTestCase {
    /// A folder with three PNGs (wide 40×10, tall 10×30, square 20×20) and a text file.
    func sandbox() throws -> Sandbox {
        let box = Sandbox()
        for (name, width, height) in [("wide.png", 40, 10), ("tall.png", 10, 30), ("square.png", 20, 20)] {
            let png = try PNG.encode(try ImageActionsTests.picture(width: width, height: height))
            XCTAssertTrue(FileManager.default.createFile(atPath: box.root + "/" + name, contents: png))
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: box.root + "/notes.txt", contents: Data("hi".utf8)))
        return box
    }

    let images: Value = .list(["wide.png", "tall.png", "square.png"].map { .file(FileReference(path: $0)) })

    func names(_ box: Sandbox, _ parameters: String) throws -> [String] {
        box.paths(try box.run("filter.images", parameters, input: images)).map { ($0 as NSString).lastPathComponent }
    }

    func testConditionsOnTheImagesDetailsAllOrAny() throws {
        let box = try sandbox()
        let wide = #"{"property": "Width", "condition": "is greater than", "value": 15}"#
        let short = #"{"property": "Height", "condition": "is less than", "value": 25}"#
        XCTAssertEqual(try names(box, #"{"conditions": [\#(wide), \#(short)]}"#), ["wide.png", "square.png"])
        let tall = #"{"property": "Height", "condition": "is greater than", "value": 25}"#
        XCTAssertEqual(
            try names(
                box, #"{"conditions": [\#(tall), {"property": "Name", "condition": "is", "value": "WIDE"}], "match": "Any"}"#),
            ["wide.png", "tall.png"], "Name is the name without its extension, in any letter case")
        XCTAssertEqual(
            try names(box, #"{"conditions": [{"property": "Media Type", "condition": "is", "value": "Image"}]}"#),
            ["wide.png", "tall.png", "square.png"])
        XCTAssertEqual(
            try names(box, #"{"conditions": [{"property": "Is a Screenshot", "condition": "is", "value": true}]}"#), [])
        XCTAssertEqual(try names(box, "{}"), ["wide.png", "tall.png", "square.png"], "no conditions: every image")
        XCTAssertEqual(try box.run("filter.images", "{}"), .list([]), "nothing given: an empty list")
    }

    func testSortingByADetailRandomAndTheLimit() throws {
        let box = try sandbox()
        XCTAssertEqual(
            try names(box, #"{"sortBy": "Width", "order": "Biggest First"}"#), ["wide.png", "square.png", "tall.png"])
        XCTAssertEqual(try names(box, #"{"sortBy": "Height"}"#), ["wide.png", "square.png", "tall.png"])
        XCTAssertEqual(
            try names(box, #"{"sortBy": "Name", "limitEnabled": true, "limit": 2}"#), ["square.png", "tall.png"])
        XCTAssertEqual(
            try names(box, #"{"sortBy": "Media Type"}"#), ["wide.png", "tall.png", "square.png"], "ties keep their order")
        XCTAssertEqual(try names(box, #"{"sortBy": "Random"}"#).sorted(), ["square.png", "tall.png", "wide.png"])
        XCTAssertEqual(try names(box, #"{"limitEnabled": false, "limit": 1}"#).count, 3, "the limit needs its switch")
    }

    func testAnItemThatIsNotAnImageOrAnUnknownPropertyStopsTheRun() throws {
        let box = try sandbox()
        XCTAssertEqual(
            box.failure(
                "filter.images", "{}",
                input: .list([.file(FileReference(path: "wide.png")), .file(FileReference(path: "notes.txt"))])),
            "t.json:1:39: error: action 1 'Filter Images' (filter.images), parameter 'images': 'notes.txt' is not an image\nhint: give image files (PNG, JPEG, GIF, BMP or TIFF): the previous action's output, or the input parameter"
        )
        XCTAssertEqual(
            box.failure(
                "filter.images", #"{"conditions": [{"property": "Weight", "condition": "is", "value": 1}]}"#, input: images),
            "t.json:1:85: error: action 1 'Filter Images' (filter.images), parameter 'conditions': condition 1: 'Weight' is not an image property\nhint: use one of 'Album', 'Width', 'Height', 'Date Taken', 'Media Type', 'Photo Type', 'Is a Screenshot', 'Is a Screen Recording', 'Location', 'Duration', 'Frame Rate', 'Orientation', 'Camera Make', 'Camera Model', 'Metadata Dictionary', 'Is Favorite', 'File Size', 'File Extension', 'Creation Date', 'File Path', 'Last Modified Date', 'Name', 'Time Taken', 'Is Hidden'"
        )
    }
}
