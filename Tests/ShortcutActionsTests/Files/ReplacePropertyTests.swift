import Foundation
import SeededRandom
import TestBudget
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

/// Random replacing batches (`ExistingNamePolicy.replace`: Unicode and case-twin names, swaps,
/// existing names outside the batch, injected failures) against a real temporary folder, always
/// with a journal: no content is ever lost — it is in the folder or kept beside the journal — a
/// failed batch with a working disk changes nothing, and the journal puts a finished batch back,
/// replaced files included. `SHORTCUT_TEST_BUDGET` sets the number of batches: 300 / 5,000 / 20,000.
final class ReplacePropertyTests: IsolatedTestCase {
    static let stems = ["a", "A", "b", "\u{E9}", "e\u{301}", "\u{C9}", "x y", "IMG_1", "img_1"]
    static let extensions = ["", ".txt", ".TXT"]

    /// The contents of every file directly in `folder`, sorted.
    func contents(_ disk: LocalFileSystem, _ folder: String) -> [String] {
        ((try? disk.contentsOfDirectory(at: folder)) ?? []).map {
            String(decoding: (try? disk.read(at: folder + "/" + $0)) ?? Data(), as: UTF8.self)
        }.sorted()
    }

    /// Name → content, keyed by bytes.
    func snapshot(_ disk: LocalFileSystem, _ root: String) -> [[UInt8]: String] {
        var files: [[UInt8]: String] = [:]
        for name in (try? disk.contentsOfDirectory(at: root)) ?? [] {
            files[Array(name.utf8)] = String(decoding: (try? disk.read(at: root + "/" + name)) ?? Data(), as: UTF8.self)
        }
        return files
    }

    func testRandomReplacingBatchesNeverLoseAFileAndUndoPutsAllBack() throws {
        let box = Sandbox(memory: true)
        let disk = LocalFileSystem(currentDirectory: box.root)
        var random = SplitMix64(seed: 20_261_128)
        let batches = TestBudget.count(small: 300, medium: 5_000, large: 20_000, override: "REPLACE_PROPERTY_BATCHES")
        var replacing = 0, refused = 0, failedMidway = 0
        for batch in 0..<batches {
            for name in try disk.contentsOfDirectory(at: box.root) { try disk.remove(at: box.root + "/" + name) }
            try? disk.remove(at: box.journal)
            var names: [String] = []
            while names.count < 2 + random.below(5) {
                let name = random.pick(Self.stems) + random.pick(Self.extensions)
                if !names.contains(where: { $0.utf8.elementsEqual(name.utf8) }) { names.append(name) }
            }
            for (offset, name) in names.enumerated() {
                try disk.write(Data("\(batch)-\(offset)".utf8), to: box.root + "/" + name, options: WriteOptions())
            }
            let before = snapshot(disk, box.root)
            var sources = names.filter { _ in random.chance(50) }
            if sources.isEmpty { sources = [names[0]] }
            sources.shuffle(using: &random)
            let moves: [(source: String, destination: String)] = sources.map { source in
                let target: String
                switch random.below(4) {
                case 0: target = random.pick(sources)
                case 1, 2: target = random.pick(names)
                default: target = random.pick(Self.stems) + random.pick(Self.extensions)
                }
                return (box.root + "/" + source, box.root + "/" + target)
            }
            let failing = FailingFileSystem(disk, failingMove: random.chance(25) ? 1 + random.below(2 * moves.count) : Int.max)
            failing.failAllAfter = random.chance(30)
            box.use(failing)
            let access = FileAccess(host: box.host, options: box.options)
            var kept: [String] = []
            do throws(FileError) {
                let result = try access.moveBatch(moves, ifExists: .replace)
                let after = snapshot(disk, box.root)
                for (move, final) in zip(moves, result) {
                    XCTAssertEqual(
                        after[Array(PathText.name(final).utf8)], before[Array(PathText.name(move.source).utf8)],
                        "batch \(batch): \(moves) → \(result)")
                }
                guard let journal = box.journals().last else {
                    XCTAssertEqual(after, before, "batch \(batch): nothing moved, nothing changed: \(moves)")
                    continue
                }
                kept = contents(disk, Journal.backups(of: journal.path))
                if !kept.isEmpty { replacing += 1 }
                XCTAssertEqual((Array(after.values) + kept).sorted(), before.values.sorted(), "batch \(batch): \(moves)")
                // The journal, last step first, puts back the moved files and then the replaced ones.
                guard let record = try? Journal.readRecord(journal.path, fileSystem: disk) else {
                    XCTFail("batch \(batch): the journal does not read")
                    break
                }
                for step in record.steps.reversed() where !step.rolledBack {
                    XCTAssertEqual(BatchRestore.restore(step.entries, fileSystem: disk).problems, [], "batch \(batch): \(moves)")
                }
                XCTAssertEqual(snapshot(disk, box.root), before, "batch \(batch): undo of \(moves)")
            } catch {
                if failing.moves >= failing.failingMove { failedMidway += 1 } else { refused += 1 }
                let after = snapshot(disk, box.root)
                kept = box.journals().last.map { contents(disk, Journal.backups(of: $0.path)) } ?? []
                if !(failing.failAllAfter && failing.moves > failing.failingMove)
                    || ActionFailure(error).message.contains("nothing was changed")
                {
                    XCTAssertEqual(after, before, "batch \(batch): \(moves): \(ActionFailure(error).message)")
                }
                // Nothing lost: what is not in the folder is kept beside the journal.
                XCTAssertEqual((Array(after.values) + kept).sorted(), before.values.sorted(), "batch \(batch): \(moves)")
            }
        }
        print(
            "replace property (\(TestBudget.current) budget): \(batches) batches, \(replacing) replaced a file, \(refused) refused before touching anything, \(failedMidway) failed mid-batch"
        )
        XCTAssertGreaterThan(replacing, batches / 10)
        XCTAssertGreaterThan(refused, batches / 50)
        XCTAssertGreaterThan(failedMidway, batches / 50)
    }
}

/// Plain modulo draws: cheaper than `random(in:)`, and the bias is irrelevant to the property.
extension SplitMix64 {
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    fileprivate mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    fileprivate mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
