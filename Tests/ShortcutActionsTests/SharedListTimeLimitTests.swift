import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// Issue 26: actions that walk a list of large shared dictionaries stop within moments of the
/// run's time limit (Encode Hex and Make PDF ran 14 s against `--timeout 10`): writing a value out
/// as text or JSON checks the clock every 4,096 nodes (`Checkpoints`), and Make PDF's text layout
/// and pages check it too. Each run here gives the action a list of 40 references to a dictionary
/// holding itself twice, doubled 20 times (about 23 MB of JSON each, 1 GB in all), under a 1 s limit.
final class SharedListTimeLimitTests: IsolatedTestCase {
    /// The consumer `action` with `parameter` set to 40 references to the doubled dictionary, run
    /// under a 1 s limit; the error (or "no error") and the seconds taken.
    private func timed(_ action: String, _ parameter: String, count: Int = 40) -> (String, Double) {
        let items = Array(repeating: "\"{{v}}\"", count: count).joined(separator: ", ")
        let json = """
            {"version": 1, "actions": [
            {"action": "dictionary", "parameters": {"items": {"k": "v"}}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 20}},
            {"action": "dictionary", "parameters": {"items": {"a": "{{v}}", "b": "{{v}}"}}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "end"},
            {"action": "\(action)", "parameters": {"\(parameter)": [\(items)]}}]}
            """
        return run(json)
    }

    /// Runs the document `json` under a 1 s limit; the error (or "no error") and the seconds taken.
    private func run(_ json: String, allowing folder: String? = nil) -> (String, Double) {
        let started = Date()
        do {
            let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
            let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
            var options = RunOptions()
            options.limits.timeout = 1
            options.limits.maxMemory = 4 << 30
            if let folder { options.allowedPaths = [folder] }
            _ = try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options).run(program, input: .nothing)
            return ("no error", Date().timeIntervalSince(started))
        } catch {
            return ("\(error)", Date().timeIntervalSince(started))
        }
    }

    private func stopped(_ name: String, _ identifier: String) -> String {
        "t.json:8:12: error: action 7 '\(name)' (\(identifier)): stopped after 1 second (the time limit)\n"
            + "hint: raise RunOptions.limits.timeout if this is intended"
    }

    /// Get Text from Input writes each item through `limitedText` too: two such dictionaries (46 MB of
    /// text, under the text length limit, so measuring them first does not stop the run) ran 3.1 s
    /// against a 1 s limit when each was written out without looking at the clock.
    func testGetTextFromInputOfSharedItemsStopsAtTheTimeLimit() {
        let (error, seconds) = timed("detect.text", "input", count: 2)
        XCTAssertEqual(error, stopped("Get Text from Input", "detect.text"))
        XCTAssertLessThan(seconds, 3, "Get Text from Input ran \(seconds) s against a 1 s limit")
        print(String(format: "Get Text from Input over 2 shared dictionaries: stopped after %.2f s (limit 1 s)", seconds))
    }

    /// Writing each item out as text (`limitedText`): Encode Hex, and Generate Hash for the family.
    func testWritingSharedItemsOutAsTextStopsAtTheTimeLimit() {
        for (identifier, name, parameter) in [
            ("org.shortcutengine.hex.encode", "Encode Hex", "input"), ("hash", "Generate Hash", "input"),
        ] {
            let (error, seconds) = timed(identifier, parameter)
            XCTAssertEqual(error, stopped(name, identifier))
            XCTAssertLessThan(seconds, 3, "\(name) ran \(seconds) s against a 1 s limit")
            print(String(format: "%@ over 40 shared dictionaries: stopped after %.2f s (limit 1 s)", name, seconds))
        }
    }

    /// Writing each item out as JSON (`limitedJSONText`): Sort List's keys of dictionaries (two
    /// of them: its keys are measured together first, and forty would pass the text length limit).
    func testWritingSharedItemsOutAsJSONStopsAtTheTimeLimit() {
        let (error, seconds) = timed("org.shortcutengine.list.sort", "list", count: 2)
        XCTAssertEqual(error, stopped("Sort List", "org.shortcutengine.list.sort"))
        XCTAssertLessThan(seconds, 3, "Sort List ran \(seconds) s against a 1 s limit")
        print(String(format: "Sort List over 2 shared dictionaries: stopped after %.2f s (limit 1 s)", seconds))
    }

    /// Make PDF lays a long text out on pages (8 MiB of words here, built by doubling): the
    /// layout and every page check the clock.
    func testMakePDFStopsAtTheTimeLimit() {
        let json = """
            {"version": 1, "actions": [
            {"action": "gettext", "parameters": {"text": "lorem ipsum "}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 19}},
            {"action": "gettext", "parameters": {"text": "{{v}}{{v}}"}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "end"},
            {"action": "makepdf", "parameters": {"input": ["{{v}}", "{{v}}"]}}]}
            """
        let (error, seconds) = run(json)
        XCTAssertEqual(error, stopped("Make PDF", "makepdf"))
        XCTAssertLessThan(seconds, 3, "Make PDF ran \(seconds) s against a 1 s limit")
        print(String(format: "Make PDF of 2 × 6 MiB of text: stopped after %.2f s (limit 1 s)", seconds))
    }

    /// Make Archive deflates each item: every deflate block checks the clock (16 MiB of random
    /// hexadecimal digits, 2 MB of them doubled three times, so deflate finds no long matches).
    func testMakeArchiveStopsAtTheTimeLimit() throws {
        let folder = NSTemporaryDirectory() + "make-archive-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let json = """
            {"version": 1, "actions": [
            {"action": "org.shortcutengine.data.random", "parameters": {"size": 1000000}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 3}},
            {"action": "gettext", "parameters": {"text": "{{v}}{{v}}"}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "end"},
            {"action": "makezip", "parameters": {"input": ["{{v}}", "{{v}}"], "folder": "\(folder)"}}]}
            """
        let (error, seconds) = run(json, allowing: folder)
        XCTAssertEqual(error, stopped("Make Archive", "makezip"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), [], "no archive is left behind")
        XCTAssertLessThan(seconds, 3, "Make Archive ran \(seconds) s against a 1 s limit")
        print(String(format: "Make Archive of 2 × 16 MB of hex digits: stopped after %.2f s (limit 1 s)", seconds))
    }

    /// If compares a list or dictionary as its text: it is written under the run's clock (If
    /// contains with the dictionary on both sides ran 2.7 s against a 1 s limit, release).
    func testIfWritesItsOperandsUnderTheTimeLimit() {
        let json = """
            {"version": 1, "actions": [
            {"action": "dictionary", "parameters": {"items": {"k": "v"}}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 20}},
            {"action": "dictionary", "parameters": {"items": {"a": "{{v}}", "b": "{{v}}"}}},
            {"action": "setvariable", "parameters": {"name": "v"}},
            {"action": "repeat.count", "mode": "end"},
            {"action": "conditional", "mode": "start", "parameters": {"input": "{{v}}", "condition": "contains", "value": "{{v}}"}},
            {"action": "conditional", "mode": "end"}]}
            """
        let (error, seconds) = run(json)
        XCTAssertEqual(error, stopped("If", "conditional"))
        XCTAssertLessThan(seconds, 3, "If ran \(seconds) s against a 1 s limit")
        print(String(format: "If contains on a shared dictionary: stopped after %.2f s (limit 1 s)", seconds))
    }
}
