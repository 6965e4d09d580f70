import ShortcutEngine

/// `shortcut view FILE`: the folded outline of a workflow.
enum ViewCommand: Command {
    static let name = "view"
    static let summary = "show a workflow as a folded outline"
    static let usage = Usage(
        command: name, arguments: "FILE|NAME|-",
        sections: [.init(column: 19, entries: [Option<Int>.fold, Flag.full, Option<String>.folder, Option<Int>.maxNesting])])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        let limits = try arguments.nestingLimits()
        let (document, path) = try DocumentLoader.loadOne(arguments, registry: registry, limits: limits, console: console)
        let program = try Compiler.compile(document, registry: registry, file: path, limits: limits)
        var lines = ["\(document.name)" + (document.summary.map { " — \($0)" } ?? "")]
        Outline(document: document, program: program, foldDepth: try arguments.value(.fold), full: arguments.has(.full)).render(
            program.tree, depth: 0, into: &lines)
        console.write(lines.joined(separator: "\n") + "\n")
        return .ok
    }
}

/// Renders the block tree with indentation: `3  If {{Score}} is greater than 10`.
struct Outline {
    let document: WorkflowDocument
    let program: Program
    let foldDepth: Int?
    /// `--full`: every value written out, however large.
    var full = false

    /// Recursion is one level per block, bounded by `RunLimits.maxNesting` (the compiler enforces it).
    func render(_ nodes: [BlockNode], depth: Int, into lines: inout [String]) {
        for node in nodes {
            switch node {
            case .action(let index): lines.append(line(index, depth))
            case .block(let block):
                if let foldDepth, depth >= foldDepth {
                    lines.append(line(block.start, depth) + "  … (\(Counted.phrase(block.actionCount + 1, "action")) folded)")
                    continue
                }
                for branch in block.branches {
                    if branch.marker == block.start {
                        lines.append(line(block.start, depth))
                    } else {
                        lines.append(line(branch.marker, depth))
                    }
                    render(branch.body, depth: depth + 1, into: &lines)
                }
                lines.append(line(block.end, depth))
            }
        }
    }

    func line(_ index: Int, _ depth: Int) -> String {
        let invocation = document.actions[index]
        // A compiled program holds every action in document order: a lookup, not a search.
        let definition: ActionDefinition? = program.actions.indices.contains(index) ? program.actions[index].definition : nil
        let number = String(index + 1).padding(toLength: 4, withPad: " ", startingAt: 0)
        var title = definition?.name ?? invocation.identifier
        if invocation.unsupported != nil { title = "\(invocation.identifier) (unsupported)" }
        switch (invocation.mode, definition?.block) {
        case (.middle, .conditional?): title = "Otherwise"
        case (.middle, .menu?): title = "Case"
        case (.end, .conditional?): title = "End If"
        case (.end, .menu?): title = "End Menu"
        case (.end, _): title = "End Repeat"
        default: break
        }
        let parameters =
            invocation.mode == .end
            ? "" : invocation.parameters.map { "\($0.key): \(Outline.describe($0.value, full: full))" }.joined(separator: ", ")
        var text = number + String(repeating: "    ", count: depth) + title
        if !parameters.isEmpty { text += "  " + parameters }
        if let name = invocation.outputName ?? invocation.id { text += "  → \(name)" }
        return text
    }

    /// One parameter value on one line; large values abbreviated unless `full` (`ValueSummary`).
    static func describe(_ value: ParameterValue, full: Bool = false) -> String { ValueSummary.describe(value, full: full) }
}
