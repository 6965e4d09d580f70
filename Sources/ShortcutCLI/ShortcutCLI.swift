import Foundation
import ShortcutActions
import ShortcutEngine

/// The `shortcut` command: parses arguments, runs a command, returns the exit code.
/// Never calls `exit()`, so tests drive it in-process exactly as the binary does.
public enum ShortcutCLI {
    /// The commands, in the order `--help` lists them.
    static let commands: [Command.Type] = [
        RunCommand.self, GraphCommand.self, ViewCommand.self, CheckCommand.self,
        ActionsCommand.self, ListCommand.self, DoCommand.self, CalcCommand.self, ImportCommand.self, ExportCommand.self,
        UndoCommand.self, StoreCommand.self,
    ]

    /// Runs `arguments` (without the program name) against `console`; returns the exit code.
    /// The registry is built only for a command that uses actions (`calc` starts without it).
    /// A write to standard output or error that failed makes it 74 (141 for a broken pipe; `Console.finish`).
    public static func main(
        _ arguments: [String], console: Console = .standard(),
        registry makeRegistry: @autoclosure () -> ActionRegistry = BuiltinActions.registry
    ) -> Int32 {
        console.finish(dispatch(arguments, console: console, registry: makeRegistry()))
    }

    static func dispatch(
        _ arguments: [String], console: Console, registry makeRegistry: @autoclosure () -> ActionRegistry
    ) -> Int32 {
        var built: ActionRegistry?
        var registry: ActionRegistry {
            if let built { return built }
            let made = makeRegistry()
            built = made
            return made
        }
        var arguments = arguments
        do { console.decideColor(try colorChoice(&arguments)) } catch {
            report(WorkflowError(error), console: console)
            return ExitCode.usage.rawValue
        }
        guard let name = arguments.first else {
            // No command is a usage mistake: the usage goes to standard error, exit 64 (`--help` is exit 0).
            console.error(help())
            return ExitCode.usage.rawValue
        }
        if name == "--help" || name == "-h" || name == "help" {
            if arguments.count > 1, arguments[1] == "--markdown" {
                // Hidden: docs/cli.md or docs/limits.md from standard input, its option and limit tables regenerated.
                let document = String(decoding: console.readInput(), as: UTF8.self)
                console.write(LimitDocs.regenerated(OptionDocs.regenerated(document), registry: registry))
            } else if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.write(command.help + "\n")
            } else {
                console.write(help())
            }
            return ExitCode.ok.rawValue
        }
        if name == "--version" {
            console.write("shortcut \(version) (workflow format \(WorkflowDocument.currentVersion))\n")
            return ExitCode.ok.rawValue
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            report(WorkflowError(CommandLineFailure.unknownCommand(name, known: commands.map { $0.name })), console: console)
            return ExitCode.usage.rawValue
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.write(command.help + "\n")
            return ExitCode.ok.rawValue
        }
        do {
            return try command.run(rest, console: console, registry: command.usesActions ? registry : ActionRegistry([])).rawValue
        } catch let failure as CommandLineFailure {
            report(WorkflowError(failure), usage: command.usage, console: console)
            return failure.exitCode.rawValue
        } catch let failure as WorkflowError {
            report(failure, usage: command.usage, console: console)
            return failure.exitCode.rawValue
        } catch let failures as CompileErrors {
            for problem in failures.errors + failures.warnings { report(problem, console: console) }
            return ExitCode.badDocument.rawValue
        } catch {
            report(WorkflowError(CommandLineFailure.unexpected("\(error)")), console: console)
            return ExitCode.actionFailed.rawValue
        }
    }

    /// The one way an error reaches standard error: rendered with the command line's remedies,
    /// then, for a usage mistake, the command's usage line.
    static func report(_ error: WorkflowError, usage: Usage? = nil, console: Console) {
        var text = console.paint(error.commandLineText) + "\n"
        if let usage, (error.facts as? CommandLineFailure)?.showsUsage == true { text += "usage: \(usage.firstLine)\n" }
        console.error(text)
    }

    /// Takes the global `--color=WHEN` (or `--color WHEN`) out of `arguments`, anywhere before `--`;
    /// `auto` when absent.
    static func colorChoice(_ arguments: inout [String]) throws(CommandLineFailure) -> ColorChoice {
        let option = Option<ColorChoice>.color
        var choice = option.defaultValue ?? .auto
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            let argument = arguments[index]
            guard argument == option.name || argument.hasPrefix(option.name + "=") else {
                index += 1
                continue
            }
            var value = String(argument.dropFirst(option.name.count + 1))
            arguments.remove(at: index)
            if argument == option.name {
                guard index < arguments.count else { throw CommandLineFailure.needsValue(option: option.name) }
                value = arguments.remove(at: index)
            }
            do { choice = try option.read(value, option.name) } catch let failure as CommandLineFailure { throw failure } catch {
                throw CommandLineFailure.unexpected("\(error)")
            }
        }
        return choice
    }

    static let version = "0.1.0"

    static func help() -> String {
        var text = "shortcut — run Shortcuts-style workflow documents\n\nusage: shortcut COMMAND [OPTIONS]\n\ncommands:\n"
        for command in commands {
            text += "  " + command.name.padding(toLength: 9, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text +=
            "\nGlobal option: --color=auto|always|never colours errors, warnings and hints (auto: on a terminal, not with NO_COLOR).\nRun `shortcut COMMAND --help` for a command's options. Exit codes: 0 ok, 64 usage, 65 bad document,\n66 missing input, 70 action failed, 73 cannot write output, 74 cannot write standard output.\n"
        return text
    }
}

/// One `shortcut` subcommand.
protocol Command: Sendable {
    static var name: String { get }
    static var summary: String { get }
    /// The synopsis, option sections (from `OptionTable`) and notes of `--help`.
    static var usage: Usage { get }
    static func run(_ arguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode
    /// Whether `run` reads the action registry; a command that does not gets an empty one and
    /// starts faster (building the registry touches every action type).
    static var usesActions: Bool { get }
}

extension Command {
    static var usesActions: Bool { true }

    /// The command's `--help` text, generated from its usage and `OptionTable`.
    static var help: String { usage.text }
}
