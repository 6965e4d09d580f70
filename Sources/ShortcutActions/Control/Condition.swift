import ShortcutEngine

/// Shortcuts' If conditions, with the numeric `WFCondition` codes and legacy names as aliases.
public enum Condition: String, CaseIterable, Sendable {
    case isLessThan = "is less than"
    case isLessThanOrEqual = "is less than or equal to"
    case isGreaterThan = "is greater than"
    case isGreaterThanOrEqual = "is greater than or equal to"
    case `is` = "is"
    case isNot = "is not"
    case beginsWith = "begins with"
    case endsWith = "ends with"
    case contains = "contains"
    case doesNotContain = "does not contain"
    case hasAnyValue = "has any value"
    case doesNotHaveAnyValue = "does not have any value"
    case isBetween = "is between"

    /// Apple's numeric codes, symbols and iOS 12 names.
    static let aliases: [String: String] = [
        "0": "is less than", "1": "is less than or equal to", "2": "is greater than", "3": "is greater than or equal to",
        "4": "is", "5": "is not", "8": "begins with", "9": "ends with", "99": "contains", "999": "does not contain",
        "100": "has any value", "101": "does not have any value", "1003": "is between",
        "<": "is less than", "<=": "is less than or equal to", ">": "is greater than", ">=": "is greater than or equal to",
        "==": "is", "=": "is", "!=": "is not", "equals": "is", "is greater than or equal": "is greater than or equal to",
        "is less than or equal": "is less than or equal to",
    ]

    var needsOperand: Bool { self != .hasAnyValue && self != .doesNotHaveAnyValue }
}

/// How If compares: numbers numerically, dates as dates, everything else as text.
struct Comparison {
    let coercion: Coercion
    let caseSensitive: Bool

    func test(_ input: Value, _ condition: Condition, _ operand: Value, upper: Value) throws -> Bool {
        switch condition {
        case .hasAnyValue: return hasValue(input)
        case .doesNotHaveAnyValue: return !hasValue(input)
        default: break
        }
        if case .list(let items) = input {
            if condition == .isNot || condition == .doesNotContain {
                return try items.allSatisfy { try test($0, condition, operand, upper: upper) }
            }
            return try items.contains { try test($0, condition, operand, upper: upper) }
        }
        switch condition {
        case .is: return compare(input, operand) == 0
        case .isNot: return compare(input, operand) != 0
        case .isLessThan: return try ordered(input, operand, condition) < 0
        case .isLessThanOrEqual: return try ordered(input, operand, condition) <= 0
        case .isGreaterThan: return try ordered(input, operand, condition) > 0
        case .isGreaterThanOrEqual: return try ordered(input, operand, condition) >= 0
        case .isBetween: return try ordered(input, operand, condition) >= 0 && ordered(input, upper, condition) <= 0
        case .contains: return text(input).contains(text(operand))
        case .doesNotContain: return !text(input).contains(text(operand))
        case .beginsWith: return text(input).hasPrefix(text(operand))
        case .endsWith: return text(input).hasSuffix(text(operand))
        case .hasAnyValue, .doesNotHaveAnyValue: return false
        }
    }

    func hasValue(_ value: Value) -> Bool {
        switch value {
        case .nothing: return false
        case .text(let text): return !text.isEmpty
        case .list(let items): return !items.isEmpty
        case .dictionary(let dictionary): return !dictionary.isEmpty
        default: return true
        }
    }

    func text(_ value: Value) -> String {
        let rendered = coercion.text(value)
        return caseSensitive ? rendered : rendered.lowercased()
    }

    /// -1, 0 or 1; numbers and dates by value when both sides convert, else text.
    func compare(_ left: Value, _ right: Value) -> Int {
        if let a = number(left), let b = number(right) { return a < b ? -1 : (b < a ? 1 : 0) }
        if case .date(let a) = left, let b = try? coercion.coerce(right, to: .date), case .date(let date) = b {
            return a < date ? -1 : (a > date ? 1 : 0)
        }
        let a = text(left)
        let b = text(right)
        return a < b ? -1 : (a > b ? 1 : 0)
    }

    func ordered(_ left: Value, _ right: Value, _ condition: Condition) throws -> Int {
        if case .date = left { return compare(left, right) }
        guard let a = number(left) else {
            throw ActionFailure(
                "'\(condition.rawValue)' compares numbers or dates, but the input is \(left.type.article) ('\(Rendering.preview(coercion.text(left), limit: 30))')",
                hint: "convert the input with '| as: number'", parameter: "input")
        }
        guard let b = number(right) else {
            throw ActionFailure(
                "'\(condition.rawValue)' needs a number to compare with, got '\(Rendering.preview(coercion.text(right), limit: 30))'",
                parameter: "value")
        }
        return a < b ? -1 : (b < a ? 1 : 0)
    }

    func number(_ value: Value) -> Number? {
        switch value {
        case .number(let number), .duration(let number): return number
        case .text(let text): return Number(parsing: text)
        default: return nil
        }
    }
}
