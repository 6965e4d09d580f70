import Foundation

/// numbat's functions of a quantity's parts: its value, its unit and the unit's name, its SI base
/// unit, a mixed-unit list (`unit_list`), and the identity functions.
extension Functions {
    static let units: [CalcFunction] = [
        CalcFunction(["value_of"], .exactly(1)) { e, _, args in .number(try e.amountAndUnit(args[0].plain).0) },
        CalcFunction(["unit_of"], .exactly(1)) { e, _, args in
            let unit = try e.amountAndUnit(args[0].plain).1
            return unit.isNone ? .number(1) : .quantity(1, unit)
        },
        CalcFunction(["base_unit_of"], .exactly(1)) { e, _, args in
            // the SI base units of the quantity's dimension (`base_unit_of(5 km)` is 1 m)
            let unit = try e.amountAndUnit(args[0].plain).1
            guard let base = Evaluator.siBase(unit.dimension) else {
                throw CalcError(.noSIBaseUnit(unit.display(amount: 1)))
            }
            return base.isNone ? .number(1) : .quantity(1, base)
        },
        CalcFunction(["unit_list"], .exactly(2)) { e, _, args in try e.unitList(args[0].plain, args[1].plain) },
        CalcFunction(["unit_name"], .exactly(1)) { e, _, args in
            let unit = try e.amountAndUnit(args[0].plain).1
            if unit.isNone { return .text("") }
            let text = try AnswerFormatter(options: e.options, siThreshold: nil).text(.quantity(1, unit), style: .auto)
            return .text(text.replacingOccurrences(of: "1 ", with: "", options: .anchored))
        },
        CalcFunction(["has_unit"], .exactly(2)) { e, _, args in
            .bool(try e.amountAndUnit(args[0].plain).1 == (try e.amountAndUnit(args[1].plain).1))
        },
        CalcFunction(["id"], .exactly(1)) { _, _, args in args[0] },
        CalcFunction(["quantity_cast"], .exactly(2)) { _, _, args in args[0] },
    ]
}

extension Evaluator {
    /// The amount and unit of a number or quantity (a number has no unit).
    func amountAndUnit(_ v: Value) throws -> (Decimal, UnitExpr) {
        switch v.plain {
        case .quantity(let n, let u): return (n, u)
        default: return (try numberArg(v), .none)
        }
    }

    /// `5500 m |> unit_list([miles, yards, feet, inches])`: whole amounts of each unit but the
    /// last, which takes what is left.
    func unitList(_ list: Value, _ amount: Value) throws -> Value {
        guard case .list(let items) = list, !items.isEmpty else { throw CalcError(.unitListNeedsUnits) }
        let units = try items.map { item -> UnitExpr in
            guard case .quantity(1, let u) = item.plain else {
                throw CalcError(.argumentKind(function: "unit_list", wanted: .units, got: item.kindName))
            }
            return u
        }
        let (n, u) = try amountAndUnit(amount)
        var rest = n, from = u
        var parts: [Value] = []
        for (k, unit) in units.enumerated() {
            let converted = try convertAmount(rest, from: from, to: unit)
            let whole = k == units.count - 1 ? converted : DecimalMath.rounded(converted, 0, .down)
            parts.append(.quantity(whole, unit))
            (rest, from) = (converted - whole, unit)
        }
        return .list(parts)
    }
}
