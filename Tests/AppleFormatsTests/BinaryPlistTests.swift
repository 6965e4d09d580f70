import AppleFormats
import XCTest

/// Assembles a bplist00 file from encoded objects, with a correct offset table and trailer.
func bplist(_ objects: [[UInt8]], top: UInt64 = 0, referenceSize: UInt8 = 1, count: UInt64? = nil) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects { offsets.append(bytes.count); bytes += object }
    let table = bytes.count
    for offset in offsets { bytes.append(UInt8(offset & 0xFF)); bytes.append(UInt8(offset >> 8)) }
    // Offsets above were written low byte first; rewrite them big-endian as the format wants.
    for (index, offset) in offsets.enumerated() {
        bytes[table + 2 * index] = UInt8(offset >> 8)
        bytes[table + 2 * index + 1] = UInt8(offset & 0xFF)
    }
    bytes += [0, 0, 0, 0, 0, 0, 2, referenceSize]
    for value in [count ?? UInt64(objects.count), top, UInt64(table)] {
        bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
    return Data(bytes)
}

final class BinaryPlistTests: IsolatedTestCase {
    /// One-byte strings are Latin-1: ASCII stays as is, bytes from 0x80 are the scalars U+0080…U+00FF.
    func testOneByteStringsAreLatin1() throws {
        let plist = try PropertyList.parse(
            bplist([
                [0xA3, 1, 2, 3],
                [0x54] + Array("plain".utf8.prefix(4)),
                [0x54, 0x63, 0x61, 0x66, 0xE9],  // "café" in Latin-1
                [0x53, 0x80, 0xA0, 0xFF],
            ]))
        XCTAssertEqual(plist[0], "plai")
        XCTAssertEqual(plist[1], "caf\u{E9}")
        XCTAssertEqual(plist[2], .string("\u{80}\u{A0}\u{FF}"))
    }

    func testReadsEveryObjectKind() throws {
        let plist = try PropertyList.parse(
            bplist([
                [0xAF, 0x10, 0x10] + Array(1...16),  // 0: array of 16 refs (long count)
                [0x10, 0xFF],  // 1: 1-byte int 255
                [0x11, 0x01, 0x00],  // 2: 2-byte int 256
                [0x12, 0xFF, 0xFF, 0xFF, 0xFF],  // 3: 4-byte ints are unsigned
                [0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE],  // 4: 8-byte ints are signed: -2
                [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8),  // 5: UInt64.max
                [0x22, 0x40, 0x20, 0x00, 0x00],  // 6: float 2.5
                [0x23, 0x40, 0x09, 0x21, 0xFB, 0x54, 0x44, 0x2D, 0x18],  // 7: double pi
                [0x33, 0x40, 0x24, 0, 0, 0, 0, 0, 0],  // 8: date 10 s after 2001
                [0x43, 1, 2, 3],  // 9: data
                [0x55] + Array("hello".utf8),  // 10: ASCII string
                [0x62, 0x00, 0xE9, 0xD8, 0x3D],  // 11: UTF-16BE "é" + lone high surrogate
                [0x81, 0x01, 0x02],  // 12: 2-byte UID
                [0xC2, 0x01, 0x02],  // 13: set → array
                [0xD1, 0x0A, 0x01],  // 14: dict {"hello": 255}
                [0x09],  // 15: true
                [0x14] + [UInt8](repeating: 0xFF, count: 15) + [0xFB],  // 16: 16-byte -5
            ]))
        XCTAssertEqual(plist.array?.count, 16)
        XCTAssertEqual(plist[0], .integer(255))
        XCTAssertEqual(plist[1], .integer(256))
        XCTAssertEqual(plist[2], .integer(4_294_967_295))
        XCTAssertEqual(plist[3], .integer(-2))
        XCTAssertEqual(plist[4], .unsignedInteger(UInt64.max))
        XCTAssertEqual(plist[5], .real(2.5))
        XCTAssertEqual(plist[6], .real(Double.pi))
        XCTAssertEqual(plist[7]?.date, Date(timeIntervalSinceReferenceDate: 10))
        XCTAssertEqual(plist[8]?.data, Data([1, 2, 3]))
        XCTAssertEqual(plist[9], "hello")
        XCTAssertEqual(plist[10], "é\u{FFFD}")
        XCTAssertEqual(plist[11], .uid(258))
        XCTAssertEqual(plist[12], [255, 256])
        XCTAssertEqual(plist[13], ["hello": 255])
        XCTAssertEqual(plist[14], true)
        XCTAssertEqual(plist[15], .integer(-5))
    }

    func testTwoByteReferencesAndSharedObjects() throws {
        let plist = try PropertyList.parse(bplist([[0xA3, 0, 1, 0, 1, 0, 1], [0x51, 0x78]], referenceSize: 2))
        XCTAssertEqual(plist, ["x", "x", "x"])
    }

