import Foundation
import XCTest

@testable import Images

/// QuickTime and MPEG-4 movies' duration, frame rate, size and creation time, read by position
/// (ISO/IEC 14496-12 boxes, built here field by field from the standard's layouts).
final class MovieHeaderTests: IsolatedTestCase {
    // MARK: - Building boxes

    static func be32(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    static func be64(_ value: UInt64) -> [UInt8] { be32(UInt32(value >> 32)) + be32(UInt32(truncatingIfNeeded: value)) }

    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] { be32(UInt32(8 + body.count)) + Array(type.utf8) + body }
    static func box(_ type: String, _ children: [[UInt8]]) -> [UInt8] { box(type, children.flatMap { $0 }) }

    /// Seconds from 1904-01-01 to 2024-01-01 00:00:00 UTC.
    static let created2024: UInt64 = 3_786_912_000

    /// `mvhd`: version 0 (32-bit times) or 1 (64-bit), then the fields a reader skips.
    static func movieHeader(version: UInt8, scale: UInt32, duration: UInt64, created: UInt64 = created2024) -> [UInt8] {
        let times =
            version == 1
            ? be64(created) + be64(created) + be32(scale) + be64(duration)
            : be32(UInt32(created)) + be32(UInt32(created)) + be32(scale) + be32(UInt32(truncatingIfNeeded: duration))
        return box("mvhd", [version, 0, 0, 0] + times + [UInt8](repeating: 0, count: 80))
    }

    /// `tkhd` with a matrix (a, b, c, d in 16.16) and a width and height in pixels.
    static func trackHeader(version: UInt8 = 0, turned: Bool, width: UInt32, height: UInt32) -> [UInt8] {
        let times = version == 1 ? [UInt8](repeating: 0, count: 8 + 8 + 4 + 4 + 8) : [UInt8](repeating: 0, count: 20)
        let one: UInt32 = 0x0001_0000
        let minusOne: UInt32 = 0xFFFF_0000
        let abcd: [UInt32] = turned ? [0, one, minusOne, 0] : [one, 0, 0, one]
        let matrix =
            be32(abcd[0]) + be32(abcd[1]) + be32(0) + be32(abcd[2]) + be32(abcd[3]) + be32(0) + be32(0) + be32(0)
            + be32(0x4000_0000)
        return box(
            "tkhd",
            [version, 0, 0, 3] + times + [UInt8](repeating: 0, count: 16) + matrix + be32(width << 16) + be32(height << 16))
    }

    static func mediaHeader(version: UInt8 = 0, scale: UInt32, duration: UInt64) -> [UInt8] {
        let times =
            version == 1
            ? be64(0) + be64(0) + be32(scale) + be64(duration) : be32(0) + be32(0) + be32(scale) + be32(UInt32(duration))
        return box("mdhd", [version, 0, 0, 0] + times + [0x55, 0xC4, 0, 0])
    }

    static func handler(_ kind: String) -> [UInt8] {
        box("hdlr", [0, 0, 0, 0] + be32(0) + Array(kind.utf8) + [UInt8](repeating: 0, count: 13))
    }

    static func timeToSample(_ entries: [(count: UInt32, delta: UInt32)], claimed: UInt32? = nil) -> [UInt8] {
        box("stts", [0, 0, 0, 0] + be32(claimed ?? UInt32(entries.count)) + entries.flatMap { be32($0.count) + be32($0.delta) })
    }

    static func track(
        _ kind: String, version: UInt8 = 0, turned: Bool = false, size: (UInt32, UInt32) = (1920, 1080),
        scale: UInt32, duration: UInt64, samples: [(count: UInt32, delta: UInt32)]
    ) -> [UInt8] {
        box(
            "trak",
            [
                trackHeader(version: version, turned: turned, width: size.0, height: size.1),
                box(
                    "mdia",
                    [
                        mediaHeader(version: version, scale: scale, duration: duration), handler(kind),
                        box("minf", [box("stbl", [timeToSample(samples)])]),
                    ]),
            ])
    }

    /// A phone's upright clip's movie box: sound track first, then 300 frames at 30000/1001 turned a quarter.
    static let phoneMovie = box(
        "moov",
        [
            movieHeader(version: 0, scale: 600, duration: 6_006),
            track("soun", scale: 44_100, duration: 441_441, samples: [(431, 1_024)]),
            track("vide", turned: true, scale: 30_000, duration: 300_300, samples: [(300, 1_001)]),
        ])

    /// The clip as a phone writes it: the media first, the movie box after it.
    static let phoneClip: [UInt8] =
        box("ftyp", Array("qt  ".utf8) + be32(0) + Array("qt  ".utf8)) + box("mdat", [UInt8](repeating: 7, count: 5_000))
        + phoneMovie

    // MARK: - Tests

    func testAPhoneClipsMovieBoxAfterItsMedia() throws {
        let header = try MovieHeader.read(Self.phoneClip)
        XCTAssertEqual(header.duration, 10.01)
        XCTAssertEqual(header.frameRate, 29.97)
        XCTAssertEqual(header.width, 1080)
        XCTAssertEqual(header.height, 1920)
        XCTAssertEqual(header.created, ISO8601DateFormatter().date(from: "2024-01-01T00:00:00Z"))
    }

