import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// The run's memory budget (`RunLimits.maxMemory`): outputs no later action reads are let go after
/// their last use, variables and a repeat's results count, and passing the budget stops the run.
final class MemoryBudgetTests: IsolatedTestCase {
    /// Runs `actions` (JSON) with `input` as Shortcut Input under a budget of `megabytes` MiB.
    func outcome(_ actions: String, input: Value, megabytes: Int) -> String {
        var options = RunOptions()
        options.limits.maxMemory = megabytes << 20
        do {
            let document = try DocumentReader.read(Data("{\"version\": 1, \"actions\": [\(actions)]}".utf8), file: "m.json")
            let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "m.json")
            let output = try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options).run(
                program, input: input
            )
            .output
            return "output: \(Coercion().text(output).utf8.count) bytes"
        } catch {
            return "\(error)"
        }
    }

    /// One MiB of text.
    let mebibyte = Value.text(String(repeating: "a", count: 1 << 20))

    /// `count` actions each making a new 1 MiB text from the input: nothing reads them later, so
    /// the run holds one at a time and fits a 4 MiB budget however many there are.
    func testOutputsNothingReadsAreLetGo() {
        let actions = Array(repeating: #"{"action": "gettext", "parameters": {"text": "{{Shortcut Input}}!"}}"#, count: 40)
        XCTAssertEqual(outcome(actions.joined(separator: ","), input: mebibyte, megabytes: 4), "output: 1048577 bytes")
    }

    /// An output read later is kept until its last use, then let go: a chain where each text reads
    /// the one before holds two at a time.
    func testAnOutputIsLetGoAfterItsLastUse() {
        var actions: [String] = [#"{"action": "gettext", "id": "t0", "parameters": {"text": "{{Shortcut Input}}"}}"#]
        for index in 1...40 {
            actions.append(#"{"action": "gettext", "id": "t\#(index)", "parameters": {"text": "{{t\#(index - 1)}}"}}"#)
        }
        XCTAssertEqual(outcome(actions.joined(separator: ","), input: mebibyte, megabytes: 4), "output: 1048576 bytes")
        // Read again at the end, the first text is kept all along, the rest still let go.
        actions.append(#"{"action": "text.combine", "parameters": {"text": ["{{t0}}", "{{t40}}"]}}"#)
        XCTAssertEqual(outcome(actions.joined(separator: ","), input: mebibyte, megabytes: 4), "output: 2097153 bytes")
    }

    /// An output read inside a repeat is kept until the repeat ends, for every round.
    func testAnOutputReadInARepeatIsKeptUntilTheRepeatEnds() {
        let actions = """
            {"action": "gettext", "id": "base", "parameters": {"text": "{{Shortcut Input}}"}},
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 3}},
            {"action": "count", "parameters": {"input": "{{base}}", "type": "Characters"}},
            {"action": "repeat.count", "mode": "end"}
            """
        XCTAssertEqual(outcome(actions, input: .text("abcd"), megabytes: 4), "output: 5 bytes")
    }

    /// Named variables stay live: five 1 MiB texts in five variables pass a 4 MiB budget.
    func testVariablesCountAndPassingTheBudgetStopsTheRun() {
        let actions = (1...5).map { index in
            #"{"action": "gettext", "parameters": {"text": "{{Shortcut Input}}\#(index)"}}, {"action": "setvariable", "parameters": {"name": "v\#(index)"}}"#
        }
        XCTAssertEqual(
            outcome(actions.joined(separator: ","), input: mebibyte, megabytes: 4),
            "m.json:1:487: error: action 8 'Set Variable' (setvariable): the run's values grew past 4194304 bytes (the memory limit)\nhint: raise RunOptions.limits.maxMemory if this is intended"
        )
    }

    /// A repeat's results count as they grow: 400 new 1 MiB texts stop at a 16 MiB budget instead
    /// of holding 400 MiB; the same text repeated is one storage and fits.
    func testARepeatsResultsCountAsTheyGrow() {
        let distinct = """
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 400}},
            {"action": "gettext", "parameters": {"text": "{{Shortcut Input}}{{Repeat Index}}"}},
            {"action": "repeat.count", "mode": "end"},
            {"action": "count"}
            """
        let start = Date()
        XCTAssertEqual(
            outcome(distinct, input: mebibyte, megabytes: 16),
            "m.json:3:12: error: action 3 'Repeat' (repeat.count): the run's values grew past 16777216 bytes (the memory limit)\nhint: raise RunOptions.limits.maxMemory if this is intended"
        )
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        let shared = distinct.replacingOccurrences(of: "{{Repeat Index}}", with: "")
        XCTAssertEqual(outcome(shared, input: mebibyte, megabytes: 16), "output: 3 bytes")
    }

    /// Found by the memory campaign (699 MB against a 512 MiB budget): each round's Repeat with Each
    /// makes a list of one new text, the outer repeat keeps the text and the list is freed; the
    /// next round's list took the freed address and was counted as the same storage. The budget
    /// keeps what it charged alive, so the 1 MiB texts are counted each and the run stops (in the
    /// inner repeat, whose own round's text is the one that passes the budget).
    func testARepeatOfListsEachFreedAfterTheRoundCountsEveryRound() {
        let actions = """
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 40}},
            {"action": "repeat.each", "mode": "start", "parameters": {"input": "{{Shortcut Input}} and more"}},
            {"action": "repeat.each", "mode": "end"},
            {"action": "repeat.count", "mode": "end"},
            {"action": "count", "parameters": {"type": "Items"}}
            """
        let start = Date()
        XCTAssertEqual(
            outcome(actions, input: mebibyte, megabytes: 16),
            "m.json:3:12: error: action 3 'Repeat with Each' (repeat.each): the run's values grew past 16777216 bytes (the memory limit)\nhint: raise RunOptions.limits.maxMemory if this is intended"
        )
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(outcome(actions, input: mebibyte, megabytes: 64), "output: 2 bytes")
    }

    /// A charge on large storage holds that storage until it is released, so a later value can
    /// never arrive at the same address and pass as already counted.
    func testAChargedStorageIsNotMistakenForALaterOneAtTheSameAddress() throws {
        let budget = MemoryBudget(limit: 1 << 30)
        var charges: [MemoryBudget.Charge] = []
        var perList = 0
        for round in 0..<8 {
            // A fresh list each round, dropped by the caller at once (as a repeat drops a round's list).
            let list = Value.list([.text(String(repeating: "a", count: 1 << 17) + "\(round)")])
            let charge = try budget.charge(list)
            perList = charge.bytes
            charges.append(charge)
        }
        XCTAssertGreaterThan(perList, 1 << 17)
        XCTAssertEqual(budget.live, 8 * perList)
        for charge in charges { budget.release(charge) }
        XCTAssertEqual(budget.live, 0)
    }

    /// The compiler's lifetimes: which outputs are kept and after which action each is let go.
    func testLifetimesFollowTheBlocks() throws {
        let json = """
            {"version": 1, "actions": [
            {"action": "gettext", "id": "a", "parameters": {"text": "x"}},
            {"action": "gettext", "id": "b", "parameters": {"text": "y"}},
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 2}},
            {"action": "gettext", "id": "c", "parameters": {"text": "{{a}}"}},
            {"action": "gettext", "parameters": {"text": "{{c}}"}},
            {"action": "repeat.count", "mode": "end"},
            {"action": "gettext", "parameters": {"text": "{{b}}"}}
            ]}
            """
        let program = try Compiler.compile(try DocumentReader.read(Data(json.utf8)), registry: BuiltinActions.registry)
        XCTAssertEqual(program.lifetimes.kept, [true, true, false, true, false, false, false])
        // a: read inside the repeat, kept to its end (5); c: read by the next action (4); b: by the last (6).
        XCTAssertEqual(program.lifetimes.releasedAfter, [[], [], [], [], [3], [0], [1]])
    }
}
