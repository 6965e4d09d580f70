import Foundation

/// Every built-in function, gathered from the families; the one place a call is dispatched.
enum FunctionTable {
    /// The families, each in its own file.
    static let families: [[CalcFunction]] = [
        Functions.dice, Functions.higherOrder, Functions.lists, Functions.strings, Functions.complex,
        Functions.powers, Functions.logarithms, Functions.trigonometry, Functions.hyperbolic, Functions.rounding,
        Functions.statistics, Functions.wholeNumbers, Functions.notation, Functions.percentages, Functions.dates,
        Functions.units, Functions.temperatures, Functions.predicates, Functions.geometry,
    ]

    /// Each name's function; a name listed twice is a programming error the tests catch (`FunctionTableTests`).
    static let byName: [String: CalcFunction] = {
        var map: [String: CalcFunction] = [:]
        for family in families {
            for function in family {
                for name in function.names where map[name] == nil { map[name] = function }
            }
        }
        return map
    }()

    /// The names a user can call: the parser reads `name(` and `name value` as a call for these.
    static let words: Set<String> = Set(families.joined().filter(\.isWord).flatMap(\.names))
}

extension Evaluator {
    /// Calls a built-in function by name: checks the count of values against the table, hands one
    /// complex number of a `.real` function to its complex form, spreads one list of a `.spread`
    /// function, then evaluates.
    func call(_ name: String, _ rawArgs: [Value]) throws -> Value {
        guard let function = FunctionTable.byName[name] else {
            throw CalcError(.unknownFunction(name), token: name)
        }
        switch function.arguments {
        case .real:
            if rawArgs.count == 1, let z = try complexCall(name, [rawArgs[0].plain]) { return z }
        case .spread:
            if rawArgs.count == 1, case .list(let items) = rawArgs[0].plain {
                return items.isEmpty
                    ? .number(0) : try call(name == "maximum" ? "max" : (name == "minimum" ? "min" : name), items)
            }
        case .any:
            break
        }
        guard function.arity.accepts(rawArgs.count) else {
            throw CalcError(.arity(name, described: function.described, function.arity))
        }
        return try function.evaluate(self, name, rawArgs)
    }

    /// The value as a number, a percentage as its fraction (`sin (1%)` is sin 0.01, as in fend).
    func fractionArg(_ v: Value) throws -> Decimal {
        if case .percent(let p) = v.plain { return SmallDecimal.quotient(p, 100) }
        return try numberArg(v.plain)
    }

    /// A real function of one number (a percentage as its fraction), computed in Double.
    func real(_ args: [Value], _ f: (Double) -> Double) throws -> Value {
        .number(try DecimalMath.decimal(f(DecimalMath.double(try fractionArg(args[0])))))
    }

    /// A real function of one number (not a percentage), computed in Double: numbat's prelude functions.
    func preludeReal(_ args: [Value], _ f: (Double) -> Double) throws -> Value {
        .number(try DecimalMath.decimal(f(DecimalMath.double(try numberArg(args[0].plain)))))
    }
}

/// The namespace the families extend, one file each.
enum Functions {}
