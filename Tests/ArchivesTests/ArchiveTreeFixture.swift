import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// The tree the cpio and ISO 9660 interop tests write with the system tools and with us: nested
/// folders, a UTF-8 name, an empty file, text, noise, a run of one byte, a symbolic link and a
/// hard link (a second name for `top.txt`).
enum ArchiveTreeFixture {
    static let folders = ["café", "nested", "nested/inner"]
    static let link = (path: "nested/link", target: "../top.txt")
    static let hardLink = (path: "nested/hard.txt", original: "top.txt")

    static func files() -> [(String, Data)] {
        var random = SplitMix64(seed: 7)
        return [
            ("top.txt", Data("hello\n".utf8)), ("café/naïve résumé.txt", Data("ünïcödé\n".utf8)), ("empty.txt", Data()),
            ("one.bin", Data([0x5A])),
            ("nested/inner/text.log", Data(String(repeating: "cpio and iso line\n", count: 3_000).utf8)),
            ("nested/noise.bin", Data((0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) })),
            ("nested/zeros.bin", Data(count: 100_000)),
        ]
    }

    /// Every path, folders first, as a `cpio -o` file list.
    static func paths() -> [String] { folders + files().map(\.0) + [link.path, hardLink.path] }

    static func entries() -> [ArchiveEntry] {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        return folders.map { ArchiveEntry(path: $0, kind: .folder, modified: date) }
            + files().map { ArchiveEntry(path: $0.0, data: $0.1, modified: date) }
            + [ArchiveEntry(path: link.path, kind: .symbolicLink(target: link.target), modified: date)]
    }

    static func write(at root: URL) throws {
        for folder in folders {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for (path, data) in files() { try data.write(to: root.appendingPathComponent(path)) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(link.path).path, withDestinationPath: link.target)
        try FileManager.default.linkItem(
            at: root.appendingPathComponent(hardLink.original), to: root.appendingPathComponent(hardLink.path))
    }

    /// `entries` hold the tree exactly (paths normalised by `ArchivePaths`; `extra` folders allowed).
    static func assertEntries(
        _ entries: [ArchiveEntry], hardLink expectHardLink: Bool = true, extra: Set<String> = [], file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        var files: [String: Data] = [:]
        var folders: Set<String> = []
        var links: [String: String] = [:]
        for entry in entries {
            let path = try ArchivePaths.components(of: entry.path).joined(separator: "/")
            switch entry.kind {
            case .file: files[path] = entry.data
            case .folder: folders.insert(path)
            case .symbolicLink(let target): links[path] = target
            }
        }
        var expected = Dictionary(uniqueKeysWithValues: Self.files())
        if expectHardLink { expected[hardLink.path] = expected[hardLink.original] }
        XCTAssertEqual(files.keys.sorted(), expected.keys.sorted(), file: file, line: line)
        for (path, data) in expected { XCTAssertEqual(files[path], data, path, file: file, line: line) }
        XCTAssertEqual(folders.subtracting(extra), Set(Self.folders), file: file, line: line)
        XCTAssertEqual(links, [link.path: link.target], file: file, line: line)
    }

    /// The tree extracted at `root` by a tool from our archive of `entries()`.
    static func assertExtracted(at root: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        for (path, data) in files() {
            XCTAssertEqual(try Data(contentsOf: root.appendingPathComponent(path)), data, path, file: file, line: line)
        }
        for folder in folders {
            var isFolder: ObjCBool = false
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isFolder))
            XCTAssertTrue(isFolder.boolValue, folder, file: file, line: line)
        }
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: root.appendingPathComponent(link.path).path), link.target,
            file: file, line: line)
    }

    /// Reads `data` with `read` cut at many lengths and with seeded random mutations: each read
    /// succeeds or throws an `ArchiveError`, and all of it stays fast.
    static func assertHostileInputFailsCleanly(
        _ seed: Data, mutations: Int = 300, file: StaticString = #filePath, line: UInt = #line,
        read: (Data) throws -> [ArchiveEntry]
    ) {
        let start = Date()
        let bytes = [UInt8](seed)
        var cuts = Array(stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)))
        cuts += (0..<min(bytes.count, 64)).map { $0 }
        var random = SplitMix64(seed: 2_026)
        var inputs = cuts.map { Data(bytes[..<$0]) }
        for _ in 0..<mutations {
            var copy = bytes
            for _ in 0..<(1 + Int(random.next() % 4)) {
                let at = Int(random.next() % UInt64(copy.count))
                switch random.next() % 4 {
                case 0: copy[at] ^= UInt8(1 << (random.next() % 8))
                case 1: copy[at] = UInt8(truncatingIfNeeded: random.next())
                case 2: copy[at] = [0x00, 0xFF, 0x30, 0x37][Int(random.next() % 4)]
                default: for offset in 0..<min(4, copy.count - at) { copy[at + offset] = 0xFF }
                }
            }
            inputs.append(Data(copy))
        }
        for (index, input) in inputs.enumerated() {
            do {
                _ = try read(input)
            } catch is ArchiveError {
            } catch {
                XCTFail("input \(index): an error that is not an ArchiveError: \(error)", file: file, line: line)
            }
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, file: file, line: line)
    }
}

extension XCTestCase {
    /// The message of the `ArchiveError` that `work` throws ("" when it throws none).
    func archiveMessage(_ work: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            try work()
        } catch let error as ArchiveError {
            return error.description
        } catch {
            XCTFail("not an ArchiveError: \(error)", file: file, line: line)
        }
        return ""
    }
}
