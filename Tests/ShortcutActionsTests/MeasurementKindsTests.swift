import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Foundation's other measurement kinds (`UnitAcceleration`, `UnitConcentrationMass`,
/// `UnitElectricCharge`, `…Current`, `…PotentialDifference`, `…Resistance`, `UnitFrequency`,
/// `UnitIlluminance`) through Measurement and Convert Measurement, with Foundation's symbols as
/// Apple's unit picker stores them; Dispersion and Fuel Efficiency stay not built, naming themselves.
final class MeasurementKindsTests: IsolatedTestCase {
    /// Measurement in, type, target unit, what Convert Measurement gives (Foundation's coefficients:
    /// an ampere-hour is 3,600 C, a milligram per decilitre 0.01 g/L).
    let conversions: [(String, String, String, String)] = [
        ("9.81 m/s²", "Acceleration", "ft/s²", "32.1850393700787 ft/s²"),
        ("100 mg/dL", "Concentration Mass", "g/L", "1 g/L"),
        ("3000 mAh", "Electric Charge", "C", "10800 C"),
        ("3 C", "Electric Charge", "mAh", "0.833333333333333 mAh"),
        ("1 kAh", "Electric Charge", "Ah", "1000 Ah"),
        ("250 mA", "Electric Current", "A", "0.25 A"),
        ("2 MA", "Electric Current", "kA", "2000 kA"),
        ("230 V", "Electric Potential Difference", "kV", "0.23 kV"),
        ("5 µV", "Electric Potential Difference", "mV", "0.005 mV"),
        ("4.7 kΩ", "Electric Resistance", "Ω", "4700 Ω"),
        ("1 MΩ", "Electric Resistance", "kΩ", "1000 kΩ"),
        ("2.4 GHz", "Frequency", "MHz", "2400 MHz"),
        ("50 Hz", "Frequency", "mHz", "50000 mHz"),
        ("500 lx", "Illuminance", "lx", "500 lx"),
    ]

    func testEachKindConvertsInItsOwnUnits() throws {
        for (measurement, type, unit, expected) in conversions {
            let parameters = "{\"type\": \"\(type)\", \"unit\": \"\(unit)\"}"
            XCTAssertEqual(
                try runAction("measurement.convert", parameters, input: .text(measurement)), .text(expected), measurement)
        }
    }

    func testMeasurementMakesEachKindWithItsFirstUnitByDefault() throws {
        let firsts = [
            ("Acceleration", "2 m/s²"), ("Concentration Mass", "2 g/L"), ("Electric Charge", "2 C"),
            ("Electric Current", "2 A"), ("Electric Potential Difference", "2 V"), ("Electric Resistance", "2 Ω"),
            ("Frequency", "2 Hz"), ("Illuminance", "2 lx"),
        ]
        for (type, expected) in firsts {
            XCTAssertEqual(try runAction("measurement.create", "{\"type\": \"\(type)\", \"amount\": 2}"), .text(expected), type)
        }
    }

    func testAUnitOfAnotherKindAndTheKindsNotBuiltAreNamed() {
        XCTAssertEqual(
            failure("measurement.convert", "{\"type\": \"Frequency\", \"unit\": \"Hz\"}", input: .text("5 V")),
            """
            t.json:1:39: error: action 1 'Convert Measurement' (measurement.convert), parameter 'measurement': '5 V' measures electric potential difference, not frequency
            hint: convert to a unit of the same kind, with the type that matches it
            """)
        XCTAssertEqual(
            failure("measurement.create", "{\"type\": \"Acceleration\", \"amount\": 1, \"unit\": \"g\"}"),
            """
            t.json:1:121: error: action 1 'Measurement' (measurement.create), parameter 'unit': 'g' is not a unit of acceleration
            hint: choose the type that matches the unit, or a unit of that type
            """)
        for type in ["Dispersion", "Fuel Efficiency"] {
            XCTAssertTrue(
                failure("measurement.convert", "{\"type\": \"\(type)\", \"unit\": \"x\"}", input: .text("5 ppm"))
                    .contains("parameter 'type': '\(type)' is not built yet"), type)
        }
    }
}
