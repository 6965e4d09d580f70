import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Format Number, Format File Size, Measurement and Convert Measurement (units from the
/// calculator's table).
final class NumberFormattingTests: IsolatedTestCase {
    func testFormatNumberRoundsHalfToEvenAndGroupsThousands() throws {
        XCTAssertEqual(try runAction("format.number", input: "1234567.125"), "1,234,567.12", "Apple's default: 2 places")
        XCTAssertEqual(try runAction("format.number", input: "2.135"), "2.14")
        XCTAssertEqual(try runAction("format.number", "{\"places\": 0, \"grouping\": false}", input: "1234567.5"), "1234568")
        XCTAssertEqual(try runAction("format.number", "{\"WFNumberFormatDecimalPlaces\": 4}", input: "-3"), "-3.0000")
        XCTAssertEqual(try runAction("format.number", input: "-0.001"), "0.00", "no minus sign on a zero")
        XCTAssertEqual(try runAction("format.number", input: .list(["1", "1000"])), .list(["1.00", "1,000.00"]))
        XCTAssertEqual(try runAction("format.number", input: .boolean(true)), "1.00")
    }

    func testFormatNumberNamesBadInputAndTooManyPlaces() {
        XCTAssertEqual(
            failure("format.number", input: "twelve"),
            """
            t.json:1:39: error: action 1 'Format Number' (format.number), parameter 'number': couldn't convert from text to number: 'twelve'
            hint: write the number with digits and a '.' for decimals, e.g. 12.5
            """)
        XCTAssertEqual(
            failure("format.number", input: .list(["1", "x"])),
            """
            t.json:1:39: error: action 1 'Format Number' (format.number), parameter 'number': item 2: couldn't convert from text to number: 'x'
            hint: write the number with digits and a '.' for decimals, e.g. 12.5
            """)
        XCTAssertEqual(
            failure("format.number", "{\"places\": 39}", input: "1"),
            "t.json:1:81: error: action 1 'Format Number' (format.number), parameter 'places': must be at most 38, got 39")
    }

    func testFormatFileSizeFollowsTheFileStyle() throws {
        let cases: [(String, String)] = [
            ("0", "Zero KB"), ("1", "1 byte"), ("999", "999 bytes"), ("1000", "1 KB"), ("1499", "1 KB"),
            ("1234567", "1.2 MB"), ("1000000", "1 MB"), ("987654321", "987.7 MB"), ("12345678901234", "12.35 TB"),
        ]
        for (bytes, text) in cases {
            XCTAssertEqual(try runAction("format.filesize", input: .text(bytes)), .text(text), bytes)
        }
        XCTAssertEqual(try runAction("format.filesize", "{\"format\": \"KB\"}", input: "1234567"), "1,235 KB")
        XCTAssertEqual(try runAction("format.filesize", "{\"WFFileSizeFormat\": \"Bytes\"}", input: "1234567"), "1,234,567 bytes")
        XCTAssertEqual(
            try runAction("format.filesize", "{\"format\": \"MB\", \"WFFileSizeIncludeUnits\": false}", input: "1234567"), "1.2")
        XCTAssertEqual(try runAction("format.filesize", "{\"format\": \"Closest Unit\"}", input: "2000000000"), "2 GB")
    }

    func testFormatFileSizeReadsAFilesSize() throws {
        let box = Sandbox()
        box.make(["notes.txt"], contents: ["notes.txt": String(repeating: "x", count: 2500)])
        XCTAssertEqual(
            try box.run("format.filesize", input: .file(FileReference(path: box.root + "/notes.txt"))), "3 KB")
        XCTAssertEqual(
            failure("format.filesize", input: "big"),
            """
            t.json:1:39: error: action 1 'Format File Size' (format.filesize), parameter 'size': couldn't convert from text to number: 'big'
            hint: write the number with digits and a '.' for decimals, e.g. 12.5
            """)
    }

    func testMeasurementUsesTheCalculatorsUnits() throws {
        XCTAssertEqual(try runAction("measurement.create", "{\"amount\": 5, \"unit\": \"km\"}"), "5 km")
        XCTAssertEqual(
            try runAction("measurement.create", "{\"amount\": 2, \"unit\": \"hours\", \"type\": \"Duration\"}"), "2 hours")
        XCTAssertEqual(try runAction("measurement.create", "{\"amount\": 3}"), "3 m", "Length in metres by default")
        XCTAssertEqual(
            try runAction(
                "measurement.create", "{\"WFMeasurementUnitType\": \"Temperature\", \"amount\": -40, \"unit\": \"fahrenheit\"}"),
            "-40 °F")
        XCTAssertEqual(
            failure("measurement.create", "{\"amount\": 2, \"unit\": \"lb\"}"),
            """
            t.json:1:97: error: action 1 'Measurement' (measurement.create), parameter 'unit': 'lb' is not a unit of length
            hint: choose the type that matches the unit, or a unit of that type
            """)
        XCTAssertEqual(
            failure("measurement.create", "{\"amount\": 2, \"unit\": \"cubit\"}"),
            """
            t.json:1:97: error: action 1 'Measurement' (measurement.create), parameter 'unit': 'cubit' is not a unit
            hint: use a unit the calculator knows, e.g. km, mi, kg, lb, °C, °F, L, mph, GB
            """)
    }

    func testConvertMeasurementThroughTheUnitTable() throws {
        func convert(_ measurement: String, _ type: String, _ unit: String) throws -> Value {
            try runAction("measurement.convert", "{\"type\": \"\(type)\", \"unit\": \"\(unit)\"}", input: .text(measurement))
        }
        XCTAssertEqual(try convert("5 km", "Length", "mi"), "3.10685596118667 mi")
        XCTAssertEqual(try convert("1,000 m", "Length", "km"), "1 km")
        XCTAssertEqual(try convert("-40 °F", "Temperature", "°C"), "-40 °C")
        XCTAssertEqual(try convert("32°F", "Temperature", "°C"), "0 °C")
        XCTAssertEqual(try convert("98.6 °F", "Temperature", "K"), "310.15 K")
        XCTAssertEqual(try convert("60 mph", "Speed", "kph"), "96.56064 km/h")
        XCTAssertEqual(try convert("1 GiB", "Information Storage", "MB"), "1073.741824 MB")
        XCTAssertEqual(try convert("90 minutes", "Duration", "hours"), "1.5 hours")
        XCTAssertEqual(try convert("1 mm", "Length", "mi"), "0.000000621371192237334 mi")
        // Foundation's symbols, as Apple's unit picker stores them (`FoundationUnitSymbols`).
        XCTAssertEqual(try convert("10 ft²", "Area", "m²"), "0.9290304 m²")
        XCTAssertEqual(try convert("100 km/h", "Speed", "m/s"), "27.7777777777778 m/s")
        XCTAssertEqual(try convert("2 smi", "Length", "km"), "20 km")
        XCTAssertEqual(try convert("1 ton", "Mass", "kg"), "907.18474 kg")
        XCTAssertEqual(try convert("1 rev", "Angle", "°"), "360 °")
    }

    func testConvertMeasurementNamesWhatIsWrong() {
        func failing(_ measurement: String, _ type: String, _ unit: String) -> String {
            failure("measurement.convert", "{\"type\": \"\(type)\", \"unit\": \"\(unit)\"}", input: .text(measurement))
        }
        XCTAssertEqual(
            failing("5 kg", "Length", "mi"),
            """
            t.json:1:39: error: action 1 'Convert Measurement' (measurement.convert), parameter 'measurement': '5 kg' measures mass, not length
            hint: convert to a unit of the same kind, with the type that matches it
            """)
        XCTAssertEqual(
            failing("fast", "Length", "mi"),
            """
            t.json:1:39: error: action 1 'Convert Measurement' (measurement.convert), parameter 'measurement': 'fast' is not a measurement
            hint: write an amount followed by its unit, e.g. 5 km, or make it with Measurement
            """)
        XCTAssertEqual(
            failing("5 cubits", "Length", "mi"),
            """
            t.json:1:39: error: action 1 'Convert Measurement' (measurement.convert), parameter 'measurement': 'cubits' is not a unit
            hint: use a unit the calculator knows, e.g. km, mi, kg, lb, °C, °F, L, mph, GB
            """)
        XCTAssertEqual(
            failing("5 km", "Length", "kg"),
            """
            t.json:1:103: error: action 1 'Convert Measurement' (measurement.convert), parameter 'unit': 'kg' is not a unit of length
            hint: choose the type that matches the unit, or a unit of that type
            """)
        XCTAssertEqual(
            failing("5 km", "Colour", "mi"),
            """
            t.json:1:85: error: action 1 'Convert Measurement' (measurement.convert), parameter 'type': unknown value 'Colour'
            hint: use one of 'Length', 'Mass', 'Duration', 'Temperature', 'Speed', 'Volume', 'Area', 'Energy', 'Power', 'Pressure', 'Angle', 'Information Storage', 'Acceleration', 'Concentration Mass', 'Electric Charge', 'Electric Current', 'Electric Potential Difference', 'Electric Resistance', 'Frequency', 'Illuminance'
            """)
        XCTAssertEqual(
            failure("measurement.convert", input: "5 km"),
            """
            t.json:1:39: error: action 1 'Convert Measurement' (measurement.convert), parameter 'unit': needs a value
            hint: set "unit": the unit to convert to (a symbol or name the calculator knows).
            """)
    }
}
