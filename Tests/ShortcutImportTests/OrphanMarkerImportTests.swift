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

    // Blocks left open (issue 24, item 1): a file Apple opens imports, each repair a warning.

    func testAnIfNeverClosedRunsToTheEndOfTheFile() throws {
        let got = try importAndCheck([
            text("before"), marker("conditional", 0, group: "A", [("WFCondition", 100)]), text("a"),
            marker("conditional", 1, group: "A"), text("b"),
        ])
        XCTAssertEqual(
            got.actions, ["gettext", "conditional:start", "gettext", "conditional:middle", "gettext", "conditional:end"])
        XCTAssertEqual(
            got.warnings,
            [
                "action 2 (is.workflow.actions.conditional): this If is never closed; it runs to the end of the file and is closed there"
            ])
        XCTAssertEqual(got.errors, [])
    }

    func testBlocksNeverClosedAreClosedInnermostFirst() throws {
        let got = try importAndCheck([
            marker("repeat.count", 0, group: "R", [("WFRepeatCount", 2)]),
            marker("choosefrommenu", 0, group: "M", [("WFMenuItems", ["x"])]), marker("choosefrommenu", 1, group: "M"),
            text("a"),
        ])
        XCTAssertEqual(
            got.actions,
            [
                "repeat.count:start", "choosefrommenu:start", "choosefrommenu:middle", "gettext", "choosefrommenu:end",
                "repeat.count:end",
            ])
        XCTAssertEqual(
            got.warnings,
            [
                "action 2 (is.workflow.actions.choosefrommenu): this Choose from Menu is never closed; it runs to the end of the file and is closed there",
                "action 1 (is.workflow.actions.repeat.count): this Repeat is never closed; it runs to the end of the file and is closed there",
            ])
        XCTAssertEqual(got.errors, [])
    }

    func testAnEndThatCrossesClosesTheInnerBlockFirst() throws {
        let got = try importAndCheck([
            marker("conditional", 0, group: "A", [("WFCondition", 100)]),
            marker("repeat.count", 0, group: "R", [("WFRepeatCount", 2)]),
            text("a"), marker("conditional", 2, group: "A"), marker("repeat.count", 2, group: "R"), text("after"),
        ])
        XCTAssertEqual(
            got.actions, ["conditional:start", "repeat.count:start", "gettext", "repeat.count:end", "conditional:end", "gettext"])
        XCTAssertEqual(
            got.warnings,
            [
                "action 4 (is.workflow.actions.conditional): this End If belongs to the If started at action 1 while the Repeat "
                    + "started at action 2 is still open; that Repeat is closed first",
                "action 5 (is.workflow.actions.repeat.count): this End Repeat belongs to the Repeat started at action 2, which "
                    + "an outer block's end closed before it; it is left out",
            ])
        XCTAssertEqual(got.errors, [])
    }

    /// The markers of an If closed early by an outer end are left out, its Otherwise too.
    func testMarkersOfABlockClosedEarlyAreLeftOut() throws {
        let got = try importAndCheck([
            marker("repeat.count", 0, group: "R", [("WFRepeatCount", 2)]),
            marker("conditional", 0, group: "A", [("WFCondition", 100)]),
            text("a"), marker("repeat.count", 2, group: "R"), marker("conditional", 1, group: "A"), text("b"),
            marker("conditional", 2, group: "A"),
        ])
        XCTAssertEqual(
            got.actions, ["repeat.count:start", "conditional:start", "gettext", "conditional:end", "repeat.count:end", "gettext"])
        XCTAssertEqual(got.warnings.count, 3)
        XCTAssertEqual(
            got.warnings.last,
            "action 7 (is.workflow.actions.conditional): this End If belongs to the If started at action 2, which an outer "
                + "block's end closed before it; it is left out")
        XCTAssertEqual(got.errors, [])
    }

    /// A second Otherwise and what follows it up to End If are left out: Apple's runtime never reaches
    /// them (an Otherwise met in the flow skips to End If). Blocks inside that part go with it.
    func testASecondOtherwiseAndWhatFollowsItAreLeftOut() throws {
        let got = try importAndCheck([
            marker("conditional", 0, group: "A", [("WFCondition", 100)]), text("a"), marker("conditional", 1, group: "A"),
            text("b"), marker("conditional", 1, group: "A"), text("c"), marker("repeat.count", 0, group: "R"), text("d"),
            marker("repeat.count", 2, group: "R"), marker("conditional", 2, group: "A"), text("e"),
        ])
        XCTAssertEqual(
            got.warnings,
            [
                "action 5 (is.workflow.actions.conditional): a second Otherwise in the If started at action 1; Apple's "
                    + "runtime never reaches it or what follows up to End If (an Otherwise met in the flow skips to End If), "
                    + "so actions 5–9 are left out"
            ])
        XCTAssertEqual(
            got.actions,
            [
                "conditional:start", "gettext", "conditional:middle", "gettext", "conditional:end", "gettext",
            ])
        XCTAssertEqual(got.errors, [])
    }

    /// A second Otherwise in an If never closed leaves out the rest of the file.
    func testASecondOtherwiseInAnIfNeverClosedLeavesOutTheRest() throws {
        let got = try importAndCheck([
            marker("conditional", 0, group: "A", [("WFCondition", 100)]), marker("conditional", 1, group: "A"), text("b"),
            marker("conditional", 1, group: "A"), text("c"),
        ])
        XCTAssertEqual(
            got.warnings,
            [
                "action 4 (is.workflow.actions.conditional): a second Otherwise in the If started at action 1; Apple's "
                    + "runtime never reaches it or what follows, so it and the rest of the file are left out",
                "action 1 (is.workflow.actions.conditional): this If is never closed; it runs to the end of the file and is closed there",
            ])
        XCTAssertEqual(got.actions, ["conditional:start", "conditional:middle", "gettext", "conditional:end"])
        XCTAssertEqual(got.errors, [])
    }

    /// A middle marker on a Repeat (which has none) and an End If before its If belong to nothing and
    /// are left out; the If, never closed after that, runs to the end of the file.
    func testMarkersNoBlockCanTakeAreLeftOut() throws {
        let got = try importAndCheck([
            marker("repeat.count", 0, group: "R", [("WFRepeatCount", 2)]), text("a"), marker("repeat.count", 1, group: "R"),
            marker("repeat.count", 2, group: "R"), marker("conditional", 2, group: "G"),
            marker("conditional", 0, group: "G", [("WFCondition", 100)]), text("b"),
        ])
        XCTAssertEqual(
            got.warnings,
            [
                "action 3 (is.workflow.actions.repeat.count): this middle marker is not part of a Repeat; it is left out",
                "action 5 (is.workflow.actions.conditional): this End If comes where no If is open for it to belong to; it is left out",
                "action 6 (is.workflow.actions.conditional): this If is never closed; it runs to the end of the file and is closed there",
            ])
        XCTAssertEqual(
            got.actions,
            ["repeat.count:start", "gettext", "repeat.count:end", "conditional:start", "gettext", "conditional:end"])
        XCTAssertEqual(got.errors, [])
    }
}
