import AppleFormats
import Foundation
import SeededRandom
import ShortcutEngine
import TestBudget
import XCTest

@testable import ShortcutImport

/// Mutated shortcuts and Automator documents never crash the importers or the exporter: each
/// either imports (and then exports and writes) or fails with a message naming the file.
/// `SHORTCUT_TEST_BUDGET` sets the number of mutated inputs: 400 / 3,000 / 20,000.
final class ImportFuzzTests: IsolatedTestCase {
    func testMutatedDocumentsImportOrFailCleanly() throws {
        var seeds: [Data] = []
        for file in try Corpus.shortcutFiles().prefix(12) {
            let data = try Data(contentsOf: file)
            seeds.append(data)
            if let plist = try? ShortcutContainer.extractPlist(from: data).plist, let binary = try? plist.serialized(as: .binary)
            {
                seeds.append(binary)
            }
        }
        for bundle in try Corpus.automatorBundles().prefix(6) {
            seeds.append(try Data(contentsOf: bundle.appendingPathComponent("Contents/document.wflow")))
        }
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next() -> Int { Int(truncatingIfNeeded: random.next() >> 33) }
        var imported = 0
        var failed = 0
        let rounds = TestBudget.count(small: 250, medium: 3_000, large: 20_000)
        for round in 0..<rounds {
            var bytes = [UInt8](seeds[round % seeds.count])
            for _ in 0..<(1 + next() % 8) where !bytes.isEmpty {
                let index = next() % bytes.count
                switch next() % 3 {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: next())
                case 1: bytes.remove(at: index)
                default: bytes.insert(UInt8(truncatingIfNeeded: next()), at: index)
                }
            }
            do {
                let result = try Importer.importData(Data(bytes), name: "fuzz", file: "fuzz.shortcut", registry: Corpus.registry)
                _ = DocumentWriter.write(result.document)
                _ = try? ShortcutExporter(registry: Corpus.registry).export(result.document)
                imported += 1
            } catch {
                XCTAssertTrue(error.description.contains("fuzz.shortcut"), error.description)
                failed += 1
            }
        }
        print(
            "import fuzz (\(TestBudget.current) budget): \(rounds) mutated inputs, \(imported) imported, \(failed) failed cleanly"
        )
        // Both outcomes are reached: mutations neither all bounce off nor all break the document.
        XCTAssertGreaterThan(imported, rounds / 50)
        XCTAssertGreaterThan(failed, rounds / 2)
    }
}