    func testWriterMatchesCoreFoundationLayout() throws {
        let data = try PropertyList(dictionaryLiteral: ("a", 1)).serialized(as: .binary)
        XCTAssertEqual(
            [UInt8](data),
            Array("bplist00".utf8) + [0xD1, 0x01, 0x02, 0x51, 0x61, 0x10, 0x01, 0x08, 0x0B, 0x0D]
                + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 3] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 0x0F])
    }

    func testWriterStoresEqualScalarsOnceAndRoundTripsEveryKind() throws {
        let shared: PropertyList = "a string longer than fourteen characters"
        let value: PropertyList = [
            "list": [shared, shared, shared], "neg": .integer(Int64.min), "max": .integer(Int64.max),
            "u": .unsignedInteger(UInt64.max),
            "uid": .uid(70_000), "date": .date(Date(timeIntervalSinceReferenceDate: -12.5)), "data": .data(Data(count: 300)),
            "unicode": "naïve 🚀", "nan": .real(.nan), "bools": [true, false], "nested": ["deep": [[[["x": 1]]]]],
        ]
        let data = try value.serialized(as: .binary)
        XCTAssertEqual(try PropertyList.parse(data), value)
        let occurrences = data.windows(ofCount: 20).filter { $0.elementsEqual("a string longer than".utf8) }.count
        XCTAssertEqual(occurrences, 1)
    }

    func testCorruptFilesReportOffsetsAndExpectations() {
        assertFails("not a property list, Apple Encrypted Archive or JSON (first bytes: 62 70 6C 69 73 74 39 39 …)") {
            try PropertyList.parse(Data("bplist99xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx".utf8))
        }
        assertFails("binary plist: file of 20 bytes is too short for a header, an object and a 32-byte trailer") {
            try PropertyList.parse(Data("bplist00".utf8 + [UInt8](repeating: 0, count: 12)))
        }
        var badSizes = [UInt8](bplist([[0x09]]))
        badSizes[badSizes.count - 26] = 0
        assertFails("binary plist: trailer at offset 11 has offset size 0 and reference size 1; both must be 1–8") {
            try PropertyList.parse(Data(badSizes))
        }
        assertFails("binary plist: trailer declares 5 objects but the offset table at offset 9 has room for 1") {
            try PropertyList.parse(bplist([[0x09]], count: 5))
        }
        assertFails("binary plist: top object 3 is not below the object count 1") {
            try PropertyList.parse(bplist([[0x09]], top: 3))
        }
        var pastEnd = [UInt8](bplist([[0xA1, 0x01], [0x09]]))
        pastEnd[13] = 0x0F
        pastEnd[14] = 0xBF
        assertFails(
            "binary plist: object 1 at offset 4031 points past the end of the object area (offset table at 11, file size 47)"
        ) {
            try PropertyList.parse(Data(pastEnd))
        }
        assertFails("binary plist: object 1 at offset 10 contains itself (reference cycle)") {
            try PropertyList.parse(bplist([[0xA1, 0x01], [0xA1, 0x01]]))
        }
        assertFails("binary plist: object 0 at offset 8 (marker 0xA2): reference 1 is to object 9, but the file has 2 objects") {
            try PropertyList.parse(bplist([[0xA2, 0x01, 0x09], [0x09]]))
        }
        assertFails("binary plist: object 0 at offset 8 (marker 0xD1): dictionary key 0 is a bool, expected a string") {
            try PropertyList.parse(bplist([[0xD1, 0x01, 0x01], [0x09]]))
        }
        assertFails(
            "binary plist: object 0 at offset 8 (marker 0xA5): 5 object references of 1 bytes starting at offset 9 run past the object area (ends at 9)"
        ) {
            try PropertyList.parse(bplist([[0xA5]]))
        }
        assertFails("binary plist: object 0 at offset 8 (marker 0x5F): count 4294967295 is larger than the file") {
            try PropertyList.parse(bplist([[0x5F, 0x12, 0xFF, 0xFF, 0xFF, 0xFF]]))
        }
        assertFails("binary plist: object 0 at offset 8 (marker 0x14): 16-byte integer does not fit in 64 bits") {
            try PropertyList.parse(bplist([[0x14, 1] + [UInt8](repeating: 0, count: 15)]))
        }
        assertFails("binary plist: object 0 at offset 8 (marker 0x00): null objects have no property-list value") {
            try PropertyList.parse(bplist([[0x00]]))
        }
        assertFails("binary plist: object 0 at offset 8 (marker 0x13): 8-byte integer runs past the object area") {
            try PropertyList.parse(bplist([[0x13, 0x01]]))
        }
    }
}

extension Data {
    /// Sliding windows, for counting occurrences of a byte pattern.
    func windows(ofCount count: Int) -> [Data] {
        guard self.count >= count else { return [] }
        return (0...(self.count - count)).map { self[(startIndex + $0)..<(startIndex + $0 + count)] }
    }
}
