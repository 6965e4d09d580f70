import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// Issue 26, item 8: gzip decoded a window at a time (`Gzip.stream`, `Inflate.stream`) gives
/// exactly what decoding into memory gives, keeps the same limits and checks, and holds a few MiB
/// however long the output.
final class StreamingTests: IsolatedTestCase {
    private func streamed(_ gz: Data, limits: ExpansionLimits = .none) throws -> (Data, chunks: Int) {
        var out = Data()
        var chunks = 0
        _ = try Gzip.stream(gz, limits: limits) { chunk in
            out.append(contentsOf: chunk)
            chunks += 1
        }
        return (out, chunks)
    }

    func testStreamingGivesTheSameBytesAtEveryWindowEdge() throws {
        var random = SplitMix64(seed: 26)
        let pattern = (0..<40_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var inputs: [Data] = [Data(), Data([7]), Data(pattern.prefix(32_767)), Data(pattern.prefix(32_768))]
        // Past the 4 MiB window, with matches reaching the whole 32 KiB back across each flush.
        var long = Data()
        while long.count < (4 << 20) + 40_000 { long.append(contentsOf: pattern.prefix(32_768 + long.count % 7)) }
        inputs.append(long)
        for input in inputs {
            let gz = try Gzip.compress(input, name: "x")
            let (out, chunks) = try streamed(gz)
            XCTAssertEqual(out, try Gzip.decompress(gz, limits: .none).data, "\(input.count) bytes")
            XCTAssertEqual(out, input)
            XCTAssertEqual(
                chunks, input.isEmpty ? 0 : max(1, (input.count + (4 << 20) - 32_768 - 1) / ((4 << 20) - 32_768)),
                "\(input.count) bytes")
        }
    }

    func testStreamingKeepsTheLimitsAndTheChecksum() throws {
        let gz = try Gzip.compress(Data(repeating: 0, count: 3 << 20))
        let limits = ExpansionLimits(maxBytes: 1 << 20, maxRatio: 1_000_000)
        XCTAssertEqual(
            failure { _ = try self.streamed(gz, limits: limits) }, failure { _ = try Gzip.decompress(gz, limits: limits) })
        XCTAssertEqual(
            failure { _ = try self.streamed(gz, limits: limits) }, "the archive expands past 1048576 bytes (the size limit)")
        var corrupt = gz
        corrupt[corrupt.count - 8] ^= 0xFF
        XCTAssertEqual(failure { _ = try self.streamed(corrupt) }, failure { _ = try Gzip.decompress(corrupt, limits: .none) })
        XCTAssertNotEqual(failure { _ = try self.streamed(corrupt) }, "no error")
    }

    /// ZIP members stream (`StreamedArchive`): the same entries and bytes as reading into memory,
    /// stored and deflated, with links read whole; the same limit and CRC-32 errors, found before
    /// any byte is handed out.
    func testZIPMembersStreamTheSameBytesAndErrors() throws {
        var random = SplitMix64(seed: 26)
        let noise = Data((0..<(5 << 20)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let text = Data((0..<((4 << 20) + 40_000)).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let entries = [
            ArchiveEntry(path: "a/", kind: .folder), ArchiveEntry(path: "a/text.txt", data: text),
            ArchiveEntry(path: "noise.bin", data: noise), ArchiveEntry(path: "empty", data: Data()),
            ArchiveEntry(path: "a/link", kind: .symbolicLink(target: "text.txt")),
        ]
        let zip = try Archive.write(entries, format: .zip)
        let whole = try ZIPReader.read(zip, limits: .none)
        let checked = try XCTUnwrap(try StreamedArchive.check(zip, fallbackName: "x.zip", limits: .none))
        XCTAssertEqual(checked.entries.map(\.path), whole.map(\.path))
        XCTAssertEqual(checked.entries.map(\.kind), whole.map(\.kind))
        for (index, entry) in whole.enumerated() {
            var out = Data()
            try checked.stream(index) { out.append(contentsOf: $0) }
            XCTAssertEqual(out, entry.kind == .file ? entry.data : Data(), entry.path)
        }
        let limits = ExpansionLimits(maxBytes: 1 << 20, maxRatio: 1_000_000)
        XCTAssertEqual(
            failure { _ = try StreamedArchive.check(zip, fallbackName: "x.zip", limits: limits) },
            "the archive expands past 1048576 bytes (the size limit)")
        XCTAssertEqual(
            failure { _ = try StreamedArchive.check(zip, fallbackName: "x.zip", limits: limits) },
            failure { _ = try ZIPReader.read(zip, limits: limits) })
        // The CRC-32 the central directory gives 'a/text.txt' (its record starts 46 bytes before the name) made wrong.
        var corrupt = zip
        let directory = Int(zip.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: zip.count - 6, as: UInt32.self) })
        let name = try XCTUnwrap(zip.range(of: Data("a/text.txt".utf8), in: directory..<zip.count))
        corrupt[name.lowerBound - 46 + 16] ^= 0xFF
        XCTAssertEqual(
            failure { _ = try StreamedArchive.check(corrupt, fallbackName: "x.zip", limits: .none) },
            failure { _ = try ZIPReader.read(corrupt, limits: .none) })
        XCTAssertTrue(
            failure { _ = try StreamedArchive.check(corrupt, fallbackName: "x.zip", limits: .none) }.contains("a/text.txt"))
        XCTAssertNil(try StreamedArchive.check(Data("no archive".utf8), fallbackName: "x.txt", limits: .none))
    }

    /// 48 MiB out of one deflated ZIP member: resident memory grows by far less than the output
    /// while it is checked and streamed (read into memory it would grow by all of it).
    func testMemoryStaysFlatForALargeZIPMember() throws {
        let zip = try Archive.write([ArchiveEntry(path: "zeros", data: Data(repeating: 0, count: 48 << 20))], format: .zip)
        let before = Self.residentBytes()
        var peak = before
        let checked = try XCTUnwrap(try StreamedArchive.check(zip, fallbackName: "z.zip", limits: .none))
        peak = max(peak, Self.residentBytes())
        var total = 0
        try checked.stream(0) { chunk in
            total += chunk.count
            XCTAssertTrue(chunk.allSatisfy { $0 == 0 })
            peak = max(peak, Self.residentBytes())
        }
        XCTAssertEqual(total, 48 << 20)
        XCTAssertLessThan(peak - before, 16 << 20, "resident memory grew by \((peak - before) >> 20) MiB for 48 MiB out")
    }

    /// Every file's bytes by entry index, from `streamFiles` (one pass).
    private func streamedFiles(_ archive: StreamedArchive) throws -> [Int: Data] {
        var files: [Int: Data] = [:]
        try archive.streamFiles { index, chunk in files[index, default: Data()].append(contentsOf: chunk) }
        return files
    }

    /// tar and .tar.gz stream (`TarParser`): the same entries and bytes as reading into memory —
    /// a member past the 4 MiB window, an empty one, a pax path, a folder, a link — whatever size
    /// of pieces the parser is fed; the same limit and truncation errors, found before any byte is handed out.
    func testTarAndTarGzMembersStreamTheSameBytesAndErrors() throws {
        var random = SplitMix64(seed: 26)
        let noise = Data((0..<((4 << 20) + 1_000)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        let long = String(repeating: "deep/", count: 40) + "name.txt"
        let entries = [
            ArchiveEntry(path: "a", kind: .folder), ArchiveEntry(path: "a/noise.bin", data: noise),
            ArchiveEntry(path: "empty", data: Data()), ArchiveEntry(path: long, data: Data("long".utf8)),
            ArchiveEntry(path: "a/link", kind: .symbolicLink(target: "noise.bin")),
        ]
        for format in [ArchiveFormat.tar, .tarGzip] {
            let archive = try Archive.write(entries, format: format)
            let whole = try Archive.read(archive, fallbackName: "x", limits: .none).1
            XCTAssertEqual(whole.map(\.path), entries.map(\.path))
            let checked = try XCTUnwrap(try StreamedArchive.check(archive, fallbackName: "x", limits: .none))
            XCTAssertEqual(checked.entries.map(\.path), whole.map(\.path), "\(format)")
            XCTAssertEqual(checked.entries.map(\.kind), whole.map(\.kind), "\(format)")
            XCTAssertTrue(checked.entries.allSatisfy(\.data.isEmpty), "no bytes held")
            let files = try streamedFiles(checked)
            XCTAssertEqual(files[1], noise)
            XCTAssertEqual(files[3], Data("long".utf8))
            XCTAssertEqual(Set(files.keys), [1, 3], "an empty file gets no bytes, folders and links none")
            var one = Data()
            try checked.stream(3) { one.append(contentsOf: $0) }
            XCTAssertEqual(one, Data("long".utf8))
            let limits = ExpansionLimits(maxBytes: 1 << 20, maxRatio: 1_000_000)
            XCTAssertEqual(
                failure { _ = try StreamedArchive.check(archive, fallbackName: "x", limits: limits) },
                failure { _ = try Archive.read(archive, fallbackName: "x", limits: limits) })
        }
        // Fed in pieces of 1 to 1,500 bytes, the parser reports what one piece gives.
        let tar = try Archive.write(entries, format: .tar)
        var parser = TarParser(limits: .none, archiveBytes: tar.count)
        var pieced: [ArchiveEntry] = []
        var start = 0
        while start < tar.count {
            let end = min(tar.count, start + 1 + Int(random.next() % 1_500))
            try tar[start..<end].withUnsafeBytes { piece in
                try parser.feed(piece) { event in
                    switch event {
                    case .entry(let entry): pieced.append(entry)
                    case .content(let bytes): pieced[pieced.count - 1].data.append(contentsOf: bytes)
                    }
                }
            }
            start = end
        }
        try parser.finish()
        XCTAssertEqual(pieced, try Tar.read(tar, limits: .none))
        // Cut inside the big member, or inside a header: the same errors as reading it whole.
        for cut in [tar.count / 2, 512 + 100] {
            let truncated = tar.prefix(cut)
            XCTAssertEqual(
                failure { _ = try StreamedArchive.check(truncated, fallbackName: "x", limits: .none) },
                failure { _ = try Tar.read(truncated, limits: .none) })
        }
        XCTAssertEqual(
            failure { _ = try StreamedArchive.check(tar.prefix(tar.count / 2), fallbackName: "x", limits: .none) },
            "tar: the data ends early (4195304 bytes of the entry at byte 512)")
    }

    /// 48 MiB out of one .tar.gz member: resident memory grows by far less than the output while
    /// it is checked and streamed (it was read whole: the tar and the member in memory).
    func testMemoryStaysFlatForALargeTarGzMember() throws {
        let tgz = try Archive.write([ArchiveEntry(path: "zeros", data: Data(repeating: 0, count: 48 << 20))], format: .tarGzip)
        let before = Self.residentBytes()
        var peak = before
        let checked = try XCTUnwrap(try StreamedArchive.check(tgz, fallbackName: "z.tar.gz", limits: .none))
        peak = max(peak, Self.residentBytes())
        var total = 0
        try checked.streamFiles { index, chunk in
            XCTAssertEqual(index, 0)
            total += chunk.count
            XCTAssertTrue(chunk.allSatisfy { $0 == 0 })
            peak = max(peak, Self.residentBytes())
        }
        XCTAssertEqual(total, 48 << 20)
        XCTAssertLessThan(peak - before, 16 << 20, "resident memory grew by \((peak - before) >> 20) MiB for 48 MiB out")
    }

    private func failure(_ body: () throws -> Void) -> String {
        do { try body() } catch { return "\(error)" }
        return "no error"
    }

    /// 48 MiB out of a 48-member gzip of 1 MiB of zeros each: resident memory grows by far less
    /// than the output while streaming (in memory it would grow by all of it).
    func testMemoryStaysFlatForALargeMember() throws {
        let member = try Gzip.compress(Data(repeating: 0, count: 1 << 20))
        var gz = Data()
        for _ in 0..<48 { gz.append(member) }
        let before = Self.residentBytes()
        var peak = before
        var total = 0
        let started = Date()
        let result = try Gzip.stream(gz, limits: .none) { chunk in
            total += chunk.count
            XCTAssertTrue(chunk.allSatisfy { $0 == 0 })
            peak = max(peak, Self.residentBytes())
        }
        XCTAssertEqual(result.size, 48 << 20)
        XCTAssertEqual(total, 48 << 20)
        XCTAssertLessThan(peak - before, 16 << 20, "resident memory grew by \((peak - before) >> 20) MiB for 48 MiB out")
        print(
            String(
                format: "streamed 48 MiB in %.1f s; resident memory grew by %d MiB", Date().timeIntervalSince(started),
                (peak - before) >> 20))
    }

    /// The resident set size from /proc/self/statm (Linux), else 0.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }
}
