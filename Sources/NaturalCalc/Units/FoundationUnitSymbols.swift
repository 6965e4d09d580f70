import Foundation

/// Units as Foundation's `Dimension` subclasses write their symbols (`UnitLength.scandinavianMiles`
/// is `smi`, `UnitArea.squareMeters` is `m²`, `UnitSpeed.kilometersPerHour` is `km/h`): what the
/// unit picker of Shortcuts' Measurement and Convert Measurement stores (`WFNSUnitSymbol`).
/// Read only where a unit stands alone (`MeasurementUnit(named:)`), never in the calculator's
/// running text, where `a` is an article and `pm` a time of day.
enum FoundationUnitSymbols {
    /// The unit of a symbol the calculator spells otherwise (`oz t`, `ʹ`, `ton`): Foundation's meaning
    /// wins over what the calculator would read (`pm`, `a`). Foundation's other symbols (`smi`, `ftm`,
    /// `ua`, `af`, `bsh`, `mcup`, `inHg`) are names of the calculator's own units (`ScientificUnits`,
    /// from Foundation's coefficients), so each unit is defined once.
    static func named(_ symbol: String) -> UnitExpr? {
        guard let name = spelled[symbol], let unit = UnitTable.lookup(name, rates: .builtIn) else { return nil }
        return UnitExpr(unit)
    }

    /// Symbols whose unit the calculator knows under another name, or reads otherwise in running text
    /// (`ton` is a tonne there and Foundation's short ton here; `fur` and `ct` are words there).
    private static let spelled: [String: String] = [
        "pm": "picometre", "fur": "furlong", "ct": "carat", "oz t": "ozt", "ton": "short_ton", "rev": "turn",
        "hr": "hour", "ʹ": "arcminute", "ʹʹ": "arcsecond", "″": "arcsecond", "′": "arcminute", "a": "are",
    ]

    /// A product and quotient of known units with exponents `²`, `³` or `^2`/`^3` on each factor
    /// (`m²`, `ft³`, `km/h`, `N/m²`, `kg·m/s²`); nil unless every factor is a known unit.
    static func compound(_ symbol: String) -> UnitExpr? {
        let sides = symbol.split(separator: "/", omittingEmptySubsequences: false)
        guard symbol.count <= 24, (1...2).contains(sides.count) else { return nil }
        var terms: [UnitExpr.Term] = []
        for (index, side) in sides.enumerated() {
            guard !side.isEmpty else { return nil }
            for factor in side.split(whereSeparator: { $0 == "·" || $0 == "*" || $0 == "⋅" }) {
                guard let (unit, power) = term(String(factor)) else { return nil }
                terms.append(UnitExpr.Term(unit: unit, power: index == 0 ? power : -power))
            }
        }
        guard !terms.isEmpty, terms.count > 1 || terms[0].power != 1 else { return nil }
        return UnitExpr(terms: terms)
    }

    /// One factor: a known unit and its exponent.
    private static func term(_ factor: String) -> (UnitDef, Int)? {
        var name = Substring(factor.trimmingCharacters(in: .whitespaces))
        var power = 1
        if let last = name.last, let exponent = ["²": 2, "³": 3, "2": 2, "3": 3][last], name.count > 1 {
            power = exponent
            name = name.dropLast()
            if name.last == "^" { name = name.dropLast() }
        }
        guard !name.isEmpty, let unit = UnitTable.lookup(String(name), rates: .builtIn), unit.currency == nil,
            unit.offset == 0 || power == 1
        else { return nil }
        return (unit, power)
    }
}
