import AppleFormats
import Foundation
import SeededRandom
import ShortcutEngine
import TestBudget
import XCTest

@testable import ShortcutImport

/// Automator bundles with their actions' parameters changed always import, into a document that
/// passes the check `shortcut import` and `run` make: a value of another kind (an emptied shell, a
/// format code that is text), a parameter or an action key removed, the document's own keys
/// retyped. What cannot be expressed stays unsupported with its reason; nothing fails the import.
/// `SHORTCUT_TEST_BUDGET` sets the number of mutated bundles (200 / 1,000 / 10,000).
final class StructuralAutomatorFuzzTests: IsolatedTestCase {
    func testStructurallyMutatedAutomatorBundlesImport() throws {
        let seeds = try Corpus.automatorBundles().compactMap { bundle -> PlistDictionary? in
            let file = bundle.appendingPathComponent("Contents/document.wflow")
            guard let data = try? Data(contentsOf: file), let root = try? PropertyList.parse(data).dictionaryValue,
                root["actions"]?.array != nil
            else { return nil }
            return root
        }
        XCTAssertFalse(seeds.isEmpty)
        var random = SplitMix64(seed: 0xA070_2026)
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(max(bound, 1))) }
        let values: [PropertyList] = [
            .string(""), .string("text"), .string("/etc"), .integer(-3), .integer(7), .real(2.5), .bool(true), .bool(false),
            .data(Data([1])), .array([]), .array([.string("a")]), .dictionary(PlistDictionary()),
            .date(Date(timeIntervalSince1970: 0)),
        ]
        let rounds = TestBudget.count(small: 200, medium: 1_000, large: 10_000)
        var failures: [String] = []
        for round in 0..<rounds {
            var root = seeds[round % seeds.count]
            var steps = root["actions"]?.array ?? []
            var applied: [String] = []
            for _ in 0..<(1 + next(3)) where !steps.isEmpty {
                let index = next(steps.count)
                guard var action = steps[index]["action"]?.dictionaryValue else { continue }
                var parameters = action["ActionParameters"]?.dictionaryValue ?? PlistDictionary()
                // A `where` clause guards only the pattern it follows: 0 and 1 are tested as one.
                switch next(4) {
                case let kind where kind <= 1 && !parameters.isEmpty:
                    let key = parameters.keys[next(parameters.count)]
                    parameters[key] = next(5) == 0 ? nil : values[next(values.count)]
                    applied.append("action \(index + 1): parameter \(key) changed")
                case 2 where !action.isEmpty:
                    let key = action.keys[next(action.count)]
                    action[key] = next(2) == 0 ? nil : values[next(values.count)]
                    applied.append("action \(index + 1): \(key) changed")
                default:
                    let key = ["connectors", "workflowMetaData", "variables", "AMApplicationVersion"][next(4)]
                    root[key] = values[next(values.count)]
                    applied.append("\(key) retyped")
                }
                if action["ActionParameters"] != nil { action["ActionParameters"] = .dictionary(parameters) }
                steps[index] = .dictionary(PlistDictionary([(key: "action", value: .dictionary(action))]))
            }
            root["actions"] = .array(steps)
            let file = "mutated-\(round).workflow"
            do {
                let result = try AutomatorImporter(registry: Corpus.registry).importDocument(
                    .dictionary(root), name: "mutated", file: file)
                _ = try Compiler.compile(result.document, registry: Corpus.registry, file: file)
                _ = try DocumentReader.read(Data(DocumentWriter.write(result.document).utf8))
            } catch {
                failures.append("\(file) after \(applied.joined(separator: ", ")): \(error)")
            }
        }
        print("structural Automator fuzz (\(TestBudget.current) budget): \(rounds) mutated bundles, \(failures.count) failed")
        XCTAssertEqual(failures.count, 0, failures.prefix(20).joined(separator: "\n"))
    }
}
