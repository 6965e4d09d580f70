import Foundation
import ShortcutEngine
import ShortcutImport

/// `shortcut import FILE [-o OUT.json]`: an Apple shortcut or Automator workflow as our JSON document.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "convert a .shortcut file or Automator .workflow to a JSON workflow"
    static let usage = """
        shortcut import FILE [-o OUT.json]
          FILE        a .shortcut/.plist/.wflow/.xml (XML, binary or signed) or an Automator .workflow bundle
          -o PATH     write the document to PATH (atomically) instead of standard output
          the report (actions mapped, kept unsupported, warnings) goes to standard error; nothing is run
        """

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, valued: ["--output-path"], flagNames: [], aliases: ["-o": "--output-path"])
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw UsageError(message: "name one file to import")
        }
        let output = arguments.value("--output-path")
        if let output, output != "-" { try OutputFile.checkWritable(output) }
        let result = try Importer.importFile(atPath: path, registry: registry)
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
