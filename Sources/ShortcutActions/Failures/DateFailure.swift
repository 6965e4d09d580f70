import ShortcutEngine

/// Failures of the date actions.
enum DateFailure: FailureFacts, Equatable {
    /// The adjusted date falls outside `CalendarRange` (years 1 to 9999): adding (or
    /// subtracting) `amount` `unit`.
    case outOfRange(adding: Bool, amount: String, unit: String)
    /// A fractional amount of a unit with no fixed length (months, years).
    case fractionalCalendarUnit(String)
    /// A duration (Adjust Date's `duration`) whose unit is not a unit of time.
    case notATimeUnit(String)
    /// A time zone named by nothing this engine knows (not an IANA name, an abbreviation or an offset).
    case unknownTimeZone(String)

    var message: String {
        switch self {
        case .outOfRange(let adding, let amount, let unit):
            return
                "\(adding ? "adding" : "subtracting") \(amount) \(unit) gives a date outside the years 1 to 9999, the calendar's range"
        case .fractionalCalendarUnit(let unit): return "a fractional amount of \(unit) is ambiguous"
        case .unknownTimeZone(let name): return "'\(name)' is not a time zone"
        case .notATimeUnit(let unit): return "'\(unit)' is not a unit of time"
        }
    }

    var hint: String? {
        switch self {
        case .outOfRange: return "use a smaller amount"
        case .fractionalCalendarUnit: return "use a whole number of months or years"
        case .notATimeUnit: return "give the duration in seconds, minutes, hours, days, weeks, months or years (90 min, 2 days)"
        case .unknownTimeZone:
            return
                "give an IANA time zone (Europe/Paris, America/New_York, UTC), an abbreviation (PST, CET) or an offset (GMT+5:30)"
        }
    }
}
