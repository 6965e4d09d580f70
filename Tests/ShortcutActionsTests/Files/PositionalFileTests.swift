import Foundation
import XCTest

@testable import SafeFiles

/// `FileSystem.openForReading` (Extract Archive reads an archive file by position through it):
/// `LocalFileSystem` opens a file as `read(at:)` does — the same refusals, word for word — and
/// reads it with `pread`; anything but a regular file is read whole; test wrappers read it whole.
final class PositionalFileTests: IsolatedTestCase {
    private var top = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        top = NSTemporaryDirectory() + "positional-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: top + "/allowed/folder", withIntermediateDirectories: true)
        try Data("outside".utf8).write(to: URL(fileURLWithPath: top + "/secret.txt"))
        try FileManager.default.createSymbolicLink(atPath: top + "/allowed/out.txt", withDestinationPath: top + "/secret.txt")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: top)
        try super.tearDownWithError()
    }

    private func failure(_ body: () throws -> Void) -> String {
        do { try body() } catch { return "\(error)" }
        return "no error"
    }

    func testReadsByPositionAndRefusesAsReadDoes() throws {
        let path = top + "/allowed/bytes.bin"
        let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try bytes.write(to: URL(fileURLWithPath: path))
        let disk = LocalFileSystem()
        let file = try disk.openForReading(at: path)
        XCTAssertEqual(file.size, 100_000)
        var buffer = [UInt8](repeating: 0, count: 1_000)
        let count = try buffer.withUnsafeMutableBytes { try file.read(at: 99_500, into: $0) }
        XCTAssertEqual(count, 500, "a read past the end gives what is there")
        XCTAssertEqual(Data(buffer.prefix(500)), bytes.suffix(500))
        XCTAssertEqual(try buffer.withUnsafeMutableBytes { try file.read(at: 100_000, into: $0) }, 0)
        XCTAssertTrue(file is DescriptorFile, "a regular file is read with pread, not into memory")
        let confined = disk.confined(to: [top + "/allowed"])
        for (fileSystem, target) in [
            (disk, top + "/allowed/folder"), (disk, top + "/allowed/missing"), (confined, top + "/allowed/out.txt"),
        ] {
            let opened = failure { _ = try fileSystem.openForReading(at: target) }
            XCTAssertEqual(opened, failure { _ = try fileSystem.read(at: target) })
            XCTAssertNotEqual(opened, "no error", target)
        }
        XCTAssertEqual(
            failure { _ = try confined.openForReading(at: top + "/allowed/out.txt") },
            FileSystemError(.leftAllowedFolders, path: top + "/allowed/out.txt").description)
        // A FIFO with no writer is read whole (empty), not waited on.
        let fifo = top + "/allowed/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let piped = try disk.openForReading(at: fifo)
        XCTAssertTrue(piped is InMemoryFile)
        XCTAssertEqual(piped.size, 0)
    }
}
