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
        let declared = OptionTable.declarations(for: command).filter { !$0.isArgument }
        var byName: [String: OptionDeclaration] = [:]
        for declaration in declared {
            byName[declaration.name] = declaration
            for alias in declaration.aliases { byName[alias] = declaration }
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
            guard let declaration = byName[name] else {
                if dashWordsArePositional && !argument.hasPrefix("--") {
                    positionals.append(argument)
                    continue
                }
                throw CommandLineFailure.unknownOption(name, known: declared.map(\.name))
            }
            name = declaration.name
            if declaration.takesValue {
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw CommandLineFailure.needsValue(option: name) }
                    options[name, default: []].append(arguments[index])
                    index += 1
                }
            } else {
                if let inlineValue { options[name, default: []].append(inlineValue) }
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

    func value(_ name: String) -> String? { options[name]?.last }
    func values(_ name: String) -> [String] { options[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) || options[name] != nil }

    func integer(_ name: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number >= 0 else {
            throw CommandLineFailure.needsWholeNumber(option: name, got: text)
        }
        return number
    }
}
