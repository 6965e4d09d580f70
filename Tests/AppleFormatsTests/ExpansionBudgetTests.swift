import AppleFormats
import FormatsFuzzing
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Shared references (issue 16): a few hundred bytes of binary plist or keyed archive stand for
/// 2^levels values; the readers stop at their `ExpansionBudget` quickly and without memory growth.
final class ExpansionBudgetTests: IsolatedTestCase {
    func testTheBudgetGrowsWithTheInputBetweenItsFloorAndCeiling() {
        XCTAssertEqual(ExpansionBudget.forInput(size: 285), ExpansionBudget(values: 1 << 18, bytes: 16 << 20, inputSize: 285))
        XCTAssertEqual(ExpansionBudget.forInput(size: 1 << 20).values, 8 << 20)
        XCTAssertEqual(ExpansionBudget.forInput(size: 1 << 20).bytes, 16 << 20)
        XCTAssertEqual(ExpansionBudget.forInput(size: 1 << 30).values, 1 << 26)
        XCTAssertEqual(ExpansionBudget.forInput(size: Int.max).bytes, 512 << 20)
    }

    func testBinaryPlistOfArraysHoldingThePreviousTwiceStopsAtTheBudget() throws {
        let bomb = ExpansionBombs.binaryPlist(levels: 40)
        XCTAssertLessThan(bomb.count, 400)
        let (seconds, error) = timed { try PropertyList.parse(Data(bomb)) }
        XCTAssertLessThan(seconds, 1)
        XCTAssertEqual(
            error.map { "\($0)" },
            "binary plist: the property list expands to more than 262144 values (shared references); the limit for a \(bomb.count)-byte file is 8 per input byte, at least 262144, at most 67108864"
        )
    }

    func testBombInsideASignedContainerStopsAtTheBudget() throws {
        let bomb = ExpansionBombs.binaryPlist(levels: 40)
        let payload = archiveEntry(type: "D", path: "") + archiveEntry(type: "F", path: "Shortcut.wflow", data: bomb)
        let stored =
            Array("bvx-".utf8) + (0..<4).map { UInt8(truncatingIfNeeded: payload.count >> (8 * $0)) } + payload
            + Array("bvx$".utf8)
        let file = encryptedArchive(segments: [payload], stored: [stored])
        XCTAssertThrowsError(try ShortcutContainer.extractPlist(from: file)) { error in
            XCTAssertEqual(
                "\(error)",
                "binary plist: the property list expands to more than 262144 values (shared references); the limit for a \(bomb.count)-byte file is 8 per input byte, at least 262144, at most 67108864"
            )
        }
    }

    func testTheBudgetIsExactAtItsFloor() throws {
        // 17 levels expand to 2^18 − 1 values, just inside the floor; 18 levels to 2^19 − 1.
        guard case .array(let items) = try PropertyList.parse(Data(ExpansionBombs.binaryPlist(levels: 17))) else {
            return XCTFail("not an array")
        }
        XCTAssertEqual(items.count, 2)
        XCTAssertThrowsError(try PropertyList.parse(Data(ExpansionBombs.binaryPlist(levels: 18))))
    }

    func testSharedLongTextPassesTheBytesBudget() throws {
        let bomb = ExpansionBombs.binaryPlist(levels: 6, leaf: String(repeating: "a", count: 1 << 20))
        XCTAssertThrowsError(try PropertyList.parse(Data(bomb))) { error in
            XCTAssertEqual(
                "\(error)",
                "binary plist: the property list expands to more than 16777216 bytes of text and data (shared references); the limit for a \(bomb.count)-byte file is 8 per input byte, at least 16777216, at most 536870912"
            )
        }
        XCTAssertNoThrow(
            try PropertyList.parse(Data(ExpansionBombs.binaryPlist(levels: 3, leaf: String(repeating: "a", count: 1 << 20)))))
    }

    func testKeyedArchiveOfObjectsReferringToThePreviousTwiceStopsAtTheBudget() throws {
        let bomb = ExpansionBombs.keyedArchive(levels: 60)
        let (seconds, error) = timed { try KeyedArchive.unarchive(Data(bomb)) }
        XCTAssertLessThan(seconds, 1)
        // $null (1), the class description with 2 fields (3), "x" (1), 60 objects with 2 fields (180): 185 stored values.
        XCTAssertEqual(
            error.map { "\($0)" },
            "NSKeyedArchiver: the archive expands to more than 262144 values (shared references); the limit for an archive of 185 stored values is 8 per stored value, at least 262144, at most 67108864"
        )
        let small = try KeyedArchive.unarchive(Data(ExpansionBombs.keyedArchive(levels: 3)))
        XCTAssertEqual(small.elements?.count, 2)
        XCTAssertNoThrow(try KeyedArchive.unarchive(Data(ExpansionBombs.predicate(levels: 12))))
        XCTAssertThrowsError(try KeyedArchive.unarchive(Data(ExpansionBombs.predicate(levels: 40))))
    }

    func testPeakMemoryStaysBoundedOnTheBombs() throws {
        let before = peakResidentMegabytes()
        for levels in [30, 60, 200, 1_000] {
            XCTAssertThrowsError(try PropertyList.parse(Data(ExpansionBombs.binaryPlist(levels: levels))))
            XCTAssertThrowsError(try KeyedArchive.unarchive(Data(ExpansionBombs.keyedArchive(levels: levels))))
            XCTAssertThrowsError(try KeyedArchive.unarchive(Data(ExpansionBombs.predicate(levels: levels))))
        }
        XCTAssertLessThan(peakResidentMegabytes() - before, 64, "peak RSS grew by more than 64 MB")
    }

    private func timed(_ body: () throws -> Any) -> (Double, Error?) {
        let start = Date()
        do {
            _ = try body()
            return (Date().timeIntervalSince(start), nil)
        } catch {
            return (Date().timeIntervalSince(start), error)
        }
    }

    private func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
