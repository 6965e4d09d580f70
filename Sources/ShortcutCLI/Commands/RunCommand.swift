import Foundation
import SafeFiles
import ShortcutEngine
import ShortcutImport

/// `shortcut run FILE`: runs a workflow and writes its output.
enum RunCommand: Command {
    static let name = "run"
    static let summary = "run a workflow and print its output"
    static let usage = Usage(
        command: name, arguments: "FILE|NAME",
        sections: [
            .init(
                title: "run", column: 23,
                entries: [Option<String>.outputPath, Option<OutputType>.outputType, Option<TraceStyle>.trace, Flag.noInput]),
            Usage.runOptions,
        ])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            throw arguments.positionals.isEmpty
                ? CommandLineFailure.nameWorkflowToRun : CommandLineFailure.runTakesOneWorkflow(got: arguments.positionals.count)
        }
        let outputType = try arguments.valueOrDefault(.outputType)
        // `run -`: the workflow comes on standard input, so its input cannot.
        if target == "-", arguments.values(.inputPath).contains("-") { throw CommandLineFailure.standardInputTwice }
        var settings = try RunSettings(arguments, console: console)
        if target != "-" { settings.readPipedInput(arguments, console: console) }
        let outputPath = arguments.value(.outputPath)
        settings.host.showsOnStandardError = outputType == .json || outputPath == "-"
        if let outputPath, outputPath != "-" { try OutputFile.checkWritable(outputPath) }
        if let trace = try arguments.value(.trace) {
            let json = trace == .json
            let coercion = settings.host.coercion
            settings.options.record = true
            settings.options.onStep = { step in
                console.error(TraceFormat.line(step, json: json, coercion: coercion, registry: registry) + "\n")
            }
        }
        // An imported shortcut's import questions take the same answers as its prompts (by their text).
        let (document, path) = try DocumentLoader.load(
            target, library: WorkflowLibrary(arguments, registry: registry), registry: registry, limits: settings.options.limits,
            console: console, answers: ImportAnswers(byText: settings.host.answers, useDefaults: settings.host.answerDefaults))
        settings.host.useLibrary(WorkflowLibrary(arguments, running: path, registry: registry), registry: registry)
        let program = try Compiler.compile(document, registry: registry, file: path, limits: settings.options.limits)
        // One summary of what --skip-unsupported skipped, whether the run ends well or not.
        defer { if let summary = settings.host.skippedSummary { console.error(summary + "\n") } }
        let files = FileRun(
            journalDirectory: settings.options.journalDirectory, workflow: AbsolutePath.of(path),
            folder: FileManager.default.currentDirectoryPath, dryRun: settings.options.dryRun)
        settings.options.files = files
        let result: RunResult
        do {
            result = try Runner(registry: registry, host: settings.host, options: settings.options).run(
                program, input: settings.input)
        } catch {
            if let line = ChangeSummary.line(files, journalDirectory: arguments.value(.journalDirectory)) { console.error(line) }
            throw error
        }
        // A dry run goes on past collisions to find them all; it fails as the real run would, listing each.
        let collisions = files.collisionErrors
        if let first = collisions.first {
            for collision in collisions { ShortcutCLI.report(collision, console: console) }
            return first.exitCode
        }
        if let line = ChangeSummary.line(files, journalDirectory: arguments.value(.journalDirectory)) { console.error(line) }
        let rendered = OutputFile.render(result.output, type: outputType, coercion: settings.host.coercion)
        if let outputPath, outputPath != "-" {
            try OutputFile.write(rendered, to: outputPath)
        } else {
            console.write(rendered)
        }
        return .ok
    }
}

/// One trace line per executed action.
enum TraceFormat {
    /// The action's identifier as the registry knows it when the document abbreviated it
    /// (`changecase` → `text.changecase`); nil when written in full or short form.
    static func resolved(_ written: String, registry: ActionRegistry) -> String? {
        guard let definition = registry.action(for: written)?.definition,
            written.lowercased() != definition.shortIdentifier, written.lowercased() != definition.identifier.lowercased()
        else { return nil }
        return definition.shortIdentifier
    }

    static func line(_ step: StepRecord, json: Bool, coercion: Coercion, registry: ActionRegistry) -> String {
        let resolved = resolved(step.location.identifier, registry: registry)
        if json {
            let object: JSON = .object([
                ("index", .number(String(step.location.index))),
                ("action", .string(resolved ?? step.location.identifier)),
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
            "[\(step.location.index)] \(indent)\(step.location.name ?? step.location.identifier)\(resolved.map { " (\($0))" } ?? "")  \(parameters) → \(Rendering.preview(step.output, coercion: coercion))  (\(micros))"
    }
}
