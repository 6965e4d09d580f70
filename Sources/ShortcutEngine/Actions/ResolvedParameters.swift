/// An action's parameters after resolution: coerced to their declared types, defaults applied,
/// choices canonicalised. Accessors throw `ActionFailure` only for values that are absent.
public struct ResolvedParameters: Sendable {
    /// The parameter keys, in the definition's order.
    public let keys: [String]
    /// Aligned with `keys`; `nil` when absent with no default (or hidden).
    public internal(set) var values: [Value?]

    /// Parameters as parallel arrays: `values[i]` belongs to `keys[i]`.
    public init(keys: [String], values: [Value?]) {
        self.keys = keys
        self.values = values
    }

    /// The value for `key`, or nil when absent. A named item comes as its plain value: actions
    /// that keep or read the name ask for `namedValue`.
    public func optional(_ key: String) -> Value? {
        // Unwrapped in place: `namedOptional(key)?.unnamed` copied every value twice on the hot path.
        switch namedOptional(key) {
        case .named(let item)?: return item.value
        case let value: return value
        }
    }

    /// The value for `key` as given, a named item keeping its name (Get Name, Save File, Set Variable).
    public func namedOptional(_ key: String) -> Value? {
        // Comparing byte counts first skips most full string comparisons on this hot path.
        let length = key.utf8.count
        for offset in keys.indices where keys[offset].utf8.count == length && keys[offset] == key {
            return values[offset]
        }
        return nil
    }

    /// The value for `key` as given, keeping a name; throws "needs a value" when absent.
    public func namedValue(_ key: String) throws(ActionFailure) -> Value {
        guard let value = namedOptional(key) else { throw missing(key) }
        return value
    }

    /// The value for `key`; throws "needs a value" naming the parameter when it is absent.
    public func value(_ key: String) throws(ActionFailure) -> Value {
        guard let value = optional(key) else { throw missing(key) }
        return value
    }

    /// The value as text: Nothing gives empty text, other values are converted by `Coercion`. Throws when absent.
    public func text(_ key: String) throws(ActionFailure) -> String {
        switch try value(key) {
        case .text(let text): return text
        case .nothing: return ""
        case let other: return Coercion().text(other)
        }
    }

    /// The value as a number (a duration gives its seconds); throws when absent or not convertible to a number.
    public func number(_ key: String) throws(ActionFailure) -> Number {
        switch try value(key) {
        case .number(let number), .duration(let number): return number
        case let other:
            do { return try Coercion().number(other) } catch { throw ActionFailure(error, parameter: key) }
        }
    }

    /// A whole number; fractional values are an error naming the parameter.
    public func integer(_ key: String) throws(ActionFailure) -> Int {
        let number = try number(key)
        guard let int = number.int else {
            throw ActionFailure(ParameterFailure.notWholeNumber(number), parameter: key)
        }
        return int
    }

    /// True only for the boolean `true`; any other value counts as false. Throws when absent.
    public func bool(_ key: String) throws(ActionFailure) -> Bool {
        if case .boolean(let flag) = try value(key) { return flag }
        return false
    }

    /// The value's items: a list as is, Nothing as empty, any other value as a one-item list. Throws when absent.
    public func list(_ key: String) throws(ActionFailure) -> [Value] { try value(key).items }

    /// The value chosen for a choice parameter, as its `Choice` enum. Resolution has already
    /// matched it against the declared options, so only a value of another declaration fails.
    /// Inlinable so each action's call is specialised to its enum, and matched by a scan of the
    /// cases: resolution made the value the case's own text, so `==` finds it at its first check
    /// (the same storage), and the length test skips the others (`C(rawValue:)` hashes the text for
    /// enums of many cases, and `==` between unequal texts such as "×" and "+" takes Unicode's slow
    /// path: a few hundred instructions a step).
    @inlinable
    public func choice<C: Choice>(_ key: String, as type: C.Type = C.self) throws(ActionFailure) -> C {
        let text = try text(key)
        let length = text.utf8.count
        for option in C.allCases where option.rawValue.utf8.count == length && option.rawValue == text { return option }
        throw unknownChoice(text, allowed: C.allCases.map(\.rawValue), key: key)
    }

    /// The failure for a choice value of another declaration.
    @usableFromInline
    func unknownChoice(_ text: String, allowed: [String], key: String) -> ActionFailure {
        ActionFailure(ParameterFailure.unknownChoice(given: text, allowed: allowed), parameter: key)
    }

    /// The choice, or nil when the parameter is absent (hidden by its parent, or optional).
    public func optionalChoice<C: Choice>(_ key: String, as type: C.Type = C.self) throws(ActionFailure) -> C? {
        optional(key) == nil ? nil : try choice(key, as: type)
    }

    func missing(_ key: String) -> ActionFailure {
        ActionFailure(ParameterFailure.needsValue(key: key, summary: ""), parameter: key)
    }
}
