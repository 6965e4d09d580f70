import Foundation

/// A number as workflows see it: an exact integer while it fits, an exact decimal otherwise,
/// and a binary double only for results that are irrational anyway (roots, logarithms, trig).
public enum Number: Sendable, Hashable {
    case integer(Int)
    case decimal(Decimal)
    case double(Double)

    /// An exact integer.
    public init(_ value: Int) { self = .integer(value) }

    /// A decimal, stored as an integer when it is whole and fits in `Int`.
    public init(_ value: Decimal) {
        if let int = Number.exactInt(value) { self = .integer(int) } else { self = .decimal(value) }
    }

    /// A double, stored as an integer when it is finite, whole and smaller than 9e15 in magnitude.
    public init(_ value: Double) {
        if value.isFinite, value == value.rounded(), abs(value) < 9e15 {
            self = .integer(Int(value))
        } else {
            self = .double(value)
        }
    }

    /// Parses plain decimal notation (`-12`, `3.25`, `1e3`, `.5`); no grouping separators.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.count <= 400 else { return nil }
        if let int = Int(trimmed) { self = .integer(int); return }
        guard Number.looksNumeric(trimmed) else { return nil }
        let decimal = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
        guard let decimal, !decimal.isNaN else {
            // Below 10^-128 a number is 0, as an arithmetic result is (CheckedDecimal); too large is not a number.
            let parts = trimmed.lowercased().split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].contains(where: \.isNumber), parts[1].hasPrefix("-"), parts[1].count > 1
            else { return nil }
            self = .integer(0)
            return
        }
        self.init(decimal)
    }

    private static func looksNumeric(_ text: String) -> Bool {
        var sawDigit = false
        var previous: Unicode.Scalar?
        for char in text.unicodeScalars {
            switch char {
            case "0"..."9": sawDigit = true
            case "+", "-": if previous != nil && previous != "e" && previous != "E" { return false }
            case ".", "e", "E": break
            default: return false
            }
            previous = char
        }
        return sawDigit
    }

    static func exactInt(_ value: Decimal) -> Int? {
        guard !value.isNaN else { return nil }
        guard value.magnitude < Decimal(Int.max) else { return nil }
        var copy = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &copy, 0, .plain)
        guard rounded == value else { return nil }
        return NSDecimalNumber(decimal: rounded).intValue
    }

    /// The exact decimal value (doubles are converted through their shortest description).
    public var decimal: Decimal {
        switch self {
        case .integer(let int): return Decimal(int)
        case .decimal(let decimal): return decimal
        case .double(let double): return Decimal(string: "\(double)") ?? Decimal(double)
        }
    }

    /// The value as a binary double (large or long decimals lose precision): a decimal becomes
    /// the double nearest it, read from its digits (`NSDecimalNumber.doubleValue` can miss by a
    /// unit in the last place: 51.5007 became 51.500699999999995).
    public var double: Double {
        switch self {
        case .integer(let int): return Double(int)
        case .decimal(let decimal): return Double(decimal.description) ?? NSDecimalNumber(decimal: decimal).doubleValue
        case .double(let double): return double
        }
    }

    /// The value as an `Int` when it is a whole number in range.
    public var int: Int? {
        switch self {
        case .integer(let int): return int
        case .decimal(let decimal): return Number.exactInt(decimal)
        case .double(let double):
            guard double.isFinite, double == double.rounded(), abs(double) < 9e18 else { return nil }
            return Int(double)
        }
    }

    /// False only for an infinite or NaN double; integers and decimals are always finite.
    public var isFinite: Bool {
        if case .double(let double) = self { return double.isFinite }
        return true
    }

    /// Whether the value is less than zero.
    public var isNegative: Bool {
        switch self {
        case .integer(let int): return int < 0
        case .decimal(let decimal): return decimal < 0
        case .double(let double): return double < 0
        }
    }
}

extension Number: ExpressibleByIntegerLiteral {
    /// An exact integer from a literal such as `3`.
    public init(integerLiteral value: Int) { self = .integer(value) }
}
