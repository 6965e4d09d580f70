import ShortcutEngine

/// `shortcut graph FILE`: the content graph, static or annotated by a run.
enum GraphCommand: Command {
    static let name = "graph"
    static let summary = "dump the content graph (which action feeds which)"
    static let usage = """
        shortcut graph FILE|NAME [--format text|json|dot] [--run [RUN OPTIONS]]
          --format FORMAT   text (default), json (docs/content-graph.md) or dot (Graphviz)
          --run             run the workflow first and annotate each node with what it did
        \(RunSettings.usage)
        """

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(
            rawArguments, valued: RunSettings.valued.union(["--format"]), flagNames: RunSettings.flags.union(["--run"]))
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            throw UsageError(message: "name one workflow")
        }
        let format = arguments.value("--format") ?? "text"
        guard ["text", "json", "dot"].contains(format) else {
            throw UsageError(message: "--format must be text, json or dot, got '\(format)'")
        }
        let settings = try RunSettings(arguments, console: console)
        let (document, path) = try DocumentLoader.load(target, folder: arguments.value("--folder") ?? "Workflows")
        let program = try Compiler.compile(document, registry: registry, file: path)
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
