import Foundation
import SeededRandom
import XCTest

@testable import Archives

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 26: an archive FILE is read by position (`ArchiveSource` with a reader), never whole: a
/// ZIP's central directory and local headers by offset, members a window at a time, deflate input
/// a piece at a time; a tar from start to end; a gzip's headers and trailers by offset and its
/// deflate input a piece at a time. The archives are made by Info-ZIP `zip`, GNU `tar` and `gzip`
/// (a missing tool fails the test) from 16 MiB of noise (stored in the ZIP) and 16 MiB of letters
/// (deflated to about 8 MiB).
final class FileSourceTests: IsolatedTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        folder = try ToolRunner.temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
        try super.tearDownWithError()
    }

    /// Writes `noise.bin` (random bytes) and `letters.txt` (sixteen letters at random) of `size`
    /// bytes each, a MiB at a time; their CRC-32s.
    private func writeMembers(size: Int) throws -> [String: UInt32] {
        var random = SplitMix64(seed: 2026)
        var crcs: [String: UInt32] = [:]
        for name in ["noise.bin", "letters.txt"] {
            let url = folder.appendingPathComponent(name)
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            let handle = try FileHandle(forWritingTo: url)
            var crc = CRC32()
            var chunk = [UInt8](repeating: 0, count: 1 << 20)
            for _ in 0..<(size >> 20) {
                for index in stride(from: 0, to: chunk.count, by: 8) {
                    var word = random.next()
                    for byte in 0..<8 {
                        chunk[index + byte] =
                            name == "noise.bin" ? UInt8(truncatingIfNeeded: word) : UInt8(ascii: "a") + UInt8(word & 15)
                        word >>= 8
                    }
                }
                chunk.withUnsafeBytes { crc.update(buffer: $0) }
                try handle.write(contentsOf: chunk)
            }
            try handle.close()
            crcs[name] = crc.value
        }
        return crcs
    }

    /// The archive file at `url` as a source read with `pread`, and its descriptor (to close).
    private func open(_ url: URL, failingAt broken: Int = Int.max) throws -> (ArchiveSource, Int32) {
        let descriptor = Glibc.open(url.path, O_RDONLY)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoSuchFile) }
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        let source = ArchiveSource(count: size) { offset, buffer in
            if offset + buffer.count > broken { throw Broken() }
            return pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset))
        }
        return (source, descriptor)
    }

    private struct Broken: Error {}

    /// Checks and streams the archive from its file, hashing each file's bytes; the resident
    /// memory's growth meanwhile.
    private func streamFromFile(_ url: URL) throws -> (crcs: [String: UInt32], growth: Int) {
        let (source, descriptor) = try open(url)
        defer { _ = Glibc.close(descriptor) }
        let before = StreamingTests.residentBytes()
        var peak = before
        let checked = try XCTUnwrap(try StreamedArchive.check(source, fallbackName: url.lastPathComponent, limits: .none))
        peak = max(peak, StreamingTests.residentBytes())
        var crcs: [Int: CRC32] = [:]
        try checked.streamFiles { index, chunk in
            crcs[index, default: CRC32()].update(buffer: chunk)
            peak = max(peak, StreamingTests.residentBytes())
        }
        let named = Dictionary(uniqueKeysWithValues: crcs.map { (checked.entries[$0.key].path, $0.value.value) })
        return (named, peak - before)
    }

    func testLargeZIPTarAndGzipFilesAreReadAPieceAtATime() throws {
        let size = 16 << 20
        var expected = try writeMembers(size: size)
        _ = try ToolRunner.run("zip", ["-q", "big.zip", "noise.bin", "letters.txt"], in: folder)
        _ = try ToolRunner.run("tar", ["cf", "big.tar", "noise.bin", "letters.txt"], in: folder)
        _ = try ToolRunner.run("tar", ["czf", "big.tar.gz", "noise.bin", "letters.txt"], in: folder)
        _ = try ToolRunner.run("gzip", ["-k", "noise.bin"], in: folder)
        for name in ["big.zip", "big.tar", "big.tar.gz", "noise.bin.gz"] {
            if name == "noise.bin.gz" { expected = ["noise.bin": try XCTUnwrap(expected["noise.bin"])] }
            let url = folder.appendingPathComponent(name)
            let archiveSize = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
            XCTAssertGreaterThan(archiveSize, 16 << 20, name)
            let (crcs, growth) = try streamFromFile(url)
            XCTAssertEqual(crcs, expected, name)
            print("\(name): \(archiveSize >> 20) MiB read from disk, resident memory grew by \(growth >> 20) MiB")
            XCTAssertLessThan(
                growth, 12 << 20, "\(name): resident memory grew by \(growth >> 20) MiB for a \(archiveSize >> 20) MiB archive")
        }
    }

    /// The same entries and errors from a file as from memory: a deflate member cut short 3 MiB in
    /// (its compressed size made smaller: the offset in the error counts across the pieces read),
    /// a file that ends early while read (at its end record, inside a member), a reader that fails.
    func testAFileGivesTheErrorsMemoryGives() throws {
        _ = try writeMembers(size: 8 << 20)
        _ = try ToolRunner.run("zip", ["-q", "big.zip", "letters.txt", "noise.bin"], in: folder)
        let url = folder.appendingPathComponent("big.zip")
        var zip = try Data(contentsOf: url)
        let (source, descriptor) = try open(url)
        let fromFile = try XCTUnwrap(try StreamedArchive.check(source, fallbackName: "big.zip", limits: .none))
        _ = Glibc.close(descriptor)
        let fromMemory = try XCTUnwrap(try StreamedArchive.check(zip, fallbackName: "big.zip", limits: .none))
        XCTAssertEqual(fromFile.entries, fromMemory.entries)
        // letters.txt's central record is the first: its compressed size is 20 bytes in.
        let directory = Int(zip[zip.count - 6]) | Int(zip[zip.count - 5]) << 8 | Int(zip[zip.count - 4]) << 16
        for (index, byte) in [0x00, 0x00, 0x30, 0x00].enumerated() { zip[directory + 20 + index] = UInt8(byte) }
        try zip.write(to: url)
        let inMemory = failure { _ = try StreamedArchive.check(zip, fallbackName: "big.zip", limits: .none) }
        let (cut, cutDescriptor) = try open(url)
        defer { _ = Glibc.close(cutDescriptor) }
        XCTAssertEqual(failure { _ = try StreamedArchive.check(cut, fallbackName: "big.zip", limits: .none) }, inMemory)
        XCTAssertEqual(inMemory, "corrupt deflate data at byte 3145728: the stream ends in the middle of a block")
        // A file shorter than it was when opened: reads from `from` on give nothing (at its end
        // record: the central directory's first field read; inside letters.txt: its third piece).
        let dataStart = 30 + (Int(zip[26]) | Int(zip[27]) << 8) + (Int(zip[28]) | Int(zip[29]) << 8)
        for (from, to) in [(zip.count - 100, zip.count), (dataStart + (2 << 20), dataStart + (3 << 20))] {
            let shrunk = ArchiveSource(count: zip.count) { offset, buffer in
                (from..<to).contains(offset) ? 0 : pread(cutDescriptor, buffer.baseAddress, buffer.count, off_t(offset))
            }
            XCTAssertEqual(
                failure { _ = try StreamedArchive.check(shrunk, fallbackName: "big.zip", limits: .none) },
                to == zip.count
                    ? "ZIP: the data ends early (12 bytes at \(zip.count - 12))"
                    : "ZIP: the data ends early (1048576 bytes at \(dataStart + (2 << 20)))")
        }
        // A reader that fails: its error comes out as it is.
        let (broken, brokenDescriptor) = try open(url, failingAt: 2 << 20)
        defer { _ = Glibc.close(brokenDescriptor) }
        XCTAssertThrowsError(try StreamedArchive.check(broken, fallbackName: "big.zip", limits: .none)) { error in
            XCTAssertTrue(error is Broken, "\(error)")
        }
    }

    /// A gzip file gives from disk the errors it gives from memory: cut inside its deflate
    /// stream, its trailer made wrong, and a second member that is not one.
    func testAGzipFileGivesTheErrorsMemoryGives() throws {
        let crc = try XCTUnwrap(try writeMembers(size: 4 << 20)["letters.txt"])
        _ = try ToolRunner.run("gzip", ["-k", "letters.txt"], in: folder)
        let hex = { (value: UInt32) in
            String(repeating: "0", count: 8 - String(value, radix: 16).count) + String(value, radix: 16)
        }
        let url = folder.appendingPathComponent("cut.gz")
        let whole = try Data(contentsOf: folder.appendingPathComponent("letters.txt.gz"))
        var wrongTrailer = whole
        wrongTrailer[wrongTrailer.count - 8] ^= 0xFF
        for (variant, expected) in [
            (
                whole.prefix(whole.count / 2),
                "corrupt deflate data at byte \(whole.count / 2): the stream ends in the middle of a block"
            ),
            (wrongTrailer, "'letters.txt' is damaged: its CRC-32 is \(hex(crc)), the archive says \(hex(crc ^ 0xFF))"),
            (whole + Data("junk".utf8), "gzip: 4 bytes after member 1 are not another member"),
        ] {
            try Data(variant).write(to: url)
            let inMemory = failure { _ = try StreamedArchive.check(Data(variant), fallbackName: "cut.gz", limits: .none) }
            let (source, descriptor) = try open(url)
            defer { _ = Glibc.close(descriptor) }
            XCTAssertEqual(failure { _ = try StreamedArchive.check(source, fallbackName: "cut.gz", limits: .none) }, inMemory)
            XCTAssertEqual(inMemory, expected)
        }
    }

    private func failure(_ body: () throws -> Void) -> String {
        do { try body() } catch { return "\(error)" }
        return "no error"
    }
}
