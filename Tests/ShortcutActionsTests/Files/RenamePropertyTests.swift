import Foundation
import SeededRandom
import TestBudget
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

/// Random batches (Unicode names, case-only changes, collisions, swaps, chains, injected
/// failures) against a real temporary folder: no batch may lose or overwrite a file, a failed
/// batch changes nothing, and a journal puts a finished batch back. `SHORTCUT_TEST_BUDGET` sets
/// the number of batches: 1,500 / 10,000 / 50,000.
final class RenamePropertyTests: IsolatedTestCase {
    static let stems = [
        "a", "A", "b", "B", "\u{E9}", "e\u{301}", "\u{C9}", "\u{DF}", "SS", "\u{65E5}\u{672C}", "x y", "\u{3A9}", "\u{3C9}", ".h",
        "IMG_1", "img_1", "\u{1F600}",
    ]
    static let extensions = ["", ".txt", ".TXT", ".j"]

    /// Name → content, keyed by bytes (the file system's view: NFC and NFD names differ).
    func snapshot(_ fileSystem: LocalFileSystem, _ root: String) -> [[UInt8]: String] {
        var files: [[UInt8]: String] = [:]
        for name in (try? fileSystem.contentsOfDirectory(at: root)) ?? [] {
            files[Array(name.utf8)] = String(decoding: (try? fileSystem.read(at: root + "/" + name)) ?? Data(), as: UTF8.self)
        }
        return files
    }

    func testRandomBatchesNeverLoseOrOverwriteAFile() throws {
        let box = Sandbox(memory: true)
        let disk = LocalFileSystem(currentDirectory: box.root)
        var random = SplitMix64(seed: 20_261_121)
        let batches = TestBudget.count(small: 700, medium: 10_000, large: 50_000, override: "RENAME_PROPERTY_BATCHES")
        var succeeded = 0, refused = 0, failedMidway = 0, undone = 0
        for batch in 0..<batches {
            // A fresh folder of 2–6 files with distinct (byte-wise) names and unique contents.
            for name in try disk.contentsOfDirectory(at: box.root) { try disk.remove(at: box.root + "/" + name) }
            var names: [String] = []
            while names.count < 2 + random.below(5) {
                let name = random.pick(Self.stems) + random.pick(Self.extensions)
                if !names.contains(where: { $0.utf8.elementsEqual(name.utf8) }) { names.append(name) }
            }
            for (offset, name) in names.enumerated() {
                try disk.write(Data("\(batch)-\(offset)".utf8), to: box.root + "/" + name, options: WriteOptions())
            }
            let before = snapshot(disk, box.root)
            // Sources: a random selection in random order (now and then one twice); targets: swaps,
            // case changes, other existing names, new names, or unchanged.
            var sources = names.filter { _ in random.chance(70) }
            if sources.isEmpty { sources = [names[0]] }
            sources.shuffle(using: &random)
            if random.chance(3) { sources.append(sources[0]) }
            let moves: [(source: String, destination: String)] = sources.map { source in
                let target: String
                switch random.below(6) {
                case 0: target = random.pick(sources)
                case 1: target = random.chance(50) ? source.uppercased() : source.lowercased()
                case 2: target = random.pick(names)
                case 3: target = source
                default: target = random.pick(Self.stems) + random.pick(Self.extensions)
                }
                return (box.root + "/" + source, box.root + "/" + target)
            }
            let failing = FailingFileSystem(disk, failingMove: random.chance(20) ? 1 + random.below(2 * moves.count) : Int.max)
            failing.failAllAfter = random.chance(30)
            box.use(failing)
            var options = box.options
            let withJournal = random.chance(10)
            let lastJournalBefore = withJournal ? box.journals().last?.path : nil
            options.journalDirectory = withJournal ? box.journal : nil
            let access = FileAccess(host: box.host, options: options)
            let policy: ExistingNamePolicy = random.chance(30) ? .addNumber : .fail
            var after: [[UInt8]: String] = [:]
            do throws(FileError) {
                let result = try access.moveBatch(moves, ifExists: policy)
                after = snapshot(disk, box.root)
                succeeded += 1
                // Every source's content is at its result, and nothing else changed.
                for (move, final) in zip(moves, result) {
                    XCTAssertEqual(
                        after[Array((final as NSString).lastPathComponent.utf8)],
                        before[Array((move.source as NSString).lastPathComponent.utf8)],
                        "batch \(batch): \(moves) → \(result)")
                }
                if withJournal, let journal = box.journals().last, journal.path != lastJournalBefore, !journal.undone {
                    let entries = (try? Journal.read(journal.path, fileSystem: disk).entries) ?? []
                    XCTAssertEqual(
                        BatchRestore.restore(entries, fileSystem: disk).problems, [],
                        "batch \(batch): \(moves) \(entries) \(before.keys.map { String(decoding: $0, as: UTF8.self) })")
                    XCTAssertEqual(snapshot(disk, box.root), before, "batch \(batch): undo of \(moves)")
                    try? disk.move(from: journal.path, to: journal.path + ".undone")
                    undone += 1
                }
            } catch {
                let failure = ActionFailure(error)
                after = snapshot(disk, box.root)
                if failing.moves >= failing.failingMove { failedMidway += 1 } else { refused += 1 }
                // A refused batch touched nothing; a failed one put everything back, or — when the
                // disk stays broken — left each file renamed or untouched, for the journal.
                if !(failing.failAllAfter && failing.moves > failing.failingMove)
                    || failure.message.contains("nothing was changed")
                {
                    XCTAssertEqual(after, before, "batch \(batch): \(moves): \(failure.message)")
                }
            }
            // The invariant for every batch: the same contents, each exactly once.
            XCTAssertEqual(after.values.sorted(), before.values.sorted(), "batch \(batch): \(moves)")
            if after.values.sorted() != before.values.sorted() { break }
        }
        print(
            "rename property (\(TestBudget.current) budget): \(batches) batches, \(succeeded) renamed, \(refused) refused before touching anything, \(failedMidway) failed mid-batch, \(undone) undone from the journal"
        )
        XCTAssertGreaterThan(succeeded, batches / 10)
        XCTAssertGreaterThan(refused, batches / 10)
        XCTAssertGreaterThan(failedMidway, batches / 50)
        XCTAssertGreaterThan(undone, batches / 50)
    }
}

/// Plain modulo draws: cheaper than `random(in:)`, and the bias is irrelevant to the property.
extension SplitMix64 {
    fileprivate mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    fileprivate mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    fileprivate mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
