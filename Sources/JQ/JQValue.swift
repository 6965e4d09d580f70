// A JSON value as the jq language sees it (jq 1.7 manual, https://jqlang.github.io/jq/manual/v1.7/):
// objects keep their insertion order (as `keys_unsorted` and output show) but compare as maps,
// and every value has a place in jq's total order null < false < true < numbers < strings <
// arrays < objects. Comparison and hashing walk the value with an explicit stack, because a
// value built at run time (`reduce range(n) as $i (0; [.])`) may nest deeper than the stack.

/// A JSON value: what a jq program takes and makes.
public indirect enum JQValue: Sendable, Hashable {
    /// JSON `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Every JSON number, as jq holds it: a double.
    case number(Double)
    /// A string of Unicode scalars.
    case string(String)
    /// An array.
    case array([JQValue])
    /// An object, its members in insertion order; keys are unique.
    case object([(String, JQValue)])

    /// Equal as jq's `==` says: objects as maps, numbers by value (NaN equals nothing).
    public static func == (lhs: JQValue, rhs: JQValue) -> Bool { JQOrder.compare(lhs, rhs) == 0 }

    /// Hashes consistently with `==`: an object's members are combined without regard to order.
    public func hash(into hasher: inout Hasher) {
        var pending: [JQValue] = [self]
        while let value = pending.popLast() {
            switch value {
            case .null: hasher.combine(0)
            case .bool(let flag): hasher.combine(flag ? 2 : 1)
            case .number(let number): hasher.combine(number == 0 ? 0 : number)
            case .string(let text): hasher.combine(text)
            case .array(let items):
                hasher.combine(items.count)
                pending.append(contentsOf: items.reversed())
            case .object(let members):
                // Members hash apart and combine by sum, so the order of insertion does not count.
                var sum = 0
                for (key, member) in members {
                    var memberHasher = Hasher()
                    memberHasher.combine(key)
                    memberHasher.combine(member)
                    sum = sum &+ memberHasher.finalize()
                }
                hasher.combine(members.count)
                hasher.combine(sum)
            }
        }
    }

    /// jq's name for the kind of value (`type`).
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// False only for `null` and `false`, as jq's conditions read a value.
    public var isTruthy: Bool {
        switch self {
        case .null, .bool(false): return false
        default: return true
        }
    }

    /// The member named `key` of an object, nil if absent or not an object.
    func member(_ key: String) -> JQValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}

/// jq's total order of values, walked without recursion.
enum JQOrder {
    private static func rank(_ value: JQValue) -> Int {
        switch value {
        case .null: return 0
        case .bool(let flag): return flag ? 2 : 1
        case .number: return 3
        case .string: return 4
        case .array: return 5
        case .object: return 6
        }
    }

    /// A pair of values still to compare, or a pair of arrays whose items are compared in turn.
    private enum Work {
        case pair(JQValue, JQValue)
        case items([JQValue], [JQValue], Int)
    }

    /// Negative, zero or positive as `lhs` sorts before, with or after `rhs`.
    static func compare(_ lhs: JQValue, _ rhs: JQValue) -> Int {
        var work: [Work] = [.pair(lhs, rhs)]
        while let next = work.popLast() {
            switch next {
            case .pair(let left, let right):
                let result = comparePair(left, right, &work)
                if result != 0 { return result }
            case .items(let left, let right, let index):
                if index >= left.count || index >= right.count {
                    if left.count != right.count { return left.count < right.count ? -1 : 1 }
                } else {
                    work.append(.items(left, right, index + 1))
                    work.append(.pair(left[index], right[index]))
                }
            }
        }
        return 0
    }

    /// Compares two values at the top level; arrays and objects push their parts onto `work`.
    private static func comparePair(_ left: JQValue, _ right: JQValue, _ work: inout [Work]) -> Int {
        let leftRank = rank(left)
        let rightRank = rank(right)
        if leftRank != rightRank { return leftRank < rightRank ? -1 : 1 }
        switch (left, right) {
        case (.number(let a), .number(let b)):
            // jq sorts NaN below every number, itself included, so NaN never equals anything.
            if a.isNaN { return -1 }
            if b.isNaN { return 1 }
            return a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)):
            return compareStrings(a, b)
        case (.array(let a), .array(let b)):
            work.append(.items(a, b, 0))
        case (.object(let a), .object(let b)):
            // Objects compare first by their sorted key sets, then value by value in key order.
            let leftKeys = a.map { $0.0 }.sorted(by: { compareStrings($0, $1) < 0 })
            let rightKeys = b.map { $0.0 }.sorted(by: { compareStrings($0, $1) < 0 })
            let keyOrder = compare(.array(leftKeys.map(JQValue.string)), .array(rightKeys.map(JQValue.string)))
            if keyOrder != 0 { return keyOrder }
            let leftValues = leftKeys.map { key in a.first { $0.0 == key }?.1 ?? .null }
            let rightValues = rightKeys.map { key in b.first { $0.0 == key }?.1 ?? .null }
            work.append(.items(leftValues, rightValues, 0))
        default:
            break
        }
        return 0
    }

    /// Strings sort by their UTF-8 bytes, as jq's `memcmp` does.
    static func compareStrings(_ a: String, _ b: String) -> Int {
        if a == b { return 0 }
        return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
    }

    /// Sorts stably in jq's order.
    static func sorted(_ values: [JQValue]) -> [JQValue] {
        sortedStably(values.map { ($0, $0) }).map { $0.1 }
    }

    /// Sorts `(key, value)` pairs stably by key in jq's order.
    static func sortedStably<T>(_ pairs: [(JQValue, T)]) -> [(JQValue, T)] {
        let indexed = pairs.enumerated().map { ($0.offset, $0.element) }
        return indexed.sorted { left, right in
            let order = compare(left.1.0, right.1.0)
            return order != 0 ? order < 0 : left.0 < right.0
        }.map { $0.1 }
    }
}
