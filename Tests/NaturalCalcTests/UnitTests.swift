import XCTest

@testable import NaturalCalc

final class UnitTests: IsolatedTestCase {
    func testConversionKeywordsAllWork() {
        XCTAssertEqual(calc("10 km in m"), "10,000 m")
        XCTAssertEqual(calc("5 ft to m"), "1.524 m")
        XCTAssertEqual(calc("100 pounds as kg"), "45.359237 kg")
        XCTAssertEqual(calc("2in -> cm"), "5.08 cm")
    }

    func testLargerUnitWinsInAddition() {
        XCTAssertEqual(calc("3 m + 20 cm"), "3.2 m")
        XCTAssertEqual(calc("1km + 1,000m"), "2 km")
        XCTAssertEqual(calc("2 min + 30 s"), "2.5 min")
    }

    func testPlainNumberTakesTheUnit() {
        XCTAssertEqual(calc("300 + 20 km"), "320 km")
    }

    func testTemperatureOffsets() {
        XCTAssertEqual(calc("100 °C to °F"), "212 °F")
        XCTAssertEqual(calc("0 K to °C"), "-273.15 °C")
        XCTAssertEqual(calc("-40 F to C"), "-40 °C")
    }

    func testDataUnitsWithSIAndBinaryPrefixes() {
        XCTAssertEqual(calc("1 GiB in MiB"), "1,024 MiB")
        XCTAssertEqual(calc("1 GB in MB"), "1,000 MB")
        XCTAssertEqual(calc("1 byte in bits"), "8 bit")
        XCTAssertEqual(calc("6Mbit/s * 1.5h -> GB"), "4.05 GB")
    }

    func testAreaVolumeSpeedEnergyPressureAngle() {
        XCTAssertEqual(calc("1 hectare to km^2"), "0.01 km²")
        XCTAssertEqual(calc("10m × 10m"), "100 m²")
        XCTAssertEqual(calc("1 L in mL"), "1,000 mL")
        XCTAssertEqual(calc("60mph -> m/s"), "26.8224 m/s")
        XCTAssertEqual(calc("1 kWh in kJ"), "3,600 kJ")
        XCTAssertEqual(calc("1 atm in kPa"), "101.325 kPa")
        XCTAssertEqual(calc("90 degrees in rad"), "1.5707963268 rad")
    }

    func testLikeUnitsCancel() {
        XCTAssertEqual(calc("3m/4m"), "0.75")
        XCTAssertEqual(calc("3 hours / 3 days"), "0.0416666667")
        XCTAssertEqual(calc("1 mph * 1 hour"), "1 mi")
    }

    func testRates() {
        XCTAssertEqual(calc("30 hours at $30/hour"), "$900.00")
        XCTAssertEqual(calc("$500 at $20/hour"), "25 hours")
        XCTAssertEqual(calc("$99 per week"), "$99.00/week")
        XCTAssertEqual(calc("€30/day in €/month"), "€913.11/month")
        XCTAssertEqual(calc("$24 a day for a year"), "$8,765.82")
        XCTAssertEqual(calc("90 km / 3 day"), "30 km/day")
        XCTAssertEqual(calc("500/day to / year"), "182,621.25/year")
        XCTAssertEqual(calc("$20/day + $300/week"), "$440.00/week")
    }

    func testIncompatibleUnitsFailWithMessage() {
        XCTAssertEqual(calc("3 kg in m"), "error: cannot convert a mass to a length")
        XCTAssertEqual(calc("3 kg + 2 m"), "error: cannot combine a mass with a length")
    }
}

/// Ingredients convert between mass and volume through their density.
final class CookingConversionTests: IsolatedTestCase {
    func testMassToVolumeAndBack() {
        XCTAssertEqual(calc("300g butter in cups"), "1.3215859031 cup")
        XCTAssertEqual(calc("2 cups of flour in grams"), "250 g")
        XCTAssertEqual(calc("1 cup brown sugar in g"), "220 g", "the longest ingredient name wins")
        XCTAssertEqual(calc("100 g of water in ml"), "100 mL")
    }
    func testOneIngredientAcrossASum() { XCTAssertEqual(calc("3 cups flour + 1 cup flour in g"), "500 g") }
    func testAnIngredientDoesNotChangeOtherConversions() {
        XCTAssertEqual(calc("300g butter in kg"), "0.3 kg")
        XCTAssertEqual(calc("300 g butter"), "300 g")
    }
    func testMixedIngredientsCannotConvert() {
        XCTAssertEqual(calc("3 cups flour + 1 cup sugar in g"), "error: cannot convert a volume to a mass")
    }
    func testIngredientNamesSurviveTheLenientFilter() {
        let lines = Calculator(options: .test).evaluateSheet("300g butter in cups")
        XCTAssertEqual(lines.first?.result?.text, "1.3215859031 cup")
    }
    func testFractionWrittenTogetherTakesTheUnit() {
        XCTAssertEqual(calc("1/2 cup butter in g"), "113.5 g")
        XCTAssertEqual(calc("3/4 mile in m"), "1,207.008 m")
        XCTAssertEqual(calc("$100/2 hours"), "$50.00/hour", "money over a duration stays a rate")
        XCTAssertEqual(calc("1 / 2 cup in ml"), "error: cannot convert a quantity to a volume")
    }
}
