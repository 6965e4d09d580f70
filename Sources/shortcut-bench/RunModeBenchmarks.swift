import ContentGraphRendering
import Foundation
import SafeFiles
import ShortcutActions
import ShortcutEngine

/// What a dry run and a recorded run cost against a plain run of the same workflow.
enum RunModeBenchmarks {
    /// Rename Files over 8,000 files: the real run against the dry run (which must stay within 1.5×).
    static func rename(_ table: inout BenchTable) {
        let count = 8_000
        let json = """
            {"version": 1, "actions": [
              {"action": "org.shortcutengine.files.rename", "parameters": {"files": "{{Shortcut Input}}",
               "mode": "Add Text", "text": "-renamed"}}
            ]}
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-rename-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            let program = try Compiler.compile(try DocumentReader.read(Data(json.utf8)), registry: BuiltinActions.registry)
            var real: [Double] = []
            var dry: [Double] = []
            for _ in 0..<3 {
                for dryRun in [false, true] {
                    try? FileManager.default.removeItem(atPath: folder)
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    var files: [Value] = []
                    for index in 0..<count {
                        let path = folder + "/photo \(index).jpg"
                        _ = FileManager.default.createFile(atPath: path, contents: Data())
                        files.append(.file(FileReference(path: path)))
                    }
                    var options = RunOptions()
                    options.allowedPaths = [folder]
                    options.dryRun = dryRun
                    let runner = Runner(registry: BuiltinActions.registry, host: Benchmarks.QuietHost(), options: options)
                    let start = DispatchTime.now().uptimeNanoseconds
                    _ = try runner.run(program, input: .list(files))
                    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    if dryRun { dry.append(seconds) } else { real.append(seconds) }
                }
            }
            let (realBest, dryBest) = (real.min() ?? 0, dry.min() ?? 0)
            table.add("rename 8,000 files: real run", "\(format(realBest * 1000, 0)) ms", "best of 3")
            table.add(
                "rename 8,000 files: dry run", "\(format(dryBest * 1000, 0)) ms",
                "best of 3; \(format(dryBest / realBest, 2))× the real run (bar: 1.5×)")
        } catch {
            table.add("rename", "FAILED", "\(error)")
        }
    }

    /// A workflow holding one 32 MiB text: a plain run, `--trace` (a line per step, rendered as
    /// the command line does) and `graph --run` (recorded, then the graph as JSON); bar: 1.2×.
    static func largeValues(_ table: inout BenchTable) {
        let json = """
            {"version": 1, "actions": [
              {"action": "gettext", "id": "big", "parameters": {"text": "{{Shortcut Input}}"}},
              {"action": "text.replace", "parameters": {"text": "{{big}}", "find": "needle", "replace": "pin"}},
              {"action": "count", "parameters": {"input": "{{big}}", "type": "Characters"}},
              {"action": "setvariable", "parameters": {"name": "kept", "input": "{{big}}"}},
              {"action": "gettext", "parameters": {"text": "{{kept}}"}}
            ]}
            """
        let big = Value.text(String(repeating: "abcdefg\n", count: 4 << 20))
        do {
            let program = try Compiler.compile(try DocumentReader.read(Data(json.utf8)), registry: BuiltinActions.registry)
            let coercion = Coercion()
            let plain = Runner(registry: BuiltinActions.registry, host: Benchmarks.QuietHost())
            var tracing = RunOptions()
            tracing.record = true
            tracing.onStep = { step in
                _ = Rendering.preview(step.output, coercion: coercion)
                for parameter in step.parameters { _ = Rendering.preview(parameter.value, coercion: coercion) }
                _ = coercion.json(step.output).serialized(pretty: false)
            }
            let traced = Runner(registry: BuiltinActions.registry, host: Benchmarks.QuietHost(), options: tracing)
            let plainSeconds = try measure(repeats: 5) { _ = try plain.run(program, input: big) }
            let traceSeconds = try measure(repeats: 5) { _ = try traced.run(program, input: big) }
            let graphSeconds = measure(repeats: 5) {
                let graph = plain.runForGraph(program, input: big).graph
                _ = graph.json(coercion: coercion).serialized(pretty: true)
            }
            table.add("32 MiB text: plain run", "\(format(plainSeconds * 1000, 1)) ms", "5 actions, best of 5")
            table.add(
                "32 MiB text: --trace", "\(format(traceSeconds * 1000, 1)) ms",
                "\(format(traceSeconds / plainSeconds, 2))× plain (bar: 1.2×)")
            table.add(
                "32 MiB text: graph --run", "\(format(graphSeconds * 1000, 1)) ms",
                "recorded run + graph JSON; \(format(graphSeconds / plainSeconds, 2))× plain (bar: 1.2×)")
        } catch {
            table.add("large values", "FAILED", "\(error)")
        }
    }
}
