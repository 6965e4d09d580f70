import Foundation

/// numbat's lists (book/src/prelude/functions/lists.md): `[1, 2, 3]`, their functions, and the
/// statistics of a list.
extension Evaluator {
    /// The most values a list holds, written or built (`range`, `linspace`, `concat`).
    static let listLengthLimit = 10_000

    /// The values of a list argument; any other value is a list of itself.
    static func listed(_ v: Value) -> [Value] {
        if case .list(let items) = v.plain { return items }
        return [v.plain]
    }

    /// A list built by a function, refused past `listLengthLimit`.
    static func madeList(_ items: [Value]) throws -> Value {
        guard items.count <= listLengthLimit else { throw CalcError(.listTooLong(limit: listLengthLimit)) }
        return .list(items)
    }

    /// A position or count in a list: a whole number of at least 0.
    func listIndex(_ v: Value, for name: String) throws -> Int {
        let x = try numberArg(v.plain)
        guard let n = DecimalMath.int(x), Decimal(n) == x, n >= 0 else { throw CalcError(.wholeNumberNeeded(name)) }
        return n
    }

    /// `range(a, b)`: a, a + 1, … up to b.
    func range(_ from: Value, _ to: Value) throws -> Value {
        let a = try numberArg(from), b = try numberArg(to)
        guard b >= a else { return .list([]) }
        guard b - a < Decimal(Self.listLengthLimit) else { throw CalcError(.listTooLong(limit: Self.listLengthLimit)) }
        var items: [Value] = []
        var x = a
        while x <= b { items.append(.number(x)); x += 1 }
        return .list(items)
    }

    /// The population variance of the values; 0 for fewer than two.
    func variance(_ items: [Value]) throws -> Value {
        if items.count < 2 { return .number(0) }
        let mean = try divide(try items.dropFirst().reduce(items[0]) { try add($0, $1) }, .number(Decimal(items.count)))
        var sum = try multiply(try subtract(items[0], mean), try subtract(items[0], mean))
        for v in items.dropFirst() {
            let d = try subtract(v, mean)
            sum = try add(sum, try multiply(d, d))
        }
        return try divide(sum, .number(Decimal(items.count)))
    }

    /// The values in ascending order; they must compare (numbers, or quantities of one dimension).
    /// Numbers, or amounts of one kind compared in the first one's unit, in increasing order.
    func sorted(_ items: [Value]) throws -> [Value] {
        try sortedOrder(items).map { items[$0] }
    }

    /// The positions of `items` in increasing order of their values (stable): numbers, or amounts
    /// of one kind compared in the first one's unit.
    func sortedOrder(_ items: [Value]) throws -> [Int] {
        var keys: [Decimal] = []
        keys.reserveCapacity(items.count)
        for v in items {
            switch v.plain {
            case .number(let n): keys.append(n)
            case .quantity(let n, let u):
                guard let first = items.first, case .quantity(_, let u0) = first.plain else {
                    throw CalcError(.mismatch(v.kindName, "a number"))
                }
                keys.append(try convertAmount(n, from: u, to: u0))
            default: throw CalcError(.mismatch(v.kindName, "a number"))
            }
        }
        return keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    }
}
