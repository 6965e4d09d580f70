/// A Swift type an action reads a resolved parameter as: `Parameter<Bool>` reads a `Bool`,
/// `Parameter<Operation>` its `Choice` enum, `Parameter<String?>` text or nil. The type also gives
/// the declaration its `ValueType` (what resolution coerces to) unless the declaration names one.
public protocol ParameterReadable: Sendable {
    /// The type resolution coerces a value to, when the declaration does not say.
    static var parameterType: ValueType { get }
    /// The allowed values, for a `Choice` (or an optional one); nil for every other type.
    static var parameterChoices: ChoiceSet? { get }
    /// The resolved value as this type; `value` is nil when the parameter is absent (no value, no
    /// default, or hidden by its parent). Throws `ActionFailure` naming `key`.
    static func read(_ value: Value?, key: String) throws(ActionFailure) -> Self
}

extension ParameterReadable {
    /// Not a choice.
    public static var parameterChoices: ChoiceSet? { nil }
}

/// The failure for a parameter read without a value: "needs a value".
@usableFromInline
func missingParameter(_ key: String) -> ActionFailure {
    ActionFailure(ParameterFailure.needsValue(key: key, summary: ""), parameter: key)
}

extension Value: ParameterReadable {
    /// Any value, kept as given.
    public static var parameterType: ValueType { .any }
    /// The value (a named item as its plain value); throws when absent.
    @inlinable
    public static func read(_ value: Value?, key: String) throws(ActionFailure) -> Value {
        switch value {
        case .named(let item)?: return item.value
        case let value?: return value
        case nil: throw missingParameter(key)
        }
    }
}

extension String: ParameterReadable {
    /// Text.
    public static var parameterType: ValueType { .text }
    /// The value as text: Nothing gives empty text, other values are converted by `Coercion`. Throws when absent.
    @inlinable
    public static func read(_ value: Value?, key: String) throws(ActionFailure) -> String {
        switch try Value.read(value, key: key) {
        case .text(let text): return text
        case .nothing: return ""
        case let other: return Coercion().text(other)
        }
    }
}

extension Bool: ParameterReadable {
    /// A boolean.
    public static var parameterType: ValueType { .boolean }
    /// True only for the boolean `true`; any other value counts as false. Throws when absent.
    @inlinable
    public static func read(_ value: Value?, key: String) throws(ActionFailure) -> Bool {
        if case .boolean(let flag) = try Value.read(value, key: key) { return flag }
        return false
    }
}

extension Number: ParameterReadable {
    /// A number.
    public static var parameterType: ValueType { .number }
    /// The value as a number (a duration gives its seconds); throws when absent or not convertible to a number.
    public static func read(_ value: Value?, key: String) throws(ActionFailure) -> Number {
        switch try Value.read(value, key: key) {
        case .number(let number), .duration(let number): return number
        case let other:
            do { return try Coercion().number(other) } catch { throw ActionFailure(error, parameter: key) }
        }
    }
}

extension Int: ParameterReadable {
    /// A number, read as a whole one.
    public static var parameterType: ValueType { .number }
    /// A whole number; fractional values are an error naming the parameter.
    public static func read(_ value: Value?, key: String) throws(ActionFailure) -> Int {
        let number = try Number.read(value, key: key)
        guard let int = number.int else {
            throw ActionFailure(ParameterFailure.notWholeNumber(number), parameter: key)
        }
        return int
    }
}

extension Array: ParameterReadable where Element == Value {
    /// A list.
    public static var parameterType: ValueType { .list }
    /// The value's items: a list as is, Nothing as empty, any other value as a one-item list. Throws when absent.
    public static func read(_ value: Value?, key: String) throws(ActionFailure) -> [Value] {
        try Value.read(value, key: key).items
    }
}

extension Optional: ParameterReadable where Wrapped: ParameterReadable {
    /// The wrapped type's.
    public static var parameterType: ValueType { Wrapped.parameterType }
    /// The wrapped type's choices.
    public static var parameterChoices: ChoiceSet? { Wrapped.parameterChoices }
    /// Nil when absent, else the wrapped type's reading.
    @inlinable
    public static func read(_ value: Value?, key: String) throws(ActionFailure) -> Wrapped? {
        guard let value else { return nil }
        return try Wrapped.read(value, key: key)
    }
}

extension Choice {
    /// Text, matched against the options.
    public static var parameterType: ValueType { .text }
    /// The options of this enum.
    public static var parameterChoices: ChoiceSet? { ChoiceSet(Self.self) }

    /// The chosen case. Resolution has already matched the value against the declared options,
    /// so only a value of another declaration fails. Inlinable so each action's read is
    /// specialised to its enum, and matched by a scan of the cases: resolution made the value the
    /// case's own text, so `==` finds it at its first check (the same storage), and the length
    /// test skips the others (`init(rawValue:)` hashes the text for enums of many cases, and `==`
    /// between unequal texts such as "×" and "+" takes Unicode's slow path).
    @inlinable
    public static func read(_ value: Value?, key: String) throws(ActionFailure) -> Self {
        let text = try String.read(value, key: key)
        let length = text.utf8.count
        for option in allCases where option.rawValue.utf8.count == length && option.rawValue == text { return option }
        throw unknownChoice(text, allowed: allCases.map(\.rawValue), key: key)
    }
}

/// The failure for a choice value of another declaration.
@usableFromInline
func unknownChoice(_ text: String, allowed: [String], key: String) -> ActionFailure {
    ActionFailure(ParameterFailure.unknownChoice(given: text, allowed: allowed), parameter: key)
}
