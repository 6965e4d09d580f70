import Foundation
import ListOrdering
import ShortcutActions
import ShortcutEngine

/// `shortcut do ACTION key=value…`: runs one action as a Unix filter. Standard input is its
/// input; every action, built in or added later, works here with no extra code.
enum DoCommand: Command {
    static let name = "do"
    static let summary = "run one action as a filter: stdin is its input, stdout its output"
    static let usage = """
        shortcut do ACTION [KEY=VALUE | KEY:=JSON …] [--lines | --json] [RUN OPTIONS]
          KEY=VALUE     a parameter as text ({{references}} allowed, e.g. {{Shortcut Input}})
          KEY:=JSON     a parameter as a JSON value (number, list, object…)
          --lines       input is one list item per line; a list output is printed one item per line
          --json        input and output are JSON
          --no-input    do not read standard input
        \(RunSettings.usage)
        """

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(
            rawArguments, valued: RunSettings.valued, flagNames: RunSettings.flags.union(["--lines", "--json", "--no-input"]))
        guard let identifier = arguments.positionals.first else {
            throw UsageError(message: "name the action to run (see `shortcut actions`)")
        }
        guard let action = registry.action(for: identifier) else {
            throw WorkflowError(
                "unknown action '\(identifier)'", hint: "see `shortcut actions`" + registry.suggestion(for: identifier),
                exitCode: .usage)
        }
        guard action.definition.block == nil else {
            throw UsageError(message: "'\(identifier)' is a block action; it only runs inside a workflow")
        }
        var invocation = ActionInvocation(identifier)
        for pair in arguments.positionals.dropFirst() { invocation.parameters.append(try parameter(pair)) }
        var settings = try RunSettings(arguments, console: console)
        let lines = arguments.has("--lines")
        let json = arguments.has("--json")
        let document = WorkflowDocument(name: identifier, actions: [invocation])
        let program = try Compiler.compile(document, registry: registry, file: nil)
        let readsStandardInput =
            !arguments.has("--no-input") && arguments.value("--input") == nil && arguments.value("--input-path") == nil
            && action.definition.inputParameter != nil && !console.isInteractive
        if readsStandardInput {
            let bytes = console.readInputBytes()
            if lines && !json, let streaming = action as? any LineStreamingAction.Type,
                try stream(bytes, with: streaming, program: program, settings: settings, console: console, registry: registry)
            {
                return .ok
            }
            settings.input = try readInput(Data(bytes), lines: lines, json: json)
        }
        let result = try Runner(registry: registry, host: settings.host, options: settings.options).run(
            program, input: settings.input)
        let coercion = Coercion(timeZone: settings.host.timeZone)
        if json {
            console.write(coercion.json(result.output).serialized() + "\n")
        } else if lines, case .list(let items) = result.output {
            var text = ""
            text.reserveCapacity(items.count * 16)
            for item in items {
                text += coercion.text(item)
                text += "\n"
            }
            console.write(text)
        } else {
            console.write(OutputFile.render(result.output, type: "text", coercion: coercion))
        }
        return .ok
    }

    /// Reorders the lines in one buffer (no value per line) when the action can; false when
    /// its parameters need the general path.
    static func stream(
        _ bytes: [UInt8], with action: any LineStreamingAction.Type, program: Program, settings: RunSettings,
        console: Console, registry: ActionRegistry
    ) throws -> Bool {
        let runner = Runner(registry: registry, host: settings.host, options: settings.options)
        let parameters = try runner.resolveParameters(of: program, actionAt: 0, input: .list([]))
        var lines: OrderedLines
        do { lines = try OrderedLines(bytes: bytes) } catch {
            throw WorkflowError("standard input is too large: \(error)", exitCode: .badDocument)
        }
        var random = SeededRandom(
            seed: settings.options.seed
                ?? UInt64(truncatingIfNeeded: Int64(settings.host.now().timeIntervalSince1970 * 1_000_000)))
        guard try action.reorder(&lines, parameters: parameters, random: &random) else { return false }
        console.write(lines: lines)
        return true
    }

    static func parameter(_ pair: String) throws -> ActionInvocation.Parameter {
        if let range = pair.range(of: ":="), !pair[..<range.lowerBound].contains("=") {
            let key = String(pair[..<range.lowerBound])
            let json: JSON
            do { json = try JSONParser.parse(String(pair[range.upperBound...])) } catch {
                throw UsageError(message: "the value of \(key) is not JSON: \(error.description)")
            }
            do { return .init(key: key, value: try DocumentReader.parameterValue(json)) } catch {
                throw UsageError(message: "\(key): \(error.message)")
            }
        }
        guard let equals = pair.firstIndex(of: "=") else { throw UsageError(message: "parameters are KEY=VALUE, got '\(pair)'") }
        let key = String(pair[..<equals])
        do { return .init(key: key, value: try ReferenceSyntax.parameterValue(String(pair[pair.index(after: equals)...]))) } catch
        {
            throw UsageError(message: "\(key): \(error.message)")
        }
    }

    static func readInput(_ data: Data, lines: Bool, json: Bool) throws -> Value {
        if json {
            do { return Value(json: try JSONParser.parse(data)) } catch {
                throw WorkflowError("standard input is not JSON: \(error.description)", exitCode: .badDocument)
            }
        }
        if lines { return .list(splitLines(data).map(Value.text)) }
        return .text(RunSettings.textWithoutFinalNewline(data))
    }
}
