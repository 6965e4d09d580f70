import AppleFormats
import Foundation
import SeededRandom
import ShortcutEngine
import TestBudget
import XCTest

@testable import ShortcutImport

/// Shortcut files Apple opens always import. Each mutation below keeps what Apple needs to open a
/// file (a root dictionary with a `WFWorkflowActions` list of dictionaries) and changes what the
/// editor never checks when it opens one: a parameter of another kind, a parameter or an action
/// gone, actions moved or duplicated, block markers out of order, identifiers Apple does not
/// know, odd client versions. The import must then succeed, pass the check `shortcut import` and
/// `run` make, and what it writes must read back.
/// `SHORTCUT_TEST_BUDGET` sets the number of mutated files (300 / 1,500 / 20,000), and
/// `SHORTCUT_FUZZ_SEEDS` may name a folder of further seed files.
final class StructuralImportFuzzTests: IsolatedTestCase {
    func testStructurallyMutatedShortcutsImport() throws {
        let seeds = try Self.seeds()
        XCTAssertFalse(seeds.isEmpty)
        var mutator = PlistMutator(seed: 0x5EED_2026)
        let importer = ShortcutImporter(registry: Corpus.registry)
        let rounds = TestBudget.count(small: 300, medium: 1_500, large: 20_000)
        var failures: [String] = []
        for round in 0..<rounds {
            var root = seeds[round % seeds.count]
            let applied = (0..<(1 + mutator.next(3))).map { _ in mutator.mutate(&root) }
            let file = "mutated-\(round).shortcut"
            do {
                let result = try importer.importPlist(.dictionary(root), name: "mutated", file: file)
                // What `shortcut import` and `run` check before they write or run (exit 65 if it fails).
                _ = try Compiler.compile(result.document, registry: Corpus.registry, file: file)
                _ = try DocumentReader.read(Data(DocumentWriter.write(result.document).utf8))
            } catch {
                failures.append("\(file) after \(applied.joined(separator: ", ")): \(Self.describe(error))")
            }
        }
        print("structural import fuzz (\(TestBudget.current) budget): \(rounds) mutated files, \(failures.count) failed")
        XCTAssertEqual(failures.count, 0, failures.prefix(20).joined(separator: "\n"))
    }

    /// Every problem an error lists (a compile lists them all).
    private static func describe(_ error: any Error) -> String {
        if let errors = error as? CompileErrors { return errors.errors.map(\.description).joined(separator: "; ") }
        return "\(error)"
    }

    /// The root dictionaries of the fixture shortcuts and of any files in `SHORTCUT_FUZZ_SEEDS`.
    private static func seeds() throws -> [PlistDictionary] {
        var files = try Corpus.shortcutFiles()
        if let folder = ProcessInfo.processInfo.environment["SHORTCUT_FUZZ_SEEDS"] {
            let url = URL(fileURLWithPath: folder)
            files += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        }
        return files.compactMap { file in
            guard let data = try? Data(contentsOf: file),
                let plist = try? ShortcutContainer.extractPlist(from: data).plist,
                let root = plist.dictionaryValue, root["WFWorkflowActions"]?.array != nil
            else { return nil }
            return root
        }
    }
}

