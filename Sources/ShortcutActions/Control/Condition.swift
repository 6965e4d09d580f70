import ShortcutEngine

/// Shortcuts' If conditions. Apple's numeric `WFCondition` codes are the wire values (export
/// writes them as integers); symbols and iOS 12 names are aliases.
public enum Condition: String, Choice {
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
    /// A date within the next `amount` `unit`s from now (Apple's 1000, `WFDuration`).
    case isInTheNext = "is in the next"
    /// A date within the last `amount` `unit`s up to now (Apple's 1001, `WFDuration`).
    case isInTheLast = "is in the last"
    /// A date on today's calendar day (Apple's 1002).
    case isToday = "is today"

    /// Apple's numeric `WFCondition` code.
    public var wireValues: [String] {
        switch self {
        case .isLessThan: return ["0"]
        case .isLessThanOrEqual: return ["1"]
        case .isGreaterThan: return ["2"]
        case .isGreaterThanOrEqual: return ["3"]
        case .is: return ["4"]
        case .isNot: return ["5"]
        case .beginsWith: return ["8"]
        case .endsWith: return ["9"]
        case .contains: return ["99"]
        case .doesNotContain: return ["999"]
        case .hasAnyValue: return ["100"]
        case .doesNotHaveAnyValue: return ["101"]
        case .isBetween: return ["1003"]
        case .isInTheNext: return ["1000"]
        case .isInTheLast: return ["1001"]
        case .isToday: return ["1002"]
        }
    }

    /// Symbols and iOS 12 names.
    public var aliases: [String] {
        switch self {
        case .isLessThan: return ["<"]
        case .isLessThanOrEqual: return ["<=", "is less than or equal"]
        case .isGreaterThan: return [">"]
        case .isGreaterThanOrEqual: return [">=", "is greater than or equal"]
        case .is: return ["==", "=", "equals"]
        case .isNot: return ["!="]
        case .beginsWith, .endsWith, .contains, .doesNotContain, .hasAnyValue, .doesNotHaveAnyValue, .isBetween, .isInTheNext,
            .isInTheLast, .isToday:
            return []
        }
    }

    /// Whether a list input is tested item by item (all but the two "any value" tests, which
    /// test the list itself).
    var testsEachItem: Bool {
        switch self {
        case .hasAnyValue, .doesNotHaveAnyValue: return false
        case .isLessThan, .isLessThanOrEqual, .isGreaterThan, .isGreaterThanOrEqual, .is, .isNot, .beginsWith, .endsWith,
            .contains, .doesNotContain, .isBetween, .isInTheNext, .isInTheLast, .isToday:
            return true
        }
    }

    /// Whether it tests a date against a span of time around now (is in the next / last).
    var isDateSpan: Bool { self == .isInTheNext || self == .isInTheLast }

    /// Whether a list input passes only when every item does (the negative tests); otherwise any item will do.
    var needsEveryItem: Bool { self == .isNot || self == .doesNotContain }
}
