/// A key `Usage` can list: a typed option, a flag or a positional argument's declaration.
protocol OptionKey: Sendable {
    /// What parsing, `--help` and docs/cli.md show.
    var declaration: OptionDeclaration { get }
}

extension Option: OptionKey {}
extension Flag: OptionKey {}
extension OptionDeclaration: OptionKey {
    var declaration: OptionDeclaration { self }
}

/// A command's `--help`: its synopsis, then sections of options and arguments (each line
/// generated from its typed key), then notes. The synopsis is generated too: the command's
/// positional arguments as written, then each option it lists in brackets; only the arguments
/// and the notes are written by hand.
struct Usage: Sendable {
    /// A group of option lines whose help starts in one column.
    struct Section: Sendable {
        /// The marker docs/cli.md puts around this section's table (`<!-- options: run -->`); nil
        /// when docs/cli.md has no table for it.
        var title: String?
        /// The width of the label column.
        var column: Int
        /// The options and arguments, in the order shown.
        var entries: [OptionDeclaration]

        /// A section listing `keys` in order.
        init(title: String? = nil, column: Int, entries keys: [any OptionKey]) {
            self.title = title
            self.column = column
            self.entries = keys.map(\.declaration)
        }
    }

    /// The command's name (`view`).
    var command: String
    /// The positional part of the synopsis, as written (`FILE|NAME|-`); options it names
    /// (`--report DIR`) are left out of the brackets after it.
    var arguments: String
    /// The option lines.
    var sections: [Section]
    /// Lines after the options, as written.
    var notes: [String] = []

    /// The run options every running command shows, in the order `--help` lists them.
    static let runOptions = Section(
        title: "run options", column: 23,
        entries: [
            Option<String>.input, Option<String>.inputPath, Option<String>.answer, Option<String>.answers,
            Flag.answerDefaults, Option<UInt64>.seed, Option<String>.now, Option<String>.timeZone, Option<String>.clipboard,
            Option<Int>.maxSteps, Option<Int>.maxDepth, Option<Int>.maxNesting, Option<Int>.maxItems, Option<Int>.maxTextLength,
            Option<Int>.maxMemory, Option<Int>.maxValueDepth, Option<Double>.timeout, Option<String>.folder, Flag.skipUnsupported,
            Option<String>.allowPath, Flag.allowOpen, Option<String>.photos, Option<String>.contacts,
            Option<String>.calendars, Option<String>.me, Option<String>.outbox,
            Option<String>.fonts, Option<String>.pdfRenderer,
            Option<String>.location,
            Flag.dryRun,
            Option<String>.journalDirectory, Flag.strict, Option<String>.allowNetwork, Option<Double>.networkTimeout,
            Option<Int>.maxResponseBytes, Option<String>.storeSearchURL, Option<String>.weatherURL, Option<String>.addressURL,
            Option<String>.ratesURL, Option<String>.routingURL,
            Option<String>.here,
            Flag.allowShell, Option<String>.store,
            Option<String>.log,
        ])

    /// The first line: `shortcut view FILE|NAME|- [--fold DEPTH] [--full] [--folder DIR] [--max-nesting N]`;
    /// the run options are one `[RUN OPTIONS]`.
    var synopsis: String { synopsisWords.joined(separator: " ") }

    /// The synopsis in pieces that are never split: the command, its arguments, each bracket.
    private var synopsisWords: [String] {
        var words = ["shortcut \(command)"] + (arguments.isEmpty ? [] : [arguments])
        var takesRunOptions = false
        for section in sections {
            guard section.title != Usage.runOptions.title else {
                takesRunOptions = true
                continue
            }
            for entry in section.entries where !entry.isArgument && entry.commands.contains(command) {
                guard !arguments.contains(entry.name) else { continue }
                words.append("[\(entry.synopsisLabel)]")
            }
        }
        if takesRunOptions { words.append("[RUN OPTIONS]") }
        return words
    }

    /// The synopsis wrapped at `width` columns for docs/cli.md, continuation lines indented to
    /// the arguments (`shortcut run ` wide); a bracket is never split.
    func wrappedSynopsis(width: Int = 100) -> String {
        let indent = String(repeating: " ", count: "shortcut \(command) ".count)
        var lines: [String] = []
        var line = ""
        for word in synopsisWords {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent + word
            } else {
                line += line.isEmpty ? word : " " + word
            }
        }
        return (lines + [line]).joined(separator: "\n")
    }

    /// The help text: the synopsis, each option line, then the notes.
    var text: String {
        var lines = [synopsis]
        for section in sections {
            for declaration in section.entries where declaration.commands.contains(command) {
                let label = declaration.label
                lines.append(
                    "  " + label.padding(toLength: max(section.column, label.count + 1), withPad: " ", startingAt: 0)
                        + declaration.help)
            }
        }
        return (lines + notes).joined(separator: "\n")
    }

    /// The first line, shown after a usage mistake.
    var firstLine: String { synopsis }
}
