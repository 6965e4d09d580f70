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
    /// For choice parameters: the options, declared by a `Choice` enum.
    public var choices: ChoiceSet?
    /// Whether leaving it without a value (no default, no implicit input) is an error.
    public var isRequired: Bool
    /// Smallest accepted number, for number parameters.
    public var minimum: Number?
    /// Largest accepted number, for number parameters whose size drives memory or time (padding
    /// digits, a wait's seconds); docs/limits.md lists every one.
    public var maximum: Number?
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
        /// A rule: the parameter applies when the choice parameter `key` holds one of `values`.
        public init<C: Choice>(_ key: String, _ values: [C]) {
            self.init(key, values.map(\.rawValue))
        }
        /// A rule: the parameter applies when the boolean parameter `key` is `value`.
        public init(_ key: String, is value: Bool) {
            self.init(key, [value ? "true" : "false"])
        }
        /// The text a rule compares with the parent's value: a boolean as the rule words it
        /// (`true`/`false`: as text a boolean reads Yes/No, which no rule would match), else the
        /// value as text.
        static func comparedText(_ value: Value, coercion: Coercion) -> String {
            if case .boolean(let flag) = value { return flag ? "true" : "false" }
            return coercion.text(value)
        }
    }

    /// A parameter; `label` defaults to the capitalised key.
    public init(
        _ key: String, wireKey: String? = nil, label: String? = nil, type: ValueType, summary: String,
        default defaultValue: Value? = nil, required: Bool = false, minimum: Number? = nil, maximum: Number? = nil,
        parent: Parent? = nil
    ) {
        self.init(
            key, wireKey: wireKey, label: label, type: type, summary: summary, default: defaultValue, choices: nil,
            required: required, minimum: minimum, maximum: maximum, parent: parent)
    }

    /// A choice parameter: its options are the cases of `choice`, its default one of them.
    public init<C: Choice>(
        _ key: String, wireKey: String? = nil, label: String? = nil, choice: C.Type, summary: String, default defaultValue: C?,
        required: Bool = false, parent: Parent? = nil
    ) {
        self.init(
            key, wireKey: wireKey, label: label, type: .text, summary: summary, default: defaultValue.map { .text($0.rawValue) },
            choices: ChoiceSet(choice), required: required, minimum: nil, maximum: nil, parent: parent)
    }

    init(
        _ key: String, wireKey: String?, label: String?, type: ValueType, summary: String, default defaultValue: Value?,
        choices: ChoiceSet?, required: Bool, minimum: Number?, maximum: Number?, parent: Parent?
    ) {
        self.key = key
        self.wireKey = wireKey
        self.label = label ?? key.prefix(1).uppercased() + String(key.dropFirst())
        self.type = type
        self.summary = summary
        self.defaultValue = defaultValue
        self.choices = choices
        self.isRequired = required
        self.minimum = minimum
        self.maximum = maximum
        self.parent = parent
    }

    /// For a choice parameter, its readable values; empty otherwise.
    public var allowedValues: [String] { choices?.values ?? [] }

    /// The readable value `text` names (any letter case, wire values and aliases included), if any.
    public func canonicalChoice(_ text: String) -> String? { choices?.canonical(text) }
}
