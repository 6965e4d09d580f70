import Foundation
import ShortcutEngine
import ShortcutImport

/// `shortcut export DOC.json -o X.shortcut`: an unsigned binary-plist shortcut.
enum ExportCommand: Command {
    static let name = "export"
    static let summary = "write a JSON workflow as an unsigned .shortcut (binary plist)"
    static let usage = """
        shortcut export FILE|NAME -o OUT.shortcut [--xml] [--folder DIR]
          -o PATH     where to write (atomically); sign it on a Mac with `shortcuts sign`
          --xml       write an XML plist instead of a binary one
        """

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(
            rawArguments, valued: ["--output-path", "--folder"], flagNames: ["--xml"], aliases: ["-o": "--output-path"])
        guard arguments.positionals.count == 1, let target = arguments.positionals.first else {
            throw UsageError(message: "name one workflow to export")
        }
        guard let output = arguments.value("--output-path") else {
            throw UsageError(message: "give the output file with -o OUT.shortcut")
        }
        try OutputFile.checkWritable(output)
        let (document, path) = try DocumentLoader.load(
            target, folder: arguments.value("--folder") ?? "Workflows", registry: registry)
        let exported = try ShortcutExporter(registry: registry).export(document, file: path)
        let data = try ShortcutExporter.serialize(exported.plist, xml: arguments.has("--xml"), file: output)
        try OutputFile.write(data, to: output)
        for warning in exported.warnings { console.error("warning: \(warning)\n") }
        console.error(
            "\(output): \(document.actions.count) actions, unsigned \(arguments.has("--xml") ? "XML" : "binary") plist\n")
        return .ok
    }
}
