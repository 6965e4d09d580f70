import DigitGrouping
import Foundation
import ListOrdering
import ShortcutEngine

/// `shortcut do ACTION key=value…`: runs one action as a Unix filter. Standard input is its
/// input; every action, built in or added later, works here with no extra code.
enum DoCommand: Command {
    static let name = "do"
    static let summary = "run one action as a filter: stdin is its input, stdout its output"
    static let usage = Usage(
        command: name, arguments: "ACTION [KEY=VALUE | KEY:=JSON …]",
        sections: [
            .init(
                title: "do", column: 14,
                entries: [
                    OptionDeclaration.doParameter, OptionDeclaration.doJSONParameter, Flag.lines, Flag.doJSON, Flag.noInput,
                ]),
            Usage.runOptions,
        ])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name)
        guard let identifier = arguments.positionals.first else {
            throw CommandLineFailure.nameActionToRun
        }
        guard let action = registry.action(for: identifier) else {
            throw CommandLineFailure.unknownActionToRun(identifier, suggestion: registry.suggestion(for: identifier))
        }
        guard action.definition.block == nil else {
            throw CommandLineFailure.blockAction(identifier)
        }
        var invocation = ActionInvocation(identifier)
        for pair in arguments.positionals.dropFirst() { invocation.parameters.append(try parameter(pair)) }
        var settings = try RunSettings(arguments, console: console)
        settings.host.useLibrary(WorkflowLibrary(arguments, registry: registry), registry: registry)
        let lines = arguments.has(.lines)
        let json = arguments.has(.doJSON)
        settings.host.showsOnStandardError = json
        let document = WorkflowDocument(name: identifier, actions: [invocation])
        let program = try Compiler.compile(document, registry: registry, file: nil)
        let readsStandardInput =
            !arguments.has(.noInput) && !arguments.given(.input) && !arguments.given(.inputPath)
            && action.definition.inputParameter != nil && !console.isInteractive
        if readsStandardInput {
            let bytes = console.readInputBytes()
            if lines && !json {
                // On a terminal, a long stream shows what it is doing and for how long (it counts
                // nothing as it goes: one sort of the whole buffer).
                let text = "\(action.definition.name) on \(lineCount(bytes, console)) lines"
                let streamed = try ProgressMeter.during(console, text) { () throws -> Bool in
                    guard let streamed = try stream(bytes, program: program, settings: settings, registry: registry) else {
                        return false
                    }
                    console.write(lines: streamed)
                    return true
                }
                if streamed { return .ok }
            }
            settings.input = try readInput(Data(bytes), lines: lines, json: json, downloads: settings.options.downloadDirectory)
        }
        let result = try Runner(registry: registry, host: settings.host, options: settings.options).run(
            program, input: settings.input)
        let coercion = settings.host.coercion
        if json {
            console.write(coercion.json(result.output).serialized() + "\n")
        } else if case .file = settings.input, !console.outputIsTerminal,
            let bytes = BinaryStandardIO.madeFileBytes(result.output, downloads: settings.options.downloadDirectory)
        {
            console.write(bytes)
        } else if lines, case .list(let items) = result.output {
            var text = ""
            text.reserveCapacity(items.count * 16)
            for item in items {
                text += coercion.text(item)
                text += "\n"
            }
            console.write(text)
        } else {
            console.write(OutputFile.render(result.output, type: .text, coercion: coercion))
        }
        return .ok
    }

    /// The lines rearranged in one buffer (no value per line) when the action's definition
    /// streams and its parameters allow it (`Runner.streamLines`); nil for the general path.
    static func stream(_ bytes: [UInt8], program: Program, settings: RunSettings, registry: ActionRegistry) throws
        -> (any StreamedLines)?
    {
        let runner = Runner(registry: registry, host: settings.host, options: settings.options)
        do { return try runner.streamLines(bytes, through: program) } catch let error as ListOrderingError {
            throw CommandLineFailure.standardInputTooLarge(reason: "\(error)")
        }
    }

    /// The number of lines in `bytes`, grouped ("1,000,000"), counted only for a terminal's progress line.
    static func lineCount(_ bytes: [UInt8], _ console: Console) -> String {
        guard console.errorIsTerminal else { return "" }
        var count = 0
        for byte in bytes where byte == 10 { count += 1 }
        if let last = bytes.last, last != 10 { count += 1 }
        return DigitGrouping.grouped(count)
    }

    static func parameter(_ pair: String) throws -> ActionInvocation.Parameter {
        if let range = pair.range(of: ":="), !pair[..<range.lowerBound].contains("=") {
            let key = String(pair[..<range.lowerBound])
            let json: JSON
            do { json = try JSONParser.parse(String(pair[range.upperBound...])) } catch {
                throw CommandLineFailure.parameterNotJSON(key: key, reason: error.description)
            }
            do { return .init(key: key, value: try DocumentReader.parameterValue(json)) } catch {
                throw CommandLineFailure.unreadableParameter(key: key, reason: error.message)
            }
        }
        guard let equals = pair.firstIndex(of: "=") else { throw CommandLineFailure.parameterNotPair(pair) }
        let key = String(pair[..<equals])
        do { return .init(key: key, value: try ReferenceSyntax.parameterValue(String(pair[pair.index(after: equals)...]))) } catch
        {
            throw CommandLineFailure.unreadableParameter(key: key, reason: error.message)
        }
    }

    static func readInput(_ data: Data, lines: Bool, json: Bool, downloads: String? = nil) throws -> Value {
        if json {
            do { return Value(json: try JSONParser.parse(data)) } catch {
                throw CommandLineFailure.standardInputNotJSON(reason: error.description)
            }
        }
        if lines { return .list(splitLines(data).map(Value.text)) }
        if let file = try BinaryStandardIO.inputFile(data, downloads: downloads) { return file }
        return .text(RunSettings.textWithoutFinalNewline(data))
    }
}
