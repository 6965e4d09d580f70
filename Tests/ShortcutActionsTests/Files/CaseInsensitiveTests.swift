import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

/// A case-insensitive, case-preserving file system (as macOS's APFS by default, or ext4 with
/// casefold) emulated over the real disk: a name finds the entry that matches it ignoring case,
/// and a move refuses any target that matches an existing entry — even the item itself.
final class CaseInsensitiveFileSystem: FileSystem {
    let base: any FileSystem
    init(_ base: any FileSystem) { self.base = base }

    func resolve(_ path: String) -> String {
        let folder = PathText.folder(path)
        let name = PathText.name(path).lowercased()
        guard let names = try? base.contentsOfDirectory(at: folder), let match = names.first(where: { $0.lowercased() == name })
        else { return path }
        return PathText.join(folder, match)
    }

    var currentDirectory: String { base.currentDirectory }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] {
        try base.contentsOfDirectory(at: resolve(path))
    }
    func kind(at path: String) -> FileKind? { base.kind(at: resolve(path)) }
    func attributes(at path: String) throws(FileSystemError) -> FileAttributes { try base.attributes(at: resolve(path)) }
    func identity(at path: String) throws(FileSystemError) -> FileIdentity { try base.identity(at: resolve(path)) }
    func read(at path: String) throws(FileSystemError) -> Data { try base.read(at: resolve(path)) }
    func write(_ data: Data, to path: String, options: WriteOptions) throws(FileSystemError) {
        try base.write(data, to: resolve(path), options: options)
    }
    func createDirectory(at path: String, intermediate: Bool) throws(FileSystemError) {
        try base.createDirectory(at: resolve(path), intermediate: intermediate)
    }
    func move(from source: String, to destination: String) throws(FileSystemError) {
        if base.kind(at: resolve(destination)) != nil { throw FileSystemError(.alreadyExists, path: destination) }
        try base.move(from: resolve(source), to: destination)
    }
    func copy(from source: String, to destination: String) throws(FileSystemError) {
        if base.kind(at: resolve(destination)) != nil { throw FileSystemError(.alreadyExists, path: destination) }
        try base.copy(from: resolve(source), to: destination)
    }
    func remove(at path: String) throws(FileSystemError) { try base.remove(at: resolve(path)) }
    func realPath(_ path: String) throws(FileSystemError) -> String { try base.realPath(resolve(path)) }
}

final class CaseInsensitiveTests: IsolatedTestCase {
    func sandbox(_ files: [String]) -> Sandbox {
        let box = Sandbox()
        box.make(files)
        box.use(CaseInsensitiveFileSystem(LocalFileSystem(currentDirectory: box.root)))
        return box
    }

    func testTheEmulationRefusesACaseOnlyRenameDoneDirectly() {
        let box = sandbox(["a.txt"])
        XCTAssertThrowsError(try box.fileSystem.move(from: box.root + "/a.txt", to: box.root + "/A.txt"))
    }

    func testCaseOnlyRenamesWorkThroughATemporaryName() throws {
        let box = sandbox(["photo.jpg", "notes.txt"])
        let output = try box.run(
            "files.rename",
            "{\"mode\": \"Change Case\", \"case\": \"UPPERCASE\", \"part\": \"Full Name\", \"files\": [\"photo.jpg\", \"notes.txt\"]}"
        )
        XCTAssertEqual(box.paths(output), ["PHOTO.JPG", "NOTES.TXT"])
        XCTAssertEqual(box.tree(), ["NOTES.TXT: notes.txt", "PHOTO.JPG: photo.jpg"])
    }

    func testASwapThatAlsoChangesCaseWorks() throws {
        let box = sandbox(["a.txt", "b.txt"])
        let access = FileAccess(host: box.host, options: box.options)
        _ = try access.moveBatch(
            [(box.root + "/a.txt", box.root + "/B.txt"), (box.root + "/b.txt", box.root + "/A.txt")], ifExists: .fail)
        XCTAssertEqual(box.tree(), ["A.txt: b.txt", "B.txt: a.txt"])
    }

