import Foundation

/// How an answer should be shown when a conversion asked for a particular form.
enum Style: Sendable, Equatable {
    case auto, hex, binary, octal, fraction, mixedFraction, timespan, laptime, iso8601, timestamp, recurring, color
    case places(Int), significant(Int),
        /// At most this many places, trimmed, even past the display precision: `round(5 km in miles, 3)`.
        upToPlaces(Int), scaleWord(String, Decimal), weekday, monthName
    /// Digits in a base from 2 to 36 without a prefix (`100 to base 6` → `244`).
    case base(Int)
    /// A span between two dates, shown in months, weeks and days counted from `start`.
    case calendarSpan(start: Date)
    /// A date from an explicit `to date` conversion: its time prints 12-hour, as the
    /// timestamps page shows (`1 April 2019 at 3:30 pm`); relative dates keep `at 10:00`.
    case dateTime12
    /// Explicit parts such as `235 hours 12 min`.
    case parts([UnitDef])
    /// An amount solved from a reverse-percentage phrase (`£150 is 25% of what`): money drops
    /// all-zero minor units (`£600`, but `£600.50`), as the Toolbox Pro examples print it;
    /// amounts computed forwards keep them (`30 hours at $30/hour` → `$900.00`).
    case solvedAmount
    /// Time per unit of distance, `05:00/km`.
    case pace(String)
    /// A video timecode `HH:MM:SS:FF` at a frame rate; nil until one is named (24 fps is then used).
    case timecode(fps: Decimal?)
    /// A time converted to another zone, its day counted from the day it was converted from:
    /// `3pm London in Tokyo` → `12:00 am (next day)`.
    case zoneDay
}

/// A runtime value inside the evaluator.
indirect enum Value: Sendable, Equatable {
    case number(Decimal)
    /// Percent units: `12.5` is 12.5 %.
    case percent(Decimal)
    case quantity(Decimal, UnitExpr)
    /// A sum of time parts kept apart so calendar arithmetic can apply months before days.
    case duration([DurationPart])
    /// Seconds since midnight, in a zone when one was named.
    case time(Int, TimeZone?)
    case date(Date, hasTime: Bool)
    case multiplier(Decimal)
    /// A complex number with a nonzero imaginary part (`3 + 4i`): real part, imaginary part.
    case complex(Decimal, Decimal)
    /// numbat's `NaN`, `inf` and `-inf`, which Decimal cannot hold (`Evaluator+NonFinite`).
    case nonFinite(Double)
    case bool(Bool)
    case text(String)
    /// numbat's list `[1, 2, 3]`.
    case list([Value])
    /// fend's dice: whole outcomes with their chances (`Dice.swift`).
    case distribution(Distribution)
    case styled(Value, Style)

    var plain: Value {
        if case .styled(let v, _) = self { return v.plain }
        return self
    }

    var isNonFinite: Bool {
        if case .nonFinite = plain { return true }
        return false
    }

    var isPercent: Bool {
        if case .percent = plain { return true }
        return false
    }

    var isComplex: Bool {
        if case .complex = plain { return true }
        return false
    }

    var style: Style {
        if case .styled(_, let s) = self { return s }
        return .auto
    }

    /// Whether the numeric part overflowed or underflowed.
    var isNaN: Bool {
        switch plain {
        case .number(let n), .percent(let n), .quantity(let n, _), .multiplier(let n): return n.isNaN
        case .duration(let parts): return parts.contains { $0.amount.isNaN }
        case .complex(let re, let im): return re.isNaN || im.isNaN
        default: return false
        }
    }

    /// A short description for error messages.
    var kindName: String {
        switch plain {
        case .number: return "a number"
        case .percent: return "a percentage"
        case .quantity(_, let u): return u.currency != nil ? "money" : u.dimension.name
        case .duration: return "a duration"
        case .time: return "a time of day"
        case .date: return "a date"
        case .multiplier: return "a multiplier"
        case .complex: return "a complex number"
        case .nonFinite(let x): return x.isNaN ? "NaN" : "an infinity"
        case .bool: return "true/false"
        case .text: return "text"
        case .list: return "a list"
        case .distribution: return "dice"
        case .styled: return "a value"
        }
    }
}

/// One part of a duration, e.g. 3 months.
struct DurationPart: Sendable, Equatable {
    let amount: Decimal
    let unit: UnitDef

    var seconds: Decimal { DecimalMath.mul(amount, unit.factor) }
}

extension Array where Element == DurationPart {
    var totalSeconds: Decimal { reduce(0) { $0 + $1.seconds } }
}
