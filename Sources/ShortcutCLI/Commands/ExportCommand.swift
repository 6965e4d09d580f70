import Foundation
import ShortcutEngine
import ShortcutImport

/// `shortcut export DOC.json -o X.shortcut`: an unsigned binary-plist shortcut.
enum ExportCommand: Command {
    static let name = "export"
    static let summary = "write a JSON workflow as an unsigned .shortcut (binary plist)"
    static let usage = Usage(
        command: name, arguments: "FILE|NAME -o OUT.shortcut|-",
        sections: [.init(column: 15, entries: [Option<String>.exportOutputPath, Flag.xml, Option<String>.folder])])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            throw CommandLineFailure.nameOneWorkflowToExport
        }
        guard let output = arguments.value(.exportOutputPath) else {
            throw CommandLineFailure.exportNeedsOutput
        }
        if output != "-" { try OutputFile.checkWritable(output) }
        let (document, path) = try DocumentLoader.load(
            target, library: WorkflowLibrary(arguments, registry: registry), registry: registry, console: console)
        let exported = try ShortcutExporter(registry: registry).export(document, file: path)
        let data = try ShortcutExporter.serialize(exported.plist, xml: arguments.has(.xml), file: output)
        // `-o -`: the .shortcut on standard output (for a pipe: `| ssh mac 'cat > X.shortcut'`).
        if output == "-" { console.write(data) } else { try OutputFile.write(data, to: output) }
        for warning in exported.warnings {
            ShortcutCLI.report(WorkflowError(CommandLineFailure.exportWarning(warning), severity: .warning), console: console)
        }
        console.error(
            "\(output == "-" ? "standard output" : output): \(Counted.phrase(document.actions.count, "action")), unsigned \(arguments.has(.xml) ? "XML" : "binary") plist\n"
        )
        return .ok
    }
}
