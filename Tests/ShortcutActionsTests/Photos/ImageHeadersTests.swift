import Foundation
import XCTest

@testable import ShortcutActions

/// The header reader the photo actions use for sizes, orientation, date taken and camera.
final class ImageHeadersTests: IsolatedTestCase {
    let utc = TimeZone(identifier: "UTC") ?? .current

    func testJPEGGivesFrameSizeAndEXIFInEitherByteOrder() {
        let exif = PhotoBytes.EXIF(make: "Canon", model: "EOS R6", orientation: 6, dateTaken: "2026:11:20 09:30:00")
        for little in [false, true] {
            let headers = ImageHeaders(PhotoBytes.jpeg(width: 4000, height: 3000, exif: exif, little: little))
            XCTAssertEqual(
                headers,
                ImageHeaders(width: 4000, height: 3000, orientation: 6, dateTaken: "2026:11:20 09:30:00", cameraMake: "Canon", cameraModel: "EOS R6"),
                little ? "II" : "MM")
            // Orientation 6 turns the picture a quarter: shown 3000 wide, 4000 high.
            XCTAssertEqual(headers.displayWidth, 3000)
            XCTAssertEqual(headers.displayHeight, 4000)
            XCTAssertEqual(headers.dateTaken(in: utc), ISO8601DateFormatter().date(from: "2026-11-20T09:30:00Z"))
        }
    }

    func testTheEXIFOffsetWinsOverTheRunsZone() {
        let exif = PhotoBytes.EXIF(dateTaken: "2026:11:20 09:30:00", offset: "+02:00")
        let headers = ImageHeaders(PhotoBytes.jpeg(width: 10, height: 20, exif: exif))
        XCTAssertEqual(headers.dateTaken(in: utc), ISO8601DateFormatter().date(from: "2026-11-20T07:30:00Z"))
        // Without an offset the camera's local time is read in the run's zone.
        let local = ImageHeaders(PhotoBytes.jpeg(width: 10, height: 20, exif: PhotoBytes.EXIF(dateTaken: "2026:11:20 09:30:00")))
        XCTAssertEqual(
            local.dateTaken(in: TimeZone(identifier: "America/New_York") ?? utc), ISO8601DateFormatter().date(from: "2026-11-20T14:30:00Z"))
    }

    func testPNGGivesItsIHDRSize() {
        XCTAssertEqual(ImageHeaders(PhotoBytes.png(width: 640, height: 480)), ImageHeaders(width: 640, height: 480))
    }

    func testAnythingElseOrACutFileGivesWhatItCan() {
        XCTAssertEqual(ImageHeaders(Data("hello".utf8)), ImageHeaders())
        XCTAssertEqual(ImageHeaders(Data()), ImageHeaders())
        let jpeg = PhotoBytes.jpeg(width: 4000, height: 3000, exif: PhotoBytes.EXIF(make: "Canon", dateTaken: "2026:11:20 09:30:00"))
        // Every prefix of the file reads without trapping; the whole file gives everything.
        for length in 0..<jpeg.count { _ = ImageHeaders(jpeg.prefix(length)) }
        XCTAssertEqual(ImageHeaders(jpeg.prefix(40)).width, nil)
        // A bad date is no date.
        XCTAssertNil(ImageHeaders(dateTaken: "0000:00:00 00:00:00").dateTaken(in: utc))
        XCTAssertNil(ImageHeaders(dateTaken: "unknown").dateTaken(in: utc))
    }

    func testMediaKindsByExtensionThenByBytes() {
        XCTAssertEqual(MediaKind.of(name: "IMG_1.HEIC"), .image)
        XCTAssertEqual(MediaKind.of(name: "clip.MOV"), .video)
        XCTAssertNil(MediaKind.of(name: "notes.txt"))
        XCTAssertEqual(MediaKind.sniff(PhotoBytes.png(width: 1, height: 1)), .image)
        XCTAssertEqual(MediaKind.sniff(PhotoBytes.jpeg(width: 1, height: 1)), .image)
        XCTAssertEqual(MediaKind.sniff(Data([0, 0, 0, 0x18]) + Data("ftypqt  ".utf8)), .video)
        XCTAssertEqual(MediaKind.sniff(Data([0, 0, 0, 0x18]) + Data("ftypheic".utf8)), .image)
        XCTAssertNil(MediaKind.sniff(Data("plain text".utf8)))
    }
}
