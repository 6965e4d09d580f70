// Transitional: choice parameters still declared as strings. Every action moves to a `Choice`
// enum; this file goes when the last one has.

extension ParameterDefinition {
    /// A choice declared as strings, with aliases mapping other spellings to one of them.
    public init(
        _ key: String, wireKey: String? = nil, label: String? = nil, type: ValueType, summary: String,
        default defaultValue: Value? = nil, allowed: [String], aliases: [String: String] = [:], required: Bool = false,
        minimum: Number? = nil, parent: Parent? = nil
    ) {
        self.init(
            key, wireKey: wireKey, label: label, type: type, summary: summary, default: defaultValue, required: required,
            minimum: minimum, parent: parent)
        choices = ChoiceSet(
            allowed.map { value in
                ChoiceSet.Option(
                    value: value, wireValues: [], aliases: aliases.filter { $0.value == value }.map(\.key).sorted(), summary: "")
            })
    }
}

extension ResolvedParameters {
    /// The chosen value as text (string-declared choices only).
    public func choice(_ key: String) throws(ActionFailure) -> String { try text(key) }
}
