import Foundation
import XCTest

@testable import CivilDays

/// The civil-days arithmetic against known dates and Foundation's Gregorian calendar.
final class CivilDaysTests: IsolatedTestCase {
    func testKnownDates() {
        let cases: [(Int, Int, Int, Int)] = [
            (1970, 1, 1, 0), (1969, 12, 31, -1), (2000, 2, 29, 11_016), (2000, 3, 1, 11_017), (1900, 3, 1, -25_508),
            (1, 1, 1, -719_162), (9999, 12, 31, 2_932_896), (-1, 12, 31, -719_529),
        ]
        for (year, month, day, days) in cases {
            XCTAssertEqual(CivilDays.days(year: year, month: month, day: day), days, "\(year)-\(month)-\(day)")
            let back = CivilDays.civil(days)
            XCTAssertEqual([back.year, back.month, back.day], [year, month, day], "\(days)")
        }
    }

    func testEveryFourHundredAndFirstDayAgreesWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        for days in stride(from: -800_000, through: 800_000, by: 401) {
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: Double(days) * 86_400))
            let civil = CivilDays.civil(days)
            // Foundation's Gregorian calendar is Julian before 15 October 1582: compare from 1583 on.
            guard let year = parts.year, civil.year >= 1583 else { continue }
            XCTAssertEqual([civil.year, civil.month, civil.day], [year, parts.month, parts.day].compactMap { $0 }, "\(days)")
            XCTAssertEqual(CivilDays.days(year: civil.year, month: civil.month, day: civil.day), days)
        }
    }
}
