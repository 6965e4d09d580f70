import Foundation

/// Everything that changes how an expression is read, evaluated and formatted.
public struct CalcOptions: Sendable {
    /// The instant `now`, `today` and relative dates are measured from.
    public var now: Date
    /// The zone dates and clock times are read and shown in.
    public var timeZone: TimeZone
    /// Decimal separator for input and output: `.` (default) or `,` (thousands become `.`).
    public var decimalSeparator: Character
    /// Fixed number of decimal places for plain numbers; nil means up to `precision`, trimmed.
    public var decimalPlaces: Int?
    /// Most decimal places an answer is shown with, trailing zeros trimmed: Soulver's display
    /// rounding (`5 km in miles` → `3.11 mi`). Only the text is rounded; the value, line
    /// references and totals keep every digit. A nonzero answer that would show as 0 keeps
    /// this many significant figures instead (`0.000123` → `0.00012`).
    public var precision: Int = CalcOptions.defaultPrecision
    /// Machine output: no thousands separators, no SI suffixes.
    public var plain: Bool
    /// Ignore words that are not understood, as Soulver does (`$10 for lunch + 15% tip`): the
    /// default. Off (`strict`), an unknown word is an error naming it and its column.
    public var lenient: Bool
    /// Unknown words are errors instead of comments: the opposite of `lenient`.
    public var strict: Bool {
        get { !lenient }
        set { lenient = !newValue }
    }
    /// Currency rates used for conversion; never fetched from the network.
    public var rates: CurrencyRates
    /// Guards against pathological input.
    public var budget: Budget
    /// Spotlight-style answers: a lone Celsius temperature is shown in Fahrenheit and back.
    public var automaticConversion: Bool = false
    /// Times of day as `19:12` instead of `7:12 pm`.
    public var clock24: Bool = false
    /// Money keeps its minor units (`$900.00`); off, whole amounts drop them (`£600`).
    public var moneyTrailingZeros: Bool = true
    /// Seeds `random number between 1 and 5`; nil draws a fresh seed each evaluation (tests and
    /// seeded workflow runs set it, so their answers repeat).
    public var randomSeed: UInt64?

    /// Soulver's default display precision: two decimal places (`40 is what % of 90` → `44.44%`,
    /// `300g butter in cups` → `1.32 cup`, `100 pounds in kg` → `45.36 kg` on its pages).
    public static let defaultPrecision = 2

    /// Most decimal places an answer is shown or rounded to (`decimalPlaces`, `to N places`, `N dp`).
    /// A `Decimal` carries 38 significant digits and answers below 10^-10 are shown in scientific
    /// notation, so in fixed notation every digit after the 48th place is a padding zero.
    public static let maxDecimalPlaces = 48
    /// Most significant figures an answer is rounded to (`to N sig figs`): all a `Decimal` carries.
    public static let maxSignificantFigures = 38

    /// Limits that make pathological input fail cleanly instead of hanging.
    public struct Budget: Sendable {
        /// Longest accepted input, in characters.
        public var maxInputLength: Int = 10_000
        /// Largest accepted integer exponent for `^`.
        public var maxExponent: Int = 10_000
        /// Largest accepted factorial argument.
        public var maxFactorial: Int = 100
        /// Most evaluation steps per expression.
        public var maxSteps: Int = 100_000
        /// Creates the default budget.
        public init() {}
    }

    /// Creates options; the defaults are the current clock, the current zone and Soulver's display rules.
    public init(
        now: Date = Date(), timeZone: TimeZone = .current, decimalSeparator: Character = ".",
        decimalPlaces: Int? = nil, plain: Bool = false, lenient: Bool = true,
        rates: CurrencyRates = .builtIn, budget: Budget = Budget()
    ) {
        self.now = now
        self.timeZone = timeZone
        self.decimalSeparator = decimalSeparator
        self.decimalPlaces = decimalPlaces
        self.plain = plain
        self.lenient = lenient
        self.rates = rates
        self.budget = budget
    }

    /// Options for a locale identifier such as `de_DE` (only the decimal separator is taken from it).
    public mutating func apply(locale: Locale) {
        decimalSeparator = (locale.decimalSeparator == ",") ? "," : "."
    }
}
