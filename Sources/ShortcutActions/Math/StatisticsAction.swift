import Foundation
import ShortcutEngine

/// Calculate Statistics: one statistic of a list of numbers, on exact decimals.
public enum StatisticsAction: Action {
    /// The statistic (`WFStatisticsOperation`).
    public enum Operation: String, Choice {
        case average = "Average"
        case minimum = "Minimum"
        case maximum = "Maximum"
        case sum = "Sum"
        case median = "Median"
        case mode = "Mode"
        case range = "Range"
        case standardDeviation = "Standard Deviation"

        /// Short names.
        public var aliases: [String] {
            switch self {
            case .average: return ["mean"]
            case .minimum: return ["min"]
            case .maximum: return ["max"]
            case .standardDeviation: return ["stddev", "sd"]
            default: return []
            }
        }

        /// What it computes, for the catalogue.
        public var summary: String {
            switch self {
            case .median: return "the middle value; the mean of the two middle ones for an even count"
            case .mode: return "the most frequent value; the smallest of those tied"
            case .range: return "maximum minus minimum"
            case .standardDeviation: return "the sample standard deviation (n − 1); 0 for one number"
            default: return ""
            }
        }
    }

    static let input = Parameter<[Value]>("input", wireKey: "Input", summary: "The numbers (text that holds a number counts).")
    static let operation = Parameter<Operation>(
        "operation", wireKey: "WFStatisticsOperation", summary: "The statistic.", default: .average)

    public static let definition = ActionDefinition(
        "is.workflow.actions.statistics", name: "Calculate Statistics",
        summary: "Average, minimum, maximum, sum, median, mode, range or standard deviation of a list of numbers.",
        category: "Math",
        parameters: [input, operation],
        input: input, output: .produces(.number), outputName: "Statistics")

    /// Runs the action on its resolved parameters; an empty list gives Nothing.
    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        var numbers: [Number] = []
        for (offset, item) in try parameters[Self.input].enumerated() {
            // A list or dictionary item is read as its text: measured before it is written out.
            if item.isContainer { try context.checkWritable(item) }
            do {
                guard case .number(let number) = try context.coercion.coerce(item, to: .number) else { continue }
                numbers.append(number)
            } catch {
                throw ActionFailure(ValueFailure.within(.item(offset + 1), error), parameter: "input")
            }
        }
        guard !numbers.isEmpty else { return .nothing }
        do {
            return .number(try statistic(try parameters[Self.operation], of: numbers))
        } catch let failure as ArithmeticError {
            throw ActionFailure(MathFailure(failure, divisor: "input"), parameter: "input")
        }
    }

    /// The statistic of a non-empty list.
    static func statistic(_ operation: Operation, of numbers: [Number]) throws(ArithmeticError) -> Number {
        let count = Number.integer(numbers.count)
        switch operation {
        case .sum: return try sum(numbers)
        case .average: return try sum(numbers).divided(by: count)
        case .minimum: return numbers.dropFirst().reduce(numbers[0]) { $1 < $0 ? $1 : $0 }
        case .maximum: return numbers.dropFirst().reduce(numbers[0]) { $0 < $1 ? $1 : $0 }
        case .range:
            let sorted = numbers.sorted(by: <)
            return try sorted[sorted.count - 1] - sorted[0]
        case .median:
            let sorted = numbers.sorted(by: <)
            let middle = sorted.count / 2
            if sorted.count % 2 == 1 { return sorted[middle] }
            return try (try sorted[middle - 1] + sorted[middle]).divided(by: 2)
        case .mode:
            var counts: [Decimal: Int] = [:]
            for number in numbers { counts[number.decimal, default: 0] += 1 }
            let highest = counts.values.max() ?? 0
            let tied = numbers.filter { counts[$0.decimal] == highest }
            return tied.dropFirst().reduce(tied[0]) { $1 < $0 ? $1 : $0 }
        case .standardDeviation:
            guard numbers.count > 1 else { return 0 }
            let mean = try sum(numbers).divided(by: count)
            var squares: [Number] = []
            for number in numbers {
                let deviation = try number - mean
                squares.append(try deviation * deviation)
            }
            let variance = try sum(squares).divided(by: .integer(numbers.count - 1))
            // Irrational in general: a binary square root, shown as Calculate shows x^0.5.
            return Number(variance.double.squareRoot())
        }
    }

    /// The sum of a non-empty list; overflow is an error.
    static func sum(_ numbers: [Number]) throws(ArithmeticError) -> Number {
        var total = numbers[0]
        for number in numbers.dropFirst() { total = try total + number }
        return total
    }
}
