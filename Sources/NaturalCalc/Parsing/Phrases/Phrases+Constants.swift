import Foundation

extension PhraseTable {
    /// Physical constants by the names numbat and fend give them (CODATA 2018 values, SI units):
    /// `speed_of_light`, `planck_constant`, `electron_mass`, `avogadro_constant`, `gravity`, ….
    static let constants = PhraseFamily(
        name: "constants",
        // The everyday names in words: `speed of light in mph`, `the gravitational constant`.
        rewrites: PhysicalConstants.table.flatMap { c in
            c.names.filter { $0.contains("_") && $0 == $0.lowercased() }.map {
                Rewrite(words: $0.split(separator: "_").map(String.init), replacement: .word($0))
            }
        }.filter { $0.words.count > 1 },
        leading: Dictionary(
            PhysicalConstants.table.flatMap { c in c.names.map { ($0.lowercased(), LeadingRule.value(c.expr)) } },
            uniquingKeysWith: { first, _ in first })
    )
}

/// The constants' values and units.
enum PhysicalConstants {
    struct Constant {
        let names: [String]
        let expr: Expr
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    private static let m = UnitTable.metre, s = UnitTable.second, K = UnitTable.kelvin
    private static let kg = UnitDef("kg", "kg", .mass1, 1)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    private static let A = UnitDef("A", "A", Dimension(current: 1), 1)
    private static let mol = UnitDef("mol", "mol", Dimension(amount: 1), 1)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    private static let J = UnitDef("J", "J", Dimension(length: 2, mass: 1, time: -2), 1)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    private static let W = UnitDef("W", "W", Dimension(length: 2, mass: 1, time: -3), 1)
    private static let ohm = UnitDef("Ω", "Ω", Dimension(length: 2, mass: 1, time: -3, current: -2), 1)
    private static let siemens = UnitDef("S", "S", Dimension(length: -2, mass: -1, time: 3, current: 2), 1)
    private static let weber = UnitDef("Wb", "Wb", Dimension(length: 2, mass: 1, time: -2, current: -1), 1)
    private static let hertz = UnitDef("Hz", "Hz", Dimension(time: -1), 1)
    private static let volt = UnitDef("V", "V", Dimension(length: 2, mass: 1, time: -3, current: -1), 1)

    private static func c(_ names: [String], _ value: String, _ terms: [(UnitDef, Int)]) -> Constant {
        let n = Expr.number(Decimal(string: value) ?? 0, .decimal, scaled: false)
        let unit = UnitExpr(terms: terms.map { UnitExpr.Term(unit: $0.0, power: $0.1) })
        return Constant(names: names, expr: terms.isEmpty ? n : .withUnit(n, unit))
    }

    /// Every constant's name, lower-cased.
    static let names: Set<String> = Set(table.flatMap { $0.names.map { $0.lowercased() } })

    static let table: [Constant] = [
        c(["speed_of_light", "light_speed"], "299792458", [(m, 1), (s, -1)]),
        c(["gravitational_constant"], "6.67430e-11", [(m, 3), (kg, -1), (s, -2)]),
        c(["planck_constant", "planck"], "6.62607015e-34", [(J, 1), (s, 1)]),
        c(["reduced_planck_constant", "h_bar", "hbar", "ℏ"], "1.054571817e-34", [(J, 1), (s, 1)]),
        c(["elementary_charge", "electron_charge"], "1.602176634e-19", [(A, 1), (s, 1)]),
        c(["electron_mass"], "9.1093837015e-31", [(kg, 1)]),
        c(["proton_mass"], "1.67262192369e-27", [(kg, 1)]),
        c(["neutron_mass"], "1.67492749804e-27", [(kg, 1)]),
        c(["atomic_mass_constant", "m_u", "amu"], "1.66053906660e-27", [(kg, 1)]),
        c(["avogadro_constant", "N_A"], "6.02214076e23", [(mol, -1)]),
        c(["boltzmann_constant", "k_B"], "1.380649e-23", [(J, 1), (K, -1)]),
        c(["gas_constant"], "8.314462618", [(J, 1), (mol, -1), (K, -1)]),
        c(["faraday_constant"], "96485.33212", [(A, 1), (s, 1), (mol, -1)]),
        c(["standard_gravity", "gravity", "g0"], "9.80665", [(m, 1), (s, -2)]),
        c(["bohr_radius", "a0"], "5.29177210903e-11", [(m, 1)]),
        c(["stefan_boltzmann_constant"], "5.670374419e-8", [(W, 1), (m, -2), (K, -4)]),
        c(["rydberg_constant"], "10973731.568160", [(m, -1)]),
        c(["fine_structure_constant", "α"], "0.0072973525693", []),
        c(["vacuum_permeability", "mu0", "µ0", "μ0"], "1.25663706212e-6", [(kg, 1), (m, 1), (s, -2), (A, -2)]),
        c(["vacuum_permittivity", "eps0", "epsilon0", "ε0"], "8.8541878128e-12", [(A, 2), (s, 4), (kg, -1), (m, -3)]),
        // The electrical quantum constants (CODATA 2018; exact since the 2019 SI: h/e², 2e/h, h/2e, 2e²/h).
        c(["von_klitzing_constant"], "25812.80745", [(ohm, 1)]),
        c(["josephson_constant"], "483597848400000", [(hertz, 1), (volt, -1)]),
        c(["magnetic_flux_quantum"], "2.067833848e-15", [(weber, 1)]),
        c(["conductance_quantum"], "7.748091729e-5", [(siemens, 1)]),
        // The golden ratio, (1 + √5) / 2.
        c(["golden_ratio", "phi", "φ"], "1.6180339887498948482045868343656381", []),
    ]
}
