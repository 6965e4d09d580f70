import Foundation
import ShortcutActions
import XCTest

@testable import ShortcutEngine

/// The audit of issue 26's first family, kept as a test: every built-in action, given the shared
/// dictionary (`d = {a: d, b: d}` doubled 30 times: a billion leaves in 31 storages) in any
/// parameter that can take text, a list or any value, ends at once (with its output or an error,
/// typically the text length limit's), never writing the value out whole. A consumer that expanded
/// it would run for minutes and fill memory; the first version of this audit found Change Case,
/// Trim Whitespace, Generate CSV, Pluralize, Sort List, the image actions' "is not an image"
/// message and `as: text` among them.
final class SharedValueAuditTests: IsolatedTestCase {
    var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "shared-audit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// Runs `json` on `input` with the test folder allowed; the output's type or the error text.
    func outcome(_ json: String, input: Value) -> String {
        var options = RunOptions()
        options.allowedPaths = [folder]
        options.limits.timeout = 20
        do {
            let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
            let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
            let host = QuietStoreHost(path: folder + "/store.json")
            let runner = Runner(registry: BuiltinActions.registry, host: host, options: options)
            return "output: \(try runner.run(program, input: input).output.type)"
        } catch {
            return "\(error)"
        }
    }

    /// The shared dictionary, made by a run (as a workflow makes it).
    func sharedDictionary() throws -> Value {
        let json = SharedValueTests.doubling(then: #"{"action": "getvariable", "parameters": {"variable": "{{d}}"}}"#)
        let program = try Compiler.compile(try DocumentReader.read(Data(json.utf8)), registry: BuiltinActions.registry)
        // The run measures its output against the text length limit before handing it back: lifted here.
        var options = RunOptions()
        options.limits.maxTextLength = .max
        return try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options).run(program).output
    }

    func testEveryActionGivenASharedValueEndsWithoutWritingItOut() throws {
        let shared = try sharedDictionary()
        guard case .dictionary = shared else { return XCTFail("not a dictionary: \(shared.type)") }
        var results: [String: String] = [:]
        var slowest = (seconds: 0.0, probe: "")
        let started = Date()
        for definition in BuiltinActions.registry.definitions {
            for parameter in definition.parameters where [.text, .richText, .list, .any, .dictionary].contains(parameter.type) {
                let mode = definition.block != nil ? #", "mode": "start""# : ""
                let end = definition.block != nil ? #", {"action": "\#(definition.identifier)", "mode": "end"}"# : ""
                let json = """
                    {"version": 1, "actions": [{"action": "\(definition.identifier)"\(mode), "parameters": {"\(parameter.key)": "{{Shortcut Input}}"}}\(end)]}
                    """
                let probe = "\(definition.identifier) \(parameter.key)"
                let start = Date()
                let result = outcome(json, input: shared)
                let seconds = Date().timeIntervalSince(start)
                results[probe] = result
                if seconds > slowest.seconds { slowest = (seconds, probe + ": " + result.prefix(160)) }
                XCTAssertLessThan(seconds, 5, "\(probe) took \(seconds) s: the value was written out (\(result.prefix(200)))")
                XCTAssertFalse(result.contains("stopped after"), "\(probe): \(result.prefix(200))")
            }
        }
        XCTAssertGreaterThan(results.count, 200)
        // The three the campaign found stop at the text length limit (the probes reached the work).
        let limit = "the text grew past 67108864 bytes (the text length limit)"
        for probe in [
            "is.workflow.actions.text.changecase text", "org.shortcutengine.text.trim text",
            "org.shortcutengine.csv.generate rows",
        ] {
            XCTAssertTrue(results[probe]?.contains(limit) ?? false, "\(probe): \(results[probe] ?? "not probed")")
        }
        let stopped = results.values.filter { $0.contains(limit) }.count
        print(
            String(
                format: "%d probes in %.1f s, %d at the text length limit; slowest %.2f s (%@)", results.count,
                Date().timeIntervalSince(started), stopped, slowest.seconds, slowest.probe))
    }
}
