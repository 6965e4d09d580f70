import Foundation

/// Units as Foundation's `Dimension` subclasses write their symbols (`UnitLength.scandinavianMiles`
/// is `smi`, `UnitArea.squareMeters` is `m²`, `UnitSpeed.kilometersPerHour` is `km/h`): what the
/// unit picker of Shortcuts' Measurement and Convert Measurement stores (`WFNSUnitSymbol`).
/// Read only where a unit stands alone (`MeasurementUnit(named:)`), never in the calculator's
/// running text, where `a` is an article and `pm` a time of day.
enum FoundationUnitSymbols {
    /// The unit of a symbol the calculator spells otherwise (`smi`, `oz t`, `ʹ`) or lacks (`inHg`):
    /// Foundation's meaning wins over what the calculator would read (`pm`, `a`).
    static func named(_ symbol: String) -> UnitExpr? {
        if let name = spelled[symbol], let unit = UnitTable.lookup(name, rates: .builtIn) { return UnitExpr(unit) }
        return defined[symbol].map { UnitExpr($0) }
    }

    /// Symbols whose unit the calculator knows under another name.
    private static let spelled: [String: String] = [
        "pm": "picometre", "ftm": "fathom", "fur": "furlong", "ua": "AU", "ct": "carat", "oz t": "ozt",
        "hr": "hour", "ʹ": "arcminute", "ʹʹ": "arcsecond", "″": "arcsecond", "′": "arcminute", "a": "are",
    ]

    /// Symbols of units the calculator's table lacks, by their size in base units (Foundation's
    /// coefficients: NIST SP 811's values).
    private static let defined: [String: UnitDef] = {
        let mass = Dimension.mass1, angle = Dimension.angle1, volume = Dimension(length: 3),
            pressure = Dimension(length: -1, mass: 1, time: -2)
        return [
            "smi": UnitDef("smi", "smi", .length1, 10_000),
            "ton": UnitDef("ton", "ton", mass, Decimal(string: "907.18474") ?? 0),
            "af": UnitDef("af", "af", volume, Decimal(string: "1233.48183754752") ?? 0),
            "bsh": UnitDef("bsh", "bsh", volume, Decimal(string: "0.03523907016688") ?? 0),
            "mcup": UnitDef("mcup", "mcup", volume, Decimal(string: "0.00025") ?? 0),
            "rev": UnitDef("rev", "rev", angle, Decimal(string: "6.283185307179586476925286766559") ?? 0),
            "inHg": UnitDef("inHg", "inHg", pressure, Decimal(string: "3386.389") ?? 0),
        ]
    }()

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
