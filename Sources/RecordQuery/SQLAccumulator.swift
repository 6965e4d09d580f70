// Aggregate functions (https://www.sqlite.org/lang_aggfunc.html): count, sum, total, avg, min,
// max, group_concat and string_agg, each skipping NULLs, with DISTINCT. sum() is an integer while
// every input is one (and fails with "integer overflow" past 64 bits), else a real; total() is
// always a real; avg() is a real.

struct SQLAccumulator {
    let spec: AggregateSpec
    private var count = 0
    private var integerSum: Int64 = 0
    private var realSum = 0.0
    private var approximate = false
    private var overflow = false
    private var best: SQLValue?
    private var joined: String?
    private var seen: Set<SQLValue> = []

    init(_ spec: AggregateSpec) { self.spec = spec }

    var isMinOrMax: Bool { spec.function == .min || spec.function == .max }

    /// Takes one row's argument values; true when a min() or max() found a new extreme.
    mutating func step(_ values: [SQLValue], collation: Collation, budget: QueryBudget) throws -> Bool {
        if spec.function == .count, values.isEmpty {
            count += 1
            return false
        }
        let value = values[0]
        if value.isNull { return false }
        if spec.distinct, !seen.insert(Self.distinctKey(value)).inserted { return false }
        count += 1
        switch spec.function {
        case .count: break
        case .sum, .total, .avg: add(value)
        case .min, .max:
            let wanted = spec.function == .min ? -1 : 1
            if let current = best, SQLOrdering.compare(value, current, collation) != wanted { return false }
            best = value
            return true
        case .groupConcat, .stringAgg:
            let text = value.text ?? ""
            if let previous = joined {
                let separator = values.count > 1 ? values[1].text ?? "" : ","
                try budget.checkText(length: previous.utf8.count + separator.utf8.count + text.utf8.count)
                joined = previous + separator + text
            } else {
                joined = text
            }
        }
        return false
    }

    private mutating func add(_ value: SQLValue) {
        let number = SQLNumeric.numericAffinity(value)
        if case .integer(let integer) = number {
            realSum += Double(integer)
            if !approximate {
                let (sum, didOverflow) = integerSum.addingReportingOverflow(integer)
                integerSum = sum
                if didOverflow {
                    approximate = true
                    overflow = true
                }
            }
        } else {
            realSum += SQLNumeric.double(number)
            approximate = true
        }
    }

    /// DISTINCT compares by value: 2 and 2.0 are one value.
    private static func distinctKey(_ value: SQLValue) -> SQLValue {
        if case .real(let real) = value, let integer = SQLNumeric.exactInteger(real) { return .integer(integer) }
        return value
    }

    func result() throws -> SQLValue {
        switch spec.function {
        case .count: return .integer(Int64(count))
        case .sum:
            if overflow { throw SQLRuntimeError("integer overflow in sum()") }
            if count == 0 { return .null }
            return approximate ? .realOrNull(realSum) : .integer(integerSum)
        case .total: return .realOrNull(realSum)
        case .avg: return count == 0 ? .null : .realOrNull(realSum / Double(count))
        case .min, .max: return best ?? .null
        case .groupConcat, .stringAgg: return joined.map { .text($0) } ?? .null
        }
    }
}
