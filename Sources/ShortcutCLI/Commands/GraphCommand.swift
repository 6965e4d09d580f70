import ContentGraphRendering
import ShortcutEngine

/// `shortcut graph FILE`: the content graph, static or annotated by a run.
enum GraphCommand: Command {
    static let name = "graph"
    static let summary = "dump the content graph (which action feeds which)"
    static let usage = Usage(
        command: name, arguments: "FILE|NAME|-",
        sections: [
            .init(
                title: "graph", column: 18,
                entries: [
                    Option<Format>.graphFormat, Flag.allNodes, Flag.leftToRight, Flag.full, Option<String>.graphOutputPath,
                    Flag.runFirst,
                ]), Usage.runOptions,
        ])

    /// What `--format` takes.
    enum Format: String, CaseIterable {
        case text, json, dot, html
    }

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        let format = try arguments.valueOrDefault(.graphFormat)
        let outputPath = arguments.value(.graphOutputPath)
        if let outputPath, outputPath != "-" { try OutputFile.checkWritable(outputPath) }
        let settings = try RunSettings(arguments, console: console)
        // What a `--run` shows goes to standard error: standard output holds the graph alone.
        settings.host.showsOnStandardError = true
        let (document, path) = try DocumentLoader.loadOne(
            arguments, registry: registry, limits: settings.options.limits, console: console)
        settings.host.useLibrary(WorkflowLibrary(arguments, running: path, registry: registry), registry: registry)
        let program = try Compiler.compile(document, registry: registry, file: path, limits: settings.options.limits)
        var graph = program.graph
        var failure: WorkflowError?
        if arguments.has(.runFirst) {
            (graph, failure) = Runner(registry: registry, host: settings.host, options: settings.options).runForGraph(
                program, input: settings.input)
        }
        let coercion = settings.host.coercion
        let rendered: String
        switch format {
        case .json: rendered = graph.json(coercion: coercion).serialized() + "\n"
        case .dot:
            rendered = graph.dot(
                coercion: coercion, allNodes: arguments.has(.allNodes), leftToRight: arguments.has(.leftToRight))
        case .text: rendered = graph.text(coercion: coercion, full: arguments.has(.full))
        case .html:
            let note = failure.map {
                GraphPageFailure(actionIndex: $0.location.map { $0.index - 1 }, message: $0.commandLineText)
            }
            rendered = graph.html(title: document.name.isEmpty ? path : document.name, coercion: coercion, failure: note)
        }
        if let outputPath, outputPath != "-" { try OutputFile.write(rendered, to: outputPath) } else { console.write(rendered) }
        if let failure { throw failure }
        return .ok
    }
}
