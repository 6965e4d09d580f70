import ShortcutEngine

/// Parsed command-line arguments: options (`--name value`, `--name=value`, `-x value`),
/// flags, and positionals. Which options a command takes, and which of them take values, comes
/// from `OptionTable`; anything else is a usage mistake.
struct Arguments {
    private(set) var positionals: [String] = []
    private(set) var options: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    /// Parses `arguments` as `command` takes them (its `OptionTable` declarations).
    init(_ arguments: [String], command: String) throws {
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
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
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
