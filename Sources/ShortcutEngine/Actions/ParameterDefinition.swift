/// One declared parameter of an action: the Intents-style description resolution works from.
public struct ParameterDefinition: Sendable {
    /// The readable key documents use (`separator`).
    public var key: String
    /// Apple's key in `.shortcut` files (`WFTextSeparator`), for import and export.
    public var wireKey: String?
    public var label: String
    public var type: ValueType
    public var summary: String
    /// Used when the document gives no value (or nothing).
    public var defaultValue: Value?
    /// For choice parameters: the accepted values, matched case-insensitively.
    public var allowedValues: [String]
    /// Other spellings accepted for allowed values (Apple's wire values, symbols), mapped to one of them.
    public var valueAliases: [String: String]
    public var isRequired: Bool
    /// Smallest accepted number, for number parameters.
    public var minimum: Number?
    /// Shown and used only when another parameter has one of these values.
    public var parent: Parent?

    /// The visibility rule: `key` must hold one of `values`.
    public struct Parent: Sendable {
        public var key: String
        public var values: [String]
        public init(_ key: String, _ values: [String]) {
            self.key = key
            self.values = values
        }
    }

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
