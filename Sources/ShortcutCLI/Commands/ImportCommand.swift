import Foundation
import ShortcutEngine
import ShortcutImport

/// `shortcut import FILE [-o OUT.json]`: an Apple shortcut or Automator workflow as our JSON document;
/// `shortcut import --report DIR [--json]`: how much of a folder of them this engine runs.
enum ImportCommand: Command {
    static let name = "import"
    static let summary = "convert a .shortcut file or Automator .workflow to a JSON workflow"
    static let usage = Usage(
        command: name, arguments: "FILE | --report DIR",
        sections: [
            .init(
                column: 19,
                entries: [
                    OptionDeclaration.importFile, Option<String>.importOutputPath, Option<Int>.maxNesting, Option<String>.answer,
                    Flag.answerDefaults, Option<String>.report, Option<Int>.reportDepth, Flag.reportJSON,
                ])
        ],
        notes: [
            "  the report (actions mapped, kept unsupported, warnings) goes to standard error; nothing is run",
            "  with --report, every .shortcut/.plist/.wflow/.xml/.workflow in DIR and its subfolders is imported in memory and the coverage printed to standard output",
        ])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        if let folder = arguments.value(.report) {
            guard arguments.positionals.isEmpty else { throw CommandLineFailure.nameOneFileToImport }
            let depth = try arguments.valueOrDefault(.reportDepth)
            return try report(folder, depth: depth, json: arguments.has(.reportJSON), console: console, registry: registry)
        }
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            throw CommandLineFailure.nameOneFileToImport
        }
        let output = arguments.value(.importOutputPath)
        if let output, output != "-" { try OutputFile.checkWritable(output) }
        let limits = try arguments.nestingLimits()
        let answers = ImportAnswers(byText: try RunSettings.answerPairs(arguments), useDefaults: arguments.has(.answerDefaults))
        let result = try Importer.importFile(atPath: path, registry: registry, maxNesting: limits.maxNesting, answers: answers)
        if let unused = result.report.unusedAnswers.first {
            throw CommandLineFailure.noSuchImportQuestion(unused, questions: result.report.questionTexts)
        }
        let warnings = try refuseUnchecked(result, path: path, limits: limits, console: console, registry: registry)
        let text = DocumentWriter.write(result.document)
        if let output, output != "-" {
            try OutputFile.write(text, to: output)
        } else {
            console.write(text)
        }
        console.error(result.report.rendered(file: path))
        for warning in warnings { CheckCommand.report(warning, console: console) }
        return .ok
    }

    /// Runs the checker on the imported document: a document `check` rejects is never written;
    /// its errors are printed and the import fails (exit 65). Returns the warnings Apple's runtime
    /// shares (an unset variable, a later output, a literal its action will refuse): the import
    /// shows them, as `check` would (issue 24); this engine's own are in the report already.
    @discardableResult
    static func refuseUnchecked(
        _ result: ImportResult, path: String, limits: RunLimits, console: Console, registry: ActionRegistry
    ) throws -> [WorkflowError] {
        do {
            let program = try Compiler.compile(result.document, registry: registry, file: path, limits: limits)
            return program.warnings.filter { $0.facts.parity == .apple }
        } catch {
            console.error(result.report.rendered(file: path))
            for problem in error.errors { ShortcutCLI.report(problem, console: console) }
            throw WorkflowError(ImportFailure.failsCheck(errors: error.errors.count), file: path)
        }
    }

    /// `--report DIR`: imports each file in memory and prints the coverage.
    static func report(_ folder: String, depth: Int, json: Bool, console: Console, registry: ActionRegistry) throws -> ExitCode {
        var coverage = CoverageReport()
        let files = try CoverageReport.files(in: folder, depth: depth)
        // A folder of many files shows "imported N of TOTAL files" on a terminal's progress line.
        let meter = ProgressMeter(console: console, what: "imported", unit: "files", total: files.count)
        defer { meter.finish() }
        for (done, file) in files.enumerated() {
            meter.update(done)
            do {
                coverage.add(try Importer.importFile(atPath: file, registry: registry).report)
            } catch {
                // Named from the folder, so that files of the same name in two subfolders are told apart.
                let relative = file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : file
                coverage.addFailure(file: relative, reason: error.message)
            }
        }
        console.write(json ? coverage.json(folder: folder).serialized(pretty: true) + "\n" : coverage.rendered(folder: folder))
        if files.isEmpty {
            console.error(
                "hint: no .shortcut, .plist, .wflow, .xml or .workflow file in '\(folder)' or its subfolders "
                    + (depth == 0 ? "(--depth 0: the folder alone)" : "down to \(depth) levels")
                    + "; check the folder, or pass --depth N\n")
        }
        return .ok
    }
}
