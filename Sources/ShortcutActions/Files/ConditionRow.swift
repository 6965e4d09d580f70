import ShortcutEngine

/// One row of Apple's condition table (Filter Files, Find Photos), as Shortcuts' editor builds it:
/// a property of the action's items, an If condition (the same tests and Apple codes) and what it
/// compares with. Written in a document as a dictionary:
/// `{"property": "Name", "condition": "is not", "value": "draft.txt"}`; the spans take `amount`
/// and `unit`, 'is between' takes `upper`.
struct ConditionRow<Property: Choice> {
    /// The property of the item that is tested.
    var property: Property
    /// The test and what it compares with.
    var operands: ConditionFields

    /// Reads the table's row `position` (1-based, for messages) of a table on `items` ("file", "photo").
    init(_ row: Value, position: Int, items: String = "file") throws {
        operands = try ConditionFields(row, position: position, table: .properties(items: items))
        property = try operands.choice("property", Property.self, default: nil)
        try operands.readOperands()
    }

    /// Whether `subject` (the item's value of `property`) meets this condition; text compares in
    /// any letter case, sizes as byte counts (or against a measurement such as `1 MB`), dates as
    /// dates on the run's clock, a yes/no property against the operand read as a boolean.
    func holds(_ subject: Value, context: ActionContext) throws -> Bool {
        let row = operands
        var comparison = Comparison(coercion: context.coercion, caseSensitive: false)
        if row.condition.isDateSpan || row.condition == .isToday {
            comparison.clock = .init(now: context.host.now(), calendar: context.calendar, amount: row.amount, unit: row.unit)
        }
        // Compared as text: a list or dictionary too large to write out stops here (not expanded).
        for value in [row.value, row.upper] where value.isContainer { try context.checkWritable(value) }
        var operand = row.value
        if case .boolean = subject, !row.value.isNothing, let flag = try? context.coercion.coerce(row.value, to: .boolean) {
            operand = flag
        }
        return try comparison.test(subject, row.condition, operand, upper: row.upper)
    }
}

/// Apple's condition table of a content filter (Find Photos, Filter Images, Filter Articles): its
/// rows and whether every row must hold (Match All) or one (Any). An empty table keeps every item.
struct PropertyConditions<Property: Choice> {
    let rows: [ConditionRow<Property>]
    let match: FileCondition.Match

    /// Reads the rows of `table` (a list of dictionaries; Nothing: no rows) on `items` ("photo").
    init(_ table: Value?, match: FileCondition.Match, items: String) throws {
        rows = try (table?.items ?? []).enumerated().map {
            try ConditionRow<Property>($0.element, position: $0.offset + 1, items: items)
        }
        self.match = match
    }

    /// Whether an item meets the table, `holds` telling whether it meets one row.
    func keeps(_ holds: (ConditionRow<Property>) throws -> Bool) rethrows -> Bool {
        guard !rows.isEmpty else { return true }
        return match == .all ? try rows.allSatisfy(holds) : try rows.contains(where: holds)
    }
}
