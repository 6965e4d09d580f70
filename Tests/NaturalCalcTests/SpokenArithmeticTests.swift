import XCTest

@testable import NaturalCalc

/// Arithmetic said in words: fractions (`a third of 90`), `and a half`, `squared`/`cubed` on a
/// number or a unit, `twice`/`thrice`. Each of these gave a wrong answer before (the word was
/// read as a comment: `two thirds of 90` was 180, `10 squared` 10, `two and a half hours` 2:00 am).
final class SpokenArithmeticTests: XCTestCase {
    func testFractionWords() {
        XCTAssertEqual(calc("a third of 90"), "30")
        XCTAssertEqual(calc("two thirds of 90"), "60")
        XCTAssertEqual(calc("3 quarters of 200"), "150")
        XCTAssertEqual(calc("three quarters of 200"), "150")
        XCTAssertEqual(calc("a quarter of 100"), "25")
        XCTAssertEqual(calc("one half of 10"), "5")
        XCTAssertEqual(calc("2 tenths"), "0.2")
        XCTAssertEqual(calc("3 fifths of $100"), "$60.00")
        XCTAssertEqual(calc("a tenth of 5 km"), "0.5 km")
        XCTAssertEqual(calc("half of 175"), "87.5")  // Soulver's documented example still holds
    }

    func testAndAFraction() {
        XCTAssertEqual(calc("one and a half"), "1.5")
        XCTAssertEqual(calc("2 and a half hours"), "2.5 hours")
        XCTAssertEqual(calc("1 and three quarters"), "1.75")
        XCTAssertEqual(calc("5 and a third cups in ml"), "1,261.803928 mL")  // 16/3 × 236.5882365 mL
        XCTAssertEqual(calc("sum of 1 and 2"), "3")  // `and` still joins a list
    }

    func testSquaredAndCubed() {
        XCTAssertEqual(calc("10 squared"), "100")
        XCTAssertEqual(calc("(2+3) squared"), "25")
        XCTAssertEqual(calc("3 cubed"), "27")
        XCTAssertEqual(calc("5 squared + 1"), "26")
        XCTAssertEqual(calc("5 meters squared"), "5 m²")  // after a unit, the unit's power: an area
        XCTAssertEqual(calc("2 feet cubed"), "2 ft³")
        XCTAssertEqual(calc("square root of 16"), "4")
    }

    func testTwiceAndThrice() {
        XCTAssertEqual(calc("twice 15"), "30")
        XCTAssertEqual(calc("thrice $20"), "$60.00")
        XCTAssertEqual(calc("twice 15 + 1"), "31")
        XCTAssertEqual(calc("twice 3 km"), "6 km")
    }
}

/// Dates with ordinal days, money rates re-expressed per another period, and constants by their
/// names in words. Each gave a wrong answer or an error before (`1st of January`: `st` read as stone).
final class SpokenDatesAndRatesTests: XCTestCase {
    func testOrdinalDays() {
        XCTAssertEqual(calc("3rd of March 2025"), "3 March 2025")
        XCTAssertEqual(calc("1st of January 2027"), "1 January 2027")
        XCTAssertEqual(calc("the 21st of June 2024"), "21 June 2024")
        XCTAssertEqual(calc("the third of March 2025"), "3 March 2025")
        XCTAssertEqual(calc("March third 2025"), "3 March 2025")
        XCTAssertEqual(calc("5th of November 2025 + 2 days"), "7 November 2025")
        XCTAssertEqual(calc("1 second"), "1 s")  // `second` next to no month is the unit
        XCTAssertEqual(calc("a fifth of 10"), "2")  // and `fifth` before `of` and no month is a fraction
    }

    func testMoneyRatesPerAnotherPeriod() {
        XCTAssertEqual(calc("$120,000 a year per month"), "$10,000.00/month")
        XCTAssertEqual(calc("$2,500 a month in a year"), "$30,000.00/year")
        XCTAssertEqual(calc("$10/hour per day"), "$240.00/day")
        XCTAssertEqual(calc("5 m/s per second"), "5 m/s²")  // not money: an acceleration, as written
        XCTAssertEqual(calc("50% as a %"), "50%")
    }

    func testAPlaceTimeBeforeAConversion() {
        // zone offsets on the tests' fixed date: the result does not depend on the machine's zone
        XCTAssertEqual(calc("9am Tokyo time in UTC"), calc("9am Tokyo in UTC"))
        XCTAssertEqual(calc("9am Tokyo time in UTC"), "12:00 am")  // Tokyo is UTC+9 all year
        XCTAssertEqual(calc("3pm UTC time to Tokyo"), calc("3pm UTC to Tokyo"))
    }

    func testConstantsByNameInWords() {
        XCTAssertEqual(calc("speed of light in mph"), "670,616,629.3843951324 mph")
        XCTAssertEqual(calc("planck constant"), "6.62607015e-34 J·s")
        XCTAssertEqual(calc("gravitational constant"), "6.6743e-11 m³/kg·s²")
    }
}

/// Everyday money wordings that read a word as a comment and answered wrongly: a discount was
/// added (`20% discount on $100` gave $120), `15 doubled` was 15.
final class EverydayMoneyWordingTests: XCTestCase {
    func testDiscountsComeOff() {
        XCTAssertEqual(calc("20% discount on $100"), "$80.00")
        XCTAssertEqual(calc("$100 after 20% discount"), "$80.00")
        XCTAssertEqual(calc("$100 with a 20% discount"), "$80.00")
        XCTAssertEqual(calc("$100 at 20% discount"), "$80.00")
        XCTAssertEqual(calc("$100 minus 25% discount"), "$75.00")
        XCTAssertEqual(calc("15% discount"), "15%")
    }

