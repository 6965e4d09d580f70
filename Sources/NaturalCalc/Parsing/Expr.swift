import Foundation

/// Binary operators, including Soulver's word operators once they are normalised.
enum BinaryOp: Sendable, Equatable {
    case add, subtract, multiply, divide, power, modulo
    /// `x% of y`, `2/3 of 600`, `half of 20`.
    case of
    /// `x% on y` (add) and `x% off y` (remove).
    case on, off
    /// `30 hours at $30/hour`, `$24 a day for a year`.
    case at
    case equal, notEqual, less, greater, lessOrEqual, greaterOrEqual
    /// `&&` and `||` on true/false.
    case and, or
    case choose, permute
    /// An interval between two clock times or dates (`17:30 to 20:45`).
    case interval
    /// An inclusive date span (`April 1 through April 30`).
    case through
    /// Bitwise operators on whole numbers: `&`, `|`, `xor`, `<<`, `>>` (fend's spellings).
    case bitAnd, bitOr, bitXor, shiftLeft, shiftRight
}

/// Where a conversion (`in`, `to`, `as`, `->`) sends a value.
enum Target: Sendable, Equatable {
    case unit(UnitExpr)
    /// `to / year`: a unitless or money rate re-expressed per another time unit.
    case per(UnitDef)
    case percent, fraction, mixedFraction, multiplier, timespan, laptime
    /// `9/11 to float`: every digit, a repeating tail in brackets (`0.(81)`, fend's form).
    case recurring
    case hex, binary, octal, decimal, number
    case date, timestamp, iso8601, weekday, monthName
    /// numbat's `-> unixtime_ms`, `-> unixtime_µs`: the instant in thousandths or millionths of a second since 1970.
    case unixTime(perSecond: Int)
    /// numbat's `-> color`, `-> color_hex`, `-> color_rgb`, `-> color_rgb_float`.
    case color(ColorForm)
    /// numbat's `-> julian_date`: days since noon UTC on 1 January 4713 BC (Julian calendar).
    case julianDate
    /// `154 to words`: the number spelled out in English.
    case words
    /// `1965 to roman`: Roman numerals (1 to 3999).
    case roman
    /// `'A' to codepoint`: a character's Unicode code point, in hex (fend); `0x41 to character` the reverse.
    case codepoint, character
    /// `0 to bool`: true/false, a number being true unless it is 0 (fend).
    case boolean
    /// `100 to base 6`: the digits in any base from 2 to 36, without a prefix (fend).
    case base(Int)
    case scaleWord(String, Decimal)
    case places(Int), significant(Int)
    case nearest(Decimal, RoundingMode)
    case compound([UnitDef])
    /// numbat's `-> L/(100 km)`, `-> (m/3)`: an amount written with units and numbers; the answer
    /// counts how many of it, shown after the label as written.
    case scaled(Expr, label: String)
    case zone(TimeZone, attach: Bool)
}

/// How a colour is shown: as a colour (`#123456`), or as text in one of numbat's forms.
enum ColorForm: Sendable, Equatable {
    case value, hex, rgb, rgbFloat
}

/// How `round` and `rounded` break ties and direction.
enum RoundingMode: Sendable, Equatable {
    case nearest, up, down
}

/// A word-driven construct that is evaluated as a whole.
enum Phrase: Sendable, Equatable {
    case reverseOf, reverseOff, reverseOn
    case percentOf, percentOff, percentOn, percentChange
    case multiplierChange, investReturn, multiplierOf, multiplierOff, multiplierOn
    case proportion, ruleOfThree, remainder
    case clamp, midpoint, larger, smaller, gcd, lcm
    case average, median, sum, count
    case daysUntil, daysSince, weekOfYear, dayOfWeek, daysInQuarter, timestampNow
    case after, before, fromNow, ago
    /// `5 km in 25 min`: time per unit of distance.
    case pace
    case through
    case presentValue, compound, simpleInterest, repayment, monthlyInterest, totalRepayment, totalInterest, taxOn
    /// `if A then B else C`: only the branch chosen is evaluated.
    case conditional
    /// A phrase whose computation is declared with its family (`PhraseFamily.computations`), by name.
    case declared(String)
}

/// The parsed form of one expression.
indirect enum Expr: Sendable, Equatable {
    case number(Decimal, NumberBase, scaled: Bool)
    /// A whole-number literal with more digits than Decimal keeps: its exact value for
    /// `ExactInteger`, and the nearest Decimal for everything else.
    case exactInteger(ExactInteger, approximate: Decimal)
    case withUnit(Expr, UnitExpr)
    case bareUnit(UnitExpr)
    case percent(Expr)
    case permille(Expr)
    case negate(Expr)
    /// `5!` (step 1), and the multifactorials `5!!` = 5·3·1, `8!!!` = 8·5·2 (fend, numbat).
    case factorial(Expr, step: Int)
    case binary(BinaryOp, Expr, Expr)
    /// Juxtaposed quantities that add up, such as `3 hours 5 minutes`.
    case sum([Expr])
    case call(String, [Expr])
    /// numbat's list literal, `[1, 2, 3]` (and `[]`).
    case list([Expr])
    case variable(String)
    case clock(hour: Int, minute: Int, second: Int)
    case dateLiteral(DateParts, hasTime: Bool)
    case relativeDay(Int)
    case weekday(Int, offset: Int)
    case now
    case convert(Expr, Target)
    /// A quantity of an ingredient (`300g butter`), with its density in kg/m³ for conversions
    /// between mass and volume.
    case substance(Expr, density: Decimal)
    case phrase(Phrase, [Expr])
    case boolean(Bool)
    /// A quoted text passed to a string function (`split("a,b", ",")`).
    case text(String)
    /// A function written alone (`sin`, `sin^-1`): fend's functions as values, shown by name.
    case functionName(String)
    /// numbat's `NaN` and `inf`.
    case notANumber, infinity
    /// `i`, the imaginary unit (see `Normalizer.markImaginaryUnits` for when a lower-case `i` is one).
    case imaginaryUnit
}

extension Expr {
    /// An amount written with its unit (`300g`, `2 cups`, `1 lb 4 oz`): what an ingredient name may follow.
    var isAmountWithUnit: Bool {
        switch self {
        case .withUnit, .sum: return true
        default: return false
        }
    }
}
