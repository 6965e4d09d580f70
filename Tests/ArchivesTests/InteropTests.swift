import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// Our archives read by the system's `unzip`, `gzip`, `tar` and Python, and theirs read by us.
/// A missing tool fails the test (see `ToolRunner`).
final class InteropTests: IsolatedTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try ToolRunner.temporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// A tree with nested folders, a UTF-8 name, a path longer than 100 bytes, an empty file, text and noise.
    static let longFolder = "deep/" + String(repeating: "a", count: 60) + "/" + String(repeating: "b", count: 60)
    static func tree() -> [(String, Data)] {
        var random = SplitMix64(seed: 99)
        let noise = Data((0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let text = Data(String(repeating: "Shortcuts archive interop line.\n", count: 6_000).utf8)
        return [
            ("top.txt", Data("hello\n".utf8)), ("café/naïve résumé.txt", Data("ünïcödé\n".utf8)), ("empty.txt", Data()),
            ("nested/inner/text.log", text), ("nested/noise.bin", noise),
            ("\(longFolder)/long name file.txt", Data("long\n".utf8)),
        ]
    }

    static func entries() -> [ArchiveEntry] {
        var result: [ArchiveEntry] = []
        var folders = Set<String>()
        for (path, data) in tree() {
            var parts = path.split(separator: "/").dropLast()
            var prefixes: [String] = []
            while !parts.isEmpty {
                prefixes.insert(parts.joined(separator: "/"), at: 0)
                parts = parts.dropLast()
            }
            for prefix in prefixes where folders.insert(prefix).inserted {
                result.append(ArchiveEntry(path: prefix, kind: .folder))
            }
            result.append(ArchiveEntry(path: path, data: data, modified: Date(timeIntervalSince1970: 1_700_000_000)))
        }
        return result
    }

    func writeTree(at root: URL) throws {
        for (path, data) in Self.tree() {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    func assertTree(at root: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        for (path, data) in Self.tree() {
            XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent(path)), data, path, file: file, line: line)
        }
    }

    func assertEntries(_ entries: [ArchiveEntry], file: StaticString = #filePath, line: UInt = #line) {
        let files = Dictionary(entries.filter { $0.kind == .file }.map { ($0.path, $0.data) }, uniquingKeysWith: { a, _ in a })
        for (path, data) in Self.tree() { XCTAssertEqual(files[path], data, path, file: file, line: line) }
        XCTAssertEqual(files.count, Self.tree().count, file: file, line: line)
    }

    func python(_ script: String, _ arguments: [String] = []) throws -> ToolRunner.Outcome {
        try ToolRunner.run("python3", ["-c", script] + arguments, in: folder)
    }

    // MARK: ZIP

    func testOurZipPassesUnzipAndPython() throws {
        try Archive.write(Self.entries(), format: .zip).write(to: folder.appendingPathComponent("ours.zip"))
        let test = try ToolRunner.run("unzip", ["-t", "ours.zip"], in: folder)
        XCTAssertEqual(test.status, 0, test.text + test.errors)
        XCTAssertTrue(test.text.contains("No errors detected"), test.text)
        let out = folder.appendingPathComponent("unzipped")
        let extract = try ToolRunner.run("unzip", ["-q", "ours.zip", "-d", "unzipped"], in: folder)
        XCTAssertEqual(extract.status, 0, extract.errors)
        try assertTree(at: out)
        let piped = try ToolRunner.run("unzip", ["-p", "ours.zip", "nested/inner/text.log"], in: folder)
        XCTAssertEqual(piped.output, Self.tree()[3].1)
        let script = """
            import sys, zipfile, hashlib
            z = zipfile.ZipFile(sys.argv[1])
            assert z.testzip() is None
            for i in z.infolist():
                if not i.is_dir(): print(i.filename, i.compress_type, hashlib.sha256(z.read(i)).hexdigest())
            """
        let listed = try python(script, ["ours.zip"])
        XCTAssertEqual(listed.status, 0, listed.errors)
        XCTAssertTrue(listed.text.contains("nested/inner/text.log 8 "), listed.text)
        XCTAssertTrue(listed.text.contains("café/naïve résumé.txt 0 "), listed.text)
        XCTAssertTrue(
            listed.text.contains("empty.txt 0 e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"), listed.text)
        XCTAssertEqual(listed.text.split(separator: "\n").count, Self.tree().count)
    }

    func testZipMadeByInfoZipIsReadByUs() throws {
        try writeTree(at: folder.appendingPathComponent("src"))
        let made = try ToolRunner.run("zip", ["-qr", "../theirs.zip", "."], in: folder.appendingPathComponent("src"))
        XCTAssertEqual(made.status, 0, made.errors)
        assertEntries(try ZIPReader.read(try Data(contentsOf: folder.appendingPathComponent("theirs.zip")), limits: .none))
        // Streamed to standard output: sizes and CRCs follow each entry in data descriptors.
        let streamed = try ToolRunner.run("zip", ["-qr", "-", "."], in: folder.appendingPathComponent("src"))
        XCTAssertEqual(streamed.status, 0, streamed.errors)
        XCTAssertEqual(streamed.output[6] & 0x08, 0x08, "zip - writes data descriptors")
        assertEntries(try ZIPReader.read(streamed.output, limits: .none))
    }

    func testZipMadeByPythonWithDeflateIsReadByUs() throws {
        try writeTree(at: folder.appendingPathComponent("src"))
        let script = """
            import os, zipfile
            with zipfile.ZipFile('py.zip', 'w', zipfile.ZIP_DEFLATED) as z:
                for root, dirs, files in os.walk('src'):
                    for f in files:
                        p = os.path.join(root, f)
                        z.write(p, os.path.relpath(p, 'src'))
            """
        let made = try python(script)
        XCTAssertEqual(made.status, 0, made.errors)
        assertEntries(try ZIPReader.read(try Data(contentsOf: folder.appendingPathComponent("py.zip")), limits: .none))
    }

    func testZip64IsDetectedAndRefused() throws {
        let script = """
            import zipfile
            with zipfile.ZipFile('z64.zip', 'w', zipfile.ZIP_DEFLATED) as z:
                with z.open('big.txt', 'w', force_zip64=True) as f: f.write(b'x' * 1000)
            """
        XCTAssertEqual(try python(script).status, 0)
        let zip64 = try Data(contentsOf: folder.appendingPathComponent("z64.zip"))
        // Python writes the ZIP64 extra field but a plain end record for a small archive; a
        // ZIP64 end record is what a real ZIP64 archive has: forge its locator's mark.
        XCTAssertNoThrow(try ZIPReader.read(zip64, limits: .none))
        var forged = try Archive.write([ArchiveEntry(path: "a.txt", data: Data("a".utf8))], format: .zip)
        let end = forged.count - 22
        forged.replaceSubrange(end + 10..<end + 12, with: [0xFF, 0xFF])
        XCTAssertThrowsError(try ZIPReader.read(forged, limits: .none)) { error in
            XCTAssertEqual("\(error)", "ZIP64 archives (more than 65,535 entries or 4 GiB) are not supported")
        }
    }

    // MARK: gzip

    func testOurGzipIsReadByGunzipAndPython() throws {
        let text = Self.tree()[3].1
        try Gzip.compress(text, name: "text.log").write(to: folder.appendingPathComponent("ours.gz"))
        let unzipped = try ToolRunner.run("gzip", ["-dc", "ours.gz"], in: folder)
        XCTAssertEqual(unzipped.status, 0, unzipped.errors)
        XCTAssertEqual(unzipped.output, text)
        let tested = try ToolRunner.run("gzip", ["-tv", "ours.gz"], in: folder)
        XCTAssertEqual(tested.status, 0, tested.errors)
        let listed = try ToolRunner.run("gzip", ["-lN", "ours.gz"], in: folder)
        XCTAssertTrue(listed.text.contains("text.log"), listed.text)
        let read = try python("import gzip,sys; sys.stdout.buffer.write(gzip.open('ours.gz').read())")
        XCTAssertEqual(read.output, text)
    }

    func testGzipFromGzipAndPythonIsReadByUs() throws {
        let text = Self.tree()[3].1
        let noise = Self.tree()[4].1
        try text.write(to: folder.appendingPathComponent("a.log"))
        try noise.write(to: folder.appendingPathComponent("b.bin"))
        let first = try ToolRunner.run("gzip", ["-c6n", "a.log"], in: folder)
        XCTAssertEqual(try Gzip.decompress(first.output, limits: .none).data, text)
        let named = try ToolRunner.run("gzip", ["-cN", "a.log"], in: folder)
        XCTAssertEqual(try Gzip.decompress(named.output, limits: .none).name, "a.log")
        // Two members one after the other are one file.
        let second = try ToolRunner.run("gzip", ["-c9", "b.bin"], in: folder)
        XCTAssertEqual(try Gzip.decompress(first.output + second.output, limits: .none).data, text + noise)
        let script = "import gzip,sys; sys.stdout.buffer.write(gzip.compress(open('a.log','rb').read(), 9))"
        XCTAssertEqual(try Gzip.decompress(try python(script).output, limits: .none).data, text)
    }

    // MARK: tar

    func testOurTarAndTarGzAreReadByTarAndPython() throws {
        try Archive.write(Self.entries(), format: .tar).write(to: folder.appendingPathComponent("ours.tar"))
        try Archive.write(Self.entries(), format: .tarGzip).write(to: folder.appendingPathComponent("ours.tar.gz"))
        for (archive, flags, into) in [("ours.tar", "-xf", "plain"), ("ours.tar.gz", "-xzf", "zipped")] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(into), withIntermediateDirectories: true)
            let extract = try ToolRunner.run("tar", [flags, archive, "-C", into], in: folder)
            XCTAssertEqual(extract.status, 0, extract.errors)
            try assertTree(at: folder.appendingPathComponent(into))
        }
        let script = """
            import sys, tarfile, hashlib
            for name in sys.argv[1:]:
                with tarfile.open(name) as t:
                    for m in t.getmembers():
                        if m.isfile(): print(m.name, hashlib.sha256(t.extractfile(m).read()).hexdigest()[:8])
            """
        let listed = try python(script, ["ours.tar", "ours.tar.gz"])
        XCTAssertEqual(listed.status, 0, listed.errors)
        XCTAssertEqual(listed.text.split(separator: "\n").count, 2 * Self.tree().count, listed.text)
        XCTAssertTrue(listed.text.contains("\(Self.longFolder)/long name file.txt"), listed.text)
    }

    func testTarFromGnuTarAndPythonIsReadByUs() throws {
        try writeTree(at: folder.appendingPathComponent("src"))
        for format in ["gnu", "pax", "ustar"] {
            let made = try ToolRunner.run(
                "tar", ["--format=\(format)", "-cf", "../\(format).tar", "."], in: folder.appendingPathComponent("src"))
            if format == "ustar" {
                // ustar cannot hold the 100+-byte final name of the long path: tar says so.
                continue
            }
            XCTAssertEqual(made.status, 0, made.errors)
            let entries = try Tar.read(try Data(contentsOf: folder.appendingPathComponent("\(format).tar")), limits: .none)
            assertEntries(
                entries.map {
                    var e = $0; if e.path.hasPrefix("./") { e.path.removeFirst(2) }; return e
                })
        }
        let gz = try ToolRunner.run("tar", ["-czf", "-", "."], in: folder.appendingPathComponent("src"))
        let (format, entries) = try Archive.read(gz.output, fallbackName: "x.tar.gz", limits: .none)
        XCTAssertEqual(format, .tarGzip)
        assertEntries(
            entries.map {
                var e = $0; if e.path.hasPrefix("./") { e.path.removeFirst(2) }; return e
            })
        let script = """
            import tarfile, os
            with tarfile.open('py.tar.gz', 'w:gz', format=tarfile.PAX_FORMAT) as t:
                for root, dirs, files in os.walk('src'):
                    for f in files:
                        p = os.path.join(root, f)
                        t.add(p, os.path.relpath(p, 'src'))
            """
        XCTAssertEqual(try python(script).status, 0)
        assertEntries(
            try Archive.read(try Data(contentsOf: folder.appendingPathComponent("py.tar.gz")), fallbackName: "py", limits: .none)
                .1)
    }
}
