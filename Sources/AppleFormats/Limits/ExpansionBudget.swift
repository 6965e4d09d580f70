import Foundation

/// How far shared references may expand a graph-shaped input (a binary plist's object table, an
/// NSKeyedArchiver's `$objects`).
///
/// Both formats store an object once and refer to it by number, so a few hundred bytes can
/// describe a tree of 2^100 values (an array holding the previous array twice, 100 levels deep).
/// The readers share decoded objects, so reading stays linear; the budget bounds the *expanded*
/// tree that every consumer (importer, printer, converter) walks, counted as values and as bytes
/// of text and data, and the reader stops with `FormatError.expansionLimitExceeded` instead.
///
/// The limit grows with the input: `perInputUnit` per input byte (binary plist) or per stored
/// value (keyed archive, counting each `$objects` entry and each of its fields), never below the
/// minimum nor above the maximum. A plist that shares nothing expands to fewer values than it has
/// bytes, so genuine files stay far below it.
public struct ExpansionBudget: Sendable, Equatable {
    /// Values allowed per unit of input.
    public static let valuesPerInputUnit = 8
    /// The least number of values any input may expand to (2^18).
    public static let minimumValues = 1 << 18
    /// The most values any input may expand to (2^26).
    public static let maximumValues = 1 << 26
    /// Bytes of text and data allowed per unit of input.
    public static let bytesPerInputUnit = 8
    /// The least number of text and data bytes any input may expand to (16 MiB).
    public static let minimumBytes = 16 << 20
    /// The most text and data bytes any input may expand to (512 MiB).
    public static let maximumBytes = 512 << 20

    /// The most values (every string, number, array, dictionary… counts one) of the expanded tree.
    public let values: Int
    /// The most bytes of strings (UTF-8) and data of the expanded tree.
    public let bytes: Int
    /// The input size the budget was computed from (bytes or stored values), for messages.
    public let inputSize: Int

    /// A budget with explicit limits, e.g. for tests.
    public init(values: Int, bytes: Int, inputSize: Int) {
        self.values = values
        self.bytes = bytes
        self.inputSize = inputSize
    }

    /// The budget for an input of `size` units (bytes, or stored values of a keyed archive).
    public static func forInput(size: Int) -> ExpansionBudget {
        let units = max(0, size)
        func clamp(_ perUnit: Int, _ low: Int, _ high: Int) -> Int {
            let (product, overflow) = units.multipliedReportingOverflow(by: perUnit)
            return overflow ? high : min(high, max(low, product))
        }
        return ExpansionBudget(
            values: clamp(valuesPerInputUnit, minimumValues, maximumValues),
            bytes: clamp(bytesPerInputUnit, minimumBytes, maximumBytes), inputSize: units)
    }
}

/// Which graph-shaped reader ran out of expansion budget.
public enum ExpandingReader: Sendable, Equatable {
    /// `BinaryPlistReader`: the input size is in bytes.
    case binaryPlist
    /// `KeyedArchive`: the input size is in stored values.
    case keyedArchive
}

/// What exceeded the budget: the count of values or the bytes of text and data.
public enum ExpansionMeasure: Sendable, Equatable {
    case values, bytes
}

/// The facts of an input whose shared references expand past its `ExpansionBudget`.
public struct ExpansionOverrun: Sendable, Equatable {
    /// The reader that stopped.
    public let reader: ExpandingReader
    /// Values or bytes.
    public let measure: ExpansionMeasure
    /// The limit that was passed.
    public let limit: Int
    /// The input size the limit was computed from.
    public let inputSize: Int

    /// The facts for `budget` overrun in `measure`.
    init(reader: ExpandingReader, measure: ExpansionMeasure, budget: ExpansionBudget) {
        self.reader = reader
        self.measure = measure
        self.limit = measure == .values ? budget.values : budget.bytes
        self.inputSize = budget.inputSize
    }
}

/// A running total of an expanded tree, saturating instead of overflowing.
struct Expansion: Sendable {
    /// Values counted so far.
    var values = 0
    /// Bytes of text and data counted so far.
    var bytes = 0

    /// One scalar value carrying `payload` bytes of text or data.
    static func leaf(payload: Int) -> Expansion { Expansion(values: 1, bytes: payload) }

    /// Adds another subtree's totals.
    mutating func add(_ other: Expansion) {
        values = values.addingReportingOverflow(other.values).overflow ? Int.max : values + other.values
        bytes = bytes.addingReportingOverflow(other.bytes).overflow ? Int.max : bytes + other.bytes
    }

    /// The measure that passes `budget`, if one does (values first).
    func overrun(of budget: ExpansionBudget) -> ExpansionMeasure? {
        if values > budget.values { return .values }
        if bytes > budget.bytes { return .bytes }
        return nil
    }
}

extension PropertyList {
    /// The expanded size of this value, counted without recursion; stops early once past `budget`.
    func expansion(within budget: ExpansionBudget) -> Expansion {
        var total = Expansion()
        var pending: [PropertyList] = [self]
        while let value = pending.popLast() {
            switch value {
            case .array(let items):
                total.add(.leaf(payload: 0))
                pending.append(contentsOf: items)
            case .dictionary(let dictionary):
                total.add(.leaf(payload: 0))
                for entry in dictionary.entries {
                    total.add(.leaf(payload: entry.key.utf8.count))
                    pending.append(entry.value)
                }
            case .string(let text): total.add(.leaf(payload: text.utf8.count))
            case .data(let data): total.add(.leaf(payload: data.count))
            default: total.add(.leaf(payload: 0))
            }
            if total.overrun(of: budget) != nil { return total }
        }
        return total
    }
}
