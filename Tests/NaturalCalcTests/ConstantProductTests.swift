import XCTest

@testable import NaturalCalc

/// Physical constants written side by side multiply (numbat), a whole-number exponent ends before
/// a constant, and an answer whose unit grew to many parts is shown in SI base units. Checked by
/// hand against CODATA: 4π ε0 ℏ² / (e² mₑ) is the Bohr radius, 5.29177210903e-11 m; √(ℏG/c³) is
/// the Planck length, 1.616255e-35 m; ℏ·G = 1.054571817e-34 × 6.6743e-11 = 7.0385286782e-45.
final class ConstantProductTests: IsolatedTestCase {
    func testConstantsSideBySideMultiply() {
        XCTAssertEqual(calc("ℏ gravitational_constant"), "7.0385286782e-45 m^5/s³")
        XCTAssertEqual(calc("4 pi ε0 ℏ^2 / (electron_charge^2 electron_mass)"), "5.2917721026e-11 m")
        XCTAssertEqual(calc("sqrt(ℏ gravitational_constant / speed_of_light^3)"), "1.6162550239e-35 m")
        XCTAssertEqual(calc("speed_of_light^2 electron_mass in MeV"), "0.51099895 MeV")
        XCTAssertEqual(calc("(2+3) pi"), "15.7079632679")
    }

    func testAnExponentEndsBeforeAConstant() {
        XCTAssertEqual(calc("2^3 pi"), "25.1327412287")  // 8π
        XCTAssertEqual(calc("10^5 Pa"), "100,000 Pa")  // a unit after the exponent still measures the power
        XCTAssertEqual(calc("2^3"), "8")
    }

    func testUnitsThatStayAsWritten() {
        XCTAssertEqual(calc("eps0"), "8.8541878128e-12 A²·s^4/(kg·m³)")  // as many base units as written
        XCTAssertEqual(calc("5 kg * 2 m / s^2"), "10 kg·m/s²")
        XCTAssertEqual(calc("ℏ gravitational_constant in J·m³/(s·kg)"), "7.0385286782e-45 J·m³/(s·kg)")
        XCTAssertEqual(calc("5 m in J·m³/(s·kg)"), "error: cannot convert a length to a quantity")  // not 'in' as inches
    }
}

/// An answer's unit reads back as the same unit: two or more units below the line are bracketed
/// (`J/(mol·K)`, where `J/mol·K` would read as J·K/mol).
final class UnitRoundTripTests: IsolatedTestCase {
    func testCompoundUnitsReadBack() throws {
        for expression in [
            "gas_constant", "eps0", "gravitational_constant", "1 farad to A^2 kg^-1 m^-2 s^4", "5 kg * 2 m / s^2",
            "faraday_constant", "stefan_boltzmann_constant",
        ] {
            let shown = try Calculator(options: .test).evaluate(expression)
            let again = try Calculator(options: .test).evaluate(shown.text)
            XCTAssertEqual(again.text, shown.text, "\(expression) → \(shown.text) → \(again.text)")
        }
        XCTAssertEqual(calc("gas_constant"), "8.314462618 J/(mol·K)")
    }
}
