import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutActions

/// Convert Time Zone: the wall clock read in one zone, shown in another, as a date whose clock in
/// the run's zone (UTC in the harness) reads that time; zones by IANA name, abbreviation or offset.
final class ConvertTimeZoneTests: IsolatedTestCase {
    func converted(_ date: String, from source: String, to destination: String) throws -> String {
        let parameters = #"{"sourceTimeZone": "\#(source)", "destinationTimeZone": "\#(destination)"}"#
        guard case .date(let result) = try runAction("converttimezone", parameters, input: .text(date)) else {
            return "not a date"
        }
        let format = DateFormatter()
        format.locale = Locale(identifier: "en_US_POSIX")
        format.timeZone = TimeZone(identifier: "UTC")
        format.dateFormat = "yyyy-MM-dd HH:mm"
        return format.string(from: result)
    }

    func testTheWallClockMovesFromOneZoneToTheOther() throws {
        XCTAssertEqual(try converted("2026-11-21 15:00", from: "America/New_York", to: "Asia/Tokyo"), "2026-11-22 05:00")
        XCTAssertEqual(try converted("2026-07-01 09:30", from: "Europe/Paris", to: "UTC"), "2026-07-01 07:30", "summer time")
        XCTAssertEqual(try converted("2026-01-01 09:30", from: "CET", to: "GMT+5:30"), "2026-01-01 14:00")
        XCTAssertEqual(try converted("2026-01-01 00:15", from: "UTC-03", to: "+0100"), "2026-01-01 04:15")
        XCTAssertEqual(try converted("2026-03-01 12:00", from: "", to: "pst"), "2026-03-01 04:00", "empty: the run's zone")
        XCTAssertEqual(try converted("2026-03-01 12:00", from: "Asia/Kolkata", to: ""), "2026-03-01 06:30")
        XCTAssertEqual(try runAction("converttimezone", #"{"destinationTimeZone": "UTC"}"#), .nothing, "no date: Nothing")
    }

    func testAZoneNothingNamesStopsTheRun() {
        XCTAssertEqual(
            failure("converttimezone", #"{"date": "2026-01-01", "destinationTimeZone": "Mars/Olympus"}"#),
            "t.json:1:118: error: action 1 'Convert Time Zone' (converttimezone), parameter 'destinationTimeZone': 'Mars/Olympus' is not a time zone\nhint: give an IANA time zone (Europe/Paris, America/New_York, UTC), an abbreviation (PST, CET) or an offset (GMT+5:30)"
        )
        XCTAssertEqual(
            failure("converttimezone", #"{"date": "2026-01-01", "sourceTimeZone": "GMT+19"}"#),
            "t.json:1:113: error: action 1 'Convert Time Zone' (converttimezone), parameter 'sourceTimeZone': 'GMT+19' is not a time zone\nhint: give an IANA time zone (Europe/Paris, America/New_York, UTC), an abbreviation (PST, CET) or an offset (GMT+5:30)"
        )
    }
}
