import Foundation

/// numbat's lists (book/src/prelude/functions/lists.md): `[1, 2, 3]` and their functions; the
/// statistics of a list are in `Functions+Statistics.swift` (they spread a list).
extension Functions {
    static let lists: [CalcFunction] = [
        CalcFunction(["len"], .exactly(1), .any) { _, _, args in .number(Decimal(Evaluator.listed(args[0]).count)) },
        CalcFunction(["head", "tail"], .exactly(1), .any) { _, name, args in
            let items = Evaluator.listed(args[0])
            guard let first = items.first else { throw CalcError(.emptyList(name)) }
            return name == "head" ? first : .list(Array(items.dropFirst()))
        },
        CalcFunction(["cons", "cons_end"], .exactly(2), .any) { _, name, args in
            let items = Evaluator.listed(args[1])
            return try Evaluator.madeList(name == "cons" ? [args[0]] + items : items + [args[0]])
        },
        CalcFunction(["is_empty"], .exactly(1), .any) { _, _, args in .bool(Evaluator.listed(args[0]).isEmpty) },
        CalcFunction(["concat"], .exactly(2), .any) { _, _, args in
            try Evaluator.madeList(Evaluator.listed(args[0]) + Evaluator.listed(args[1]))
        },
        CalcFunction(["take", "drop"], .exactly(2), .any) { e, name, args in
            let n = try e.listIndex(args[0], for: name), items = Evaluator.listed(args[1])
            return .list(name == "take" ? Array(items.prefix(n)) : Array(items.dropFirst(n)))
        },
        CalcFunction(["element_at"], .exactly(2), .any) { e, name, args in
            let n = try e.listIndex(args[0], for: name), items = Evaluator.listed(args[1])
            guard n < items.count else { throw CalcError(.listIndex(n, count: items.count)) }
            return items[n]
        },
        CalcFunction(["range"], .exactly(2), .any) { e, _, args in try e.range(args[0].plain, args[1].plain) },
        CalcFunction(["linspace"], .exactly(3), .any) { e, name, args in
            let n = try e.listIndex(args[2], for: name)
            guard n >= 2 else { throw CalcError(.linspaceCount) }
            guard n <= Evaluator.listLengthLimit else { throw CalcError(.listTooLong(limit: Evaluator.listLengthLimit)) }
            let step = try e.divide(try e.subtract(args[1].plain, args[0].plain), .number(Decimal(n - 1)))
            return .list(try (0..<n).map { k in try e.add(args[0].plain, try e.multiply(step, .number(Decimal(k)))) })
        },
        CalcFunction(["reverse"], .exactly(1), .any) { _, _, args in .list(Evaluator.listed(args[0]).reversed()) },
        CalcFunction(["sort"], .exactly(1), .any) { e, _, args in .list(try e.sorted(Evaluator.listed(args[0]))) },
        CalcFunction(["unique"], .exactly(1), .any) { _, _, args in
            var seen: [Value] = []
            for v in Evaluator.listed(args[0]) where !seen.contains(v) { seen.append(v) }
            return .list(seen)
        },
        CalcFunction(["intersperse"], .exactly(2), .any) { _, _, args in
            var out: [Value] = []
            for (k, v) in Evaluator.listed(args[1]).enumerated() {
                if k > 0 { out.append(args[0]) }
                out.append(v)
            }
            return try Evaluator.madeList(out)
        },
        CalcFunction(["contains"], .exactly(2), .any) { _, _, args in .bool(Evaluator.listed(args[1]).contains(args[0].plain)) },
        // one value: `[1]` reads as `(1)`, so a one-value list arrives as its value
        CalcFunction(["maximum", "minimum"], .exactly(1), .spread) { _, _, args in args[0] },
        CalcFunction(["variance", "stdev"], .exactly(1), .any) { e, name, args in
            let variance = try e.variance(Evaluator.listed(args[0]))
            return name == "variance" ? variance : try e.call("sqrt", [variance])
        },
    ]
}
