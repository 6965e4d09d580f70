import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// bzip2 round trips, the empty stream, block boundaries, inputs that stress the rotation sort,
/// and interop both ways with the system's `bzip2` (a missing tool fails the test).
final class Bzip2Tests: IsolatedTestCase {
    var folder: URL!

    override func setUpWithError() throws { folder = try ToolRunner.temporaryFolder() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    /// Words in a seeded order, with line breaks: text-like, compressible but not periodic.
    static func text(_ count: Int, seed: UInt64 = 7) -> Data {
        let words = ["the", "archive", "block", "sorting", "of", "rotations", "Huffman", "run", "zero", "table", "and", "a"]
        var random = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 16)
        while bytes.count < count {
            bytes.append(contentsOf: words[Int(random.next() % UInt64(words.count))].utf8)
            bytes.append(random.next() % 9 == 0 ? 0x0A : 0x20)
        }
        return Data(bytes.prefix(count))
    }

    static func noise(_ count: Int, seed: UInt64 = 11) -> Data {
        var random = SplitMix64(seed: seed)
        return Data((0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) })
    }

    /// Bytes with no run of 4 (so the first run-length stage leaves them as they are): the words
    /// of `text` have no letter three times running, and one space or line break between them.
    static func runless(_ count: Int) -> Data { text(count, seed: 9) }

    func roundTrip(_ data: Data, level: Int = 9, file: StaticString = #filePath, line: UInt = #line) throws {
        let compressed = try Bzip2.compress(data, level: level)
        XCTAssertTrue(Bzip2.recognizes(compressed), file: file, line: line)
        XCTAssertEqual(try Bzip2.decompress(compressed, limits: .none), data, file: file, line: line)
    }

    func testRoundTripsOfVariedData() throws {
        try roundTrip(Data())
        try roundTrip(Data([0x41]))
        try roundTrip(Data([0, 0, 0, 0]))
        try roundTrip(Data("hello hello hello\n".utf8))
        try roundTrip(Self.text(60_000))
        try roundTrip(Self.noise(20_000))
        try roundTrip(Data(repeating: 0x7A, count: 70_000))
        // Every run length around the run-length stage's limits (4 and 255).
        var runs: [UInt8] = []
        for length in [1, 2, 3, 4, 5, 6, 254, 255, 256, 259, 260, 510, 511] {
            runs.append(contentsOf: [UInt8](repeating: UInt8(length & 0xFF), count: length))
        }
        try roundTrip(Data(runs))
        // More than one block at level 1, with a run across the boundary.
        try roundTrip(Self.text(150_000) + Data(repeating: 0x20, count: 1_000) + Self.text(60_000, seed: 3), level: 1)
        // Out-of-range levels are taken as the nearest.
        XCTAssertEqual([UInt8](try Bzip2.compress(Data("x".utf8), level: 0).prefix(4)), Array("BZh1".utf8))
        XCTAssertEqual([UInt8](try Bzip2.compress(Data("x".utf8), level: 12).prefix(4)), Array("BZh9".utf8))
    }

    func testRepetitiveInputsThatStressTheRotationSort() throws {
        // 900 KB of one byte, and periodic blocks whose rotations are equal in groups.
        let oneByte = Data(repeating: 0x61, count: 900_000)
        let alternating = Data(String(repeating: "ab", count: 150_000).utf8)
        let periodic = Data((0..<120_000).map { UInt8(truncatingIfNeeded: $0 % 7 == 0 ? 0x62 : 0x61) })
        let almostPeriodic = Data(String(repeating: "ab", count: 40_000).utf8) + Data("c".utf8)
        var fibonacci = ("a", "ab")
        while fibonacci.1.count < 50_000 { fibonacci = (fibonacci.1, fibonacci.1 + fibonacci.0) }
        for (index, data) in [oneByte, alternating, Data(fibonacci.1.utf8), periodic, almostPeriodic].enumerated() {
            let compressed = try Bzip2.compress(data)
            XCTAssertEqual(try Bzip2.decompress(compressed, limits: .none), data)
            if index < 3 { try toolDecodes(compressed, to: data) }
        }
    }

    func testRotationSortAgreesWithTheDefinition() {
        var random = SplitMix64(seed: 5)
        for trial in 0..<300 {
            let count = trial % 10 == 0 ? 200 + Int(random.next() % 300) : 1 + Int(random.next() % 40)
            let alphabet = UInt64(1 + trial % 4)
            var bytes = (0..<count).map { _ in UInt8(0x61 + random.next() % alphabet) }
            if trial % 5 == 0 { bytes = Array(repeating: bytes.prefix(3), count: 4).flatMap { $0 } }
            let rotations = bytes.indices.map { Array(bytes[$0...] + bytes[..<$0]) }
            let sorted = rotations.indices.sorted { rotations[$0].lexicographicallyPrecedes(rotations[$1]) }
            var column = [UInt8](repeating: 0, count: bytes.count)
            let origin = bytes.withUnsafeBufferPointer { input in
                column.withUnsafeMutableBufferPointer { output in
                    guard let from = input.baseAddress, let to = output.baseAddress else { return -1 }
                    return BurrowsWheeler.transform(from, count: bytes.count, into: to)
                }
            }
            XCTAssertEqual(column, sorted.map { rotations[$0][bytes.count - 1] }, "\(bytes)")
            XCTAssertEqual(rotations[sorted[origin]], bytes, "\(bytes)")
        }
    }

    func testEmptyInputIsTheFourteenByteStream() throws {
        let empty = try Bzip2.compress(Data())
        XCTAssertEqual([UInt8](empty), Array("BZh9".utf8) + [0x17, 0x72, 0x45, 0x38, 0x50, 0x90, 0, 0, 0, 0])
        XCTAssertEqual(try Bzip2.decompress(empty, limits: .none), Data())
        let theirs = try ToolRunner.run("bzip2", ["-c"], in: folder, input: Data())
        XCTAssertEqual(theirs.output.count, 14)
        XCTAssertEqual(try Bzip2.decompress(theirs.output, limits: .none), Data())
        try toolDecodes(empty, to: Data())
    }

    func testBlockBoundaries() throws {
        // Level 1 blocks hold 99,981 bytes after the run-length stage: one exactly, then one more.
        var checks = 0
        for (count, blocks) in [(99_981, 1), (99_982, 2)] {
            let data = Self.runless(count)
            checks = 0
            let compressed = try Bzip2.compress(data, level: 1) { checks += 1 }
            XCTAssertEqual(checks, blocks, "\(count) bytes")
            XCTAssertEqual(try Bzip2.decompress(compressed, limits: .none), data)
            try toolDecodes(compressed, to: data)
            XCTAssertEqual(try Bzip2.decompress(try toolCompressed(data, "-1"), limits: .none), data)
        }
        // A run that the run-length stage turns into five bytes must not straddle the boundary.
        let straddling = Self.runless(99_979) + Data(repeating: 9, count: 40)
        let compressed = try Bzip2.compress(straddling, level: 1)
        XCTAssertEqual(try Bzip2.decompress(compressed, limits: .none), straddling)
        try toolDecodes(compressed, to: straddling)
    }

    func testCheckRunsOncePerBlockAndStopsTheWork() throws {
        struct Stop: Error {}
        var calls = 0
        XCTAssertThrowsError(
            try Bzip2.compress(Self.runless(150_000), level: 1) {
                calls += 1
                if calls == 2 { throw Stop() }
            }
        ) { XCTAssertTrue($0 is Stop) }
        XCTAssertEqual(calls, 2)
    }

    func testOurStreamsPassTheTool() throws {
        // Several blocks: testBlockBoundaries.
        let samples = [Self.text(50_000), Self.noise(20_000)]
        for level in [1, 9] {
            for data in samples { try toolDecodes(try Bzip2.compress(data, level: level), to: data) }
        }
    }

    func testToolStreamsDecodeByteExactly() throws {
        let samples = [
            Self.text(60_000), Self.noise(20_000), Data(repeating: 0, count: 300_000), Data([0x41]),
            Self.text(250_000, seed: 2),
        ]
        for option in ["-1", "-9"] {
            for data in samples { XCTAssertEqual(try Bzip2.decompress(try toolCompressed(data, option), limits: .none), data) }
        }
        XCTAssertEqual(try Bzip2.decompress(try toolCompressed(samples[4], "-5"), limits: .none), samples[4])
    }

    func testConcatenatedStreams() throws {
        let first = Self.text(30_000)
        let second = Self.noise(10_000)
        let third = Data("third\n".utf8)
        let theirs = try toolCompressed(first, "-9") + toolCompressed(second, "-1")
        XCTAssertEqual(try Bzip2.decompress(theirs, limits: .none), first + second)
        let mixed = try Bzip2.compress(first, level: 3) + Bzip2.compress(Data()) + toolCompressed(third, "-9")
        XCTAssertEqual(try Bzip2.decompress(mixed, limits: .none), first + third)
        try toolDecodes(mixed, to: first + third)
    }

    func testRecognizes() throws {
        XCTAssertTrue(Bzip2.recognizes(try Bzip2.compress(Data("x".utf8))))
        XCTAssertTrue(Bzip2.recognizes(try Bzip2.compress(Data())))
        XCTAssertFalse(Bzip2.recognizes(Data("BZh9".utf8)))
        XCTAssertFalse(Bzip2.recognizes(Data("BZh0".utf8) + Data([0x31, 0x41, 0x59, 0x26, 0x53, 0x59])))
        XCTAssertFalse(Bzip2.recognizes(Data("BZh9".utf8) + Data([0x31, 0x41, 0x59, 0x26, 0x53, 0x58])))
        XCTAssertFalse(Bzip2.recognizes(Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3])))
        XCTAssertFalse(Bzip2.recognizes(Data()))
    }

    func testCompressedSizeIsCloseToTheTool() throws {
        let data = Self.text(150_000, seed: 4)
        let ours = try Bzip2.compress(data, level: 9).count
        let theirs = try toolCompressed(data, "-9").count
        XCTAssertLessThan(Double(ours), Double(theirs) * 1.05, "ours \(ours), bzip2 \(theirs)")
    }

    // MARK: - The system tool

    /// `bzip2 -t` accepts `compressed` and `bzip2 -d` gives `data`.
    func toolDecodes(_ compressed: Data, to data: Data, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = folder.appendingPathComponent("ours.bz2")
        try compressed.write(to: url)
        let tested = try ToolRunner.run("bzip2", ["-t", "ours.bz2"], in: folder, file: file, line: line)
        XCTAssertEqual(tested.status, 0, tested.errors, file: file, line: line)
        let decoded = try ToolRunner.run("bzip2", ["-dc", "ours.bz2"], in: folder, file: file, line: line)
        XCTAssertEqual(decoded.status, 0, decoded.errors, file: file, line: line)
        XCTAssertTrue(
            decoded.output == data, "bzip2 -d gave \(decoded.output.count) bytes, not the \(data.count) put in", file: file,
            line: line)
    }

    /// `data` compressed by the system's bzip2 with `option` (-1 … -9).
    func toolCompressed(_ data: Data, _ option: String, file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let outcome = try ToolRunner.run("bzip2", [option, "-c"], in: folder, input: data, file: file, line: line)
        XCTAssertEqual(outcome.status, 0, outcome.errors, file: file, line: line)
        return outcome.output
    }
}
