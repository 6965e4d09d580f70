import Foundation
import ShortcutEngine

/// `shortcut run FILE`: runs a workflow and writes its output.
enum RunCommand: Command {
    static let name = "run"
    static let summary = "run a workflow and print its output"
    static let usage = Usage(
        synopsis:
            "shortcut run FILE|NAME [--input TEXT|--input-path PATH] [--output-path PATH|-] [--output-type text|json] [--trace[=json]] …",
        sections: [.init(title: "run", column: 23, entries: ["--output-path", "--output-type", "--trace"]), Usage.runOptions])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            throw arguments.positionals.isEmpty
                ? CommandLineFailure.nameWorkflowToRun : CommandLineFailure.runTakesOneWorkflow(got: arguments.positionals.count)
        }
        let outputType = arguments.value("--output-type") ?? "text"
        guard ["text", "json"].contains(outputType) else {
            throw CommandLineFailure.needsOneOf(option: "--output-type", allowed: ["text", "json"], got: outputType)
        }
        var settings = try RunSettings(arguments, console: console)
        let outputPath = arguments.value("--output-path")
        if let outputPath, outputPath != "-" { try OutputFile.checkWritable(outputPath) }
        if arguments.has("--trace") {
            let json = arguments.value("--trace") == "json"
            let coercion = Coercion(timeZone: settings.host.timeZone)
            settings.options.record = true
            settings.options.onStep = { step in console.error(TraceFormat.line(step, json: json, coercion: coercion) + "\n") }
        }
        let (document, path) = try DocumentLoader.load(target, folder: arguments.value("--folder") ?? "Workflows", registry: registry, limits: settings.options.limits)
        let program = try Compiler.compile(document, registry: registry, file: path, limits: settings.options.limits)
        let result = try Runner(registry: registry, host: settings.host, options: settings.options).run(
            program, input: settings.input)
        let rendered = OutputFile.render(result.output, type: outputType, coercion: Coercion(timeZone: settings.host.timeZone))
        if let outputPath, outputPath != "-" {
            try OutputFile.write(rendered, to: outputPath)
        } else {
            console.write(rendered)
        }
        return .ok
    }
}

/// Rendering and writing a workflow's output.
enum OutputFile {
    static func render(_ value: Value, type: String, coercion: Coercion) -> String {
        if type == "json" { return coercion.json(value).serialized() + "\n" }
        let text = coercion.text(value)
        return text.isEmpty || text.hasSuffix("\n") ? text : text + "\n"
    }

    /// Fails before the run when the output could not be written, so no work is wasted.
    static func checkWritable(_ path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandLineFailure.outputFolderMissing(path: path, folder: folder)
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw CommandLineFailure.outputFolderNotWritable(path: path, folder: folder)
        }
    }

    /// Writes through a temporary file and a rename: never a half-written output.
    static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }

    /// Writes bytes through a temporary file and a rename.
    static func write(_ data: Data, to path: String) throws {
        do { try data.write(to: URL(fileURLWithPath: path), options: .atomic) } catch {
            throw CommandLineFailure.cannotWriteOutput(path: path)
        }
    }
}

/// One trace line per executed action.
enum TraceFormat {
    static func line(_ step: StepRecord, json: Bool, coercion: Coercion) -> String {
        if json {
            let object: JSON = .object([
                ("index", .number(String(step.location.index))),
                ("action", .string(step.location.identifier)),
                ("name", step.location.name.map(JSON.string) ?? .null),
                ("depth", .number(String(step.depth))),
                ("parameters", .object(step.parameters.map { ($0.key, coercion.json($0.value)) })),
                ("output", coercion.json(step.output)),
                ("type", .string(step.output.type.rawValue)),
                ("nanoseconds", .number(String(step.nanoseconds))),
            ])
            return object.serialized(pretty: false)
        }
        let indent = String(repeating: "  ", count: step.depth)
        let parameters = step.parameters.map { "\($0.key)=\(Rendering.preview($0.value, coercion: coercion))" }.joined(
            separator: " ")
        let micros = String(format: "%.1f µs", Double(step.nanoseconds) / 1000)
        return
            "[\(step.location.index)] \(indent)\(step.location.name ?? step.location.identifier)  \(parameters) → \(Rendering.preview(step.output, coercion: coercion))  (\(micros))"
    }
}
