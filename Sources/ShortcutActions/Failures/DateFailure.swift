import ShortcutEngine

/// Failures of the date actions.
enum DateFailure: FailureFacts, Equatable {
    /// The adjusted date falls outside what the calendar can represent.
    case outOfRange
    /// A fractional amount of a unit with no fixed length (months, years).
    case fractionalCalendarUnit(String)

    var message: String {
        switch self {
        case .outOfRange: return "the adjusted date is out of range"
        case .fractionalCalendarUnit(let unit): return "a fractional amount of \(unit) is ambiguous"
        }
    }

    var hint: String? {
        switch self {
        case .outOfRange: return nil
        case .fractionalCalendarUnit: return "use a whole number of months or years"
        }
    }
}
