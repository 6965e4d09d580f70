import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Issue 11: block markers whose block never starts (an End or Otherwise left behind when its start
/// was deleted) are passed over as Apple's runtime passes over them, and the import is not refused.
final class OrphanMarkerImportTests: IsolatedTestCase {
    func marker(_ identifier: String, _ mode: Int64, group: String, _ extra: [(String, PropertyList)] = []) -> PropertyList {
        var parameters = PlistDictionary([
            (key: "WFControlFlowMode", value: .integer(mode)), (key: "GroupingIdentifier", value: .string(group)),
        ])
        for (key, value) in extra { parameters[key] = value }
        return [
            "WFWorkflowActionIdentifier": .string("is.workflow.actions." + identifier),
            "WFWorkflowActionParameters": .dictionary(parameters),
        ]
    }

    func text(_ words: String) -> PropertyList {
        [
            "WFWorkflowActionIdentifier": "is.workflow.actions.gettext",
            "WFWorkflowActionParameters": ["WFTextActionText": .string(words)],
        ]
    }

    /// The import's warnings, its identifiers and modes, and the check's errors.
    func importAndCheck(_ actions: [PropertyList]) throws -> (warnings: [String], actions: [String], errors: [String]) {
        let root = PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        let result = try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
        let shown = result.document.actions.map { $0.identifier + ($0.mode.map { ":" + $0.rawValue } ?? "") }
        var errors: [String] = []
        do {
            _ = try Compiler.compile(result.document, registry: Corpus.registry, file: "test.json")
        } catch {
            errors = error.errors.filter { $0.severity == .error }.map(\.description)
        }
        return (result.report.warnings, shown, errors)
    }

    func testEndMenuWithoutItsMenuAtTheTopIsLeftOut() throws {
        let got = try importAndCheck([text("a"), marker("choosefrommenu", 2, group: "GONE"), text("b")])
        XCTAssertEqual(
            got.warnings,
            [
                "action 2 (is.workflow.actions.choosefrommenu): this End Menu has no Choose from Menu in the file and is left out, as Apple's runtime passes over it"
            ])
        XCTAssertEqual(got.actions, ["gettext", "gettext"])
        XCTAssertEqual(got.errors, [])
    }

    /// An End Menu drawn inside an If (the bart backup shortcut's shape) does not close the If.
    func testEndMenuWithoutItsMenuInsideAnIfIsLeftOut() throws {
        let got = try importAndCheck([
            marker("conditional", 0, group: "IF", [("WFCondition", 100)]), text("a"), marker("choosefrommenu", 2, group: "GONE"),
            text("b"), marker("conditional", 2, group: "IF"),
        ])
        XCTAssertEqual(got.actions, ["conditional:start", "gettext", "gettext", "conditional:end"])
        XCTAssertEqual(got.errors, [])
    }

    /// An End Repeat after its loops closed (scDiff's shape) and a stray Otherwise.
    func testEndRepeatAndOtherwiseWithoutStartsAreLeftOut() throws {
        let got = try importAndCheck([
            marker("repeat.count", 0, group: "R", [("WFRepeatCount", 2)]), text("a"), marker("repeat.count", 2, group: "R"),
            marker("repeat.count", 2, group: "GONE"), marker("conditional", 1, group: "GONE TOO"), text("b"),
        ])
        XCTAssertEqual(got.actions, ["repeat.count:start", "gettext", "repeat.count:end", "gettext"])
        XCTAssertEqual(got.warnings.count, 2)
        XCTAssertEqual(
            got.warnings.last,
            "action 5 (is.workflow.actions.conditional): this Otherwise has no If in the file and is left out, as Apple's runtime passes over it"
        )
        XCTAssertEqual(got.errors, [])
    }

    /// A stale end drawn in a block of its own kind that has no end still closes that block.
    func testStaleEndClosingAnEndlessBlockOfItsKindIsKept() throws {
        let got = try importAndCheck([
            marker("repeat.count", 0, group: "R", [("WFRepeatCount", 2)]), text("a"), marker("repeat.count", 2, group: "STALE"),
        ])
        XCTAssertEqual(got.actions, ["repeat.count:start", "gettext", "repeat.count:end"])
        XCTAssertEqual(got.warnings, [])
        XCTAssertEqual(got.errors, [])
    }
}