    func testIncreasedAndDecreasedBy() {
        XCTAssertEqual(calc("$100 increased by 10%"), "$110.00")
        XCTAssertEqual(calc("$100 decreased by 10%"), "$90.00")
        XCTAssertEqual(calc("50 increased by 5"), "55")
    }

    func testDoublingAndHalving() {
        XCTAssertEqual(calc("double 15"), "30")
        XCTAssertEqual(calc("triple $4"), "$12.00")
        XCTAssertEqual(calc("15 doubled"), "30")
        XCTAssertEqual(calc("$9 tripled"), "$27.00")
        XCTAssertEqual(calc("100 halved"), "50")
        XCTAssertEqual(calc("double room $120"), "$120.00")  // prose: `double` is no multiplier before a word
        XCTAssertEqual(calc("a double espresso $4"), "$4.00")
    }
}

/// Soulver's `in <datespan>` and `left in` for years, months and weeks, business days, and
/// workdays counted on the calendar. The tests' clock is fixed (`CalcOptions.test`); values by
/// hand from a calendar: March 2024 has 21 weekdays, 2024 is a leap year.
final class DateSpanWordingTests: XCTestCase {
    func testAYearAsASpan() {
        XCTAssertEqual(calc("days in 2024"), "366 days")  // was 2,024 days
        XCTAssertEqual(calc("days in 2023"), "365 days")
        XCTAssertEqual(calc("weeks in 2024"), "52.2857142857 weeks")
        XCTAssertEqual(calc("days in February 2020"), "29 days")
    }

    func testLeftInAPeriodCountsToItsEnd() throws {
        // from the tests' fixed now to the first day of the next period, today included
        let now = CalcOptions.test.now
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = CalcOptions.test.timeZone
        let year = cal.component(.year, from: now)
        let today = cal.startOfDay(for: now)
        let nextYear = try XCTUnwrap(cal.date(from: DateComponents(year: year + 1, month: 1, day: 1)))
        let days = try XCTUnwrap(cal.dateComponents([.day], from: today, to: nextYear).day)
        XCTAssertEqual(calc("days left in the year"), "\(days) days")
        XCTAssertEqual(calc("days remaining in \(year)"), "\(days) days")
        XCTAssertEqual(calc("days left in \(year + 1)"), "\(days + (cal.range(of: .day, in: .year, for: nextYear)?.count ?? 0)) days")
    }

    func testBusinessDaysAndWorkdaysOnTheCalendar() {
        XCTAssertEqual(calc("10 business days after March 1 2024"), "15 March 2024")
        XCTAssertEqual(calc("workdays between March 1 2024 and March 31 2024"), "21 workdays")  // was 21.43, 5/7 of 30 days
        XCTAssertEqual(calc("business days between March 1 2024 and March 31 2024"), "21 workdays")
        XCTAssertEqual(calc("workdays from March 2 2024 to March 4 2024"), "0 workdays")  // a weekend
        XCTAssertEqual(calc("10 March to 17 March in workdays"), "5 workdays")
        XCTAssertEqual(calc("workdays in 3 weeks"), "15 workdays")
    }
}

/// Finance wordings beyond Soulver's list that answered another phrase's value: `simple interest`
/// compounded, a `mortgage of` grew instead of being repaid. By hand: $1,000 × 5% × 3 = $150; the
/// monthly repayment of $300,000 over 360 months at 4%/12 is 300,000 × i / (1 − (1 + i)^−360) = $1,432.25.
final class LoanWordingTests: XCTestCase {
    func testSimpleInterest() {
        XCTAssertEqual(calc("simple interest on $1000 at 5% for 3 years"), "$150.00")
        XCTAssertEqual(calc("simple interest on $1000 for 3 years at 5%"), "$150.00")
        XCTAssertEqual(calc("simple interest on $1000 at 5% for 18 months"), "$75.00")
        XCTAssertEqual(calc("interest on $1,000 at 5% for 2 years"), "$102.50")  // Soulver's `interest on` compounds
    }

    func testMortgagesAndLoansAreRepaidMonthly() {
        XCTAssertEqual(calc("mortgage of $300,000 over 30 years at 4%"), "$1,432.25")
        XCTAssertEqual(calc("loan of $10,000 over 6 years at 6%"), "$165.73")
        XCTAssertEqual(calc("monthly repayment on $10,000 over 6 years at 6%"), "$165.73")
    }
}

/// Small money words: cents were dropped as a comment (`50 cents + $1` gave $51.00).
final class MoneyWordTests: XCTestCase {
    func testCentsAreHundredthsOfTheLinesCurrency() {
        XCTAssertEqual(calc("50 cents + $1"), "$1.50")
        XCTAssertEqual(calc("€1 + 50 cents"), "€1.50")  // the line's currency
        XCTAssertEqual(calc("99 cents * 3"), "$2.97")
        XCTAssertEqual(calc("1 cent"), "$0.01")
    }

    func testBucks() {
        XCTAssertEqual(calc("5 bucks"), "$5.00")
        XCTAssertEqual(calc("20 bucks + 50 cents"), "$20.50")
    }
}

/// Temperatures named after `degrees` (`20 degrees celsius` was an error: degrees of angle times a scale).
final class DegreesOfTemperatureTests: XCTestCase {
    func testTheScaleAfterDegrees() {
        XCTAssertEqual(calc("20 degrees celsius in fahrenheit"), "68 °F")
        XCTAssertEqual(calc("70 degrees F in C"), "21.1111111111 °C")
        XCTAssertEqual(calc("100 degrees fahrenheit to celsius"), "37.7777777778 °C")
        XCTAssertEqual(calc("300 degrees kelvin in celsius"), "26.85 °C")
        XCTAssertEqual(calc("90 degrees in radians"), "1.5707963268 rad")  // an angle still
    }
}
