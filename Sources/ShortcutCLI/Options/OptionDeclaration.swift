/// One option (`--seed N`), flag (`--dry-run`) or argument (`KEY=VALUE`) as a command takes it.
struct OptionDeclaration: Sendable {
    /// How it is written: `--seed`; for an argument, its label (`KEY=VALUE`).
    let name: String
    /// What its value looks like (`N`, `PATH|-`); nil for a flag or an argument.
    private(set) var placeholder: String?
    /// Short spellings (`-o`).
    let aliases: [String]
    /// How `--help` shows it, when not `name placeholder`.
    private(set) var label: String
    /// The help line.
    private(set) var help: String
    /// The sentence docs/cli.md shows; the help line when not given.
    let details: String
    /// The commands that take it.
    let commands: [String]
    /// An argument is not an option: it is documented, not parsed.
    let isArgument: Bool
    /// For an option that may also be given bare (`--trace`, `--allow-network`): the value it has
    /// then; `--trace=json` gives its own. Nil for options that need a value and for flags, which
    /// take none.
    let bareValue: String?
    /// Why a value past the option's ceiling is refused: the usage error's hint.
    let ceilingReason: String
    /// Reads a written value as the typed option does, so that `Arguments` refuses a bad value
    /// while parsing, before a command does any work; nil for text, flags and arguments.
    private(set) var check: (@Sendable (_ written: String, _ option: String) throws -> Void)?

    /// An option (with a placeholder: it takes a value) or a flag (without).
    init(
        _ name: String, _ placeholder: String? = nil, aliases: [String] = [], label: String? = nil, help: String,
        details: String? = nil, bareValue: String? = nil, ceilingReason: String = "use a smaller value", commands: [String]
    ) {
        self.name = name
        self.placeholder = placeholder
        self.aliases = aliases
        self.label = label ?? placeholder.map { name + " " + $0 } ?? name
        self.help = help
        self.details = details ?? help.prefix(1).uppercased() + String(help.dropFirst()) + "."
        self.commands = commands
        self.isArgument = false
        self.bareValue = bareValue
        self.ceilingReason = ceilingReason
    }

    private init(argument: String, help: String, details: String?, commands: [String]) {
        name = argument
        placeholder = nil
        aliases = []
        label = argument
        self.help = help
        self.details = details ?? help
        self.commands = commands
        isArgument = true
        bareValue = nil
        ceilingReason = ""
    }

    /// A positional argument, documented beside the options.
    static func argument(_ label: String, help: String, details: String? = nil, commands: [String]) -> OptionDeclaration {
        OptionDeclaration(argument: label, help: help, details: details, commands: commands)
    }

    /// Whether it consumes a value.
    var takesValue: Bool { placeholder != nil }

    /// The declaration with `(default X, at most Y)` after its help line: the values a typed
    /// `Option` declares, so that `--help` and docs/cli.md never restate them by hand.
    func withLimits(_ defaultText: String?, ceiling: String?) -> OptionDeclaration {
        let parts = [defaultText.map { "default \($0)" }, ceiling.map { "at most \($0)" }].compactMap { $0 }
        guard !parts.isEmpty else { return self }
        var shown = self
        shown.help += " (" + StartText.joined(parts, ", ") + ")"
        return shown
    }

    /// The shortest spelling a synopsis shows: `-o PATH|-`, `--fold DEPTH`, `--trace[=json]`.
    var synopsisLabel: String {
        guard let alias = aliases.first, let placeholder else { return label }
        return alias + " " + placeholder
    }

    /// The declaration with `read` as its check of written values.
    func checking(_ read: @escaping @Sendable (_ written: String, _ option: String) throws -> Void) -> OptionDeclaration {
        var checked = self
        checked.check = read
        return checked
    }

    /// The declaration with `values` as its placeholder (`text|json`), when it has one: the
    /// allowed values of a choice, shown by `--help` and docs/cli.md from the type itself.
    func withChoices(_ values: [String]) -> OptionDeclaration {
        guard let placeholder else { return self }
        var shown = self
        let written = StartText.joined(values, "|")
        if label == name + " " + placeholder { shown.label = name + " " + written }
        if label == name + "=" + placeholder { shown.label = name + "=" + written }
        shown.placeholder = written
        return shown
    }

    /// The docs/cli.md form: `` `-i`, `--input-path PATH|-` ``.
    var markdownLabel: String {
        let written = label.hasPrefix(name) ? label : ([name] + [placeholder].compactMap { $0 }).joined(separator: " ")
        return (aliases + [written]).map { "`\($0)`" }.joined(separator: ", ")
    }
}
