import Foundation

/// numbat's functions that take a function: `map(sqr, [3, 2, 1])`, `filter(is_finite, …)`,
/// `foldl(str_append, "", …)`, `sort_by_key(str_length, …)`, `map2(contains, 2, …)` and the
/// numerical derivative `diff(sin, 0, 1e-10)`. The function is named as an argument (a built-in
/// function's name, `Expr.functionName`).
extension Functions {
    static let higherOrder: [CalcFunction] = [
        CalcFunction(["map"], .exactly(2), .any) { e, name, args in
            let f = try e.function(args[0].plain, for: name)
            return .list(try e.items(args[1].plain, for: name).map { try e.call(f, [$0]) })
        },
        CalcFunction(["map2"], .exactly(3), .any) { e, name, args in
            let f = try e.function(args[0].plain, for: name)
            return .list(try e.items(args[2].plain, for: name).map { try e.call(f, [args[1].plain, $0]) })
        },
        CalcFunction(["filter"], .exactly(2), .any) { e, name, args in
            let f = try e.function(args[0].plain, for: name)
            return .list(
                try e.items(args[1].plain, for: name).filter { x in
                    guard case .bool(let keep) = try e.call(f, [x]).plain else {
                        throw CalcError(.filterNeedsPredicate(f))
                    }
                    return keep
                })
        },
        CalcFunction(["foldl"], .exactly(3), .any) { e, name, args in
            let f = try e.function(args[0].plain, for: name)
            return try e.items(args[2].plain, for: name).reduce(args[1].plain) { acc, x in try e.call(f, [acc, x]) }
        },
        CalcFunction(["sort_by_key"], .exactly(2), .any) { e, name, args in
            // stable: items with equal keys keep their order
            let f = try e.function(args[0].plain, for: name)
            let xs = try e.items(args[1].plain, for: name)
            return .list(try e.sortedOrder(xs.map { try e.call(f, [$0]).plain }).map { xs[$0] })
        },
        CalcFunction(["diff"], .exactly(3), .any) { e, name, args in
            // the central difference (f(x + h) − f(x − h)) / 2h, as numbat's prelude defines it
            let f = try e.function(args[0].plain, for: name)
            let x = args[1].plain, h = args[2].plain
            let rise = try e.subtract(try e.call(f, [try e.add(x, h)]).plain, try e.call(f, [try e.subtract(x, h)]).plain)
            return try e.divide(rise, try e.multiply(.number(2), h))
        },
    ]
}

extension Evaluator {
    /// The functions that take a function's name first.
    static let higherOrderFunctions: Set<String> = Set(Functions.higherOrder.flatMap(\.names))

    /// The name of a built-in function passed as a value.
    func function(_ v: Value, for caller: String) throws -> String {
        guard case .text(let name) = v, FunctionTable.words.contains(name) else {
            throw CalcError(.needsFunctionName(caller, got: v.kindName))
        }
        return name
    }

    /// The values of a list argument.
    func items(_ v: Value, for caller: String) throws -> [Value] {
        guard case .list(let xs) = v else { throw CalcError(.argumentKind(function: caller, wanted: .list, got: v.kindName)) }
        return xs
    }
}
