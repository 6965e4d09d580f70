import ShortcutEngine

/// A usage mistake: exit code 64 with the command's usage line.
struct UsageError: Error {
    var message: String
}

/// Parsed command-line arguments: options (`--name value`, `--name=value`, `-x value`),
/// flags, and positionals. Each command declares which options take values.
struct Arguments {
    private(set) var positionals: [String] = []
    private(set) var options: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    /// `valued` options consume the next argument; `flagNames` do not; anything else is an error.
    init(_ arguments: [String], valued: Set<String>, flagNames: Set<String>, aliases: [String: String] = [:]) throws {
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
            name = aliases[name] ?? name
            if valued.contains(name) {
                if let inlineValue {
                    options[name, default: []].append(inlineValue)
                } else {
                    guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    options[name, default: []].append(arguments[index])
                    index += 1
                }
            } else if flagNames.contains(name) {
                if let inlineValue { options[name, default: []].append(inlineValue) }
                flags.insert(name)
            } else {
                let known = Array(valued) + Array(flagNames)
                var message = "unknown option \(name)"
                if let close = closest(name, known) { message += "; did you mean \(close)?" }
                throw UsageError(message: message)
            }
        }
    }

    func value(_ name: String) -> String? { options[name]?.last }
    func values(_ name: String) -> [String] { options[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) || options[name] != nil }

    func integer(_ name: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number >= 0 else {
            throw UsageError(message: "\(name) needs a whole number, got '\(text)'")
        }
        return number
    }

    private func closest(_ name: String, _ known: [String]) -> String? {
        Suggestions.closest(to: name, among: known)
    }

}
