/// docs/cli.md's option tables, generated from `OptionTable`. Each table sits between
/// `<!-- options: TITLE -->` and `<!-- end options -->`, TITLE naming a `Usage.Section`;
/// `shortcut help --markdown < docs/cli.md` prints the document with every table regenerated
/// (a test fails when the committed file differs from that).
enum OptionDocs {
    /// The sections docs/cli.md documents, by title, with the first command that shows each.
    static func sections() -> [(title: String, command: String, section: Usage.Section)] {
        var found: [(title: String, command: String, section: Usage.Section)] = []
        for command in ShortcutCLI.commands {
            for section in command.usage.sections {
                guard let title = section.title, !found.contains(where: { $0.title == title }) else { continue }
                found.append((title, command.name, section))
            }
        }
        return found
    }

    /// The Markdown table of one section: every entry its command declares, in order.
    static func table(_ section: Usage.Section, command: String) -> String {
        let declarations = section.entries.filter { $0.commands.contains(command) }
        let header = declarations.contains(where: \.isArgument) ? "argument" : "option"
        var text = "| \(header) | meaning |\n| --- | --- |\n"
        for declaration in declarations {
            text +=
                "| \(declaration.markdownLabel.replacingOccurrences(of: "|", with: "\\|")) | "
                + declaration.details.replacingOccurrences(of: "|", with: "\\|") + " |\n"
        }
        return text
    }

    /// `document` with the table after each `<!-- options: TITLE -->` marker regenerated; a
    /// marker naming no section is kept with its table untouched. Besides the titled sections,
    /// `command NAME` is every option and argument of one command (the run options and global
    /// options aside, which have their own tables) and `global` the global options.
    static func regenerated(_ document: String) -> String {
        var tables = Dictionary(
            sections().map { ($0.title, table($0.section, command: $0.command)) }, uniquingKeysWith: { first, _ in first })
        for command in ShortcutCLI.commands { tables["command " + command.name] = commandTable(command.name) }
        tables["global"] = table(
            Usage.Section(title: "global", column: 0, entries: OptionTable.globalOptions), command: "run")
        let tablesDone = MarkedTables.regenerated(document, kind: "options") { tables[$0] }
        return MarkedTables.regenerated(tablesDone, kind: "synopsis") { name in
            ShortcutCLI.commands.first { $0.name == name }.map { "```\n" + $0.usage.wrappedSynopsis() + "\n```" }
        }
    }

    /// The table of every option and argument `command` declares, aside from the global options
    /// and, when its help shows the run options' table, the run options (documented once, in
    /// their own table); a sentence when there are none. A run option a command takes without the
    /// rest (`store`'s `--store`, `check`'s `--folder`) is its own.
    static func commandTable(_ command: String) -> String {
        let usage = ShortcutCLI.commands.first { $0.name == command }?.usage
        let showsRunOptions = usage?.sections.contains { $0.title == Usage.runOptions.title } ?? false
        let shared = ((showsRunOptions ? Usage.runOptions.entries : []) + OptionTable.globalOptions).map(\.name)
        let own = OptionTable.declarations(for: command).filter { !shared.contains($0.name) }
        guard !own.isEmpty else { return "`\(command)` takes no options of its own.\n" }
        return table(Usage.Section(title: nil, column: 0, entries: own), command: command)
    }

    /// The titles of the marked tables in `document`.
    static func markedTitles(_ document: String) -> [String] { MarkedTables.names(in: document, kind: "options") }
}
