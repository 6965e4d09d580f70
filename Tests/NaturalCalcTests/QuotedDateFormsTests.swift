import XCTest

@testable import NaturalCalc

/// numbat's `datetime("…")` with an offset, `Z`/`UTC`, AM/PM or a zone name, and its
/// `weekday` and `get_local_timezone` functions. Instants worked out by hand (clock UTC).
final class QuotedDateFormsTests: IsolatedTestCase {
    func testOffsetsAndZones() {
        XCTAssertEqual(calc("datetime(\"2022-07-20T21:52+0200\")"), "20 July 2022 at 19:52")
        XCTAssertEqual(calc("datetime(\"2022-07-20 21:52 +02:00\")"), "20 July 2022 at 19:52")
        XCTAssertEqual(calc("datetime(\"2022-07-20 21:52 -0500\")"), "21 July 2022 at 02:52")
        XCTAssertEqual(calc("datetime(\"2022/07/20 09:52 PM +0200\")"), "20 July 2022 at 19:52")
        XCTAssertEqual(calc("datetime(\"2022-07-20 12:05 am UTC\")"), "20 July 2022 at 00:05")
        XCTAssertEqual(calc("datetime(\"2022-07-20 21:52 Europe/Berlin\")"), "20 July 2022 at 19:52")
        XCTAssertEqual(calc("datetime(\"2022-07-20 21:52 +0200\") -> unixtime"), "1658346720")
        XCTAssertEqual(calc("calendar_add(datetime(\"2022-07-20 21:52 +0200\"), 2 years)"), "20 July 2024 at 19:52")
    }

    func testMalformedTextIsNotADate() {
        XCTAssertEqual(calc("datetime(\"2022-13-20 21:52\")"), "error: cannot understand 'datetime' at column 1")
        XCTAssertEqual(calc("datetime(\"2022-07-20 13:52 PM\")"), "error: cannot understand 'datetime' at column 1")
    }

    func testWeekdayAndLocalZone() {
        XCTAssertEqual(calc("weekday(datetime(\"2022-07-20 21:52 +0200\"))"), "Wednesday")
        XCTAssertEqual(calc("weekday(date(\"2024-03-09\"))"), "Saturday")
        XCTAssertEqual(calc("weekday(5)"), "error: weekday takes a date, not a number")
        XCTAssertEqual(calc("get_local_timezone()"), "UTC")
    }

    func testJulianDatesAndUnixTime() {
        // 2013-01-01 00:30 UTC is 15,706 days and 1,800 s after the Unix epoch (JD 2,440,587.5).
        XCTAssertEqual(calc("datetime(\"2013-01-01 00:30:00 UTC\") -> julian_date"), "2,456,293.5208333333 days")
        XCTAssertEqual(calc("from_julian_date(2451545)"), "1 January 2000 at 12:00")  // J2000
        XCTAssertEqual(calc("from_julian_date(2456293.5 days)"), "1 January 2013 at 00:00")
        XCTAssertEqual(calc("from_unixtime(1658346725)"), "20 July 2022 at 19:52")
        XCTAssertEqual(calc("from_unixtime(1 hour)"), "1 January 1970 at 01:00")
        XCTAssertEqual(calc("from_unixtime(5 kg)"), "error: expected a number, not a mass")
        XCTAssertEqual(calc("from_julian_date(1e30)"), "error: date out of range")
    }

    func testUnixTimeUnitsAndFractionsOfASecond() {
        // 2022-07-20 21:52:05 +0200 is 1,658,346,725 s after the epoch
        XCTAssertEqual(calc("datetime(\"2022-07-20 21:52:05.123 +0200\") -> unixtime_ms"), "1658346725123")
        XCTAssertEqual(calc("datetime(\"2022-07-20 21:52:05.123456 +0200\") -> unixtime_µs"), "1658346725123456")
        XCTAssertEqual(calc("datetime(\"2022-07-20 21:52:05 +0200\") -> unixtime_us"), "1658346725000000")
        XCTAssertEqual(calc("datetime(\"2022-07-20 21:52:05.5 +0200\") -> unixtime"), "1658346725.5")
        XCTAssertEqual(calc("from_unixtime(1658346725 unix_s)"), "20 July 2022 at 19:52")
        XCTAssertEqual(calc("from_unixtime(1658346725000 unix_ms)"), "20 July 2022 at 19:52")
        XCTAssertEqual(calc("from_unixtime(1658346725000000 unix_µs)"), "20 July 2022 at 19:52")
        XCTAssertEqual(calc("5 kg -> unixtime_ms"), "error: cannot convert a mass to a timestamp")
    }

    func testFendsDayOfWeek() {
        XCTAssertEqual(calc("day_of_week of ('2020-05-08' to date)"), "Friday")  // 8 May 2020 was a Friday
        XCTAssertEqual(calc("day_of_week of @2024-03-09"), "Saturday")
        XCTAssertEqual(calc("day_of_week of March 3, 2024"), "Sunday")
    }

    func testFormatDatetime() {
        let date = "datetime(\"2022-07-20 21:52:05 +0200\")"  // 19:52:05 in the tests' zone, UTC
        XCTAssertEqual(
            calc("format_datetime(\"This is a date in %B in the year %Y.\", \(date))"), "This is a date in July in the year 2022."
        )
        XCTAssertEqual(calc("format_datetime(\"%F %T\", \(date))"), "2022-07-20 19:52:05")
        XCTAssertEqual(calc("format_datetime(\"%a %A %b %d %e %j %y\", \(date))"), "Wed Wednesday Jul 20 20 201 22")
        XCTAssertEqual(calc("format_datetime(\"%I:%M %p %z %%\", \(date))"), "07:52 PM +0000 %")
        XCTAssertEqual(
            calc("format_datetime(\"%Q\", \(date))"),
            "error: format_datetime: unknown conversion '%Q'; use e.g. %Y %m %d %H %M %S %B %A")
        XCTAssertEqual(calc("format_datetime(\"%Y\", 5)"), "error: format_datetime takes a format and a date, not a number")
        XCTAssertEqual(
            calc("format_datetime(\"50%\", \(date))"),
            "error: format_datetime: '%' at the end of the format needs a letter after it")
    }
}
