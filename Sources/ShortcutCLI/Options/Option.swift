import DigitGrouping

/// A command-line option that takes a value, declared once with the type a command reads it as:
/// its declaration (name, placeholder, help, the commands that take it), how one written value
/// becomes that type, and the value a command gets when the option is absent. Commands read it
/// with `arguments.value(.seed)`; the declarations live in `OptionTable`.
struct Option<Value: Sendable>: Sendable {
    /// Name, aliases, placeholder, help and commands: what parsing, `--help` and docs/cli.md show.
    let declaration: OptionDeclaration
    /// The value when the option is not given; nil when absence is a case of its own.
    let defaultValue: Value?
    /// Turns one written value into `Value`, or throws the usage error that names the option.
    let read: @Sendable (_ written: String, _ option: String) throws -> Value

    /// An option read by `read`, which `Arguments` also runs while parsing.
    init(
        declaration: OptionDeclaration, defaultValue: Value?,
        read: @escaping @Sendable (_ written: String, _ option: String) throws -> Value
    ) {
        self.declaration = declaration.checking { written, option in _ = try read(written, option) }
        self.defaultValue = defaultValue
        self.read = read
    }

    /// The option's name as written on the command line (`--seed`).
    var name: String { declaration.name }
}

/// A command-line flag: given or not (`--dry-run`), declared once with its help.
struct Flag: Sendable {
    /// Name, help and commands: what parsing, `--help` and docs/cli.md show.
    let declaration: OptionDeclaration

    /// The flag's name as written on the command line (`--dry-run`).
    var name: String { declaration.name }
}

extension Option where Value == String {
    /// Text needs no check: `Arguments` keeps it as written.
    private init(declaration: OptionDeclaration, defaultValue: String?, text: Void) {
        self.declaration = declaration
        self.defaultValue = defaultValue
        self.read = { written, _ in written }
    }

    /// An option whose value is used as written: a path, a name, a URL.
    static func text(_ declaration: OptionDeclaration, default defaultValue: String? = nil) -> Option {
        Option(declaration: declaration, defaultValue: defaultValue, text: ())
    }
}

extension Option where Value == Int {
    /// A whole number of at least 0 (`1_000` and `1000` alike), at most `ceiling` when one is
    /// given; `--help` shows the default and the ceiling after the help line.
    static func count(
        _ declaration: OptionDeclaration, default defaultValue: Int? = nil, ceiling: Int? = nil, inBytes: Bool = false
    ) -> Option {
        let shown = declaration.withLimits(
            defaultValue.map { Option.countText($0, inBytes: inBytes) }, ceiling: ceiling.map { DigitGrouping.grouped($0) })
        return Option(declaration: shown, defaultValue: defaultValue) { written, option in
            guard let number = Int(written.replacingOccurrences(of: "_", with: "")), number >= 0 else {
                throw CommandLineFailure.needsWholeNumber(option: option, got: written)
            }
            if let ceiling, number > ceiling {
                throw CommandLineFailure.aboveCeiling(option: option, ceiling: ceiling, got: number, reason: shown.ceilingReason)
            }
            return number
        }
    }

    /// `67,108,864 = 64 MiB` for a byte count that is a whole number of MiB, else grouped digits.
    private static func countText(_ count: Int, inBytes: Bool) -> String {
        let mebibyte = 1 << 20
        guard inBytes, count >= mebibyte, count % mebibyte == 0 else { return DigitGrouping.grouped(count) }
        return "\(DigitGrouping.grouped(count)) = \(count / mebibyte) MiB"
    }
}

extension Option where Value == UInt64 {
    /// A whole number from 0 to 2⁶⁴ − 1 (a seed).
    static func unsigned(_ declaration: OptionDeclaration) -> Option {
        Option(declaration: declaration, defaultValue: nil) { written, option in
            guard let number = UInt64(written) else { throw CommandLineFailure.needsWholeNumber(option: option, got: written) }
            return number
        }
    }
}

extension Option where Value == Double {
    /// A positive, finite number of seconds (fractions allowed); `--help` shows the default.
    static func seconds(_ declaration: OptionDeclaration, default defaultValue: Double) -> Option {
        let whole = defaultValue.rounded() == defaultValue && abs(defaultValue) < 1e15
        let shown = declaration.withLimits(whole ? String(Int(defaultValue)) : String(defaultValue), ceiling: nil)
        return Option(declaration: shown, defaultValue: defaultValue) { written, option in
            guard let seconds = Double(written), seconds > 0, seconds.isFinite else {
                throw CommandLineFailure.needsSeconds(option: option, got: written)
            }
            return seconds
        }
    }
}

extension Option where Value: CaseIterable & RawRepresentable, Value.RawValue == String {
    /// One of `Value`'s cases by its raw value; anything else is a usage error listing them all.
    static func choice(_ declaration: OptionDeclaration, default defaultValue: Value) -> Option {
        let shown = declaration.withChoices(Value.allCases.map { $0.rawValue })
        return Option(declaration: shown, defaultValue: defaultValue) { written, option in
            guard let value = Value(rawValue: written) else {
                throw CommandLineFailure.needsOneOf(option: option, allowed: Value.allCases.map { $0.rawValue }, got: written)
            }
            return value
        }
    }
}
