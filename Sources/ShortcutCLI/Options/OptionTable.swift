/// Every option and argument of every command, declared once as a typed key (`OptionKeys.swift`:
/// `Option<Int>.maxSteps`, `Flag.dryRun`) with its name, short aliases, value placeholder, help line,
/// the fuller sentence docs/cli.md shows, its default, its allowed values and the commands that take
/// it. Each command's `Usage` lists the keys it shows; parsing (`Arguments`), `--help` and
/// docs/cli.md's option tables are all generated from those lists, and an option a command does not
/// take is rejected. The same name may be declared twice only for different commands (`--now`
/// means one thing to `run` and another to `calc`).
enum OptionTable {
    /// The commands that run a workflow and take the run options (`Usage.runOptions`).
    static let running = ["run", "graph", "do"]

    /// Every command's name: what a global option is declared for.
    static let everyCommand = ["run", "graph", "view", "check", "actions", "list", "do", "calc", "import", "export", "undo"]

    /// Options every command takes, before or after its name (`ShortcutCLI.main` takes them out first).
    static let globalOptions: [OptionDeclaration] = [Option<ColorChoice>.color.declaration]

    /// Every declaration: the global options, then what each command's usage lists, once each.
    static let all: [OptionDeclaration] = {
        var found = globalOptions
        for command in ShortcutCLI.commands {
            for section in command.usage.sections {
                for entry in section.entries
                where !found.contains(where: { $0.name == entry.name && $0.commands == entry.commands }) {
                    found.append(entry)
                }
            }
        }
        return found
    }()

    /// What `command` takes, options and arguments: the global options, then what its usage lists.
    /// Read from that one usage, so parsing a command's arguments builds no other command's keys
    /// (`OptionTableTests` checks this equals `all` filtered by command).
    static func declarations(for command: String) -> [OptionDeclaration] {
        guard let usage = ShortcutCLI.commands.first(where: { $0.name == command })?.usage else {
            return all.filter { $0.commands.contains(command) }
        }
        var found = globalOptions.filter { $0.commands.contains(command) }
        for section in usage.sections {
            for entry in section.entries
            where entry.commands.contains(command) && !found.contains(where: { $0.name == entry.name }) {
                found.append(entry)
            }
        }
        return found
    }

    /// The declaration `command` gives `name` (an option's name or an argument's label).
    static func declaration(_ name: String, for command: String) -> OptionDeclaration? {
        declarations(for: command).first { $0.name == name }
    }
}
