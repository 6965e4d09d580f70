import AppleFormats

/// Which of an If's operand keys are live (import only, `ParameterForm.liveOperands`). Apple
/// writes the operand under the key of the input's kind (text, number, date, measurement,
/// enumeration) and leaves the keys of kinds the user left in place; the condition code says which
/// operand a condition reads at all, and the input's kind picks among the rest.
struct OperandKinds: Sendable {
    /// The condition's key (`WFCondition`) and the input's key (`WFInput`).
    let conditionKey: String
    let inputKey: String
    /// Keys of operands every kind may hold (`WFConditionalActionString`, `WFNumberValue`,
    /// `WFAnotherNumber`): never stale by kind, only by condition.
    let plainKeys: [String]
    /// Operand keys of one kind each, with the input kinds that make them live.
    let kinds: [Kind]
    /// Condition codes that compare with no operand (has any value, is today).
    let noOperandCodes: Set<Int>
    /// Condition codes that read only `durationKey` (is in the next / last).
    let durationCodes: Set<Int>
    /// The duration operand's key (`WFDuration`).
    let durationKey: String
    /// Condition codes that compare text only (begins with, contains …).
    let textCodes: Set<Int>
    /// The text operand's key (`WFConditionalActionString`).
    let textKey: String

    /// An operand key of one kind, live when the input is of that kind or no other operand is there.
    struct Kind: Sendable {
        /// The operand's key (`WFMeasurement`).
        let key: String
        /// Properties (`PropertyName` of the input's property aggrandizement) and output names
        /// (`OutputName`) of inputs of this kind.
        let inputNames: Set<String>
        /// Input types (`Type` of the input's attachment, `DeviceDetails`) of this kind.
        let inputTypes: Set<String>
        /// Whether any property of the input (a property aggrandizement) makes it this kind:
        /// enumerations are properties (Device Type, Media Kind).
        let anyProperty: Bool
    }

    /// If's operand keys.
    static let conditional = OperandKinds(
        conditionKey: "WFCondition", inputKey: "WFInput",
        plainKeys: ["WFConditionalActionString", "WFNumberValue", "WFAnotherNumber"],
        kinds: [
            Kind(
                key: "WFMeasurement", inputNames: ["File Size", "Measurement", "Converted Measurement"], inputTypes: [],
                anyProperty: false),
            Kind(key: "WFEnumeration", inputNames: [], inputTypes: ["DeviceDetails"], anyProperty: true),
        ],
        noOperandCodes: [100, 101, 1002], durationCodes: [1000, 1001], durationKey: "WFDuration",
        textCodes: [8, 9, 99, 999], textKey: "WFConditionalActionString")

    /// The operand keys among `present` that are stale for the condition `code` and the input's
    /// attachment `input` (its `Type`, `OutputName` and aggrandizements).
    func staleKeys(present: Set<String>, code: Int?, input: PropertyList?) -> Set<String> {
        let operandKeys = Set(plainKeys + kinds.map(\.key) + [durationKey]).intersection(present)
        if let code, noOperandCodes.contains(code) { return operandKeys }
        if let code, durationCodes.contains(code) { return operandKeys.subtracting([durationKey]) }
        if let code, textCodes.contains(code) { return operandKeys.subtracting([textKey]) }
        var stale = operandKeys.intersection([durationKey])
        let others = operandKeys.subtracting([durationKey])
        for kind in kinds where others.contains(kind.key) && others.count > 1 && !matches(kind, input) {
            stale.insert(kind.key)
        }
        // A kind the input has is live: the plain keys beside it are stale.
        if kinds.contains(where: { others.contains($0.key) && matches($0, input) }) {
            stale.formUnion(others.intersection(plainKeys))
        }
        return stale
    }

    /// Whether the input attachment is of `kind`.
    private func matches(_ kind: Kind, _ input: PropertyList?) -> Bool {
        guard let input else { return false }
        let properties = (input["Aggrandizements"]?.array ?? []).compactMap { aggrandizement -> String? in
            aggrandizement["Type"]?.string == "WFPropertyVariableAggrandizement"
                ? aggrandizement["PropertyName"]?.string ?? "" : nil
        }
        if let last = properties.last {
            return kind.inputNames.contains(last) || kind.anyProperty && !kinds.contains { $0.inputNames.contains(last) }
        }
        if let type = input["Type"]?.string, kind.inputTypes.contains(type) { return true }
        return input["OutputName"]?.string.map(kind.inputNames.contains) ?? false
    }
}
