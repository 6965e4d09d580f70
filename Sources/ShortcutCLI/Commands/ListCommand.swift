import ShortcutEngine

/// `shortcut list`: the library — the workflows in each `--folder` and the user library, JSON
/// documents and imported shortcuts — by the names `run NAME` and Run Workflow take; the same
/// from any working folder.
enum ListCommand: Command {
    static let name = "list"
    static let summary = "list the library: the user library and each --folder DIR"
    static let usage = Usage(
        command: name, arguments: "", sections: [.init(column: 16, entries: [Option<String>.folder, Flag.namesOnly])],
        notes: ["  the user library is $XDG_DATA_HOME/shortcut/library (~/.local/share/shortcut/library)"])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        let library = WorkflowLibrary(arguments, registry: registry)
        let entries = library.entries
        if entries.isEmpty {
            throw CommandLineFailure.noWorkflows(folders: library.folders)
        }
        if arguments.has(.namesOnly) {
            for entry in entries { console.write(entry.name + "\n") }
            return .ok
        }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            var line =
                entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + Counted.phrase(entry.actionCount, "action") + "  \(entry.path)"
            if let summary = entry.summary { line += "\n" + String(repeating: " ", count: width + 2) + summary }
            console.write(line + "\n")
        }
        return .ok
    }
}