    /// Version 1 headers (64-bit times), a 64-bit media box size, a movie box first and a media
    /// box running to the end of the file (size 0); a variable frame rate sums every entry.
    func testVersionOneAndBothSpecialSizes() throws {
        let moov = Self.box(
            "moov",
            [
                Self.movieHeader(version: 1, scale: 1_000, duration: 4_500),
                Self.track(
                    "vide", version: 1, size: (640, 480), scale: 90_000, duration: 405_000, samples: [(100, 3_000), (35, 6_000)]),
            ])
        let large = Self.be32(1) + Array("mdat".utf8) + Self.be64(16 + 64) + [UInt8](repeating: 1, count: 64)
        let toTheEnd = Self.be32(0) + Array("mdat".utf8) + [UInt8](repeating: 2, count: 100)
        let header = try MovieHeader.read(Self.box("ftyp", Array("isom".utf8)) + moov + large + toTheEnd)
        XCTAssertEqual(header.duration, 4.5)
        XCTAssertEqual(header.frameRate, 30)
        XCTAssertEqual(header.width, 640)
        XCTAssertEqual(header.height, 480)
    }

    /// Only box headers and the few small boxes are read: a megabyte of media costs nothing.
    func testTheMediaIsNeverRead() throws {
        let file =
            Self.box("ftyp", Array("mp42".utf8)) + Self.box("mdat", [UInt8](repeating: 9, count: 1 << 20)) + Self.phoneMovie
        var fetched = 0
        let header = try MovieHeader.read(size: file.count) { offset, length in
            let end = min(file.count, offset + length)
            fetched += end - offset
            return Array(file[offset..<end])
        }
        XCTAssertEqual(header.frameRate, 29.97)
        XCTAssertLessThan(fetched, 2_000)
    }

    func testAudioOnlyHasNoFrameRateOrSize() throws {
        let file = Self.box(
            "moov",
            [
                Self.movieHeader(version: 0, scale: 44_100, duration: 0xFFFF_FFFF, created: 0),
                Self.track("soun", scale: 44_100, duration: 441_000, samples: [(430, 1_024)]),
            ])
        XCTAssertEqual(try MovieHeader.read(file), MovieHeader())
    }

    func testDamagedMoviesAreCleanErrors() {
        func message(_ bytes: [UInt8]) -> String {
            do { return "read: \(try MovieHeader.read(bytes))" } catch { return "\(error)" }
        }
        XCTAssertEqual(
            message(Self.box("ftyp", Array("isom".utf8)) + Self.box("mdat", [1, 2, 3])),
            "movie: no movie box ('moov'): not a QuickTime or MPEG-4 movie")
        XCTAssertEqual(
            message(Self.box("ftyp", Array("isom".utf8)) + Self.be32(5_000) + Array("mdat".utf8) + [1, 2]),
            "movie: the data ends early (box 'mdat' at byte 12 of 5000 bytes)")
        XCTAssertEqual(
            message(Self.box("moov", [Self.be32(4) + Array("mvhd".utf8)].flatMap { $0 })),
            "movie: box 'mvhd' at byte 8 is shorter than its own header")
        XCTAssertEqual(
            message(Self.box("moov", [Self.box("free", [UInt8]())])), "movie: the movie box has no movie header ('mvhd')")
        XCTAssertEqual(
            message(Self.box("moov", [Self.movieHeader(version: 0, scale: 0, duration: 10)])),
            "movie: the movie header's time scale is 0")
        XCTAssertEqual(
            message(Self.box("moov", [Self.box("mvhd", [1] + [UInt8](repeating: 0, count: 25))])),
            "movie: box 'mvhd' of version 1 holds 26 bytes, fewer than its 32")
        let overclaimed = Self.box(
            "moov",
            [
                Self.movieHeader(version: 0, scale: 600, duration: 600),
                Self.box(
                    "trak",
                    [
                        Self.trackHeader(turned: false, width: 2, height: 2),
                        Self.box(
                            "mdia",
                            [
                                Self.mediaHeader(scale: 30, duration: 30), Self.handler("vide"),
                                Self.box("minf", [Self.box("stbl", [Self.timeToSample([(30, 1)], claimed: 1_000_000)])]),
                            ]),
                    ]),
            ])
        XCTAssertEqual(message(overclaimed), "movie: the time-to-sample table claims 1000000 entries, more than it holds")
        let inner = Self.box("moov", Self.be32(100) + Array("mvhd".utf8) + [0, 0])
        XCTAssertEqual(message(inner), "movie: box 'mvhd' at byte 8 overruns box 'moov'")
        let many = [UInt8]((0..<10_001).flatMap { _ in Self.box("free", [UInt8]()) })
        XCTAssertEqual(message(many), "movie: more than 10,000 boxes, the limit")
    }

    func testAMovieIsToldByItsFirstBox() {
        XCTAssertTrue(MovieHeader.looksLikeMovie(Self.phoneClip))
        XCTAssertFalse(MovieHeader.looksLikeMovie([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, 0x4A, 0x46]))
    }
}
