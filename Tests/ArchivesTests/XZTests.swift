import Foundation
import SeededRandom
import XCTest

@testable import Archives

/// .xz with LZMA2: round trips, interop both ways with the system's xz, and every error's message.
final class XZTests: IsolatedTestCase {
    /// Word salad with some repetition, like prose or source text.
    static func text(_ count: Int, seed: UInt64 = 7) -> Data {
        let words = [
            "the", "archive", "stream", "block", "index", "range", "coder", "literal", "match", "distance", "length",
            "dictionary", "chunk", "state", "func", "let", "var", "return", "{", "}", "(", ")", "\n", "    ",
        ]
        var random = SplitMix64(seed: seed)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 16)
        while bytes.count < count {
            bytes += words[Int(random.next() % UInt64(words.count))].utf8
            bytes.append(random.next() % 5 == 0 ? 0x2E : 0x20)
        }
        return Data(bytes.prefix(count))
    }

    static func noise(_ count: Int, seed: UInt64 = 11) -> Data {
        var random = SplitMix64(seed: seed)
        return Data((0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) })
    }

    /// Inputs that reach every path of the encoder: empty, one byte, text, noise (uncompressed
    /// chunks), long runs (several 2 MiB chunks), and noise then text (a state reset after an
    /// uncompressed chunk).
    static func samples() -> [(String, Data)] {
        [
            ("empty", Data()), ("one byte", Data([0x41])), ("text", text(60_000)), ("noise", noise(140_000)),
            ("run", Data(repeating: 0x61, count: 2_200_000)), ("noise then text", noise(70_000) + text(60_000)),
            ("short text", Data("hello, hello, hello xz".utf8)),
        ]
    }

    func testRoundTripsVariedData() throws {
        for (name, data) in Self.samples() {
            let packed = try XZ.compress(data)
            XCTAssertTrue(XZ.recognizes(packed), name)
            XCTAssertEqual(try XZ.decompress(packed, limits: .none), data, name)
        }
        let text = Self.text(60_000)
        XCTAssertLessThan(try XZ.compress(text).count, text.count / 3)
        XCTAssertFalse(XZ.recognizes(Data([0xFD, 0x37, 0x7A, 0x58, 0x5A])))
    }

    func testCheckRunsOncePerChunkAndStopsTheWork() throws {
        var calls = 0
        let packed = try XZ.compress(Data(repeating: 0x61, count: 2_200_000)) { calls += 1 }
        XCTAssertEqual(calls, 2)
        XCTAssertLessThan(packed.count, 1_000)
        struct Stop: Error {}
        XCTAssertThrowsError(try XZ.compress(Self.text(10_000)) { throw Stop() }) { XCTAssertTrue($0 is Stop) }
    }

    func testOurFilesPassXZAndDecodeByteExact() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, (name, data)) in Self.samples().enumerated() {
            let file = folder.appendingPathComponent("sample\(index).xz")
            try XZ.compress(data).write(to: file)
            let test = try ToolRunner.run("xz", ["-t", "-v", file.path], in: folder)
            XCTAssertEqual(test.status, 0, "\(name): \(test.errors)")
            let decoded = try ToolRunner.run("xz", ["-d", "-c", file.path], in: folder)
            XCTAssertEqual(decoded.status, 0, "\(name): \(decoded.errors)")
            XCTAssertEqual(decoded.output, data, name)
        }
    }

    /// Compresses `data` with xz and `arguments`, in `folder`.
    static func xz(_ data: Data, _ arguments: [String], in folder: URL) throws -> Data {
        let outcome = try ToolRunner.run("xz", ["-c"] + arguments, in: folder, input: data)
        XCTAssertEqual(outcome.status, 0, outcome.errors)
        return outcome.output
    }

    func testDecodesXZFilesOfEveryLevelAndCheck() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = Self.text(50_000) + Self.noise(10_000) + Self.text(20_000, seed: 3)
        let options: [[String]] = [
            ["-0"], ["-6"], ["-9"], ["-6e"], ["--check=none"], ["--check=crc32"], ["--check=crc64"], ["--check=sha256"],
            ["--block-size=40000"], ["--lzma2=preset=6,lc=0,lp=4,pb=0"], ["--lzma2=preset=1,lc=1,lp=3,pb=4"],
            ["--lzma2=preset=6,lc=4,lp=0,pb=1"],
        ]
        for arguments in options {
            let packed = try Self.xz(data, arguments, in: folder)
            XCTAssertEqual(try XZ.decompress(packed, limits: .none), data, "\(arguments)")
        }
        XCTAssertEqual(try XZ.decompress(try Self.xz(Data(), [], in: folder), limits: .none), Data())
        let run = Data(repeating: 0, count: 1_000_000)
        XCTAssertEqual(try XZ.decompress(try Self.xz(run, ["-9"], in: folder), limits: .none), run)
    }

    func testDecodesSeveralBlocksAndConcatenatedStreams() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = Self.text(50_000)
        let two = Self.noise(5_000)
        let blocks = try Self.xz(one, ["--block-size=10000"], in: folder)
        XCTAssertEqual(try XZ.decompress(blocks, limits: .none), one)
        let first = try Self.xz(one, ["--check=crc32"], in: folder)
        let second = try Self.xz(two, ["--check=sha256"], in: folder)
        let joined = first + Data(count: 8) + second + Data(count: 4) + (try XZ.compress(one))
        XCTAssertEqual(try XZ.decompress(joined, limits: .none), one + two + one)
        XCTAssertThrowsError(try XZ.decompress(first + Data(count: 3) + second, limits: .none)) {
            XCTAssertEqual("\($0)", "xz: the stream padding of 3 bytes is not a multiple of four")
        }
        XCTAssertThrowsError(try XZ.decompress(first + Data([1, 2, 3, 4]), limits: .none)) {
            XCTAssertEqual("\($0)", "xz: the 4 bytes after stream 1 are not another stream")
        }
    }

    func testOtherFiltersAreNamedAsUnsupported() throws {
        let folder = try ToolRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = Self.text(2_000)
        let x86 = try Self.xz(data, ["--format=xz", "--x86", "--lzma2=preset=6"], in: folder)
        XCTAssertThrowsError(try XZ.decompress(x86, limits: .none)) {
            XCTAssertEqual("\($0)", "xz: filter 0x04 (BCJ x86) is not supported; only LZMA2 is")
        }
        let delta = try Self.xz(data, ["--format=xz", "--delta=dist=2", "--lzma2=preset=1"], in: folder)
        XCTAssertThrowsError(try XZ.decompress(delta, limits: .none)) {
            XCTAssertEqual("\($0)", "xz: filter 0x03 (delta) is not supported; only LZMA2 is")
        }
    }
}
