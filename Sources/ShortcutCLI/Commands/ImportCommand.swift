import Foundation
import ShortcutEngine
import ShortcutImport

/// `shortcut import FILE [-o OUT.json]`: an Apple shortcut or Automator workflow as our JSON document.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "convert a .shortcut file or Automator .workflow to a JSON workflow"
    static let usage = Usage(
        synopsis: "shortcut import FILE [-o OUT.json] [--max-nesting N]",
        sections: [.init(column: 19, entries: ["FILE", "--output-path", "--max-nesting"])],
        notes: ["  the report (actions mapped, kept unsupported, warnings) goes to standard error; nothing is run"])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw CommandLineFailure.nameOneFileToImport
        }
        let output = arguments.value("--output-path")
        if let output, output != "-" { try OutputFile.checkWritable(output) }
        let result = try Importer.importFile(
            atPath: path, registry: registry, maxNesting: try arguments.nestingLimits().maxNesting)
        let text = DocumentWriter.write(result.document)
        if let output, output != "-" {
            try OutputFile.write(text, to: output)
        } else {
            console.write(text)
        }
        console.error(result.report.rendered(file: path))
        return .ok
    }
}
