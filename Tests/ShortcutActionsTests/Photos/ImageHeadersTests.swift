import Foundation
import Images
import XCTest

@testable import ShortcutActions

/// The header reader the photo actions use for sizes, orientation, date taken and camera (the
/// EXIF block read by `Images`' `EXIF.read`), and the one date-taken rule (`DateTaken`).
final class ImageHeadersTests: IsolatedTestCase {
    let utc = TimeZone(identifier: "UTC") ?? .current

    func testJPEGGivesFrameSizeAndEXIFInEitherByteOrder() {
        let exif = PhotoBytes.EXIF(make: "Canon", model: "EOS R6", orientation: 6, dateTaken: "2026:11:20 09:30:00")
        for little in [false, true] {
            let headers = ImageHeaders(PhotoBytes.jpeg(width: 4000, height: 3000, exif: exif, little: little))
            var expected = EXIFData()
            (expected.make, expected.model, expected.orientation, expected.dateTaken) = (
                "Canon", "EOS R6", 6, "2026:11:20 09:30:00"
            )
            XCTAssertEqual(headers, ImageHeaders(width: 4000, height: 3000, exif: expected), little ? "II" : "MM")
            XCTAssertEqual([headers.cameraMake, headers.cameraModel], ["Canon", "EOS R6"])
            // Orientation 6 turns the picture a quarter: shown 3000 wide, 4000 high.
            XCTAssertEqual(headers.displayWidth, 3000)
            XCTAssertEqual(headers.displayHeight, 4000)
            XCTAssertEqual(headers.exif?.dateTaken(in: utc), ISO8601DateFormatter().date(from: "2026-11-20T09:30:00Z"))
        }
    }

    func testWithoutDateTimeOriginalTheDigitizedDateThenTheFileDateIsTaken() {
        let modified = ISO8601DateFormatter().date(from: "2026-11-25T10:00:00Z")
        let created = ISO8601DateFormatter().date(from: "2026-11-24T10:00:00Z")
        func taken(_ exif: PhotoBytes.EXIF) -> Date? {
            let headers = ImageHeaders(PhotoBytes.jpeg(width: 10, height: 20, exif: exif))
            return DateTaken.of(exif: headers.exif, modified: modified, created: created, zone: utc)
        }
        // DateTimeOriginal wins over DateTimeDigitized and IFD0's DateTime (the last change).
        let all = PhotoBytes.EXIF(
            dateTaken: "2026:11:20 09:30:00", digitized: "2026:11:21 09:30:00", dateTime: "2026:11:22 09:30:00")
        XCTAssertEqual(taken(all), ISO8601DateFormatter().date(from: "2026-11-20T09:30:00Z"))
        // No DateTimeOriginal: DateTimeDigitized.
        let digitized = PhotoBytes.EXIF(digitized: "2026:11:21 09:30:00", dateTime: "2026:11:22 09:30:00")
        XCTAssertEqual(taken(digitized), ISO8601DateFormatter().date(from: "2026-11-21T09:30:00Z"))
        // Only DateTime: not a date taken, so the file's modification date.
        XCTAssertNil(
            ImageHeaders(PhotoBytes.jpeg(width: 10, height: 20, exif: .init(make: "Canon", dateTime: "2026:11:22 09:30:00")))
                .exif?.dateTaken)
        XCTAssertEqual(taken(PhotoBytes.EXIF(make: "Canon", dateTime: "2026:11:22 09:30:00")), modified)
        // No EXIF date and no modification date: the creation date; neither: none.
        XCTAssertEqual(DateTaken.of(exif: nil, modified: nil, created: created, zone: utc), created)
        XCTAssertNil(DateTaken.of(exif: nil, modified: nil, created: nil, zone: utc))
    }

    func testOrientationIsUprightWhenTheFileDoesNotSay() {
        XCTAssertEqual(ImageHeaders(PhotoBytes.jpeg(width: 10, height: 20, exif: .init(make: "Canon"))).orientation, 1)
        XCTAssertEqual(ImageHeaders(PhotoBytes.png(width: 10, height: 20)).orientation, 1)
        XCTAssertEqual(ImageHeaders(PhotoBytes.png(width: 10, height: 20)).displayWidth, 10)
    }

    func testTheEXIFOffsetWinsOverTheRunsZone() {
        let exif = PhotoBytes.EXIF(dateTaken: "2026:11:20 09:30:00", offset: "+02:00")
        let headers = ImageHeaders(PhotoBytes.jpeg(width: 10, height: 20, exif: exif))
        XCTAssertEqual(headers.exif?.dateTaken(in: utc), ISO8601DateFormatter().date(from: "2026-11-20T07:30:00Z"))
        // Without an offset the camera's local time is read in the run's zone.
        let local = ImageHeaders(PhotoBytes.jpeg(width: 10, height: 20, exif: PhotoBytes.EXIF(dateTaken: "2026:11:20 09:30:00")))
        XCTAssertEqual(
            local.exif?.dateTaken(in: TimeZone(identifier: "America/New_York") ?? utc),
            ISO8601DateFormatter().date(from: "2026-11-20T14:30:00Z"))
    }

    func testPNGGivesItsIHDRSize() {
        XCTAssertEqual(ImageHeaders(PhotoBytes.png(width: 640, height: 480)), ImageHeaders(width: 640, height: 480))
    }

    func testAnythingElseOrACutFileGivesWhatItCan() {
        XCTAssertEqual(ImageHeaders(Data("hello".utf8)), ImageHeaders())
        XCTAssertEqual(ImageHeaders(Data()), ImageHeaders())
        let jpeg = PhotoBytes.jpeg(
            width: 4000, height: 3000, exif: PhotoBytes.EXIF(make: "Canon", dateTaken: "2026:11:20 09:30:00"))
        // Every prefix of the file reads without trapping; the whole file gives everything.
        for length in 0..<jpeg.count { _ = ImageHeaders(jpeg.prefix(length)) }
        XCTAssertEqual(ImageHeaders(jpeg.prefix(40)).width, nil)
        // A bad date is no date.
        for text in ["0000:00:00 00:00:00", "unknown"] {
            var exif = EXIFData()
            exif.dateTaken = text
            XCTAssertNil(exif.dateTaken(in: utc), text)
        }
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
