import Foundation

/// A product of units with integer powers, e.g. km·h⁻¹ or $·hour⁻¹.
struct UnitExpr: Hashable, Sendable {
    struct Term: Hashable, Sendable {
        let unit: UnitDef
        var power: Int
    }

    var terms: [Term]

    static let none = UnitExpr(terms: [])

    init(terms: [Term]) { self.terms = terms.filter { $0.power != 0 } }
    init(_ unit: UnitDef, power: Int = 1) { self.init(terms: [Term(unit: unit, power: power)]) }

    var isNone: Bool { terms.isEmpty }

    var dimension: Dimension {
        terms.reduce(.none) { $0 + $1.unit.dimension * Int8(clamping: $1.power) }
    }

    /// The single unit when this is a plain unit to the first power.
    var single: UnitDef? {
        terms.count == 1 && terms[0].power == 1 ? terms[0].unit : nil
    }

    /// The currency of the numerator, if this is money or a money rate.
    var currency: String? {
        terms.first { $0.power > 0 && $0.unit.currency != nil }?.unit.currency
    }

    var isRate: Bool { terms.contains { $0.power < 0 } }

    func factor(_ rates: CurrencyRates) throws -> Decimal {
        var f: Decimal = 1
        for t in terms {
            let uf = try t.unit.factor(rates)
            if t.power > 0 { for _ in 0..<t.power { f *= uf } } else { for _ in 0..<(-t.power) { f /= uf } }
        }
        return f
    }

    func inverted() -> UnitExpr {
        UnitExpr(terms: terms.map { Term(unit: $0.unit, power: -$0.power) })
    }

    /// Multiplies two unit products; units of one dimension on both sides cancel, the amount
    /// absorbing the conversion, so `mph × hour` is `mi` and `hours / days` is a number.
    func times(_ other: UnitExpr, rates: CurrencyRates) throws -> (UnitExpr, Decimal) {
        var result = terms
        var scale: Decimal = 1
        for term in other.terms {
            if let i = result.firstIndex(where: { $0.unit == term.unit }) {
                result[i].power += term.power
                continue
            }
            if let i = result.firstIndex(where: {
                $0.unit.dimension == term.unit.dimension && $0.unit.offset == 0 && term.unit.offset == 0
                    && ($0.power > 0) != (term.power > 0)
            }) {
                // Express the incoming unit in the existing one, then merge powers.
                let ratio = try SmallDecimal.quotient(term.unit.factor(rates), result[i].unit.factor(rates))
                let n = abs(term.power)
                for _ in 0..<n { scale = term.power > 0 ? scale * ratio : SmallDecimal.quotient(scale, ratio) }
                result[i].power += term.power
                continue
            }
            result.append(term)
        }
        return (UnitExpr(terms: result), scale)
    }

    /// How the unit prints after an amount, e.g. `km`, `hours/day`, `m²`, `/year`.
    func display(amount: Decimal) -> String {
        if terms.count == 2, terms[0].power == 1, terms[0].unit.dimension == .length1,
            terms[1].power == -1, terms[1].unit == UnitTable.hour
        {
            return terms[0].unit.id == "mi" ? "mph" : terms[0].unit.symbol + "/h"
        }
        if terms.count == 2, terms[0] == Term(unit: UnitTable.frame, power: 1),
            terms[1] == Term(unit: UnitTable.second, power: -1)
        {
            return "fps"
        }
        let num = terms.filter { $0.power > 0 }
        let den = terms.filter { $0.power < 0 }
        let top = num.map { t in
            (num.count == 1 && t.power == 1 ? t.unit.display(amount: amount) : t.unit.symbol) + UnitExpr.superscript(t.power)
        }
        .joined(separator: "·")
        let bottom = den.map { $0.unit.symbol + UnitExpr.superscript(-$0.power) }.joined(separator: "·")
        if bottom.isEmpty { return top }
        // `J/(mol·K)`: two or more units below are bracketed, so the answer reads back as written
        return top + "/" + (den.count > 1 ? "(" + bottom + ")" : bottom)
    }

    static func superscript(_ p: Int) -> String {
        switch p {
        case 1: return ""
        case 2: return "²"
        case 3: return "³"
        default: return "^\(p)"
        }
    }
}
