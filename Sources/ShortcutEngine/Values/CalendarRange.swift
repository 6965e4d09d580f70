import Foundation

/// The dates the engine computes with: 0001-01-01T00:00:00Z through 9999-12-31T23:59:59Z, the
/// years ISO 8601 writes with four digits (what Format Date, JSON and the calculator read back).
/// Foundation's calendar gives wrong answers far outside it (adding 9,223,372,036,854,775,807
/// weeks returned the start date; −10¹² years a date in year 5838270), so every date computation
/// checks its result here and refuses one outside (issue 26, item 6).
public enum CalendarRange {
    /// 0001-01-01T00:00:00Z in Foundation's Gregorian calendar (Julian before 1582, as the engine's
    /// calendar and ISO8601DateFormatter count): −62,135,769,600 seconds from 1970.
    public static let earliest = Date(timeIntervalSince1970: -62_135_769_600)
    /// 9999-12-31T23:59:59Z: 253,402,300,799 seconds from 1970.
    public static let latest = Date(timeIntervalSince1970: 253_402_300_799)
    /// The span from `earliest` to `latest` in seconds: no amount larger than this can land inside.
    public static let spanSeconds = latest.timeIntervalSince(earliest)

    /// Whether `date` is inside the range.
    public static func contains(_ date: Date) -> Bool { date >= earliest && date <= latest }
}
