import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// `Archive` over every format: what `write` makes, `detect` and `read` give back (and
/// `StreamedArchive` hands out the same bytes); the system's `tar` reads our compressed tars and
/// ours read its; a compressed single file is named from the archive's name; the one-file formats
/// refuse several items; an archive read whole is refused past the size limit before it is read.
final class ArchiveFormatsTests: IsolatedTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try ToolRunner.temporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    static let modified = Date(timeIntervalSince1970: 1_700_000_000)
    static let entries = [
        ArchiveEntry(path: "docs", kind: .folder, modified: modified),
        ArchiveEntry(path: "docs/a.txt", data: Data("alpha\n".utf8), modified: modified),
        ArchiveEntry(
            path: "docs/big.txt", data: Data(String(repeating: "line of text\n", count: 20_000).utf8), modified: modified),
    ]

    func files(_ entries: [ArchiveEntry]) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: entries.filter { $0.kind == .file }.map { ($0.path, $0.data) })
    }

    /// A one-file format's file is named by gzip's header, else by the archive's name: its bytes are compared.
    func testEveryFormatReadsBackWhatItWrote() throws {
        for format in ArchiveFormat.allCases {
            let written = format.holdsOneFile ? [Self.entries[1]] : Self.entries
            let data = try Archive.write(written, format: format)
            XCTAssertEqual(Archive.detect(data), format.compression?.oneFile ?? format, "\(format)")
            let (read, entries) = try Archive.read(data, fallbackName: "x.\(format.fileExtension)", limits: .none)
            XCTAssertEqual(read, format, "\(format)")
            let streamed = try XCTUnwrap(try StreamedArchive.check(data, fallbackName: "x", limits: .none), "\(format)")
            var bytes: [Int: Data] = [:]
            try streamed.streamFiles { index, chunk in bytes[index, default: Data()].append(contentsOf: chunk) }
            let streamedFiles = Dictionary(uniqueKeysWithValues: bytes.map { (streamed.entries[$0.key].path, $0.value) })
            if format.holdsOneFile {
                XCTAssertEqual(entries.map(\.data), [written[0].data], "\(format)")
                XCTAssertEqual(entries.map(\.path), [format == .gzip ? "a.txt" : "x"], "\(format)")
                XCTAssertEqual(Array(streamedFiles.values), [written[0].data], "\(format)")
            } else {
                XCTAssertEqual(files(entries), files(written), "\(format)")
                XCTAssertEqual(entries.map(\.path).sorted(), written.map(\.path).sorted(), "\(format)")
                XCTAssertEqual(streamedFiles, files(written), "\(format)")
            }
        }
    }

    /// The system's `tar -j` and `-J` (bzip2, xz) read our tars, and we read theirs.
    func testCompressedTarsWithTheSystemTar() throws {
        for (format, flag) in [(ArchiveFormat.tarBzip2, "-j"), (.tarXz, "-J")] {
            let ours = folder.appendingPathComponent("ours.\(format.fileExtension)")
            try Archive.write(Self.entries, format: format).write(to: ours)
            let listed = try ToolRunner.run("tar", ["-t", flag, "-f", ours.path], in: folder)
            XCTAssertEqual(listed.status, 0, listed.errors)
            XCTAssertEqual(
                String(decoding: listed.output, as: UTF8.self).split(separator: "\n").map(String.init).sorted(),
                ["docs/", "docs/a.txt", "docs/big.txt"])

            let source = folder.appendingPathComponent("tree-\(format.fileExtension)")
            try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
            try Data("from tar\n".utf8).write(to: source.appendingPathComponent("note.txt"))
            let theirs = folder.appendingPathComponent("theirs.\(format.fileExtension)")
            XCTAssertEqual(try ToolRunner.run("tar", ["-c", flag, "-f", theirs.path, "note.txt"], in: source).status, 0)
            let (read, entries) = try Archive.read(try Data(contentsOf: theirs), fallbackName: "theirs", limits: .none)
            XCTAssertEqual(read, format)
            XCTAssertEqual(files(entries), ["note.txt": Data("from tar\n".utf8)])
        }
    }

    /// A compressed file that holds no tar is one file, named after the archive without its ending.
    func testACompressedSingleFileIsNamedFromTheArchive() throws {
        let text = Data("just some notes\n".utf8)
        for (compression, name, expected) in [
            (Compression.bzip2, "notes.txt.bz2", "notes.txt"), (.xz, "notes.txt.xz", "notes.txt"), (.xz, "data", "data.out"),
        ] {
            let (format, entries) = try Archive.read(try compression.compress(text), fallbackName: name, limits: .none)
            XCTAssertEqual(format, compression.oneFile)
            XCTAssertEqual(entries, [ArchiveEntry(path: expected, data: text)])
        }
    }

    func testOneFileFormatsRefuseSeveralItems() {
        for format in [ArchiveFormat.bzip2, .xz] {
            XCTAssertThrowsError(try Archive.write(Self.entries, format: format)) { error in
                XCTAssertEqual(
                    "\(error)",
                    "\(format.compression.map { "\($0)" } ?? ""): a .\(format.fileExtension) holds exactly one file, not 3 items")
            }
        }
        XCTAssertThrowsError(try Archive.write(Self.entries, format: .xz)) { error in
            XCTAssertEqual("\(error)", "xz: a .xz holds exactly one file, not 3 items")
        }
    }

    /// Formats read whole (cpio, ISO 9660, bzip2, xz) are refused past the size limit before
    /// their bytes are read; the streamed formats count as they go, with the same error.
    func testAnArchiveReadWholeIsRefusedPastTheSizeLimit() throws {
        let limits = ExpansionLimits(maxBytes: 100_000, maxRatio: 1_000)
        for format in [ArchiveFormat.cpio, .iso, .tarBzip2, .tarXz] {
            let data = try Archive.write(
                Self.entries + [ArchiveEntry(path: "docs/noise.bin", data: noise(120_000))], format: format)
            XCTAssertThrowsError(try StreamedArchive.check(data, fallbackName: "x", limits: limits), "\(format)") { error in
                XCTAssertEqual("\(error)", "the archive expands past 100000 bytes (the size limit)", "\(format)")
            }
        }
    }

    /// An ISO 9660 image is known by its volume descriptor at 32 KiB, past a tar header's place.
    func testAnISOImageIsNotTakenForATar() throws {
        let data = try Archive.write(Self.entries, format: .iso)
        XCTAssertEqual(Archive.detect(data.prefix(Archive.detectionBytes)), .iso)
        XCTAssertNil(Archive.detect(data.prefix(512)))
    }

    func noise(_ count: Int) -> Data {
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        return Data((0..<count).map { _ in UInt8(truncatingIfNeeded: random.next() >> 33) })
    }
}
