import Archives
import Foundation
import SeededRandom
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// Make Archive and Extract Archive on a real folder: round trips, and every refusal by its full message.
final class ArchiveActionTests: IsolatedTestCase {
    func write(_ entries: [ArchiveEntry], _ format: ArchiveFormat, to path: String, in box: Sandbox) throws {
        try Archive.write(entries, format: format).write(to: URL(fileURLWithPath: box.root + "/" + path))
    }

    func testMakeThenExtractKeepsTheTreeInEveryFormat() throws {
        let box = Sandbox()
        box.make(["docs/a.txt", "docs/sub/b.txt"])
        for format in ["zip", "tar.gz", "tar"] {
            let archive = try box.run(
                "makezip", "{\"input\": \"{{Shortcut Input}}\", \"format\": \"\(format)\", \"name\": \"pack\"}",
                input: .file(FileReference(path: "docs")))
            XCTAssertEqual(box.paths(archive), ["pack.\(format)"])
            let files = try box.run("unzip", "{\"archive\": \"pack.\(format)\", \"folder\": \"x-\(format)\"}")
            XCTAssertEqual(box.paths(files), ["x-\(format)/pack/docs/a.txt", "x-\(format)/pack/docs/sub/b.txt"])
            XCTAssertEqual(
                box.tree("x-\(format)"),
                [
                    "x-\(format)/pack/", "x-\(format)/pack/docs/", "x-\(format)/pack/docs/a.txt: docs/a.txt",
                    "x-\(format)/pack/docs/sub/", "x-\(format)/pack/docs/sub/b.txt: docs/sub/b.txt",
                ])
        }
    }

    func testExtractIntoAnExistingFolderNumbersTheNewFolder() throws {
        let box = Sandbox()
        box.make(["docs/a.txt", "out/"])
        _ = try box.run(
            "makezip", "{\"input\": \"{{Shortcut Input}}\", \"name\": \"pack\", \"folder\": \"out\"}",
            input: .file(FileReference(path: "docs")))
        XCTAssertEqual(box.paths(try box.run("unzip", "{\"archive\": \"out/pack.zip\"}")), ["out/pack/docs/a.txt"])
        XCTAssertEqual(box.paths(try box.run("unzip", "{\"archive\": \"out/pack.zip\"}")), ["out/pack 2/docs/a.txt"])
        XCTAssertEqual(box.tree("out/pack 2"), ["out/pack 2/docs/", "out/pack 2/docs/a.txt: docs/a.txt"])
    }

