import Foundation
import StoreFiles
import XCTest

/// The persistent store's file on its own: a missing document reads as nil, an update writes
/// atomically and keeps the version it replaced, a change that throws writes nothing, and the
/// size limit holds both ways.
final class StoreFileTests: IsolatedTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "store-file-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    func testAMissingDocumentReadsAsNothing() throws {
        XCTAssertNil(try StoreFile(path: folder + "/store.json").read())
    }

    func testUpdatesWriteAndKeepTheReplacedVersion() throws {
        let store = StoreFile(path: folder + "/store.json")
        let first: Int = try store.update { current in
            XCTAssertNil(current)
            return (Data("one".utf8), 1)
        }
        XCTAssertEqual(first, 1)
        try store.update { current in (Data("two".utf8), ()) }
        XCTAssertEqual(try store.read(), Data("two".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: store.backupPath), Data("one".utf8))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
        XCTAssertEqual(left, [], "no temporary file is left behind")
    }

    func testAChangeThatThrowsOrReturnsNilWritesNothing() throws {
        struct Refused: Error {}
        let store = StoreFile(path: folder + "/store.json")
        try store.update { _ in (Data("kept".utf8), ()) }
        XCTAssertThrowsError(try store.update { _ -> (Data?, Void) in throw Refused() }) { XCTAssertTrue($0 is Refused) }
        try store.update { _ in (nil, ()) }
        XCTAssertEqual(try store.read(), Data("kept".utf8))
    }

    func testTheSizeLimitHoldsForReadingAndWriting() throws {
        let path = folder + "/store.json"
        let store = StoreFile(path: path, maximumBytes: 4)
        XCTAssertThrowsError(try store.update { _ in (Data("12345".utf8), ()) }) {
            XCTAssertEqual($0 as? StoreFileError, .tooLarge(path: path, bytes: 5, limit: 4, writing: true))
        }
        XCTAssertNil(try store.read(), "nothing was written")
        try Data("123456".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try store.read()) {
            XCTAssertEqual($0 as? StoreFileError, .tooLarge(path: path, bytes: 6, limit: 4, writing: false))
        }
    }

    func testAFolderWhereTheDocumentShouldBeIsACleanError() throws {
        let path = folder + "/store.json"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        XCTAssertThrowsError(try StoreFile(path: path).read()) {
            XCTAssertEqual($0 as? StoreFileError, .cannotRead(path: path, errno: EISDIR))
        }
    }
}