/// Seeded structural changes to a shortcut's root dictionary, each named for the failure report.
struct PlistMutator {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    /// A number in 0..<bound.
    mutating func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(max(bound, 1))) }

    /// Applies one change and names it.
    mutating func mutate(_ root: inout PlistDictionary) -> String {
        var actions = root["WFWorkflowActions"]?.array?.compactMap(\.dictionaryValue) ?? []
        defer { root["WFWorkflowActions"] = .array(actions.map(PropertyList.dictionary)) }
        let choice = next(12)
        if choice >= 10 { return mutateRoot(&root, choice) }
        guard !actions.isEmpty else { return "nothing (no actions)" }
        let index = next(actions.count)
        switch choice {
        case 0, 1, 2: return "action \(index + 1): " + mutateParameter(&actions[index])
        case 3:
            actions.remove(at: index)
            return "action \(index + 1) removed"
        case 4:
            let moved = actions.remove(at: index)
            let place = next(actions.count + 1)
            actions.insert(moved, at: place)
            return "action \(index + 1) moved to \(place + 1)"
        case 5:
            actions.insert(actions[index], at: next(actions.count + 1))
            return "action \(index + 1) duplicated"
        case 6:
            let modes: [PropertyList] = [.integer(0), .integer(1), .integer(2), .integer(7), .string("1"), .bool(true)]
            var parameters = actions[index]["WFWorkflowActionParameters"]?.dictionaryValue ?? PlistDictionary()
            parameters["WFControlFlowMode"] = modes[next(modes.count)]
            actions[index]["WFWorkflowActionParameters"] = .dictionary(parameters)
            return "action \(index + 1): control flow mode changed"
        case 7:
            let identifiers = actions.compactMap { $0["WFWorkflowActionIdentifier"] }
            let others: [PropertyList] = [.string("is.workflow.actions.fromthefuture"), .string(""), .integer(4)]
            actions[index]["WFWorkflowActionIdentifier"] =
                next(2) == 0 ? identifiers[next(identifiers.count)] : others[next(others.count)]
            return "action \(index + 1): identifier changed"
        case 8:
            let forms: [PropertyList] = [.array([]), .string("x"), .dictionary(PlistDictionary())]
            actions[index]["WFWorkflowActionParameters"] = next(4) == 0 ? nil : forms[next(forms.count)]
            return "action \(index + 1): parameters replaced"
        default:
            var parameters = actions[index]["WFWorkflowActionParameters"]?.dictionaryValue ?? PlistDictionary()
            parameters["GroupingIdentifier"] = next(2) == 0 ? .string(UUID().uuidString) : .integer(3)
            actions[index]["WFWorkflowActionParameters"] = .dictionary(parameters)
            return "action \(index + 1): grouping changed"
        }
    }

    /// A parameter removed, added or given a value of another kind.
    private mutating func mutateParameter(_ action: inout PlistDictionary) -> String {
        var parameters = action["WFWorkflowActionParameters"]?.dictionaryValue ?? PlistDictionary()
        defer { action["WFWorkflowActionParameters"] = .dictionary(parameters) }
        let keys = parameters.keys
        if keys.isEmpty || next(5) == 0 {
            parameters["WFKeyFromTheFuture"] = randomValue()
            return "unknown key added"
        }
        let key = keys[next(keys.count)]
        if next(4) == 0 {
            parameters[key] = nil
            return "parameter \(key) removed"
        }
        guard let value = parameters[key] else { return "nothing" }
        if next(2) == 0 {
            parameters[key] = randomValue()
            return "parameter \(key) retyped"
        }
        var path: [String] = []
        parameters[key] = retypeInside(value, path: &path)
        return "parameter \(key) retyped at \(path.joined(separator: "."))"
    }

    /// `value` with one value somewhere inside it (a dictionary's entry, an array's item, a
    /// token's attachment range) replaced; `path` names where.
    private mutating func retypeInside(_ value: PropertyList, path: inout [String]) -> PropertyList {
        switch value {
        case .dictionary(var dictionary) where !dictionary.isEmpty && next(4) != 0:
            let key = dictionary.keys[next(dictionary.count)]
            path.append(key)
            if key == "attachmentsByRange", case .dictionary(var ranges)? = dictionary[key], !ranges.isEmpty {
                let bad = ["{99, 1}", "{-1, 2}", "{0, 0}", "range", "{1,1}"][next(5)]
                let moved = ranges.keys[next(ranges.count)]
                let attachment = ranges[moved]
                ranges[moved] = nil
                ranges[bad] = attachment
                path.append(bad)
                dictionary[key] = .dictionary(ranges)
                return .dictionary(dictionary)
            }
            dictionary[key] = dictionary[key].map { retypeInside($0, path: &path) }
            return .dictionary(dictionary)
        case .array(var items) where !items.isEmpty && next(4) != 0:
            let index = next(items.count)
            path.append(String(index))
            items[index] = retypeInside(items[index], path: &path)
            return .array(items)
        default:
            return randomValue()
        }
    }

    /// Top-level keys: client versions, input classes, import questions.
    private mutating func mutateRoot(_ root: inout PlistDictionary, _ choice: Int) -> String {
        let versions: [PropertyList] = [.string(""), .string("700"), .string("2607.0.2"), .integer(900), .string("x")]
        if choice == 10 {
            root[next(2) == 0 ? "WFWorkflowClientVersion" : "WFWorkflowMinimumClientVersion"] =
                versions[next(versions.count)]
            return "client version changed"
        }
        let keys = [
            "WFWorkflowInputContentItemClasses", "WFWorkflowImportQuestions", "WFWorkflowTypes",
            "WFWorkflowNoInputBehavior", "WFWorkflowIcon", "WFWorkflowName",
        ]
        let key = keys[next(keys.count)]
        root[key] = randomValue()
        return "\(key) retyped"
    }

    /// A value of a random kind, including the serialized forms variables take.
    private mutating func randomValue() -> PropertyList {
        let variable = PlistDictionary([("Type", .string("Variable")), ("VariableName", .string("Never Set"))])
        let output = PlistDictionary([
            ("Type", .string("ActionOutput")), ("OutputUUID", .string("00000000-0000-0000-0000-000000000000")),
            ("OutputName", .string("Gone")),
        ])
        let attachment = PlistDictionary([
            ("WFSerializationType", .string("WFTextTokenAttachment")), ("Value", .dictionary(next(2) == 0 ? variable : output)),
        ])
        let tokenString = PlistDictionary([
            ("WFSerializationType", .string("WFTextTokenString")),
            (
                "Value",
                .dictionary(
                    PlistDictionary([
                        ("string", .string("a \u{FFFC} b")),
                        ("attachmentsByRange", .dictionary(PlistDictionary([("{2, 1}", .dictionary(output))]))),
                    ]))
            ),
        ])
        let unknownForm = PlistDictionary([
            ("WFSerializationType", .string("WFFromTheFuture")), ("Value", .string("?")),
        ])
        let values: [PropertyList] = [
            .string(""), .string("text"), .integer(-3), .real(2.5), .bool(true), .data(Data([1, 2])),
            .array([]), .array([.string("a"), .integer(1)]), .dictionary(PlistDictionary()),
            .dictionary(attachment), .dictionary(tokenString), .dictionary(unknownForm), .date(Date(timeIntervalSince1970: 0)),
        ]
        return values[next(values.count)]
    }
}
