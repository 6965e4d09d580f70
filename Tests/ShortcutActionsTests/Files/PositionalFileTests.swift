import Archives
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

    /// Extract Archive's archive file failing to read part-way — while it is checked, or while its
    /// members are written out after the check — fails as a read of that file, by its full message.
    func testAReadFailingPartWayIsReportedAsTheArchiveRead() throws {
        let box = Sandbox()
        let big = Data((0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
        try Archive.write([ArchiveEntry(path: "big.bin", data: big)], format: .tar).write(
            to: URL(fileURLWithPath: box.root + "/pack.tar"))
        let message =
            "t.json:1:74: error: action 1 'Extract Archive' (unzip), parameter 'archive': cannot read 'pack.tar': 'pack.tar': Input/output error"
        // The first read is the head (512 bytes), the second the 3 MiB tar checked in one window.
        for reads in [1, 2] {
            box.use(ShortReadFileSystem(LocalFileSystem(currentDirectory: box.root), reads: reads))
            XCTAssertEqual(box.failure("unzip", "{\"archive\": \"pack.tar\", \"folder\": \"out\(reads)\"}"), message)
            let made = box.root + "/out\(reads)/pack/big.bin"
            // Failing in the check writes nothing; failing after it leaves the file made, empty.
            XCTAssertEqual(FileManager.default.fileExists(atPath: made), reads == 2, "\(reads) reads")
        }
    }
}

/// Forwards to a file system, but a file opened for reading fails every read after its first `reads`.
final class ShortReadFileSystem: FileSystem {
    let base: any FileSystem
    let reads: Int
    init(_ base: any FileSystem, reads: Int) {
        self.base = base
        self.reads = reads
    }

    /// A file whose reads after the first `reads` fail with an I/O error.
    final class Failing: PositionalFile {
        let file: any PositionalFile
        var left: Int
        let path: String
        init(_ file: any PositionalFile, reads: Int, path: String) {
            self.file = file
            left = reads
            self.path = path
        }
        var size: Int { file.size }
        func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileSystemError) -> Int {
            guard left > 0 else { throw FileSystemError(.other(EIO), path: path) }
            left -= 1
            return try file.read(at: offset, into: buffer)
        }
    }

    func openForReading(at path: String) throws(FileSystemError) -> any PositionalFile {
        Failing(try base.openForReading(at: path), reads: reads, path: path)
    }
    var currentDirectory: String { base.currentDirectory }
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [String] { try base.contentsOfDirectory(at: path) }
    func kind(at path: String) -> FileKind? { base.kind(at: path) }
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
