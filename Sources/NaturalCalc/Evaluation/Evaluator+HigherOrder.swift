import Foundation

/// numbat's functions that take a function: `map(sqr, [3, 2, 1])`, `filter(is_finite, …)`,
/// `foldl(str_append, "", …)`, `sort_by_key(str_length, …)`, `map2(contains, 2, …)` and the
/// numerical derivative `diff(sin, 0, 1e-10)`. The function is named as an argument (a built-in
/// function's name, `Expr.functionName`).
extension Evaluator {
    static let higherOrderFunctions: Set<String> = ["map", "map2", "filter", "foldl", "sort_by_key", "diff"]

    /// Evaluates one of `higherOrderFunctions`, or returns nil for any other name.
    func higherOrderCall(_ name: String, _ rawArgs: [Value]) throws -> Value? {
        guard Self.higherOrderFunctions.contains(name) else { return nil }
        let args = rawArgs.map(\.plain)
        let arity = ["map": 2, "filter": 2, "sort_by_key": 2, "map2": 3, "foldl": 3, "diff": 3][name] ?? 2
        guard args.count == arity else { throw CalcError.functionArity(name, arity) }
        let f = try function(args[0], for: name)
        func items(_ v: Value) throws -> [Value] {
            guard case .list(let xs) = v else { throw CalcError("\(name) takes a list, not \(v.kindName)") }
            return xs
        }
        switch name {
        case "map": return .list(try items(args[1]).map { try call(f, [$0]) })
        case "map2": return .list(try items(args[2]).map { try call(f, [args[1], $0]) })
        case "filter":
            return .list(try items(args[1]).filter { x in
                guard case .bool(let keep) = try call(f, [x]).plain else { throw CalcError("filter needs a function that answers true or false, not \(f)") }
                return keep
            })
        case "foldl": return try items(args[2]).reduce(args[1]) { acc, x in try call(f, [acc, x]) }
        case "sort_by_key":
            // stable: items with equal keys keep their order
            let xs = try items(args[1])
            return .list(try sortedOrder(xs.map { try call(f, [$0]).plain }).map { xs[$0] })
        default:  // diff: the central difference (f(x + h) − f(x − h)) / 2h, as numbat's prelude defines it
            let x = args[1], h = args[2]
            let rise = try subtract(try call(f, [try add(x, h)]).plain, try call(f, [try subtract(x, h)]).plain)
            return try divide(rise, try multiply(.number(2), h))
        }
    }

    /// The name of a built-in function passed as a value.
    private func function(_ v: Value, for caller: String) throws -> String {
        guard case .text(let name) = v, Vocabulary.functions.contains(name) else {
            throw CalcError("\(caller) takes a function's name first (as in map(sqr, [1, 2])), not \(v.kindName)")
        }
        return name
    }
}
