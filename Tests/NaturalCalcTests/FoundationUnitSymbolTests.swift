import Foundation
import NaturalCalc
import XCTest

/// Units as Foundation writes their symbols (`UnitLength.scandinavianMiles.symbol` is `smi`):
/// what Shortcuts' unit picker stores for Measurement and Convert Measurement. Each row converts
/// one unit into the symbol's unit; the expected amounts come from Foundation's coefficients
/// (NIST SP 811), to ten significant digits.
final class FoundationUnitSymbolTests: IsolatedTestCase {
    static let rows: [(from: String, symbol: String, expected: Double)] = [
        ("nm", "pm", 1000), ("km", "smi", 0.1), ("m", "ftm", 0.5468066492), ("km", "fur", 4.970969538),
        ("AU", "ua", 1), ("g", "ct", 5), ("kg", "oz t", 32.15074657), ("kg", "ton", 0.001102311311),
        ("day", "hr", 24), ("°", "ʹ", 60), ("°", "ʹʹ", 3600), ("rad", "rev", 0.1591549431),
        ("ha", "a", 100), ("m³", "af", 0.0008107131938), ("m³", "bsh", 28.37759326), ("L", "mcup", 4),
        ("bar", "inHg", 29.52998016), ("ft²", "m²", 0.09290304), ("km²", "mi²", 0.3861021585),
        ("L", "cm³", 1000), ("m³", "ft³", 35.31466672), ("m/s", "km/h", 3.6), ("kPa", "N/m²", 1000),
        ("kn", "m/s", 0.5144444444), ("mph", "km/h", 1.609344), ("mm²", "µm²", 1000000),
    ]

    func testEveryFoundationSymbolConverts() throws {
        for row in Self.rows {
            let from = try XCTUnwrap(MeasurementUnit(named: row.from), row.from)
            let to = try XCTUnwrap(MeasurementUnit(named: row.symbol), row.symbol)
            let amount = try from.convert(1, to: to)
            let value = NSDecimalNumber(decimal: amount).doubleValue
            XCTAssertEqual(value, row.expected, accuracy: row.expected * 1e-9, "1 \(row.from) in \(row.symbol)")
        }
    }

    /// Symbols that are not units: a dangling or second slash, an unknown factor, a currency, an
    /// exponent on a unit with an offset (°C²), a fourth power.
    func testWhatIsNotAUnit() {
        for name in [
            "kg/", "/h", "m/s/s", "xyz²", "$²", "USD/h", "°C²", "m⁴", "m²²", "a·", String(repeating: "m·", count: 20) + "m",
        ] {
            XCTAssertNil(MeasurementUnit(named: name), name)
        }
    }

    /// The calculator's own reading of a symbol Foundation uses otherwise stays in the calculator:
    /// `a` is an article in running text, `pm` a time of day.
    func testTheCalculatorStillReadsItsOwnText() throws {
        XCTAssertEqual(try Calculator().evaluate("a third of 90").text, "30")
        XCTAssertEqual(try Calculator().evaluate("3pm + 2 hours").text, "5:00 pm")
        XCTAssertEqual(try Calculator().evaluate("5 m² in ft²").text, "53.82 ft²")
    }
}
