/// A command's `--help`: its synopsis, then sections of options and arguments (each line
/// generated from its `OptionDeclaration`), then notes. Only the synopsis and the notes are
/// written by hand; the option lines come from `OptionTable`.
struct Usage: Sendable {
    /// A group of option lines whose help starts in one column.
    struct Section: Sendable {
        /// The marker docs/cli.md puts around this section's table (`<!-- options: run -->`); nil
        /// when docs/cli.md has no table for it.
        var title: String?
        /// The width of the label column.
        var column: Int
        /// Names of options or labels of arguments, in the order shown.
        var entries: [String]
    }

    /// The first line: `shortcut view FILE|NAME [--fold DEPTH]`.
    var synopsis: String
    /// The option lines.
    var sections: [Section]
    /// Lines after the options, as written.
    var notes: [String] = []

    /// The run options every running command shows, in the order `--help` lists them.
    static let runOptions = Section(
        title: "run options", column: 23,
        entries: [
            "--input", "--input-path", "--answer", "--answers", "--answer-defaults", "--seed", "--now", "--tz", "--clipboard", "--max-steps",
            "--max-depth", "--max-nesting", "--max-items", "--max-text-length", "--max-memory", "--max-value-depth", "--timeout",
            "--folder", "--skip-unsupported", "--allow-path", "--allow-open", "--photos", "--outbox", "--location", "--dry-run", "--journal-dir",
            "--strict", "--allow-network",
            "--network-timeout", "--max-response-bytes", "--store-search-url", "--allow-shell", "--store", "--log",
        ])

    /// The help text of `command`; an entry `command` does not declare is left out.
    func text(for command: String) -> String {
        var lines = [synopsis]
        for section in sections {
            for entry in section.entries {
                guard let declaration = OptionTable.declaration(entry, for: command) else { continue }
                let label = declaration.label
                lines.append("  " + label.padding(toLength: max(section.column, label.count + 1), withPad: " ", startingAt: 0)
                    + declaration.help)
            }
        }
        return (lines + notes).joined(separator: "\n")
    }

    /// The first line, shown after a usage mistake.
    var firstLine: String { synopsis }
}
