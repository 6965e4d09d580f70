import Foundation

/// numbat's lists (book/src/prelude/functions/lists.md): `[1, 2, 3]`, their functions, and the
/// statistics of a list.
extension Evaluator {
    /// The call name the parser gives a list literal.
    static let listLiteral = "\u{1}list"

    /// The most values a list holds, written or built (`range`, `linspace`, `concat`).
    static let listLengthLimit = 10_000

    /// The list functions, lower-cased.
    static let listFunctions: Set<String> = [
        "len", "head", "tail", "cons", "cons_end", "is_empty", "concat", "take", "drop", "element_at",
        "range", "reverse", "sort", "unique", "intersperse", "maximum", "minimum", "variance", "stdev",
        "linspace", "contains",
    ]

    /// Functions that take one list as their values (`sum([1, 2])` = `sum(1, 2)`).
    private static let spreadFunctions: Set<String> = [
        "sum", "total", "mean", "average", "avg", "median", "min", "max", "gcd", "lcm", "maximum", "minimum",
    ]

    /// Evaluates a list literal or list function, or returns nil for any other call.
    func listCall(_ name: String, _ rawArgs: [Value]) throws -> Value? {
        if name == Self.listLiteral { return .list(rawArgs) }
        let args = rawArgs.map(\.plain)
        if Self.spreadFunctions.contains(name), args.count == 1, case .list(let items) = args[0] {
            if items.isEmpty { return .number(0) }
            return try call(name == "maximum" ? "max" : (name == "minimum" ? "min" : name), items)
        }
        guard Self.listFunctions.contains(name) else { return nil }
        func count(_ n: Int) throws {
            guard args.count == n else { throw CalcError.functionArity(name, n) }
        }
        func list(_ v: Value) -> [Value] {
            if case .list(let items) = v.plain { return items }
            return [v]
        }
        func index(_ v: Value) throws -> Int {
            let x = try numberArg(v)
            guard let n = DecimalMath.int(x), Decimal(n) == x, n >= 0 else { throw CalcError.wholeNumberNeeded(name) }
            return n
        }
        func made(_ items: [Value]) throws -> Value {
            guard items.count <= Self.listLengthLimit else { throw CalcError.listTooLong(Self.listLengthLimit) }
            return .list(items)
        }
        switch name {
        case "len":
            try count(1)
            return .number(Decimal(list(args[0]).count))
        case "head", "tail":
            try count(1)
            let items = list(args[0])
            guard let first = items.first else { throw CalcError.emptyList(name) }
            return name == "head" ? first : .list(Array(items.dropFirst()))
        case "cons", "cons_end":
            try count(2)
            let items = list(args[1])
            return try made(name == "cons" ? [rawArgs[0]] + items : items + [rawArgs[0]])
        case "is_empty":
            try count(1)
            return .bool(list(args[0]).isEmpty)
        case "concat":
            try count(2)
            return try made(list(args[0]) + list(args[1]))
        case "take", "drop":
            try count(2)
            let n = try index(args[0]), items = list(args[1])
            return .list(name == "take" ? Array(items.prefix(n)) : Array(items.dropFirst(n)))
        case "element_at":
            try count(2)
            let n = try index(args[0]), items = list(args[1])
            guard n < items.count else { throw CalcError.listIndex(n, items.count) }
            return items[n]
        case "range":
            try count(2)
            let a = try numberArg(args[0]), b = try numberArg(args[1])
            guard b >= a else { return .list([]) }
            guard b - a < Decimal(Self.listLengthLimit) else { throw CalcError.listTooLong(Self.listLengthLimit) }
            var items: [Value] = []
            var x = a
            while x <= b { items.append(.number(x)); x += 1 }
            return .list(items)
        case "linspace":
            try count(3)
            let n = try index(args[2])
            guard n >= 2 else { throw CalcError.linspaceCount }
            guard n <= Self.listLengthLimit else { throw CalcError.listTooLong(Self.listLengthLimit) }
            let step = try divide(try subtract(args[1], args[0]), .number(Decimal(n - 1)))
            var items: [Value] = []
            for k in 0..<n { items.append(try add(args[0], try multiply(step, .number(Decimal(k))))) }
            return .list(items)
        case "reverse":
            try count(1)
            return .list(list(args[0]).reversed())
        case "sort":
            try count(1)
            return .list(try sorted(list(args[0])))
        case "unique":
            try count(1)
            var seen: [Value] = []
            for v in list(args[0]) where !seen.contains(v) { seen.append(v) }
            return .list(seen)
        case "intersperse":
            try count(2)
            var out: [Value] = []
            for (k, v) in list(args[1]).enumerated() {
                if k > 0 { out.append(rawArgs[0]) }
                out.append(v)
            }
            return try made(out)
        case "contains":
            try count(2)
            return .bool(list(args[1]).contains(args[0]))
        case "maximum", "minimum":
            // one value: `[1]` reads as `(1)`, so a one-value list arrives as its value
            try count(1)
            return rawArgs[0]
        case "variance", "stdev":
            try count(1)
            let items = list(args[0])
            if items.count < 2 { return .number(0) }
            let mean = try divide(try items.dropFirst().reduce(items[0]) { try add($0, $1) }, .number(Decimal(items.count)))
            var sum = try multiply(try subtract(items[0], mean), try subtract(items[0], mean))
            for v in items.dropFirst() {
                let d = try subtract(v, mean)
                sum = try add(sum, try multiply(d, d))
            }
            let variance = try divide(sum, .number(Decimal(items.count)))
            return name == "variance" ? variance : try call("sqrt", [variance])
        default:
            return nil
        }
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
                guard let first = items.first, case .quantity(_, let u0) = first.plain else { throw CalcError.mismatch(v.kindName, "a number") }
                keys.append(try convertAmount(n, from: u, to: u0))
            default: throw CalcError.mismatch(v.kindName, "a number")
            }
        }
        return keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    }
}
