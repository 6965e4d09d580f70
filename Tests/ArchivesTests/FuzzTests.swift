import Foundation
import SeededRandom
import TestBudget
import XCTest

@testable import Archives

/// Mutated archives (bit flips, byte changes, truncation, forged sizes, splices) through every
/// reader: each reads or fails with an `ArchiveError`, none crashes, none takes long.
final class ArchiveFuzzTests: IsolatedTestCase {
    static func seeds() throws -> [Data] {
        let entries = [
            ArchiveEntry(path: "folder", kind: .folder),
            ArchiveEntry(path: "folder/text.txt", data: Data(String(repeating: "fuzz me gently ", count: 400).utf8)),
            ArchiveEntry(path: "folder/bytes.bin", data: Data((0..<3_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) })),
            ArchiveEntry(path: "link", kind: .symbolicLink(target: "folder/text.txt")),
        ]
        // One seed per format; a one-file format (.gz, .bz2, .xz) holds the text file alone.
        return try ArchiveFormat.allCases.map { try Archive.write($0.holdsOneFile ? [entries[1]] : entries, format: $0) }
    }

    func testMutatedArchivesReadOrFailCleanly() throws {
        let count = TestBudget.count(small: 2_000, medium: 20_000, large: 200_000, override: "ARCHIVE_FUZZ_COUNT")
        var random = SplitMix64(seed: 20_261_123)
        let seeds = try Self.seeds()
        var read = 0
        var failed = 0
        var slowest = 0.0
        let limits = ExpansionLimits(maxBytes: 8 << 20, maxRatio: 1_000)
        for index in 0..<count {
            var bytes = [UInt8](seeds[index % seeds.count])
            let mutations = 1 + Int(random.next() % 4)
            for _ in 0..<mutations {
                guard !bytes.isEmpty else { break }
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 6 {
                case 0: bytes[at] ^= UInt8(1 << (random.next() % 8))
                case 1: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                case 2: bytes.removeSubrange(at...)
                case 3: bytes[at] = [0x00, 0xFF, 0x7F, 0x80][Int(random.next() % 4)]
                case 4:
                    let other = [UInt8](seeds[Int(random.next() % UInt64(seeds.count))])
                    let from = Int(random.next() % UInt64(other.count))
                    bytes.replaceSubrange(at..<min(bytes.count, at + 64), with: other[from..<min(other.count, from + 64)])
                default:
                    for offset in 0..<min(4, bytes.count - at) { bytes[at + offset] = 0xFF }
                }
            }
            let start = Date()
            do {
                _ = try Archive.read(Data(bytes), fallbackName: "fuzz", limits: limits)
                read += 1
            } catch is ArchiveError {
                failed += 1
            } catch {
                XCTFail("input \(index): an error that is not an ArchiveError: \(error)")
            }
            let seconds = Date().timeIntervalSince(start)
            slowest = max(slowest, seconds)
            XCTAssertLessThan(seconds, 5, "input \(index) took \(seconds) s")
        }
        print(
            "archive fuzz (\(TestBudget.current.rawValue) budget): \(count) mutated inputs, \(read) read, \(failed) failed cleanly, slowest \(Int(slowest * 1000)) ms"
        )
        XCTAssertGreaterThan(read, 0)
        XCTAssertGreaterThan(failed, count / 4)
    }
}
