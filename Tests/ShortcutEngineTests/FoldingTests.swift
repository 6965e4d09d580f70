import XCTest

@testable import ShortcutEngine

final class FoldingTests: IsolatedTestCase {
    func marker(_ kind: BlockKind?, _ mode: BlockMode?, _ group: String? = nil) -> Folding.Marker {
        Folding.Marker(identifier: kind == nil ? "echo" : "block", kind: kind, mode: mode, group: group)
    }

    func messages(_ markers: [Folding.Marker]) -> [String] {
        switch Folding.fold(markers) {
        case .success: return []
        case .failure(let failure): return failure.errors.map(\.description)
        }
    }

    func testNestedBlocksFoldIntoATree() throws {
        let markers = [
            marker(.repeatCount, .start), marker(.conditional, .start), marker(nil, nil), marker(.conditional, .middle),
            marker(nil, nil), marker(.conditional, .end), marker(.repeatCount, .end),
        ]
        let tree = try Folding.fold(markers).get()
        let inner = Block(
            kind: .conditional, start: 1, branches: [.init(marker: 1, body: [.action(2)]), .init(marker: 3, body: [.action(4)])],
            end: 5)
        XCTAssertEqual(
            tree, [.block(Block(kind: .repeatCount, start: 0, branches: [.init(marker: 0, body: [.block(inner)])], end: 6))])
    }

    func testUnclosedIf() {
        XCTAssertEqual(
            messages([marker(.conditional, .start), marker(nil, nil)]),
            ["error: action 1 (block): If is never closed\nhint: add its End If (\"mode\": \"end\")"])
    }

    func testEndWithoutStart() {
        XCTAssertEqual(
            messages([marker(nil, nil), marker(.repeatEach, .end)]),
            [
                "error: action 2 (block): End Repeat has no open Repeat with Each to belong to\nhint: add a Repeat with Each before it, or remove it"
            ])
    }

    func testMismatchedEnd() {
        XCTAssertEqual(
            messages([marker(.conditional, .start), marker(.repeatCount, .end), marker(.conditional, .end)]),
            [
                "error: action 2 (block): End Repeat does not match the If started at action 1\nhint: add the End If for action 1 first, or check the \"group\" ids"
            ])
    }

    func testInterleavedGroupsAreRejected() {
        let problems = messages([
            marker(.conditional, .start, "A"), marker(.conditional, .start, "B"), marker(.conditional, .end, "A"),
            marker(.conditional, .end, "B"),
        ])
        XCTAssertEqual(
            problems.first,
            "error: action 3 (block): End If (group A) closes an outer block while the If started at action 2 is still open\nhint: close the inner block first; blocks must nest"
        )
    }

    func testSecondOtherwiseAndMiddleOnRepeat() {
        XCTAssertEqual(
            messages([
                marker(.conditional, .start), marker(.conditional, .middle), marker(.conditional, .middle),
                marker(.conditional, .end),
            ]),
            ["error: action 3 (block): second Otherwise for the If started at action 1\nhint: an If has at most one Otherwise"])
        XCTAssertEqual(
            messages([marker(.repeatCount, .start), marker(.repeatCount, .middle), marker(.repeatCount, .end)]),
            [
                "error: action 2 (block): Repeat has no middle marker\nhint: remove it; only If (Otherwise) and Choose from Menu (cases) have middles"
            ])
    }

    func testBlockActionWithoutModeAndModeOnPlainAction() {
        XCTAssertEqual(
            messages([marker(.conditional, nil), marker(nil, .start)]),
            [
                "error: action 1 (block): block action without \"mode\"\nhint: add \"mode\": \"start\", \"middle\" or \"end\"",
                "error: action 2 (echo): \"mode\" is only for block actions (If, Repeat, Repeat with Each, Choose from Menu)\nhint: remove \"mode\"",
            ])
    }
}

extension FoldingTests {
    /// A marker of the innermost block's kind whose group no open block has folds into that block
    /// (Shortcuts pairs by id, draws by nesting; issue 11); one naming an outer open block still does not.
    func testStaleGroupOnTheInnermostBlocksKindFolds() throws {
        let tree = try Folding.fold([
            marker(.menu, .start, "A"), marker(.menu, .middle, "A"), marker(.menu, .end, "stale"),
        ]).get()
        XCTAssertEqual(
            tree,
            [.block(Block(kind: .menu, start: 0, branches: [.init(marker: 0, body: []), .init(marker: 1, body: [])], end: 2))])
        XCTAssertEqual(
            messages([marker(.menu, .start, "A"), marker(.conditional, .end, "stale"), marker(.menu, .end, "A")]),
            [
                "error: action 2 (block): End If does not match the Choose from Menu started at action 1\nhint: add the End Menu for action 1 first, or check the \"group\" ids"
            ])
    }
}
