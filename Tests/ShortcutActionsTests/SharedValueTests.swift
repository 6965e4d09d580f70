import Foundation
import SafeFiles
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// Values that share their parts (a dictionary holding `d` twice, doubled 30 times: a billion
/// leaves in 31 storages) are measured, not expanded: every consumer that would write one out
/// stops with the limit's error before building anything, and quickly.
final class SharedValueTests: IsolatedTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "shared-values-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// Sets `d` to `{"k": "v"}`, then `times` times to `{"a": d, "b": d}`; then `consumer` (actions, JSON).
    static func doubling(times: Int = 30, then consumer: String) -> String {
        """
        {"version": 1, "actions": [
        {"action": "dictionary", "parameters": {"items": {"k": "v"}}},
        {"action": "setvariable", "parameters": {"name": "d"}},
        {"action": "repeat.count", "mode": "start", "parameters": {"count": \(times)}},
        {"action": "dictionary", "parameters": {"items": {"a": "{{d}}", "b": "{{d}}"}}},
        {"action": "setvariable", "parameters": {"name": "d"}},
        {"action": "repeat.count", "mode": "end"},
        \(consumer)
        ]}
        """
    }

    /// Runs `json` with the store in the test folder and that folder allowed; the output or the error text.
    func outcome(_ json: String, options: RunOptions = RunOptions(), file: String = "t.json") -> String {
        var options = options
        options.allowedPaths = [folder]
        do {
            let document = try DocumentReader.read(Data(json.utf8), file: file)
            let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: file)
            let host = QuietStoreHost(path: folder + "/store.json")
            let output = try Runner(registry: BuiltinActions.registry, host: host, options: options).run(program).output
            return "output: \(Coercion().text(output).prefix(80))"
        } catch {
            return "\(error)"
        }
    }

    /// The text length limit's failure at action 7 (the consumer), as the library words it.
    func tooLong(_ name: String, _ identifier: String, parameter: String?, column: Int) -> String {
        let place = parameter.map { ", parameter '\($0)'" } ?? ""
        return
            "t.json:8:\(column): error: action 7 '\(name)' (\(identifier))\(place): the text grew past 67108864 bytes (the text length limit)\nhint: raise RunOptions.limits.maxTextLength if this is intended"
    }

    /// Runs `consumer` after the doubling, asserting the error and that it came fast (no expansion).
    func assertStops(_ consumer: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        let start = Date()
        XCTAssertEqual(outcome(Self.doubling(then: consumer)), expected, file: file, line: line)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "took too long: the value was expanded", file: file, line: line)
    }

    func testTextAndShowResultStopBeforeWritingTheValueOut() {
        assertStops(
            #"{"action": "gettext", "parameters": {"text": "d is {{d}}"}}"#,
            tooLong("Text", "gettext", parameter: "text", column: 46))
        assertStops(
            #"{"action": "showresult", "parameters": {"text": "{{d}}"}}"#,
            tooLong("Show Result", "showresult", parameter: "text", column: 49))
    }

    /// Found by the memory campaign (scripts/memory-campaign.sh): Get Text from Input expanded it.
    func testGetTextFromInputStopsBeforeWritingTheValueOut() {
        assertStops(
            #"{"action": "detect.text", "parameters": {"input": "{{d}}"}}"#,
            tooLong("Get Text from Input", "detect.text", parameter: nil, column: 12))
        assertStops(
            #"{"action": "detect.number", "parameters": {"input": "{{d}}"}}"#,
            tooLong("Get Numbers from Input", "detect.number", parameter: nil, column: 12))
    }

    func testCountHashAndBase64StopBeforeWritingTheValueOut() {
        assertStops(
            #"{"action": "count", "parameters": {"input": "{{d}}", "type": "Characters"}}"#,
            tooLong("Count", "count", parameter: nil, column: 12))
        assertStops(
            #"{"action": "hash", "parameters": {"input": "{{d}}"}}"#, tooLong("Generate Hash", "hash", parameter: nil, column: 12)
        )
        assertStops(
            #"{"action": "base64encode", "parameters": {"input": "{{d}}"}}"#,
            tooLong("Base64 Encode", "base64encode", parameter: nil, column: 12))
    }

    func testStoreSetSaveFileAndMakeArchiveStopBeforeWritingTheValueOut() {
        assertStops(
            #"{"action": "store.set", "parameters": {"path": "x", "value": "{{d}}"}}"#,
            tooLong("Set Stored Value", "store.set", parameter: nil, column: 12))
        assertStops(
            #"{"action": "documentpicker.save", "parameters": {"input": "{{d}}", "path": "\#(folder)/d.txt"}}"#,
            tooLong("Save File", "documentpicker.save", parameter: nil, column: 12))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/d.txt"), "nothing was saved")
        assertStops(
            #"{"action": "makezip", "parameters": {"input": ["{{d}}"]}}"#,
            tooLong("Make Archive", "makezip", parameter: nil, column: 12))
    }

    func testCombineTextIfContainsAndRepeatWithEachStopBeforeWritingTheValueOut() {
        assertStops(
            #"{"action": "text.combine", "parameters": {"text": ["{{d}}", "{{d}}"]}}"#,
            tooLong("Combine Text", "text.combine", parameter: nil, column: 12))
        assertStops(
            #"{"action": "conditional", "mode": "start", "parameters": {"input": "{{d}}", "condition": "contains", "value": "zz"}}, {"action": "conditional", "mode": "end"}"#,
            tooLong("If", "conditional", parameter: nil, column: 12))
        assertStops(
            #"{"action": "repeat.each", "mode": "start", "parameters": {"input": "{{d}} and more"}}, {"action": "repeat.each", "mode": "end"}"#,
            tooLong("Repeat with Each", "repeat.each", parameter: "input", column: 68))
    }

    /// Found by the memory campaign: Change Case, Trim Whitespace and Generate CSV wrote the
    /// shared dictionary out item by item (killed after 60 s); they measure it first now.
    func testChangeCaseTrimWhitespaceAndGenerateCSVStopBeforeWritingTheValueOut() {
        assertStops(
            #"{"action": "text.changecase", "parameters": {"text": "{{d}}", "case": "UPPERCASE"}}"#,
            tooLong("Change Case", "text.changecase", parameter: nil, column: 12))
        assertStops(
            #"{"action": "text.trim", "parameters": {"text": "{{d}}"}}"#,
            tooLong("Trim Whitespace", "text.trim", parameter: nil, column: 12))
        assertStops(
            #"{"action": "csv.generate", "parameters": {"rows": ["{{d}}"]}}"#,
            tooLong("Generate CSV", "csv.generate", parameter: nil, column: 12))
        assertStops(
            #"{"action": "csv.generate", "parameters": {"rows": [["{{d}}"]]}}"#,
            tooLong("Generate CSV", "csv.generate", parameter: nil, column: 12))
    }

    /// The audit of every action that writes a value out as text, JSON or bytes (the same family):
    /// each of these wrote it out unmeasured.
    func testEveryOtherWriterOfAValueStopsBeforeWritingTheValueOut() {
        let writers: [(String, String, String)] = [
            ("Pluralize", "org.shortcutengine.text.pluralize", #"{"text": "{{d}}"}"#),
            ("Get Email Addresses from Input", "detect.emailaddress", #"{"input": ["{{d}}"]}"#),
            ("Get Name", "getitemname", #"{"input": "{{d}}"}"#),
            ("Sort List", "org.shortcutengine.list.sort", #"{"list": ["{{d}}", "{{d}}"]}"#),
            ("Log Message", "org.shortcutengine.console.log", #"{"items": ["{{d}}"]}"#),
        ]
        for (name, identifier, parameters) in writers {
            assertStops(
                #"{"action": "\#(identifier)", "parameters": \#(parameters)}"#,
                tooLong(name, identifier, parameter: nil, column: 12))
        }
    }

    /// `{{d | as: text}}` writes the dictionary out: measured first, at the parameter that reads it.
    func testAnAsTextStepIsMeasuredBeforeItWritesTheValueOut() {
        assertStops(
            #"{"action": "getvariable", "parameters": {"variable": "{{d | as: text}}"}}"#,
            tooLong("Get Variable", "getvariable", parameter: "variable", column: 54))
    }

    /// A run whose output would be written out past the limit (the command line's text or
    /// `--output-type json`) stops with the limit's error instead.
    func testTheRunsOutputIsMeasuredBeforeItIsWrittenOut() {
        let start = Date()
        XCTAssertEqual(
            outcome(Self.doubling(then: #"{"action": "getvariable", "parameters": {"variable": "{{d}}"}}"#)),
            "error: t.json: the text grew past 67108864 bytes (the text length limit)\nhint: raise RunOptions.limits.maxTextLength if this is intended"
        )
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        // At 12 doublings it is small enough: written out whole.
        XCTAssertEqual(
            outcome(Self.doubling(times: 1, then: #"{"action": "gettext", "parameters": {"text": "{{d}}"}}"#)),
            #"output: {"a":{"k":"v"},"b":{"k":"v"}}"#)
    }

    /// Calculate Statistics and Prettify JSON on a value nested past the value depth limit stop
    /// with that limit's error (they crashed the stack); the nesting itself stops where it passes.
    func testDeepValuesStopAtTheValueDepthLimit() {
        let deep = """
            {"version": 1, "actions": [
            {"action": "list", "parameters": {"items": [1]}},
            {"action": "setvariable", "parameters": {"name": "l"}},
            {"action": "repeat.count", "mode": "start", "parameters": {"count": 600}},
            {"action": "list", "parameters": {"items": ["{{l}}"]}},
            {"action": "setvariable", "parameters": {"name": "l"}},
            {"action": "repeat.count", "mode": "end"}
            ]}
            """
        XCTAssertEqual(
            outcome(deep),
            "t.json:5:44: error: action 4 'List' (list), parameter 'items': a value's lists and dictionaries nest deeper than 512 levels (the value depth limit)\nhint: raise RunOptions.limits.maxValueDepth if this is intended"
        )
        var shallow = RunOptions()
        shallow.limits.maxValueDepth = 3
        let statistics = Self.doubling(
            times: 3, then: #"{"action": "statistics", "parameters": {"input": ["{{d}}"], "operation": "Sum"}}"#)
        XCTAssertEqual(
            outcome(statistics, options: shallow),
            "t.json:5:50: error: action 4 'Dictionary' (dictionary), parameter 'items': a value's lists and dictionaries nest deeper than 3 levels (the value depth limit)\nhint: raise RunOptions.limits.maxValueDepth if this is intended"
        )
        let prettify = Self.doubling(times: 30, then: #"{"action": "json.prettify", "parameters": {"input": "{{d}}"}}"#)
        let start = Date()
        XCTAssertEqual(outcome(prettify), tooLong("Prettify JSON", "json.prettify", parameter: nil, column: 12))
        XCTAssertEqual(
            outcome(
                Self.doubling(
                    times: 30, then: #"{"action": "statistics", "parameters": {"input": ["{{d}}"], "operation": "Sum"}}"#)),
            tooLong("Calculate Statistics", "statistics", parameter: nil, column: 12))
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// Counting and hashing a list `[d, d]` are measured too, so they finish inside `--timeout`.
    func testCountingAndHashingASharedListRespectTheTimeout() {
        var quick = RunOptions()
        quick.limits.timeout = 2
        let start = Date()
        XCTAssertEqual(
            outcome(
                Self.doubling(then: #"{"action": "hash", "parameters": {"input": ["{{d}}", "{{d}}"]}}"#), options: quick),
            tooLong("Generate Hash", "hash", parameter: nil, column: 12))
        XCTAssertEqual(
            outcome(
                Self.doubling(then: #"{"action": "count", "parameters": {"input": ["{{d}}", "{{d}}"], "type": "Lines"}}"#),
                options: quick),
            tooLong("Count", "count", parameter: nil, column: 12))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2)
    }
}
