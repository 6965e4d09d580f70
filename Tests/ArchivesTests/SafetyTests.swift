import Foundation
import XCTest

@testable import Archives

/// Archive bombs, path traversal and links out are refused with messages naming the entry or the limit.
final class SafetyTests: IsolatedTestCase {
    func message(_ body: () throws -> Void) -> String {
        do {
            try body()
            return "no error"
        } catch { return "\(error)" }
    }

    func testEntriesEscapingTheDestinationAreRefusedByName() {
        for path in ["../evil.txt", "a/../../evil.txt", "/etc/passwd", "C:/windows/x", "a/..\\..\\x", ".", "", "a\0b"] {
            let shown = message { _ = try ArchivePaths.check([ArchiveEntry(path: path)]) }
            XCTAssertEqual(
                shown, "the entry '\(path)' would be written outside the destination folder; nothing was extracted", path)
        }
        XCTAssertEqual(try ArchivePaths.check([ArchiveEntry(path: "./a//b/./c.txt")]), [["a", "b", "c.txt"]])
        XCTAssertNoThrow(try ArchivePaths.check([ArchiveEntry(path: "a/b", kind: .symbolicLink(target: "../c"))]))
        XCTAssertEqual(
            message {
                _ = try ArchivePaths.check([
                    ArchiveEntry(path: "x/l", kind: .symbolicLink(target: "../m")),
                    ArchiveEntry(path: "q", kind: .symbolicLink(target: "x/l/../..")),
                ])
            }, "the symbolic link 'q' points outside the destination folder (to 'x/l/../..'); nothing was extracted")
        XCTAssertNoThrow(
            try ArchivePaths.check([
                ArchiveEntry(path: "x/l", kind: .symbolicLink(target: "../m")),
                ArchiveEntry(path: "q", kind: .symbolicLink(target: "x/l")),
            ]))
        for target in ["../../outside", "/etc/passwd", "a/../../.."] {
            XCTAssertEqual(
                message { _ = try ArchivePaths.check([ArchiveEntry(path: "dir/link", kind: .symbolicLink(target: target))]) },
                "the symbolic link 'dir/link' points outside the destination folder (to '\(target)'); nothing was extracted")
        }
    }

    func testTraversalSurvivesTheRoundTripSoTheCheckSeesIt() throws {
        for format in [ArchiveFormat.zip, .tar, .tarGzip] {
            let data = try Archive.write([ArchiveEntry(path: "../evil.txt", data: Data("x".utf8))], format: format)
            let entries = try Archive.read(data, fallbackName: "a", limits: .none).1
            XCTAssertEqual(
                message { _ = try ArchivePaths.check(entries) },
                "the entry '../evil.txt' would be written outside the destination folder; nothing was extracted")
        }
    }

    func testSizeLimitStopsABomb() throws {
        let bomb = try Archive.write([ArchiveEntry(path: "zeros", data: Data(count: 2_500_000))], format: .zip)
        XCTAssertLessThan(bomb.count, 40_000)
        let limits = ExpansionLimits(maxBytes: 2_000_000, maxRatio: 1_000_000)
        XCTAssertEqual(
            message { _ = try Archive.read(bomb, fallbackName: "b", limits: limits) },
            "the archive expands past 2000000 bytes (the size limit)")
        let gz = try Archive.write([ArchiveEntry(path: "zeros", data: Data(count: 2_500_000))], format: .gzip)
        XCTAssertEqual(
            message { _ = try Archive.read(gz, fallbackName: "b", limits: limits) },
            "the archive expands past 2000000 bytes (the size limit)")
    }

    func testRatioLimitStopsABomb() throws {
        let bomb = try Archive.write([ArchiveEntry(path: "zeros", data: Data(count: 2_500_000))], format: .tarGzip)
        let limits = ExpansionLimits(maxBytes: 1 << 40, maxRatio: 100)
        XCTAssertEqual(
            message { _ = try Archive.read(bomb, fallbackName: "b", limits: limits) },
            "the archive expands past 100 times its size of \(bomb.count) bytes (the ratio limit)")
        // Below 1 MiB out, the ratio is not checked: small files of zeros stay readable.
        let small = try Archive.write([ArchiveEntry(path: "zeros", data: Data(count: 500_000))], format: .zip)
        XCTAssertEqual(try Archive.read(small, fallbackName: "s", limits: limits).1.first?.data.count, 500_000)
    }

    /// Entries that all point at the same compressed data (overlapping ZIP bombs) count each time.
    func testOverlappingEntriesCountAgainstTheLimits() throws {
        let one = try Archive.write([ArchiveEntry(path: "zeros", data: Data(count: 2_000_000))], format: .zip)
        // Rewrite the central directory to list the one local entry 50 times.
        let end = one.count - 22
        let directoryOffset = Int(one[end + 16]) | Int(one[end + 17]) << 8 | Int(one[end + 18]) << 16
        let record = one[directoryOffset..<end]
        var forged = one[..<directoryOffset]
        for _ in 0..<50 { forged.append(record) }
        var tail = Array(one[end...])
        tail[8] = 50
        tail[10] = 50
        let size = record.count * 50
        tail[12] = UInt8(size & 0xFF)
        tail[13] = UInt8((size >> 8) & 0xFF)
        tail[14] = UInt8(size >> 16)
        forged.append(contentsOf: tail)
        let limits = ExpansionLimits(maxBytes: 1 << 40, maxRatio: 1_000)
        XCTAssertEqual(
            message { _ = try Archive.read(Data(forged), fallbackName: "b", limits: limits) },
            "the archive expands past 1000 times its size of \(forged.count) bytes (the ratio limit)")
    }

    func testCorruptContainersFailWithClearMessages() throws {
        XCTAssertEqual(
            message { _ = try Archive.read(Data("hello".utf8), fallbackName: "x", limits: .none) },
            "not an archive this engine reads: ZIP, tar, gzip, bzip2, xz, cpio or ISO 9660 (first bytes: 68 65 6c 6c 6f)")
        XCTAssertEqual(
            message { _ = try Archive.read(Data(), fallbackName: "x", limits: .none) },
            "not an archive this engine reads: ZIP, tar, gzip, bzip2, xz, cpio or ISO 9660 (the input is empty)")
        var zip = try Archive.write([ArchiveEntry(path: "a.txt", data: Data("abcdefgh".utf8))], format: .zip)
        zip[30 + 5] ^= 0xFF
        XCTAssertEqual(
            message { _ = try Archive.read(zip, fallbackName: "x", limits: .none) },
            // both values as Python's zlib.crc32 gives them
            "'a.txt' is damaged: its CRC-32 is 88a42cb6, the archive says aeef2a50")
        let truncated = try Archive.write([ArchiveEntry(path: "a.txt", data: Data("hello".utf8))], format: .gzip).dropLast(6)
        XCTAssertEqual(
            message { _ = try Archive.read(Data(truncated), fallbackName: "x", limits: .none) },
            "gzip: the data ends early (4 bytes at 23)")
        var tar = try Archive.write([ArchiveEntry(path: "a.txt", data: Data("hello".utf8))], format: .tar)
        tar[0] = UInt8(ascii: "b")
        XCTAssertEqual(message { _ = try Tar.read(tar, limits: .none) }, "tar: the header at byte 0 has a wrong checksum")
        XCTAssertEqual(
            message { _ = try Archive.write([ArchiveEntry(path: "a"), ArchiveEntry(path: "b")], format: .gzip) },
            "gzip: a .gz holds exactly one file, not 2 items")
    }
}
