import Foundation
import XCTest

@testable import ShortcutCLI
@testable import ShortcutEngine

/// Block nesting and Run Workflow depth are bounded by limits, never by the stack (issue 16):
/// 30,000-deep documents are clean errors in every command, nesting at the limit works.
final class NestingLimitTests: CLITestCase {
    enum Kind: String, CaseIterable { case conditional, menu, repeatCount }

    /// `depth` blocks of `kind` inside each other around one Text action (or `inner`); `bare`
    /// gives only the start markers, without parameters (a small file for the documents that only have to fail).
    func nested(
        _ kind: Kind, depth: Int, inner: String = "{\"action\": \"gettext\", \"parameters\": {\"text\": \"deep\"}}",
        bare: Bool = false
    ) -> String {
        let start: String
        let end: String
        switch kind {
        case .conditional:
            start =
                "{\"action\": \"conditional\", \"mode\": \"start\", \"parameters\": {\"input\": \"x\", \"condition\": \"is\", \"value\": \"x\"}}"
            end = "{\"action\": \"conditional\", \"mode\": \"end\"}"
        case .menu:
            start =
                "{\"action\": \"choosefrommenu\", \"mode\": \"start\", \"parameters\": {\"prompt\": \"P\", \"items\": [\"A\"]}},\n{\"action\": \"choosefrommenu\", \"mode\": \"middle\", \"parameters\": {\"title\": \"A\"}}"
            end = "{\"action\": \"choosefrommenu\", \"mode\": \"end\"}"
        case .repeatCount:
            start = "{\"action\": \"repeat.count\", \"mode\": \"start\", \"parameters\": {\"count\": 1}}"
            end = "{\"action\": \"repeat.count\", \"mode\": \"end\"}"
        }
        let opening =
            bare
            ? "{\"action\": \"\(kind == .conditional ? "conditional" : kind == .menu ? "choosefrommenu" : "repeat.count")\", \"mode\": \"start\"}"
            : start
        // A bare document only opens blocks: folding stops at the first one past the limit anyway.
        if bare {
            return "{\"version\": 1, \"actions\": [\n" + Array(repeating: opening, count: depth).joined(separator: ",\n")
                + "\n]}\n"
        }
        let actions = Array(repeating: start, count: depth) + [inner] + Array(repeating: end, count: depth)
        return "{\"version\": 1, \"actions\": [\n" + actions.joined(separator: ",\n") + "\n]}\n"
    }

    /// The depths that crashed before (about 21,000 nested If or Menu blocks; 7,400 Repeat blocks at run time).
    func testDeepBlocksThatCrashedBeforeAreACleanErrorInEveryCommand() {
        for kind in Kind.allCases {
            let path = write("deep-\(kind).json", nested(kind, depth: kind == .repeatCount ? 7_400 : 21_000, bare: true))
            let (index, name) =
                kind == .menu ? (1001, "choosefrommenu") : (1001, kind == .conditional ? "conditional" : "repeat.count")
            let title = kind == .menu ? "Choose from Menu" : kind == .conditional ? "If" : "Repeat"
            // Repeat crashed at run time only; If and Menu in every command.
            for command in kind == .repeatCount ? ["check", "run"] : ["check", "view", "graph", "run"] {
                let result = run([command, path, "--folder", folder.path])
                XCTAssertEqual(result.code, 65, "\(command) \(kind)")
                XCTAssertEqual(
                    result.err,
                    "\(path):1002:12: error: action \(index) (\(name)): \(title) nested deeper than 1000 blocks (the nesting limit)\nhint: raise the limit with --max-nesting N if this is intended\n",
                    "\(command) \(kind)")
            }
        }
    }

    func testNestingAtTheLimitWorks() {
        for kind in Kind.allCases {
            let path = write("limit-\(kind).json", nested(kind, depth: 1_000))
            XCTAssertEqual(
                run(["check", path]).out, "\(path): \(kind == .menu ? 3_001 : 2_001) actions, no problems\n", "\(kind)")
            XCTAssertEqual(run(["view", path]).code, 0, "\(kind)")
            XCTAssertEqual(run(["graph", path]).code, 0, "\(kind)")
            let result = run(["run", path, "--answer", "P=A"])
            XCTAssertEqual(result.out, kind == .repeatCount ? "deep\n" : "deep\n", "\(kind) \(result.err)")
        }
    }