    func testTraversalAndLinksOutAreRefusedAndNothingIsWritten() throws {
        let box = Sandbox()
        try write(
            [ArchiveEntry(path: "ok.txt", data: Data("ok".utf8)), ArchiveEntry(path: "../evil.txt", data: Data("x".utf8))], .zip,
            to: "evil.zip", in: box)
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"evil.zip\"}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'evil.zip': the entry '../evil.txt' would be written outside the destination folder; nothing was extracted\nhint: the archive may be malicious; list its entries with another tool before extracting it"
        )
        try write([ArchiveEntry(path: "/tmp/abs.txt", data: Data("x".utf8))], .tar, to: "abs.tar", in: box)
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"abs.tar\"}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'abs.tar': the entry '/tmp/abs.txt' would be written outside the destination folder; nothing was extracted\nhint: the archive may be malicious; list its entries with another tool before extracting it"
        )
        try write(
            [ArchiveEntry(path: "link", kind: .symbolicLink(target: "../../etc/passwd"))], .tarGzip, to: "link.tar.gz", in: box)
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"link.tar.gz\"}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'link.tar.gz': the symbolic link 'link' points outside the destination folder (to '../../etc/passwd'); nothing was extracted\nhint: the archive may be malicious; list its entries with another tool before extracting it"
        )
        // A link through another link: the `..` after it climbs from wherever that link leads.
        try write(
            [
                ArchiveEntry(path: "x/l", kind: .symbolicLink(target: "../m")),
                ArchiveEntry(path: "q", kind: .symbolicLink(target: "x/l/../..")),
            ], .tar, to: "chain.tar", in: box)
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"chain.tar\"}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'chain.tar': the symbolic link 'q' points outside the destination folder (to 'x/l/../..'); nothing was extracted\nhint: the archive may be malicious; list its entries with another tool before extracting it"
        )
        try write(
            [ArchiveEntry(path: "a", data: Data("a".utf8)), ArchiveEntry(path: "a/b.txt", data: Data("b".utf8))], .tar,
            to: "clash.tar", in: box)
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"clash.tar\"}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'clash.tar' holds 'a/b.txt' twice (names that differ only in letter case count as the same), or as both a file and a folder; nothing was extracted\nhint: extract it with another tool that asks which copy to keep"
        )
        XCTAssertEqual(box.tree().filter { !$0.contains(".") || $0.hasSuffix("/") }, [], "no folder was created")
    }

    /// Issue 26, item 8: names that differ only in letter case are one name (the project's
    /// collision rule, as on a Mac): two such files are refused, two such folders become one.
    func testNamesDifferingOnlyInCaseFollowTheCollisionRule() throws {
        let box = Sandbox()
        try write(
            [ArchiveEntry(path: "A.txt", data: Data("A".utf8)), ArchiveEntry(path: "a.txt", data: Data("a".utf8))], .zip,
            to: "case.zip", in: box)
        let started = Date()
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"case.zip\"}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'case.zip' holds 'a.txt' twice (names that differ only in letter case count as the same), or as both a file and a folder; nothing was extracted\nhint: extract it with another tool that asks which copy to keep"
        )
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertEqual(
            box.tree().filter { $0.hasPrefix("case") }.map { String($0.prefix(9)) }, ["case.zip:"], "nothing was extracted")
        try write(
            [
                ArchiveEntry(path: "Caf\u{E9}.txt", data: Data("1".utf8)),
                ArchiveEntry(path: "cafe\u{301}.TXT", data: Data("2".utf8)),
            ], .tar, to: "nfd.tar", in: box)
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"nfd.tar\"}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'nfd.tar' holds 'cafe\u{301}.TXT' twice (names that differ only in letter case count as the same), or as both a file and a folder; nothing was extracted\nhint: extract it with another tool that asks which copy to keep"
        )
        try write(
            [ArchiveEntry(path: "Docs/x.txt", data: Data("x".utf8)), ArchiveEntry(path: "docs/y.txt", data: Data("y".utf8))],
            .tar, to: "folders.tar", in: box)
        XCTAssertEqual(
            box.paths(try box.run("unzip", "{\"archive\": \"folders.tar\"}")), ["folders/Docs/x.txt", "folders/Docs/y.txt"])
    }

    /// Issue 26, item 8: a .gz of one file is checked, then streamed to disk a window at a time:
    /// 6 MiB out (two windows) arrive whole, and the limits still refuse before anything is written.
    func testAOneFileGzipIsStreamedToDisk() throws {
        let box = Sandbox()
        let piece = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 % 253) })
        let member = try Gzip.compress(piece, name: "big.log")
        var gz = Data()
        for _ in 0..<6 { gz.append(member) }
        try gz.write(to: URL(fileURLWithPath: box.root + "/big.log.gz"))
        let started = Date()
        XCTAssertEqual(box.paths(try box.run("unzip", "{\"archive\": \"big.log.gz\", \"maxRatio\": 1000000}")), ["big/big.log"])
        let written = try Data(contentsOf: URL(fileURLWithPath: box.root + "/big/big.log"))
        XCTAssertEqual(written.count, 6 << 20)
        for part in 0..<6 { XCTAssertEqual(written[(part << 20)..<((part + 1) << 20)], piece, "MiB \(part)") }
        print(String(format: "Extract Archive: 6 MiB .gz checked and streamed in %.1f s", Date().timeIntervalSince(started)))
        XCTAssertEqual(
            box.failure(
                "unzip", "{\"archive\": \"big.log.gz\", \"maxSize\": 5000000, \"maxRatio\": 1000000, \"folder\": \"again\"}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'big.log.gz': the archive expands past 5000000 bytes (the size limit)\nhint: if you trust the archive, raise \"maxSize\" (bytes, at most 17179869184)"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: box.root + "/again"), "nothing was written")
    }

    /// Issue 26, item 8: a ZIP is checked in full, then each member streamed to disk a window at a
    /// time: a 9 MiB deflated member (three windows) and a stored one arrive whole, and the limits
    /// and the CRC still refuse before anything is written.
    func testAZIPIsStreamedToDisk() throws {
        let box = Sandbox()
        let piece = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 % 253) })
        var big = Data()
        for _ in 0..<9 { big.append(piece) }
        var random = SplitMix64(seed: 8)
        let noise = Data((0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        try write(
            [
                ArchiveEntry(path: "logs/", kind: .folder), ArchiveEntry(path: "logs/big.log", data: big),
                ArchiveEntry(path: "noise.bin", data: noise),
            ], .zip, to: "pack.zip", in: box)
        XCTAssertEqual(
            box.paths(try box.run("unzip", "{\"archive\": \"pack.zip\", \"maxRatio\": 1000000}")),
            ["pack/logs/big.log", "pack/noise.bin"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: box.root + "/pack/logs/big.log")), big)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: box.root + "/pack/noise.bin")), noise)
        XCTAssertEqual(
            box.failure(
                "unzip", "{\"archive\": \"pack.zip\", \"maxSize\": 5000000, \"maxRatio\": 1000000, \"folder\": \"again\"}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'pack.zip': the archive expands past 5000000 bytes (the size limit)\nhint: if you trust the archive, raise \"maxSize\" (bytes, at most 17179869184)"
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: box.root + "/again"), "nothing was written")
    }

    func testLinksThatStayInsideAreCreatedAfterTheFiles() throws {
        let box = Sandbox()
        try write(
            [
                ArchiveEntry(path: "docs/link", kind: .symbolicLink(target: "../a.txt")),
                ArchiveEntry(path: "a.txt", data: Data("a".utf8)),
                ArchiveEntry(path: "up", kind: .symbolicLink(target: "docs")),
            ], .tarGzip, to: "inner.tar.gz", in: box)
        let files = try box.run("unzip", "{\"archive\": \"inner.tar.gz\"}")
        XCTAssertEqual(box.paths(files), ["inner/a.txt", "inner/docs/link", "inner/up"])
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: box.root + "/inner/docs/link"), "../a.txt")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: box.root + "/inner/up"), "docs")
        XCTAssertEqual(try String(contentsOfFile: box.root + "/inner/up/link", encoding: .utf8), "a")
    }

    func testBombsStopAtTheSizeAndRatioLimits() throws {
        let box = Sandbox()
        try write([ArchiveEntry(path: "zeros", data: Data(count: 3_000_000))], .zip, to: "bomb.zip", in: box)
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"bomb.zip\", \"maxSize\": 1000000}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'bomb.zip': the archive expands past 1000000 bytes (the size limit)\nhint: if you trust the archive, raise \"maxSize\" (bytes, at most 17179869184)"
        )
        let size = (try? FileManager.default.attributesOfItem(atPath: box.root + "/bomb.zip")[.size] as? Int) ?? 0
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"bomb.zip\", \"maxRatio\": 100}"),
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': 'bomb.zip': the archive expands past 100 times its size of \(size) bytes (the ratio limit)\nhint: if you trust the archive, raise \"maxRatio\" (at most 1000000); archive bombs expand thousands of times"
        )
        XCTAssertEqual(
            box.failure("unzip", "{\"archive\": \"bomb.zip\", \"maxRatio\": 0}"),
            "t.json:1:98: error: action 1 'Extract Archive' (unzip), parameter 'maxRatio': must be at least 1, got 0")
        XCTAssertEqual(
            box.tree(),
            ["bomb.zip: " + String(decoding: try Data(contentsOf: URL(fileURLWithPath: box.root + "/bomb.zip")), as: UTF8.self)])
    }

    func testBadInputToMakeArchive() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "Archive.zip"])
        // Nothing given makes no archive and no error, as Apple's WFMakeArchiveAction finishes when
        // its input has no files.
        XCTAssertEqual(try box.run("makezip", "{}"), .nothing)
        XCTAssertFalse(FileManager.default.fileExists(atPath: box.root + "/Archive 2.zip"))
        XCTAssertEqual(
            box.failure(
                "makezip", "{\"input\": \"{{Shortcut Input}}\", \"format\": \"gz\"}",
                input: .list([.file(FileReference(path: "a.txt")), .file(FileReference(path: "b.txt"))])),
            "t.json:1:74: error: action 1 'Make Archive' (makezip), parameter 'input': a .gz archive holds exactly one file, got 2\nhint: choose \"tar.gz\" or \"zip\" for several files"
        )
        XCTAssertEqual(
            box.failure("makezip", "{\"input\": \"hello\"}"),
            "t.json:1:39: error: action 1 'Make Archive' (makezip), parameter 'name': cannot save the archive as 'Archive.zip': it already exists\nhint: set \"ifExists\" to \"Add Number\", or choose another name"
        )
        XCTAssertEqual(
            box.paths(try box.run("makezip", "{\"input\": \"hello\", \"ifExists\": \"Add Number\"}")), ["Archive 2.zip"])
        XCTAssertEqual(
            box.failure("makezip", "{\"input\": \"{{Shortcut Input}}\"}", input: .file(FileReference(path: "missing.txt"))),
            "t.json:1:74: error: action 1 'Make Archive' (makezip), parameter 'input': cannot archive 'missing.txt': no such file or folder\nhint: check the path; relative paths start at the current folder"
        )
        XCTAssertEqual(
            box.failure("makezip", "{\"input\": \"x\", \"format\": \"rar\"}"),
            "t.json:1:89: error: action 1 'Make Archive' (makezip), parameter 'format': unknown value 'rar'\nhint: use one of 'zip', 'tar.gz', 'tar.bz2', 'tar.xz', 'tar', 'gz', 'cpio', 'iso'; did you mean 'tar'?"
        )
    }

    func testGzipOfOneFileExtractsToThatFile() throws {
        let box = Sandbox()
        box.make(["notes.txt"], contents: ["notes.txt": "some notes"])
        XCTAssertEqual(
            box.paths(
                try box.run(
                    "makezip", "{\"input\": \"{{Shortcut Input}}\", \"format\": \"gz\", \"name\": \"notes.txt\"}",
                    input: .file(FileReference(path: "notes.txt")))), ["notes.txt.gz"])
        XCTAssertEqual(box.paths(try box.run("unzip", "{\"archive\": \"notes.txt.gz\"}")), ["notes/notes.txt"])
        XCTAssertEqual(box.tree("notes"), ["notes/notes.txt: some notes"])
    }
}
