import Foundation
import NaturalCalc
import ShortcutEngine

/// How If compares: numbers numerically, dates as dates, everything else as text.
struct Comparison {
    let coercion: Coercion
    let caseSensitive: Bool
    /// The run's clock and calendar, and the span of 'is in the next / last' (`amount` `unit`s).
    var clock: DateClock? = nil
    /// How a list or dictionary is written out as text (If passes one that looks at the run's
    /// clock while writing: `ContainerWriter`); nil: `coercion.text`.
    var writer: ContainerWriter? = nil

    /// What the date conditions measure against: now, the calendar, and the span's length.
    struct DateClock {
        let now: Date
        let calendar: Calendar
        let amount: Number
        let unit: AdjustDateAction.Unit
    }

    /// Whether `input` meets `condition` against `operand` (and `upper` for 'is between'). A list
    /// input passes when any item does, or every item for the negative tests.
    func test(_ input: Value, _ condition: Condition, _ operand: Value, upper: Value) throws -> Bool {
        if case .list(let items) = input, condition.testsEachItem {
            let passes = { (item: Value) throws -> Bool in try test(item, condition, operand, upper: upper) }
            return condition.needsEveryItem ? try items.allSatisfy(passes) : try items.contains(where: passes)
        }
        switch condition {
        case .hasAnyValue: return hasValue(input)
        case .doesNotHaveAnyValue: return !hasValue(input)
        case .is: return compare(input, operand) == 0
        case .isNot: return compare(input, operand) != 0
        case .isLessThan: return ordered(input, operand).map { $0 < 0 } ?? false
        case .isLessThanOrEqual: return ordered(input, operand).map { $0 <= 0 } ?? false
        case .isGreaterThan: return ordered(input, operand).map { $0 > 0 } ?? false
        case .isGreaterThanOrEqual: return ordered(input, operand).map { $0 >= 0 } ?? false
        case .isBetween:
            guard let low = ordered(input, operand), let high = ordered(input, upper) else { return false }
            return low >= 0 && high <= 0
        case .contains: return contains(input, operand)
        case .doesNotContain: return !contains(input, operand)
        case .beginsWith: return text(input).hasPrefix(text(operand))
        case .endsWith: return text(input).hasSuffix(text(operand))
        case .isToday, .isInTheNext, .isInTheLast: return inSpan(input, condition)
        }
    }

    /// Whether the input, as a date, is today (on the calendar's day of now), in the next span
    /// (now up to now plus the span) or in the last (now minus the span up to now). An input that
    /// is no date is in no span.
    func inSpan(_ input: Value, _ condition: Condition) -> Bool {
        guard let clock, let converted = try? coercion.coerce(input, to: .date), case .date(let date) = converted else {
            return false
        }
        if condition == .isToday { return clock.calendar.isDate(date, inSameDayAs: clock.now) }
        let sign = condition == .isInTheNext ? 1 : -1
        let amount = clock.amount.double
        let other: Date
        if let seconds = clock.unit.fixedSeconds, clock.amount.int == nil {
            other = clock.now.addingTimeInterval(Double(sign) * amount * seconds)
        } else {
            // Whole units by the calendar (months and years have no fixed length: a fraction rounds).
            let whole = Int(max(-1e9, min(1e9, amount.rounded())))
            other =
                clock.calendar.date(byAdding: clock.unit.component, value: sign * whole, to: clock.now)
                ?? (sign > 0 ? .distantFuture : .distantPast)
        }
        return date >= min(clock.now, other) && date <= max(clock.now, other)
    }

    /// Whether the input's text contains the operand's; every text contains empty text.
    func contains(_ input: Value, _ operand: Value) -> Bool {
        let needle = text(operand)
        return needle.isEmpty || text(input).contains(needle)
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
        let rendered = value.isContainer ? writer?.text(value) ?? coercion.text(value) : coercion.text(value)
        return caseSensitive ? rendered : rendered.lowercased()
    }

