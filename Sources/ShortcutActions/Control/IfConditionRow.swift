import ShortcutEngine

/// One condition of a multi-condition If (Apple's `WFConditions`, iOS 18): what to test, the
/// test, and what to compare with. Written in a document as a dictionary:
/// `{"input": "{{Size}}", "condition": "is greater than", "value": "1 MB"}`; the spans take
/// `amount` and `unit`, 'is between' takes `upper`. Every operand kind a single If takes works
/// the same here: text, numbers, dates, measurements (`1 MB`) and spans of time.
struct IfConditionRow {
    /// What is tested.
    var input: Value
    /// The test and what it compares with.
    var operands: ConditionFields

    /// Reads the row `position` (1-based, for messages).
    init(_ row: Value, position: Int) throws {
        operands = try ConditionFields(row, position: position, table: .ifConditions)
        input = operands.fields["input"] ?? .nothing
        try operands.readOperands()
    }
}
