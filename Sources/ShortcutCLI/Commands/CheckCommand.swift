import ShortcutEngine

/// `shortcut check FILE`: every static problem, errors and warnings.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "list every problem in a workflow without running it"
    static let usage = Usage(
        synopsis: "shortcut check FILE|NAME [--folder DIR] [--max-nesting N]",
        sections: [.init(column: 19, entries: ["--max-nesting"])],
        notes: ["  exits 65 when there is an error; warnings alone exit 0"])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        let limits = try arguments.nestingLimits()
        let (document, path) = try DocumentLoader.loadOne(arguments, registry: registry, limits: limits)
        do {
            let program = try Compiler.compile(document, registry: registry, file: path, limits: limits)
            for warning in program.warnings { ShortcutCLI.report(warning, console: console) }
            let note =
                program.warnings.isEmpty
                ? "no problems" : "\(program.warnings.count) warning\(program.warnings.count == 1 ? "" : "s")"
            console.write("\(path): \(document.actions.count) actions, \(note)\n")
            return .ok
        } catch {
            for problem in error.errors + error.warnings { ShortcutCLI.report(problem, console: console) }
            console.write(
                "\(path): \(error.errors.count) error\(error.errors.count == 1 ? "" : "s"), \(error.warnings.count) warning\(error.warnings.count == 1 ? "" : "s")\n"
            )
            return .badDocument
        }
    }
}
