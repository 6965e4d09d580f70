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
    @inlinable
    public func optional(_ key: String) -> Value? {
        // Unwrapped in place: `namedOptional(key)?.unnamed` copied every value twice on the hot path.
        switch namedOptional(key) {
        case .named(let item)?: return item.value
        case let value: return value
        }
    }

    /// The value for `key` as given, a named item keeping its name (Get Name, Save File, Set Variable).
    @inlinable
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

    func missing(_ key: String) -> ActionFailure {
        ActionFailure(ParameterFailure.needsValue(key: key, summary: ""), parameter: key)
    }
}
