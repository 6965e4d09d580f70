import Foundation
import XCTest

@testable import Archives

/// ISO 9660: round trips; our images read by `bsdtar`, `xorriso`, `isoinfo` (and checked by
/// `isovfy`); theirs (`xorriso -as mkisofs -R -J`, `genisoimage -R`, `-J`, plain, deep trees
/// relocated by Rock Ridge, `bsdtar --format iso9660`) read by us; every error message; unsafe
/// paths; hostile input. Debian packages: `libarchive-tools`, `xorriso`, `genisoimage`.
final class ISO9660Tests: IsolatedTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try ToolRunner.temporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func sorted(_ entries: [ArchiveEntry]) -> [ArchiveEntry] { entries.sorted { $0.path < $1.path } }

    func testRoundTripsWithAndWithoutJoliet() throws {
        var entries = ArchiveTreeFixture.entries()
        entries.append(ArchiveEntry(path: "big.bin", data: Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 >> 2) })))
        entries.append(ArchiveEntry(path: "nested/undated.txt", data: Data("no date".utf8)))
        entries.append(ArchiveEntry(path: String(repeating: "long name ", count: 25) + ".txt", data: Data("255".utf8)))
        entries.append(
            ArchiveEntry(path: "far", kind: .symbolicLink(target: "/" + String(repeating: "segment/", count: 200) + "../x")))
        entries += ["a", "a/b", "a/b/c", "a/b/c/d", "a/b/c/d/e", "a/b/c/d/e/f", "a/b/c/d/e/f/g"].map {
            ArchiveEntry(path: $0, kind: .folder)
        }
        entries.append(ArchiveEntry(path: "a/b/c/d/e/f/g/deepest.txt", data: Data("8 levels".utf8)))
        for joliet in [true, false] {
            let image = try ISO9660.write(entries, joliet: joliet)
            XCTAssertTrue(ISO9660.recognizes(image))
            XCTAssertEqual(image.count % 2048, 0)
            XCTAssertEqual(sorted(try ISO9660.read(image, limits: .none)), sorted(entries))
        }
        let named = try ISO9660.write([], volumeIdentifier: "My disc")
        XCTAssertEqual(String(decoding: named[0x8028..<0x8048], as: UTF8.self), "MY_DISC" + String(repeating: " ", count: 25))
        XCTAssertEqual(try ISO9660.read(named, limits: .none), [])
        XCTAssertFalse(ISO9660.recognizes(Data(count: 40_000)))
    }

    /// The image with its Rock Ridge SP entry spoiled, so readers fall back to Joliet or primary names.
    func withoutRockRidge(_ image: Data) -> Data {
        var bytes = [UInt8](image)
        if let at = find([0x53, 0x50, 7, 1, 0xBE, 0xEF], in: bytes) { bytes[at] = UInt8(ascii: "X") }
        return Data(bytes)
    }

    func testJolietThenPrimaryNamesWithoutRockRidge() throws {
        let entries = [ArchiveEntry(path: "docs", kind: .folder), ArchiveEntry(path: "docs/Read me.txt", data: Data("r".utf8))]
        let joliet = try ISO9660.read(withoutRockRidge(try ISO9660.write(entries)), limits: .none)
        XCTAssertEqual(joliet.map(\.path), ["docs", "docs/Read me.txt"])
        let primary = try ISO9660.read(withoutRockRidge(try ISO9660.write(entries, joliet: false)), limits: .none)
        XCTAssertEqual(primary.map(\.path), ["DOCS", "DOCS/READ_ME.TXT"])
        let clashes =
            (0..<3).map { ArchiveEntry(path: "same name \($0).txt", data: Data([UInt8($0)])) } + [
                ArchiveEntry(path: "Same-Name 0.TXT", data: Data([9]))
            ]
        let names = try ISO9660.read(withoutRockRidge(try ISO9660.write(clashes, joliet: false)), limits: .none).map(\.path)
        XCTAssertEqual(names, ["SAME_NAME_0.TXT", "SAME_NAME_0~1.TXT", "SAME_NAME_1.TXT", "SAME_NAME_2.TXT"])
    }

    func testOurImagesAreReadByBsdtarXorrisoAndIsoinfo() throws {
        try ISO9660.write(ArchiveTreeFixture.entries()).write(to: folder.appendingPathComponent("ours.iso"))
        let verify = try ToolRunner.run("isovfy", ["ours.iso"], in: folder)
        XCTAssertTrue(verify.text.contains("No errors found"), verify.text + verify.errors)
        let bsdtar = folder.appendingPathComponent("bsdtar")
        try FileManager.default.createDirectory(at: bsdtar, withIntermediateDirectories: true)
        let extract = try ToolRunner.run("bsdtar", ["-xf", "../ours.iso"], in: bsdtar)
        XCTAssertEqual(extract.status, 0, extract.errors)
        try ArchiveTreeFixture.assertExtracted(at: bsdtar)
        let osirrox = try ToolRunner.run(
            "xorriso", ["-osirrox", "on", "-indev", "ours.iso", "-extract", "/", "xorriso"], in: folder)
        XCTAssertEqual(osirrox.status, 0, osirrox.errors)
        try ArchiveTreeFixture.assertExtracted(at: folder.appendingPathComponent("xorriso"))
        let paths = ArchiveTreeFixture.folders + ArchiveTreeFixture.files().map(\.0) + [ArchiveTreeFixture.link.path]
        let find = try ToolRunner.run("xorriso", ["-indev", "ours.iso", "-find", "/"], in: folder)
        XCTAssertEqual(
            Set(find.text.split(separator: "\n").map(String.init)), Set((["/"] + paths.map { "/" + $0 }).map { "'\($0)'" }))
        let rockRidge = try ToolRunner.run("isoinfo", ["-R", "-f", "-i", "ours.iso"], in: folder)
        XCTAssertEqual(Set(rockRidge.text.split(separator: "\n").map(String.init)), Set(paths.map { "/" + $0 }))
        let listing = try ToolRunner.run("isoinfo", ["-R", "-l", "-i", "ours.iso"], in: folder)
        XCTAssertTrue(listing.text.contains("link -> ../top.txt"), listing.text)
        let joliet = try ToolRunner.run("isoinfo", ["-J", "-f", "-i", "ours.iso"], in: folder)
        let jolietNames = String(data: joliet.output, encoding: .isoLatin1) ?? ""
        let files = Set(ArchiveTreeFixture.files().map(\.0) + [ArchiveTreeFixture.link.path])
        XCTAssertEqual(
            Set(jolietNames.split(separator: "\n").map(String.init)),
            Set(paths.map { "/" + $0 + (files.contains($0) ? ";1" : "") }))
    }

    func isoTool(_ tool: String, _ arguments: [String]) throws -> Data {
        let run = try ToolRunner.run(tool, arguments + ["-o", "theirs.iso", "tree"], in: folder)
        XCTAssertEqual(run.status, 0, run.errors)
        return try Data(contentsOf: folder.appendingPathComponent("theirs.iso"))
    }

    func testTheirImagesAreReadExactly() throws {
        try ArchiveTreeFixture.write(at: folder.appendingPathComponent("tree"))
        for arguments in [["-as", "mkisofs", "-R", "-J"], ["-as", "mkisofs", "-R"]] {
            try ArchiveTreeFixture.assertEntries(try ISO9660.read(try isoTool("xorriso", arguments), limits: .none))
        }
        try ArchiveTreeFixture.assertEntries(try ISO9660.read(try isoTool("genisoimage", ["-quiet", "-R", "-J"]), limits: .none))
        try ArchiveTreeFixture.assertEntries(try ISO9660.read(try isoTool("genisoimage", ["-quiet", "-R"]), limits: .none))
        let bsdtar = try ToolRunner.run("bsdtar", ["--format", "iso9660", "-cf", "-", "-C", "tree", "."], in: folder)
        XCTAssertEqual(bsdtar.status, 0, bsdtar.errors)
        try ArchiveTreeFixture.assertEntries(try ISO9660.read(bsdtar.output, limits: .none))
        // Joliet alone: genisoimage leaves symbolic links out without Rock Ridge.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("tree/nested/link"))
        let jolietOnly = try ISO9660.read(try isoTool("genisoimage", ["-quiet", "-J"]), limits: .none)
        XCTAssertEqual(
            Set(jolietOnly.map(\.path)), Set(ArchiveTreeFixture.paths().filter { $0 != ArchiveTreeFixture.link.path }))
        let noise = ArchiveTreeFixture.files()[5]
        XCTAssertEqual(jolietOnly.first { $0.path == noise.0 }?.data, noise.1)
    }

    func testPlainImagesUsePrimaryNames() throws {
        let tree = folder.appendingPathComponent("tree")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("DOCS"), withIntermediateDirectories: true)
        try Data("read me".utf8).write(to: tree.appendingPathComponent("README.TXT"))
        try Data(count: 5_000).write(to: tree.appendingPathComponent("DOCS/ZEROS"))
        let entries = try ISO9660.read(try isoTool("genisoimage", ["-quiet"]), limits: .none)
        XCTAssertEqual(entries.map(\.path), ["DOCS", "README.TXT", "DOCS/ZEROS"])
        XCTAssertEqual(entries.map(\.data), [Data(), Data("read me".utf8), Data(count: 5_000)])
    }

    func makeDeepTree(_ levels: Int) throws -> String {
        let path = Array(repeating: "d", count: levels).joined(separator: "/")
        let url = folder.appendingPathComponent("tree/" + path)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("deep\n".utf8).write(to: url.appendingPathComponent("f.txt"))
        return path
    }

    func testDeepTreesRelocatedByRockRidgeAndTooDeepOnes() throws {
        let path = try makeDeepTree(11)
        let entries = try ISO9660.read(try isoTool("genisoimage", ["-quiet", "-R"]), limits: .none)
        XCTAssertEqual(entries.first { $0.kind == .file }?.path, path + "/f.txt")
        XCTAssertEqual(entries.first { $0.kind == .file }?.data, Data("deep\n".utf8))
        XCTAssertEqual(Set(entries.map(\.path)).subtracting(["rr_moved"]).count, 12)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("tree"))
        let tooDeep = try makeDeepTree(66)
        let image = try isoTool("genisoimage", ["-quiet", "-R", "-D"])
        XCTAssertEqual(
            archiveMessage { _ = try ISO9660.read(image, limits: .none) },
            "ISO 9660: the folder '\(tooDeep.split(separator: "/").prefix(65).joined(separator: "/"))' is more than 64 levels deep"
        )
        XCTAssertEqual(
            archiveMessage { _ = try ISO9660.write([ArchiveEntry(path: "a/b/c/d/e/f/g/h", kind: .folder)]) },
            "ISO 9660: 'a/b/c/d/e/f/g/h' would be at level 9 of the folder tree; ISO 9660 allows 8 (the root and 7 folders below it) and Rock Ridge relocation is not written"
        )
    }

    func find(_ pattern: [UInt8], in bytes: [UInt8], after start: Int = 0) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return (start...(bytes.count - pattern.count)).first { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }

    /// A small image of `entries` (no Joliet), then `patch` applied to its bytes.
    func image(_ entries: [ArchiveEntry], _ patch: (inout [UInt8]) -> Void) throws -> Data {
        var bytes = [UInt8](try ISO9660.write(entries, joliet: false))
        patch(&bytes)
        return Data(bytes)
    }

    func testMalformedImagesFailWithClearMessages() throws {
        func read(_ data: Data) -> String { archiveMessage { _ = try ISO9660.read(data, limits: .none) } }
        let file = [ArchiveEntry(path: "a.txt", data: Data("abc".utf8))]
        XCTAssertEqual(read(Data(count: 20_000)), "ISO 9660: the data ends early (a 2048-byte volume descriptor at byte 32768)")
        XCTAssertEqual(
            read(Data(count: 40_000)), "ISO 9660: the volume descriptor at byte 32768 does not carry the identifier CD001")
        XCTAssertEqual(read(try image(file) { $0[32768] = 3 }), "ISO 9660: the image has no primary volume descriptor")
        XCTAssertEqual(
            read(try image(file) { $0[32768 + 129] = 1 }),
            "ISO 9660: the primary volume descriptor gives a logical block size of 256 (512, 1024 or 2048 expected)")
        let plain = try image(file) { _ in }
        let record = (find(Array("A.TXT;1".utf8), in: [UInt8](plain)) ?? 0) - 33
        XCTAssertEqual(
            read(try image(file) { $0.replaceSubrange(record + 2..<record + 6, with: [0xE8, 0x03, 0, 0]) }),
            "ISO 9660: 'a.txt' lies outside the image (bytes 2048000 to 2048003 of \(plain.count))")
        XCTAssertEqual(
            read(try image(file) { $0[record] = 33 }),
            "ISO 9660: the directory record at byte \(record) is 33 bytes long, which does not fit its folder")
        XCTAssertEqual(
            read(try image(file) { $0[record + 32] = 200 }),
            "ISO 9660: the directory record at byte \(record) has a name of 200 bytes in its \(plain[record])")
        XCTAssertEqual(
            read(try image(file) { $0[record + 26] = 1 }),
            "'a.txt' is a file recorded interleaved; only files, folders and symbolic links are extracted")
        let mode = (find(Array("PX".utf8), in: [UInt8](plain), after: record) ?? 0) + 4
        XCTAssertEqual(
            read(try image(file) { $0[mode + 1] = 0x21 }),
            "'a.txt' is a character device; only files, folders and symbolic links are extracted")
        // A name too long for its record goes on in a continuation area, here sent past the end.
        let long = [ArchiveEntry(path: String(repeating: "n", count: 200) + ".txt")]
        let spilled = [UInt8](try image(long) { _ in })
        let longRecord = (find(Array((String(repeating: "N", count: 27) + ".TXT;1").utf8), in: spilled) ?? 0) - 33
        let continuation = (find([0x43, 0x45, 28, 1], in: spilled, after: longRecord) ?? 0) + 4
        XCTAssertEqual(
            read(try image(long) { $0[continuation + 2] = 0x10 }),
            "ISO 9660: the Rock Ridge continuation of the record at byte \(longRecord) lies outside the image")
    }

    func testLoopsAreRefused() throws {
        let entries = [ArchiveEntry(path: "s", kind: .folder), ArchiveEntry(path: "s/x.txt", data: Data("x".utf8))]
        let plain = [UInt8](try ISO9660.write(entries, joliet: false))
        let root = Array(plain[32768 + 158..<32768 + 162])
        guard let record = find([1, 0x53], in: plain, after: 20 * 2048 + 68).map({ $0 - 32 }) else {
            return XCTFail("no record S")
        }
        var looped = plain
        looped.replaceSubrange(record + 2..<record + 6, with: root)
        XCTAssertEqual(
            archiveMessage { _ = try ISO9660.read(Data(looped), limits: .none) },
            "ISO 9660: the folder 's' is read a second time (block 20): the tree loops")
    }

    func testWriterRefusals() {
        XCTAssertEqual(
            archiveMessage { _ = try ISO9660.write([ArchiveEntry(path: "a"), ArchiveEntry(path: "a/b")]) },
            "ISO 9660: 'a' is both a file and a folder; an image holds one tree")
        XCTAssertEqual(
            archiveMessage { _ = try ISO9660.write([ArchiveEntry(path: "../x")]) },
            "the entry '../x' would be written outside the destination folder; nothing was extracted")
        XCTAssertEqual(
            try ISO9660.read(
                try ISO9660.write([ArchiveEntry(path: "a"), ArchiveEntry(path: "a", data: Data("2".utf8))]), limits: .none),
            [ArchiveEntry(path: "a", data: Data("2".utf8))])
    }

    func testUnsafeNamesAndLinksAreRefusedAtExtraction() throws {
        let entries = [
            ArchiveEntry(path: "ab", kind: .folder), ArchiveEntry(path: "ab/cd.txt", data: Data("x".utf8)),
            ArchiveEntry(path: "l", kind: .symbolicLink(target: "../../etc/passwd")),
        ]
        let escaped = try image(entries) { bytes in
            if let name = self.find([0x4E, 0x4D, 7, 1, 0] + Array("ab".utf8), in: bytes) {
                bytes.replaceSubrange(name + 5..<name + 7, with: Array("..".utf8))
            }
        }
        let read = try ISO9660.read(escaped, limits: .none)
        XCTAssertEqual(read.map(\.path), ["..", "l", "../cd.txt"])
        XCTAssertEqual(
            archiveMessage { _ = try ArchivePaths.check(read) },
            "the entry '..' would be written outside the destination folder; nothing was extracted")
        XCTAssertEqual(
            archiveMessage { _ = try ArchivePaths.check(try ISO9660.read(try ISO9660.write(entries), limits: .none)) },
            "the symbolic link 'l' points outside the destination folder (to '../../etc/passwd'); nothing was extracted")
    }

    func testLimitsAndHostileInput() throws {
        let big = try ISO9660.write([ArchiveEntry(path: "big", data: Data(count: 2_000_000))])
        XCTAssertEqual(
            archiveMessage { _ = try ISO9660.read(big, limits: ExpansionLimits(maxBytes: 1_000_000, maxRatio: 1_000)) },
            "the archive expands past 1000000 bytes (the size limit)")
        let seed = try ISO9660.write(Array(ArchiveTreeFixture.entries().prefix(6)))
        ArchiveTreeFixture.assertHostileInputFailsCleanly(seed) {
            try ISO9660.read($0, limits: ExpansionLimits(maxBytes: 4 << 20, maxRatio: 100))
        }
    }
}
