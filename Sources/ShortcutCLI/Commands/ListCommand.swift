import ShortcutEngine

/// `shortcut list`: the workflows in a folder.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list the workflows in a folder (Workflows/ by default)"
    static let usage = Usage(synopsis: "shortcut list [--folder DIR]", sections: [])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        let folder = arguments.value("--folder") ?? "Workflows"
        let entries = WorkflowCatalogue.entries(in: folder)
        if entries.isEmpty {
            throw CommandLineFailure.noWorkflows(folder: folder)
        }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            var line =
                entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + "\(entry.actionCount) actions  \(entry.path)"
            if let summary = entry.summary { line += "\n" + String(repeating: " ", count: width + 2) + summary }
            console.write(line + "\n")
        }
        return .ok
    }
}
