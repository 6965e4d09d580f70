import ShortcutEngine

/// `shortcut graph FILE`: the content graph, static or annotated by a run.
enum GraphCommand: Command {
    static let name = "graph"
    static let summary = "dump the content graph (which action feeds which)"
    static let usage = Usage(
        synopsis: "shortcut graph FILE|NAME [--format text|json|dot] [--run [RUN OPTIONS]]",
        sections: [.init(column: 18, entries: ["--format", "--run"]), Usage.runOptions])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        let format = arguments.value("--format") ?? "text"
        guard ["text", "json", "dot"].contains(format) else {
            throw CommandLineFailure.needsOneOf(option: "--format", allowed: ["text", "json", "dot"], got: format)
        }
        let settings = try RunSettings(arguments, console: console)
        let (document, path) = try DocumentLoader.loadOne(arguments, registry: registry, limits: settings.options.limits)
        settings.host.useLibrary(WorkflowLibrary(arguments, running: path, registry: registry), registry: registry)
        let program = try Compiler.compile(document, registry: registry, file: path, limits: settings.options.limits)
        var graph = program.graph
        var failure: WorkflowError?
        if arguments.has("--run") {
            (graph, failure) = Runner(registry: registry, host: settings.host, options: settings.options).runForGraph(
                program, input: settings.input)
        }
        let coercion = Coercion(timeZone: settings.host.timeZone)
        switch format {
        case "json": console.write(graph.json(coercion: coercion).serialized() + "\n")
        case "dot": console.write(graph.dot())
        default: console.write(graph.text(coercion: coercion))
        }
        if let failure { throw failure }
        return .ok
    }
}