    func testMaxNestingLowersAndRaisesTheLimit() {
        let path = write("d5.json", nested(.repeatCount, depth: 5))
        let low = run(["check", path, "--max-nesting", "4"])
        XCTAssertEqual(low.code, 65)
        XCTAssertEqual(
            low.err,
            "\(path):6:12: error: action 5 (repeat.count): Repeat nested deeper than 4 blocks (the nesting limit)\nhint: raise the limit with --max-nesting N if this is intended\n"
        )
        let deep = write("d1200.json", nested(.conditional, depth: 1_200))
        XCTAssertEqual(run(["check", deep]).code, 65)
        XCTAssertEqual(run(["check", deep, "--max-nesting", "1200"]).code, 0)
    }

    func testMaxNestingAndDepthAboveTheCeilingAreUsageErrors() {
        let path = write("d1.json", nested(.conditional, depth: 1))
        let nesting = run(["check", path, "--max-nesting", "3001"])
        XCTAssertEqual(nesting.code, 64)
        XCTAssertTrue(
            nesting.err.hasPrefix(
                "error: --max-nesting is at most 3000, got 3001\nhint: deeper nesting would overflow the stack; split the workflow instead\nusage: shortcut check FILE|NAME"
            ), nesting.err)
        let depth = run(["run", path, "--max-depth", "5000"])
        XCTAssertEqual(depth.code, 64)
        XCTAssertTrue(
            depth.err.hasPrefix(
                "error: --max-depth is at most 256, got 5000\nhint: deeper nesting would overflow the stack; split the workflow instead\nusage: shortcut run FILE|NAME"
            ), depth.err)
    }

    func testRunWorkflowChainOverTheCeilingIsACleanError() {
        let length = RunLimits.depthCeiling + 10
        for level in 0..<length {
            _ = write(
                "w\(level).json",
                "{\"version\": 1, \"actions\": [{\"action\": \"runworkflow\", \"parameters\": {\"workflow\": \"w\(level + 1).json\"}}]}"
            )
        }
        _ = write(
            "w\(length).json",
            "{\"version\": 1, \"actions\": [{\"action\": \"gettext\", \"parameters\": {\"text\": \"bottom\"}}]}")
        let result = run(["run", folder.appendingPathComponent("w0.json").path, "--max-depth", "256"])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(folder.path)/w255.json:1:81: error: action 1 'Run Workflow' (runworkflow), parameter 'workflow': Run Workflow nested deeper than 256 levels\nhint: 256 is the most the stack allows; split the workflow\n"
        )
        let start = folder.appendingPathComponent("w\(length - 255).json").path
        XCTAssertEqual(run(["run", start, "--max-depth", "256"]).out, "bottom\n")
    }

    func testBlocksCountThroughRunWorkflow() {
        _ = write("inner.json", nested(.repeatCount, depth: 600))
        let outer = write(
            "outer.json",
            nested(
                .conditional, depth: 500, inner: "{\"action\": \"runworkflow\", \"parameters\": {\"workflow\": \"inner.json\"}}"))
        let result = run(["run", outer])
        XCTAssertEqual(result.code, 70)
        XCTAssertEqual(
            result.err,
            "\(outer):502:54: error: action 501 'Run Workflow' (runworkflow), parameter 'workflow': the workflow's blocks nest 600 deep inside 500 open blocks, deeper than 1000 blocks (the nesting limit)\nhint: raise the limit with --max-nesting N if this is intended\n"
        )
        XCTAssertEqual(run(["run", outer, "--max-nesting", "1100"]).out, "deep\n")
    }

    func testThirtyThousandDeepImportedShortcutIsACleanError() {
        let start =
            "<dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.conditional</string><key>WFWorkflowActionParameters</key><dict><key>WFControlFlowMode</key><integer>0</integer></dict></dict>"
        func shortcut(depth: Int) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>WFWorkflowActions</key><array>\n"
                + Array(repeating: start, count: depth).joined(separator: "\n") + "\n</array></dict></plist>\n"
        }
        // The reproducer's depth for import; `check` loads through the same importer, so a file just
        // past the limit shows it takes the same path.
        for (command, depth) in [("import", 30_000), ("check", 1_500)] {
            let path = write("deep-\(depth).shortcut", shortcut(depth: depth))
            let result = run([command, path])
            XCTAssertEqual(result.code, 65, command)
            XCTAssertEqual(
                result.err,
                "error: \(path): action 1001 (is.workflow.actions.conditional): If nested deeper than 1000 blocks (the nesting limit)\nhint: raise the limit with --max-nesting N if this is intended\n",
                command)
        }
    }
}
