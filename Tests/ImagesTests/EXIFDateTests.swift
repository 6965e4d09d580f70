import Foundation
import XCTest

@testable import Images

/// EXIF's date taken: DateTimeOriginal, else DateTimeDigitized; IFD0's DateTime (the file's last
/// change) is never taken for it. Blocks built byte by byte (little-endian TIFF).
final class EXIFDateTests: IsolatedTestCase {
    /// A TIFF block: IFD0 with `dateTime` (0x0132) and the Exif IFD pointer, then the Exif IFD with
    /// `original` (0x9003) and `digitized` (0x9004), then the 20-byte date strings.
    func block(dateTime: String?, original: String?, digitized: String?) -> [UInt8] {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v & 0xFFFF) + u16(v >> 16) }
        let zeroth = [(0x0132, dateTime)].compactMap { tag, text in text.map { (tag, $0) } }
        let exif = [(0x9003, original), (0x9004, digitized)].compactMap { tag, text in text.map { (tag, $0) } }
        let exifOffset = 8 + 2 + (zeroth.count + 1) * 12 + 4
        var stringsAt = exifOffset + 2 + exif.count * 12 + 4
        var strings: [UInt8] = []
        func entries(_ list: [(Int, String)]) -> [UInt8] {
            list.flatMap { tag, text -> [UInt8] in
                let bytes = Array(text.utf8) + [0]
                defer { strings += bytes; stringsAt += bytes.count }
                return u16(tag) + u16(2) + u32(bytes.count) + u32(stringsAt)
            }
        }
        var out: [UInt8] = [0x49, 0x49] + u16(42) + u32(8)
        out += u16(zeroth.count + 1) + entries(zeroth) + u16(0x8769) + u16(4) + u32(1) + u32(exifOffset) + u32(0)
        out += u16(exif.count) + entries(exif) + u32(0)
        return out + strings
    }

    func testDateTakenIsOriginalThenDigitizedNeverDateTime() throws {
        let (changed, original, digitized) = ("2026:11:22 09:30:00", "2026:11:20 09:30:00", "2026:11:21 09:30:00")
        XCTAssertEqual(try EXIF.read(block(dateTime: changed, original: original, digitized: digitized)).dateTaken, original)
        XCTAssertEqual(try EXIF.read(block(dateTime: changed, original: nil, digitized: digitized)).dateTaken, digitized)
        XCTAssertNil(try EXIF.read(block(dateTime: changed, original: nil, digitized: nil)).dateTaken)
        XCTAssertEqual(try EXIF.read(block(dateTime: nil, original: nil, digitized: nil)).orientation, 1)
    }

    func testTheDateIsReadAtItsOffsetElseInTheGivenZone() throws {
        var data = try EXIF.read(block(dateTime: nil, original: nil, digitized: "2026:11:21 09:30:00"))
        let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
        XCTAssertEqual(data.dateTaken(in: utc), ISO8601DateFormatter().date(from: "2026-11-21T09:30:00Z"))
        data.dateTakenOffset = "-05:00"
        XCTAssertEqual(data.dateTaken(in: utc), ISO8601DateFormatter().date(from: "2026-11-21T14:30:00Z"))
        data.dateTakenOffset = "5 hours"
        XCTAssertEqual(data.dateTaken(in: utc), ISO8601DateFormatter().date(from: "2026-11-21T09:30:00Z"))
    }
}
