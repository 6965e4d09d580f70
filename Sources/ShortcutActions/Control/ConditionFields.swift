import ShortcutEngine

/// Which kind of condition table a row belongs to, and so how its problems are worded
/// (`ConditionFailure`): If's rows test an input; Filter Files' and Find Photos' table tests a
/// property of its `items`.
enum ConditionTable: Equatable {
    case ifConditions
    case properties(items: String)

    /// What a row of this table tests, as its messages name it: "input" or "property".
    var subject: String {
        switch self {
        case .ifConditions: return "input"
        case .properties: return "property"
        }
    }

    func notARow(_ position: Int, _ type: ValueType) -> ActionFailure {
        failure(.notARow(position: position, type: type, table: self))
    }

    func missingField(_ position: Int, _ field: String) -> ActionFailure {
        failure(.missingField(position: position, field: field))
    }

    func unknownValue(_ position: Int, _ field: String, given: String, offered: [String]) -> ActionFailure {
        failure(.unknownValue(position: position, field: field, given: given, offered: offered, table: self))
    }

    func amountNotNumber(_ position: Int, _ given: String) -> ActionFailure {
        failure(.amountNotNumber(position: position, given: given))
    }

    private func failure(_ facts: ConditionFailure) -> ActionFailure { ActionFailure(facts, parameter: "conditions") }
}

/// One condition row as a document writes it, a dictionary, read the same way for every table:
/// its choices (`condition`, `unit`, the table's `property`), what the test compares with
/// (`value`, or `number` as Apple's If names it), the upper bound of 'is between', and a span's
/// `amount` (a number, a number written as text, or a duration, which is then in seconds) and
/// `unit`.
struct ConditionFields {
    let fields: ValueDictionary
    let position: Int
    let table: ConditionTable
    var condition: Condition = .hasAnyValue
    var value: Value = .nothing
    var upper: Value = .nothing
    var amount: Number = .integer(1)
    var unit: AdjustDateAction.Unit = .days

    /// Row `position` (1-based, for messages) of `table`: a dictionary, else a failure. Its
    /// subject (If's `input`, a table's `property`) is read first, then `readOperands()`.
    init(_ row: Value, position: Int, table: ConditionTable) throws {
        guard case .dictionary(let fields) = row.unnamed else { throw table.notARow(position, row.type) }
        (self.fields, self.position, self.table) = (fields, position, table)
    }

    /// Reads the condition and its operands.
    mutating func readOperands() throws {
        condition = try choice("condition", Condition.self, default: nil)
        value = fields["value"] ?? fields["number"] ?? .nothing
        upper = fields["upper"] ?? .nothing
        unit = try choice("unit", AdjustDateAction.Unit.self, default: .days)
        switch fields["amount"]?.unnamed {
        case .number(let number)?: amount = number
        case .duration(let seconds)?:
            amount = seconds
            unit = .seconds
        case .text(let text)?:
            guard let number = Number(parsing: text) else { throw table.amountNotNumber(position, text) }
            amount = number
        default: amount = .integer(1)
        }
        if condition == .isBetween, upper.isNothing { throw table.missingField(position, "upper") }
    }

    /// The row's choice `key`, or `fallback` when it is absent (a failure when there is none).
    func choice<C: Choice>(_ key: String, _ type: C.Type, default fallback: C?) throws -> C {
        guard let given = fields[key], !given.isNothing else {
            if let fallback { return fallback }
            throw table.missingField(position, key)
        }
        let text = ConditionFields.text(given)
        let choices = ChoiceSet(type)
        guard let canonical = choices.canonical(text), let chosen = C(rawValue: canonical) else {
            throw table.unknownValue(position, key, given: text, offered: choices.values)
        }
        return chosen
    }

    /// A choice as text: text and numbers as written, anything else by its type's name.
    static func text(_ value: Value) -> String {
        switch value.unnamed {
        case .text(let text): return text
        case .number(let number): return number.description
        default: return value.type.rawValue
        }
    }
}