    func testAnotherFileDifferingOnlyInCaseIsACollision() {
        let box = sandbox(["report.TXT", "draft.txt"])
        XCTAssertEqual(
            box.failure("files.rename", "{\"mode\": \"Set Name\", \"name\": \"REPORT\", \"files\": [\"draft.txt\"]}"),
            "t.json:1:117: error: action 1 'Rename Files' (files.rename), parameter 'files': cannot rename 'draft.txt' to 'REPORT.txt': 'REPORT.txt' already exists\nhint: nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\""
        )
        XCTAssertEqual(box.tree(), ["draft.txt: draft.txt", "report.TXT: report.TXT"])
    }

    func testUndoRestoresTheOriginalCase() throws {
        let box = sandbox(["readme.md"])
        _ = try box.run("files.rename", "{\"mode\": \"Change Case\", \"case\": \"UPPERCASE\", \"files\": [\"readme.md\"]}")
        XCTAssertEqual(box.tree(), ["README.md: readme.md"])
        let entries = try Journal.read(try XCTUnwrap(box.journals().last).path, fileSystem: LocalFileSystem()).entries
        XCTAssertEqual(
            BatchRestore.restore(entries, fileSystem: box.fileSystem),
            BatchRestore.Report(restored: 1, alreadyInPlace: 0, problems: []))
        XCTAssertEqual(box.tree(), ["readme.md: readme.md"])
        XCTAssertEqual(
            BatchRestore.restore(entries, fileSystem: box.fileSystem),
            BatchRestore.Report(restored: 0, alreadyInPlace: 1, problems: []))
    }

    // MARK: - On the real disk (case-sensitive here): names still compare as docs/files.md says

    func testRenamingToAnotherFilesNameInOtherCaseIsACollisionOnACaseSensitiveDisk() {
        let box = Sandbox()
        box.make(["f1.txt", "a.txt"])
        XCTAssertEqual(
            box.failure("file.rename", "{\"file\": \"f1.txt\", \"name\": \"A.TXT\"}"),
            "t.json:1:95: error: action 1 'Rename File' (file.rename), parameter 'name': cannot rename 'f1.txt' to 'A.TXT': 'a.txt' already exists\nhint: nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\""
        )
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "f1.txt: f1.txt"])
    }

    func testAddNumberSkipsANameTakenInOtherCase() throws {
        let box = Sandbox()
        box.make(["f1.txt", "a.txt"])
        let output = try box.run("file.rename", "{\"file\": \"f1.txt\", \"name\": \"A.TXT\", \"ifExists\": \"Add Number\"}")
        XCTAssertEqual(box.paths(output), ["A 2.TXT"])
        XCTAssertEqual(box.tree(), ["A 2.TXT: f1.txt", "a.txt: a.txt"])
    }

    func testMovingIntoAFolderHoldingTheNameInOtherCaseIsACollision() {
        let box = Sandbox()
        box.make(["in/README.md", "out/readme.md"])
        XCTAssertEqual(
            box.failure("file.move", "{\"files\": [\"in/README.md\"], \"destination\": \"out\"}"),
            "t.json:1:76: error: action 1 'Move File' (file.move), parameter 'files': cannot move 'in/README.md' to 'out/README.md': 'out/readme.md' already exists\nhint: nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\""
        )
        XCTAssertEqual(box.tree(), ["in/", "in/README.md: in/README.md", "out/", "out/readme.md: out/readme.md"])
    }

    func testAnUnnormalisedTwinOnDiskIsACollision() {
        let box = Sandbox()
        box.make(["cafe\u{301}.txt", "draft.txt"])  // NFD on disk
        XCTAssertEqual(
            box.failure("file.rename", "{\"file\": \"draft.txt\", \"name\": \"CAF\u{C9}.txt\"}"),
            "t.json:1:98: error: action 1 'Rename File' (file.rename), parameter 'name': cannot rename 'draft.txt' to 'CAF\u{C9}.txt': 'cafe\u{301}.txt' already exists\nhint: nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\""
        )
    }

    func testACaseOnlyRenameOfOneFileStillWorks() throws {
        let box = Sandbox()
        box.make(["a.txt"])
        XCTAssertEqual(box.paths(try box.run("file.rename", "{\"file\": \"a.txt\", \"name\": \"A.TXT\"}")), ["A.TXT"])
        XCTAssertEqual(box.tree(), ["A.TXT: a.txt"])
    }
}
