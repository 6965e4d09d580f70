/// One declared parameter of an action: the Intents-style description resolution works from.
public struct ParameterDefinition: Sendable {
    /// The readable key documents use (`separator`).
    public var key: String
    /// Apple's key in `.shortcut` files (`WFTextSeparator`), for import and export.
    public var wireKey: String?
    /// The human-readable name; defaults to the key with its first letter capitalised.
    public var label: String
    /// The type a value is coerced to before the action sees it.
    public var type: ValueType
    /// A short description for the catalogue, also used in the "needs a value" hint.
    public var summary: String
    /// Used when the document gives no value (or nothing).
    public var defaultValue: Value?
    /// For choice parameters: the accepted values, matched case-insensitively.
    public var allowedValues: [String]
    /// Other spellings accepted for allowed values (Apple's wire values, symbols), mapped to one of them.
    public var valueAliases: [String: String]
    /// Whether leaving it without a value (no default, no implicit input) is an error.
    public var isRequired: Bool
    /// Smallest accepted number, for number parameters.
    public var minimum: Number?
    /// Shown and used only when another parameter has one of these values.
    public var parent: Parent?

    /// The visibility rule: `key` must hold one of `values`.
    public struct Parent: Sendable {
        /// The key of the parameter this one depends on.
        public var key: String
        /// The values of that parameter that make this one apply, compared case-insensitively.
        public var values: [String]
        /// A rule: the parameter applies when `key` holds one of `values`.
        public init(_ key: String, _ values: [String]) {
            self.key = key
            self.values = values
        }
    }

    /// A parameter; `label` defaults to the capitalised key, and a non-empty `allowed` makes it a choice.
    public init(
        _ key: String, wireKey: String? = nil, label: String? = nil, type: ValueType, summary: String,
        default defaultValue: Value? = nil, allowed allowedValues: [String] = [], aliases: [String: String] = [:],
        required: Bool = false, minimum: Number? = nil, parent: Parent? = nil
    ) {
        self.key = key
        self.wireKey = wireKey
        self.label = label ?? key.prefix(1).uppercased() + key.dropFirst()
        self.type = type
        self.summary = summary
        self.defaultValue = defaultValue
        self.allowedValues = allowedValues
        self.valueAliases = aliases
        self.isRequired = required
        self.minimum = minimum
        self.parent = parent
    }

    /// The allowed value `text` names (case-insensitive, aliases included), if any.
    public func canonicalChoice(_ text: String) -> String? {
        let lowered = text.lowercased()
        if let match = allowedValues.first(where: { $0.lowercased() == lowered }) { return match }
        if let alias = valueAliases.first(where: { $0.key.lowercased() == lowered }) { return alias.value }
        return nil
    }
}
