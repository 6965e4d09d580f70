import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutActions
@testable import ShortcutEngine

/// Base64 decoding to bytes that are not text: a file in the run's download folder, saved by
/// the code that saves binary web responses (`DownloadFolder`).
final class DecodeToFileTests: IsolatedTestCase {
    /// Runs Base64 Encode in decode mode in a sandbox whose download folder is `downloads/`.
    func decode(_ box: Sandbox, _ base64: String, allowDownloads: Bool = true) throws -> Value {
        let json = #"{"version": 1, "actions": [{"action": "base64encode", "parameters": {"mode": "Decode"}}]}"#
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        var options = box.options
        options.downloadDirectory = box.root + "/downloads"
        if !allowDownloads { options.allowedPaths = [box.root + "/elsewhere"] }
        return try Runner(registry: BuiltinActions.registry, host: box.host, options: options).run(program, input: .text(base64))
            .output
    }

    func testBytesThatAreNotTextBecomeANumberedFileNamedByTheirKind() throws {
        let box = Sandbox()
        let png = "iVBORw0KGgoAAAANSUhEUg=="
        XCTAssertEqual(try decode(box, png), .file(FileReference(path: box.root + "/downloads/Base64 Decoded.png")))
        XCTAssertEqual(try decode(box, png), .file(FileReference(path: box.root + "/downloads/Base64 Decoded 2.png")))
        XCTAssertEqual(try decode(box, "AAEC/w=="), .file(FileReference(path: box.root + "/downloads/Base64 Decoded")))
        XCTAssertEqual(
            FileManager.default.contents(atPath: box.root + "/downloads/Base64 Decoded"), Data([0, 1, 2, 255]))
        XCTAssertEqual(try decode(box, "aGVsbG8="), "hello", "text stays text")
    }

    /// The download folder is the engine's own (`PathPolicy.engineFolders`): allowed even when
    /// it is outside the allowed folders (issue 11: it used to be refused, naming it).
    func testTheDownloadFolderIsTheEnginesOwnEvenOutsideTheAllowedOnes() throws {
        let box = Sandbox()
        XCTAssertEqual(
            try decode(box, "AAEC/w==", allowDownloads: false), .file(FileReference(path: box.root + "/downloads/Base64 Decoded"))
        )
        XCTAssertEqual(FileManager.default.contents(atPath: box.root + "/downloads/Base64 Decoded"), Data([0, 1, 2, 255]))
    }

    func testDecodeHexGivesTextOrAFile() throws {
        XCTAssertEqual(try runAction("hex.decode", input: "68 65 6C 6c\n6f"), "hello")
        XCTAssertEqual(try runAction("hex.decode", input: .list(["6869", "6f6b"])), .list(["hi", "ok"]))
        XCTAssertEqual(
            failure("hex.decode", input: "abc"),
            """
            t.json:1:39: error: action 1 'Decode Hex' (hex.decode), parameter 'input': 'abc' is not hex
            hint: hex is pairs of 0–9 and a–f (either case; spaces and line breaks are ignored)
            """)
        XCTAssertEqual(
            failure("hex.decode", input: "ff00"),
            """
            t.json:1:39: error: action 1 'Decode Hex' (hex.decode), parameter 'input': the hex decodes to 2 bytes that are not UTF-8 text, and this run has no folder to save them in as a file
            hint: set RunOptions.downloadDirectory to a folder file actions may use
            """)
    }
}

/// A file system on which another run takes names meanwhile: `kind(at:)` misses each of the
/// `takenMeanwhile` paths once (it was free when looked at), and the write then finds it taken.
final class RacingFileSystem: FileSystem {
    let base: any FileSystem
    var takenMeanwhile: Set<String>
    init(_ base: any FileSystem, takenMeanwhile: Set<String>) {
        self.base = base
        self.takenMeanwhile = takenMeanwhile
    }

    var currentDirectory: String { base.currentDirectory }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(at: path) }
    func kind(at path: String) -> FileKind? { takenMeanwhile.remove(path) != nil ? nil : base.kind(at: path) }
    func attributes(at path: String) throws(FileSystemError) -> FileAttributes { try base.attributes(at: path) }
    func identity(at path: String) throws(FileSystemError) -> FileIdentity { try base.identity(at: path) }
    func read(at path: String) throws(FileSystemError) -> Data { try base.read(at: path) }
    func write(_ data: Data, to path: String, options: WriteOptions) throws(FileSystemError) {
        try base.write(data, to: path, options: options)
    }
    func createDirectory(at path: String, intermediate: Bool) throws(FileSystemError) {
        try base.createDirectory(at: path, intermediate: intermediate)
    }
    func move(from source: String, to destination: String) throws(FileSystemError) {
        try base.move(from: source, to: destination)
    }
    func copy(from source: String, to destination: String) throws(FileSystemError) {
        try base.copy(from: source, to: destination)
    }
    func remove(at path: String) throws(FileSystemError) { try base.remove(at: path) }
    func realPath(_ path: String) throws(FileSystemError) -> String { try base.realPath(path) }
}

/// The download folder may be shared by runs at the same time (the campaign's parallel runs
/// stopped with "… already exists"): a name taken between the look and the write is passed over.
extension DecodeToFileTests {
    func testANameTakenMeanwhileIsPassedOverForTheNextFreeOne() throws {
        let box = Sandbox()
        let taken = box.root + "/downloads/Base64 Decoded"
        try FileManager.default.createDirectory(atPath: box.root + "/downloads", withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: taken, contents: Data("the other run's".utf8))
        box.use(RacingFileSystem(LocalFileSystem(currentDirectory: box.root), takenMeanwhile: [taken]))
        let output = try decode(box, "AAEC/w==")
        XCTAssertEqual(output, .file(FileReference(path: box.root + "/downloads/Base64 Decoded 2")))
        XCTAssertEqual(FileManager.default.contents(atPath: taken), Data("the other run's".utf8), "the other run's file is kept")
        XCTAssertEqual(FileManager.default.contents(atPath: box.root + "/downloads/Base64 Decoded 2"), Data([0, 1, 2, 255]))
    }
}
