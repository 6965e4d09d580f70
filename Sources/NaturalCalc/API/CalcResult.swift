import Foundation

/// The typed value of an answer, so a workflow can use it as a Number, Date or Text.
public enum CalcValue: Sendable, Equatable {
    /// A plain number.
    case number(Decimal)
    /// A percentage, in percent (`12.5` means 12.5 %).
    case percentage(Decimal)
    /// An amount of money; `currency` is the ISO code (unrounded amount).
    case money(Decimal, currency: String)
    /// A measured amount; `unit` is its display form (`km`, `km/h`, `$/hour`, `m²`).
    case quantity(Decimal, unit: String)
    /// An instant (dates without a time are midnight in the options' zone).
    case date(Date)
    /// A clock time without a date.
    case timeOfDay(hour: Int, minute: Int, second: Int)
    /// A span of time in seconds.
    case duration(seconds: Decimal)
    /// A factor such as `1.5x`.
    case multiplier(Decimal)
    /// A complex number with a nonzero imaginary part (`3 + 4i`).
    case complex(real: Decimal, imaginary: Decimal)
    /// The answer of a comparison or `is 20 prime`.
    case boolean(Bool)
    /// A word answer such as a weekday name.
    case text(String)

    /// The numeric part when there is one (a percentage gives its percent value).
    public var number: Decimal? {
        switch self {
        case .number(let v), .percentage(let v), .money(let v, _), .quantity(let v, _),
            .multiplier(let v), .duration(let v):
            return v
        case .timeOfDay(let h, let m, let s): return Decimal(h * 3600 + m * 60 + s)
        case .date, .boolean, .text, .complex: return nil
        }
    }

    /// The instant when the value is a date.
    public var date: Date? {
        if case .date(let d) = self { return d }
        return nil
    }
}

/// An answer: its typed value and its formatted text.
public struct CalcResult: Sendable, Equatable {
    /// The typed value.
    public let value: CalcValue
    /// The formatted answer, following the options' display rules.
    public let text: String
    /// Words read as comments because the calculator does not understand them (lenient mode,
    /// the default), in the order written: `lunch`, `tip` in `$10 for lunch + 15% tip`.
    public var ignoredWords: [IgnoredWord] = []

    /// Makes a result.
    public init(value: CalcValue, text: String, ignoredWords: [IgnoredWord] = []) {
        self.value = value
        self.text = text
        self.ignoredWords = ignoredWords
    }
}

/// A word left out of the calculation as a comment, and where it was.
public struct IgnoredWord: Sendable, Equatable {
    /// The word as written.
    public let word: String
    /// Its 1-based column.
    public let column: Int

    /// Makes the record of an ignored word.
    public init(word: String, column: Int) {
        self.word = word
        self.column = column
    }
}

/// One line of a sheet with its answer or error (both nil for headings, comments and blank lines).
public struct SheetLine: Sendable, Equatable {
    /// The line as written.
    public let source: String
    /// The answer, if the line has one.
    public let result: CalcResult?
    /// Why the line has no answer, if it was meant to have one.
    public let error: CalcError?
}
