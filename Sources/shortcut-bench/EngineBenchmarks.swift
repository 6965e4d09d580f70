import Foundation
import SafeFiles
import ShortcutActions
import ShortcutEngine

/// One named measurement.
struct Benchmark: Sendable {
    var name: String
    var run: @Sendable (inout BenchTable) -> Void
}

enum Benchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "dispatch", run: dispatch),
        Benchmark(name: "fold", run: foldAndGraph),
        Benchmark(name: "coldstart", run: coldStart),
        Benchmark(name: "rename", run: RunModeBenchmarks.rename),
        Benchmark(name: "largevalues", run: RunModeBenchmarks.largeValues),
        Benchmark(name: "digests", run: DigestBenchmarks.run),
        Benchmark(name: "archives", run: ArchiveBenchmarks.run),
        Benchmark(name: "markdown", run: MarkdownBenchmarks.run),
    ]

    /// A host that does nothing, for measuring the engine alone.
    final class QuietHost: WorkflowHost {
        let timeZone = TimeZone(identifier: "UTC") ?? .current
        func now() -> Date { Date(timeIntervalSince1970: 0) }
        func readClipboard() throws(ActionFailure) -> Value { .nothing }
        func writeClipboard(_ value: Value) throws(ActionFailure) {}
        func answer(_ question: Question) throws(ActionFailure) -> String { "" }
        func show(_ text: String) {}
        func sleep(seconds: Double) {}
        func readFile(at path: String) throws(ActionFailure) -> Data { Data() }
        func attributes(ofItemAt path: String) throws(ActionFailure) -> FileAttributes {
            FileAttributes(size: 0, creationDate: nil, modificationDate: nil, isDirectory: false)
        }
        let fileSystem: any FileSystem = LocalFileSystem()
    }

    /// Repeat 1,000,000 × { Calculate Repeat Index × 2; Set Variable }, against the same loop in Swift.
    static func dispatch(_ table: inout BenchTable) {
        let iterations = 1_000_000
        let json = """
            {"version": 1, "actions": [
              {"action": "repeat.count", "mode": "start", "parameters": {"count": \(iterations)}},
              {"action": "math", "parameters": {"input": "{{Repeat Index}}", "operation": "×", "operand": 2}},
              {"action": "setvariable", "parameters": {"name": "Doubled"}},
              {"action": "repeat.count", "mode": "end"},
              {"action": "gettext", "parameters": {"text": "{{Doubled}}"}}
            ]}
            """
        do {
            let document = try DocumentReader.read(Data(json.utf8))
            let program = try Compiler.compile(document, registry: BuiltinActions.registry)
            var options = RunOptions()
            options.limits.maxSteps = 10 * iterations
            let runner = Runner(registry: BuiltinActions.registry, host: QuietHost(), options: options)
            var output: Value = .nothing
            let seconds = try measure { output = try runner.run(program).output }
            let steps = Double(2 * iterations)
            var variables: [String: Value] = [:]
            var native = 0
            let nativeSeconds = measure {
                for index in 1...iterations {
                    native = index * 2
                    variables["Doubled"] = .number(.integer(native))
                }
            }
            table.add(
                "dispatch: engine", "\(format(steps / seconds / 1e6, 2)) M steps/s",
                "\(format(seconds * 1e9 / steps, 0)) ns/step, \(iterations) iterations, output \(output == .text(String(2 * iterations)) ? "ok" : "WRONG")"
            )
            table.add(
                "dispatch: native Swift", "\(format(steps / nativeSeconds / 1e6, 2)) M steps/s",
                "\(format(nativeSeconds * 1e9 / steps, 1)) ns/step; engine/native time ratio \(format(seconds / nativeSeconds, 0))×"
            )
        } catch {
            table.add("dispatch", "FAILED", "\(error)")
        }
    }

    /// Read + fold + compile + content graph of a generated 10,000-action document.
    static func foldAndGraph(_ table: inout BenchTable) {
        var actions: [String] = []
        var index = 0
        while actions.count < 10_000 {
            actions.append("{\"action\": \"repeat.each\", \"mode\": \"start\", \"parameters\": {\"input\": [1, 2, 3]}}")
            actions.append(
                "{\"action\": \"conditional\", \"mode\": \"start\", \"parameters\": {\"input\": \"{{Repeat Item}}\", \"condition\": \"is greater than\", \"value\": 1}}"
            )
            actions.append(
                "{\"action\": \"gettext\", \"id\": \"t\(index)\", \"parameters\": {\"text\": \"item {{Repeat Index}}\"}}")
            actions.append("{\"action\": \"conditional\", \"mode\": \"middle\"}")
            actions.append("{\"action\": \"math\", \"parameters\": {\"input\": \"{{Repeat Item}}\", \"operand\": 1}}")
            actions.append("{\"action\": \"conditional\", \"mode\": \"end\"}")
            actions.append(
                "{\"action\": \"setvariable\", \"parameters\": {\"name\": \"v\(index % 50)\", \"input\": \"{{t\(index)}}\"}}")
            actions.append("{\"action\": \"repeat.each\", \"mode\": \"end\"}")
            index += 1
        }
        let data = Data("{\"version\": 1, \"actions\": [\(actions.joined(separator: ",\n"))]}".utf8)
        do {
            var count = 0
            let seconds = try measure(repeats: 5) {
                let document = try DocumentReader.read(data)
                let program = try Compiler.compile(document, registry: BuiltinActions.registry)
                count = program.graph.edges.count
            }
            table.add(
                "fold+graph 10,000 actions", "\(format(seconds * 1000, 1)) ms",
                "parse + fold + compile + graph (\(count) edges), best of 5")
        } catch {
            table.add("fold+graph", "FAILED", "\(error)")
        }
    }

    /// Whole-process `shortcut run` of a 5-action text workflow, median of 10.
    static func coldStart(_ table: inout BenchTable) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-coldstart.json").path
        let json = """
            {"version": 1, "actions": [
              {"action": "gettext", "parameters": {"text": "hello wide world"}},
              {"action": "text.split", "parameters": {"separator": "Spaces"}},
              {"action": "text.combine", "parameters": {"separator": "Custom", "custom": "-"}},
              {"action": "text.replace", "parameters": {"find": "wide", "replace": "whole"}},
              {"action": "showresult"}
            ]}
            """
        _ = FileManager.default.createFile(atPath: path, contents: Data(json.utf8))
        let binary = shortcutBinary()
        _ = timeProcess(binary, ["run", path])
        let times = (0..<10).map { _ in timeProcess(binary, ["run", path]) }
        table.add(
            "cold start: shortcut run (5 actions)", "\(format(median(times) * 1000, 1)) ms",
            "median of 10 whole-process runs; min \(format((times.min() ?? 0) * 1000, 1)) ms")
    }
}
