import ShortcutEngine

/// Parsed command-line arguments: options (`--name value`, `--name=value`, `-x value`),
/// flags, and positionals. Which options a command takes, and which of them take values, comes
/// from `OptionTable`; anything else is a usage mistake.
struct Arguments {
    private(set) var positionals: [String] = []
    private(set) var options: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    /// Parses `arguments` as `command` takes them (its `OptionTable` declarations). An argument
    /// that cannot be an option's name — `-` followed by a digit, `.` or `(`, or one holding a
    /// space (`-40 F in C`) — is always a positional; with `dashWordsArePositional` (a command whose
    /// positionals are expressions, `calc`) so is any single-dash word that no option declares
    /// (`-pi`). `--` ends the options.
    init(_ arguments: [String], command: String, dashWordsArePositional: Bool = false) throws {
        // Read when the first option appears, and searched in place: a table by name cost every
        // start about 0.4 M instructions (the runtime's first look-up of its key's conformance).
        var declarations: [OptionDeclaration]?
        func declared() -> [OptionDeclaration] {
            if let declarations { return declarations }
            let found = OptionTable.declarations(for: command).filter { !$0.isArgument }
            declarations = found
            return found
        }
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" || Arguments.cannotBeOption(argument) {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let declaration = declared().first(where: { $0.name == name || $0.aliases.contains(name) }) else {
                if dashWordsArePositional && !argument.hasPrefix("--") {
                    positionals.append(argument)
                    continue
                }
                throw CommandLineFailure.unknownOption(name, known: declared().map { $0.name })
            }
            name = declaration.name
            if declaration.takesValue {
                let written: String
                if let inlineValue {
                    written = inlineValue
                } else {
                    guard index < arguments.count else { throw CommandLineFailure.needsValue(option: name) }
                    written = arguments[index]
                    index += 1
                }
                try declaration.check?(written, name)
                options[name, default: []].append(written)
            } else if let bare = declaration.bareValue {
                try declaration.check?(inlineValue ?? bare, name)
                options[name, default: []].append(inlineValue ?? bare)
            } else {
                guard inlineValue == nil else { throw CommandLineFailure.takesNoValue(option: name) }
                flags.insert(name)
            }
        }
    }

    /// Whether `argument` is shaped like no option name: `-5`, `-.5`, `-(2+3)`, `-40 F in C`.
    static func cannotBeOption(_ argument: String) -> Bool {
        if argument.contains(where: \.isWhitespace) { return true }
        // `-5`, `-.5`, `-(2+3)`, and with the dashes doubled `--5` (minus minus five): no option starts so
        guard let first = argument.drop(while: { $0 == "-" }).first else { return false }
        return first.isNumber || first == "." || first == "("
    }

    /// The last value given for `option`, read as its type; nil when it is not given.
    func value<Value>(_ option: Option<Value>) throws -> Value? {
        guard let written = options[option.name]?.last else { return nil }
        return try option.read(written, option.name)
    }

    /// The value given for `option`, else its declared default.
    func valueOrDefault<Value>(_ option: Option<Value>) throws -> Value {
        if let given = try value(option) { return given }
        guard let fallback = option.defaultValue else { throw CommandLineFailure.needsValue(option: option.name) }
        return fallback
    }

    /// Every value given for a repeatable `option`, in order, each read as its type.
    func values<Value>(_ option: Option<Value>) throws -> [Value] {
        try (options[option.name] ?? []).map { try option.read($0, option.name) }
    }

    /// The last value given for a text option, as written (reading text cannot fail).
    func value(_ option: Option<String>) -> String? { options[option.name]?.last }

    /// Every value given for a repeatable text option, as written, in order.
    func values(_ option: Option<String>) -> [String] { options[option.name] ?? [] }

    /// Whether `option` is given at all.
    func given<Value>(_ option: Option<Value>) -> Bool { options[option.name] != nil }

    /// Whether `flag` is given.
    func has(_ flag: Flag) -> Bool { flags.contains(flag.name) }
}