    /// -1, 0 or 1; numbers and dates by value when both sides convert, else text.
    func compare(_ left: Value, _ right: Value) -> Int {
        if let (a, b) = measured(left, right) { return a < b ? -1 : (b < a ? 1 : 0) }
        if let a = number(left), let b = number(right) { return a < b ? -1 : (b < a ? 1 : 0) }
        if case .date(let a) = left, let b = try? coercion.coerce(right, to: .date), case .date(let date) = b {
            return a < date ? -1 : (a > date ? 1 : 0)
        }
        let a = text(left)
        let b = text(right)
        return a < b ? -1 : (a > b ? 1 : 0)
    }

    /// -1, 0 or 1 for the ordering conditions, or nil when the two sides do not order. Nothing (an
    /// empty input, or no value to compare with) orders as 0, as Nothing is 0 as a number. Apple's
    /// If tests whether any item of the input, taken as a number (or a date), meets the condition
    /// ("Tests if any item passed as input matches", WFActions.plist; "Is Greater Than and Is Less
    /// Than apply only when a number is passed as input", Apple's guide): an input or operand with
    /// no number form meets no ordering condition, so the test is false and the run goes on
    /// (docs/format.md, If; issue 24).
    func ordered(_ left: Value, _ right: Value) -> Int? {
        if case .date(let a) = left {
            guard case .date(let b)? = try? coercion.coerce(right, to: .date) else { return nil }
            return a < b ? -1 : (a > b ? 1 : 0)
        }
        if case .date(let b) = right, !left.isNothing {
            guard case .date(let a)? = try? coercion.coerce(left, to: .date) else { return nil }
            return a < b ? -1 : (a > b ? 1 : 0)
        }
        if let (a, b) = measured(left, right) { return a < b ? -1 : (b < a ? 1 : 0) }
        guard let a = left.isNothing ? .integer(0) : number(left), let b = right.isNothing ? .integer(0) : number(right)
        else { return nil }
        return a < b ? -1 : (b < a ? 1 : 0)
    }

    /// The two sides as amounts of one unit when the operand is a measurement (`1 MB`, what an
    /// imported If's measurement operand becomes): a measurement input of its kind is converted to
    /// its unit; a plain number is a count of bytes against a unit of data (file sizes are byte
    /// counts), else an amount of the operand's unit. Nil when the operand is no measurement or the
    /// input is neither a number nor a measurement of the operand's kind.
    func measured(_ input: Value, _ operand: Value) -> (Number, Number)? {
        guard case .text(let operandText) = operand.unnamed, operandText.contains(where: \.isLetter),
            let measurement = try? MeasurementText.parse(operandText, parameter: "value")
        else { return nil }
        if let plain = number(input) {
            guard let bytes = Self.bytes, measurement.unit.isSameKind(as: bytes),
                let amount = try? measurement.unit.convert(measurement.amount.decimal, to: bytes)
            else { return (plain, measurement.amount) }
            return (plain, Number(amount))
        }
        guard case .text(let inputText) = input.unnamed, let given = try? MeasurementText.parse(inputText, parameter: "input"),
            given.unit.isSameKind(as: measurement.unit),
            let amount = try? given.unit.convert(given.amount.decimal, to: measurement.unit)
        else { return nil }
        return (Number(amount), measurement.amount)
    }

    /// The byte, the unit a plain number counts against a measurement of data.
    private static let bytes = MeasurementUnit(named: "B")

    func number(_ value: Value) -> Number? {
        switch value {
        case .number(let number), .duration(let number): return number
        case .text(let text): return Number(parsing: text)
        default: return nil
        }
    }
}

/// Writes lists and dictionaries out through `ActionContext.limitedText` (measured, and the run's
/// clock looked at every 4,096 nodes) for a comparison that cannot throw: the first failure is
/// kept, later values are not written (they read as empty), and the caller throws it after the test.
final class ContainerWriter {
    private let context: ActionContext
    /// The failure that stopped the writing, if any.
    private(set) var failure: ActionFailure?

    init(_ context: ActionContext) { self.context = context }

    func text(_ value: Value) -> String {
        guard failure == nil else { return "" }
        do throws(ActionFailure) { return try context.limitedText(value) } catch {
            failure = error
            return ""
        }
    }
}
