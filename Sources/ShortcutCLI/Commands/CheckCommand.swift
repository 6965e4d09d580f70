import ShortcutEngine
import ShortcutImport

/// `shortcut check FILE`: every static problem, errors and warnings.
enum CheckCommand: Command {
    static let name = "check"
    static let summary = "list every problem in a workflow without running it"
    static let usage = Usage(
        command: name, arguments: "FILE|NAME",
        sections: [.init(column: 19, entries: [Option<String>.folder, Option<Int>.maxNesting])],
        notes: ["  exits 65 when there is an error; warnings alone exit 0"])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        let limits = try arguments.nestingLimits()
        let (document, path) = try DocumentLoader.loadOne(arguments, registry: registry, limits: limits, console: console)
        do {
            let program = try Compiler.compile(document, registry: registry, file: path, limits: limits)
            for warning in program.warnings { report(warning, console: console) }
            if let groups = unsupportedGroups(document, registry: registry) { console.write(groups) }
            let note =
                program.warnings.isEmpty
                ? "no problems" : Counted.phrase(program.warnings.count, "warning") + parityCounts(program.warnings)
            console.write("\(path): \(Counted.phrase(document.actions.count, "action")), \(note)\n")
            return .ok
        } catch {
            for problem in error.errors + error.warnings { report(problem, console: console) }
            if let groups = unsupportedGroups(document, registry: registry) { console.write(groups) }
            console.write(
                "\(path): \(Counted.phrase(error.errors.count, "error")), \(Counted.phrase(error.warnings.count, "warning"))\n"
            )
            return .badDocument
        }
    }

    /// What cannot run, grouped into "needs an Apple device or app" and "not built yet", with
    /// counts per identifier (first-seen order); nil when every action can run.
    static func unsupportedGroups(_ document: WorkflowDocument, registry: ActionRegistry) -> String? {
        var groups: [UnsupportedCategory: [(identifier: String, count: Int)]] = [:]
        for action in document.actions where action.unsupported != nil {
            let kind = UnsupportedCategory.of(action.identifier, registry: registry)
            var entries = groups[kind] ?? []
            if let index = entries.firstIndex(where: { $0.identifier == action.identifier }) {
                entries[index].count += 1
            } else {
                entries.append((action.identifier, 1))
            }
            groups[kind] = entries
        }
        guard !groups.isEmpty else { return nil }
        var text = ""
        for kind in UnsupportedCategory.allCases {
            guard let entries = groups[kind] else { continue }
            let total = entries.reduce(0) { $0 + $1.count }
            text += "\(kind.rawValue): \(Counted.phrase(total, "action"))\n"
            for entry in entries { text += "  \(entry.identifier) ×\(entry.count)\n" }
        }
        return text
    }

    /// A problem, then whose it is when that is known: Apple's Shortcuts meets it too, or only
    /// this engine does (issue 24: `check` on an imported file tells the two apart).
    static func report(_ problem: WorkflowError, console: Console) {
        ShortcutCLI.report(problem, console: console)
        guard let parity = problem.facts.parity else { return }
        console.error(parityNote(parity) + "\n")
    }

    /// The line under a problem that says whose it is.
    static func parityNote(_ parity: Parity) -> String {
        switch parity {
        case .apple: return "note: Apple's Shortcuts does the same with this file"
        case .engine: return "note: this engine's own: Apple's Shortcuts runs this part"
        }
    }

    /// ` (2 as in Apple's Shortcuts, 1 this engine's own)`, or nothing when no warning says.
    static func parityCounts(_ warnings: [WorkflowError]) -> String {
        let apple = warnings.filter { $0.facts.parity == .apple }.count
        let engine = warnings.filter { $0.facts.parity == .engine }.count
        guard apple + engine > 0 else { return "" }
        return " (\(apple) as in Apple's Shortcuts, \(engine) this engine's own)"
    }
}
