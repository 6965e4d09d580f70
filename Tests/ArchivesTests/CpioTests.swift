import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// cpio: round trips in odc, newc and crc; our archives read by `bsdtar` and GNU `cpio`, theirs
/// (`bsdtar --format cpio/newc`, `cpio -o -H odc/newc/crc/bin`) read by us; every error message;
/// unsafe paths; hostile input. The tools come from Debian's `libarchive-tools` and `cpio`.
final class CpioTests: IsolatedTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try ToolRunner.temporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    static let formats: [(Cpio.Format, String)] = [(.odc, "odc"), (.newc, "newc"), (.crc, "crc")]

    func testRoundTripsInEveryWrittenFormat() throws {
        var entries = ArchiveTreeFixture.entries()
        entries.append(ArchiveEntry(path: "big.bin", data: Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 >> 2) })))
        entries.append(ArchiveEntry(path: "undated.txt", data: Data("no date".utf8)))
        for (format, name) in Self.formats {
            let data = try Cpio.write(entries, format: format)
            XCTAssertTrue(Cpio.recognizes(data), name)
            XCTAssertEqual(data.count % 512, 0, name)
            XCTAssertEqual(try Cpio.read(data, limits: .none), entries, name)
        }
        XCTAssertEqual(try Cpio.read(try Cpio.write([]), limits: .none), [])
        XCTAssertEqual(Array(try Cpio.write([]).prefix(6)), Array("070707".utf8))
        XCTAssertFalse(Cpio.recognizes(Data("070708".utf8) + Data(count: 100)))
    }

    func testOurArchivesAreReadByBsdtarAndCpio() throws {
        for (format, name) in Self.formats {
            let archive = try Cpio.write(ArchiveTreeFixture.entries(), format: format)
            try archive.write(to: folder.appendingPathComponent("ours.cpio"))
            let listing = try ToolRunner.run("bsdtar", ["-tf", "ours.cpio"], in: folder)
            XCTAssertEqual(listing.status, 0, listing.errors)
            let expected = ArchiveTreeFixture.folders + ArchiveTreeFixture.files().map(\.0) + [ArchiveTreeFixture.link.path]
            XCTAssertEqual(listing.text.split(separator: "\n").map(String.init), expected, name)
            for tool in ["bsdtar", "cpio"] {
                let out = folder.appendingPathComponent("\(tool)-\(name)")
                try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
                let arguments = tool == "bsdtar" ? ["-xf", "../ours.cpio"] : ["-idm", "--quiet"]
                let run = try ToolRunner.run(tool, arguments, in: out, input: tool == "cpio" ? archive : nil)
                XCTAssertEqual(run.status, 0, "\(tool) \(name): \(run.errors)")
                try ArchiveTreeFixture.assertExtracted(at: out)
            }
        }
    }

    func testTheirArchivesAreReadExactly() throws {
        let tree = folder.appendingPathComponent("tree")
        try ArchiveTreeFixture.write(at: tree)
        let list = Data(ArchiveTreeFixture.paths().joined(separator: "\n").utf8 + [10])
        var archives: [(String, Data)] = []
        for format in ["cpio", "newc"] {
            let run = try ToolRunner.run("bsdtar", ["--format", format, "-cf", "-"] + ArchiveTreeFixture.paths(), in: tree)
            XCTAssertEqual(run.status, 0, run.errors)
            archives.append(("bsdtar \(format)", run.output))
        }
        for format in ["odc", "newc", "crc", "bin"] {
            let run = try ToolRunner.run("cpio", ["-o", "--quiet", "-H", format], in: tree, input: list)
            XCTAssertEqual(run.status, 0, run.errors)
            archives.append(("cpio \(format)", run.output))
        }
        for (name, archive) in archives {
            XCTAssertTrue(Cpio.recognizes(archive), name)
            try ArchiveTreeFixture.assertEntries(try Cpio.read(archive, limits: .none))
        }
        // `find . | cpio -o`: the "." folder is the destination itself and is left out (GNU cpio drops "./").
        let dotted = try ToolRunner.run("cpio", ["-o", "--quiet", "-H", "newc"], in: tree, input: Data(".\n./top.txt\n".utf8))
        XCTAssertEqual(try Cpio.read(dotted.output, limits: .none).map(\.path), ["top.txt"])
    }

    /// An odc archive of one file whose header is then edited at `offset`.
    func odcArchive(_ name: String = "a.txt", data: Data = Data("abc".utf8), patch: [(Int, String)] = []) throws -> Data {
        var bytes = [UInt8](try Cpio.write([ArchiveEntry(path: name, data: data)]))
        for (offset, text) in patch { bytes.replaceSubrange(offset..<offset + text.utf8.count, with: Array(text.utf8)) }
        return Data(bytes)
    }

    func testMalformedHeadersFailWithClearMessages() throws {
        func read(_ data: Data) -> String { archiveMessage { _ = try Cpio.read(data, limits: .none) } }
        XCTAssertEqual(
            read(Data("hello, this is no cpio".utf8)),
            "cpio: the header at byte 0 does not begin with a cpio magic number (070707, 070701 or 070702)")
        XCTAssertEqual(
            read(try odcArchive(patch: [(65, "0000000008x")])),
            "cpio: the file size '0000000008x' in the header at byte 0 is not octal")
        XCTAssertEqual(
            read(try odcArchive(patch: [(59, "000000")])),
            "cpio: the header at byte 0 gives a name size of 0; names take 1 to 4096 bytes with their NUL")
        XCTAssertEqual(
            read(try odcArchive(patch: [(59, "010001")])),
            "cpio: the header at byte 0 gives a name size of 4097; names take 1 to 4096 bytes with their NUL")
        XCTAssertEqual(
            read(try odcArchive(patch: [(65, "00000001000")])), "cpio: the data ends early (512 bytes of 'a.txt' at byte 82)")
        XCTAssertEqual(read(try odcArchive().prefix(70)), "cpio: the data ends early (a 76-byte header at byte 0)")
        XCTAssertEqual(read(try odcArchive().prefix(85)), "cpio: the data ends early (the TRAILER!!! entry at byte 85)")
        XCTAssertEqual(read(try odcArchive(patch: [(81, "x")])), "cpio: the name at byte 76 does not end with a NUL byte")
        var newc = [UInt8](try Cpio.write([ArchiveEntry(path: "a.txt", data: Data("abc".utf8))], format: .newc))
        newc[17] = UInt8(ascii: "g")
        XCTAssertEqual(read(Data(newc)), "cpio: the mode '000g81a4' in the header at byte 0 is not hexadecimal")
        var crc = [UInt8](try Cpio.write([ArchiveEntry(path: "a.txt", data: Data("abc".utf8))], format: .crc))
        crc[116] = UInt8(ascii: "b")
        XCTAssertEqual(read(Data(crc)), "cpio: 'a.txt' is damaged: the sum of its bytes is 00000127, the header says 00000126")
        let longTarget = ArchiveEntry(path: "l", kind: .symbolicLink(target: String(repeating: "t/", count: 2_100)))
        XCTAssertEqual(
            read(try Cpio.write([longTarget])),
            "cpio: the symbolic link 'l' has a target of 4200 bytes; at most 4096 are read")
    }

    func testDevicesFifosAndSocketsAreRefused() throws {
        let kinds = [
            ("020644", "'a.txt' is a character device; only files, folders and symbolic links are extracted"),
            ("060644", "'a.txt' is a block device; only files, folders and symbolic links are extracted"),
            ("010644", "'a.txt' is a FIFO; only files, folders and symbolic links are extracted"),
            ("140644", "'a.txt' is a socket; only files, folders and symbolic links are extracted"),
            ("110644", "'a.txt' is a cpio entry of file type 0110000; only files, folders and symbolic links are extracted"),
        ]
        for (mode, message) in kinds {
            XCTAssertEqual(archiveMessage { _ = try Cpio.read(try odcArchive(patch: [(18, mode)]), limits: .none) }, message)
        }
    }

    func testWriterRefusesWhatTheHeaderCannotHold() {
        let longPath = String(repeating: "p", count: 4_096)
        XCTAssertEqual(
            archiveMessage { _ = try Cpio.write([ArchiveEntry(path: longPath)]) },
            "cpio: the path '\(longPath.prefix(40))…' is 4096 bytes long; cpio names hold at most 4,095")
        XCTAssertEqual(
            archiveMessage { _ = try Cpio.write([ArchiveEntry(path: "old", modified: Date(timeIntervalSince1970: -86_400))]) },
            "cpio: 'old' has a modification time of -86400 seconds since 1970, outside 0 to 8589934591 (the odc header's range)")
        XCTAssertEqual(
            archiveMessage {
                _ = try Cpio.write(
                    [ArchiveEntry(path: "far", modified: Date(timeIntervalSince1970: 5_000_000_000))], format: .newc)
            },
            "cpio: 'far' has a modification time of 5000000000 seconds since 1970, outside 0 to 4294967295 (the newc header's range)"
        )
        XCTAssertNoThrow(try Cpio.write([ArchiveEntry(path: "far", modified: Date(timeIntervalSince1970: 5_000_000_000))]))
    }

    func testUnsafePathsAndLinksAreRefusedAtExtraction() throws {
        for path in ["../evil.txt", "/etc/passwd", "a/../../b"] {
            let entries = try Cpio.read(try Cpio.write([ArchiveEntry(path: path, data: Data("x".utf8))]), limits: .none)
            XCTAssertEqual(entries.map(\.path), [path])
            XCTAssertEqual(
                archiveMessage { _ = try ArchivePaths.check(entries) },
                "the entry '\(path)' would be written outside the destination folder; nothing was extracted")
        }
        let link = try Cpio.read(
            try Cpio.write([ArchiveEntry(path: "l", kind: .symbolicLink(target: "../../x"))], format: .newc), limits: .none)
        XCTAssertEqual(
            archiveMessage { _ = try ArchivePaths.check(link) },
            "the symbolic link 'l' points outside the destination folder (to '../../x'); nothing was extracted")
    }

    /// A newc member by hand, for hard links (several names for one inode).
    func newcMember(_ name: String, inode: Int, links: Int, data: Data) -> Data {
        var text = "070701"
        for value in [inode, 0o100644, 0, 0, links, 0, data.count, 0, 1, 0, 0, name.utf8.count + 1, 0] {
            let digits = String(value, radix: 16)
            text += String(repeating: "0", count: 8 - digits.count) + digits
        }
        var bytes = Array(text.utf8) + Array(name.utf8) + [0]
        bytes += [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4) + Array(data)
        return Data(bytes + [UInt8](repeating: 0, count: (4 - data.count % 4) % 4))
    }

    func testHardLinksBecomeCopiesWithinTheLimits() throws {
        let body = Data(repeating: 7, count: 300_000)
        var archive = Data()
        for index in 0..<20 { archive += newcMember("link\(index)", inode: 9, links: 21, data: Data()) }
        archive += newcMember("last", inode: 9, links: 21, data: body)
        archive += newcMember(Cpio.trailerName, inode: 0, links: 1, data: Data())
        let entries = try Cpio.read(archive, limits: .none)
        XCTAssertEqual(entries.count, 21)
        XCTAssertTrue(entries.allSatisfy { $0.data == body })
        XCTAssertEqual(
            archiveMessage { _ = try Cpio.read(archive, limits: ExpansionLimits(maxBytes: 2_000_000, maxRatio: 1_000)) },
            "the archive expands past 2000000 bytes (the size limit)")
        XCTAssertEqual(
            archiveMessage { _ = try Cpio.read(archive, limits: ExpansionLimits(maxBytes: 1 << 30, maxRatio: 5)) },
            "the archive expands past 5 times its size of \(archive.count) bytes (the ratio limit)")
    }

    func testHostileInputNeverCrashes() throws {
        for (format, _) in Self.formats {
            let seed = try Cpio.write(Array(ArchiveTreeFixture.entries().prefix(6)), format: format)
            ArchiveTreeFixture.assertHostileInputFailsCleanly(seed) {
                try Cpio.read($0, limits: ExpansionLimits(maxBytes: 1 << 20, maxRatio: 100))
            }
        }
        var binary = [UInt8](repeating: 0, count: 26)
        (binary[0], binary[1], binary[20]) = (0xC7, 0x71, 6)
        binary += Array("a.txt".utf8) + [0]
        ArchiveTreeFixture.assertHostileInputFailsCleanly(Data(binary)) { try Cpio.read($0, limits: .none) }
    }
}
