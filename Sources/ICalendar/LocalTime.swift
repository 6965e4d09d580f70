import Foundation

/// Wall-clock time and instants under a zone given as a function from an instant (seconds since
/// 1970 UTC) to its UTC offset (seconds east).
enum LocalTime {
    /// The instant of the wall-clock time `local` (as epoch seconds read in UTC), by RFC 5545
    /// section 3.3.5: a time in a gap is read with the offset before the gap, a time that occurs
    /// twice (an overlap) is its first occurrence.
    static func instant(local: Int, offsetAt: (Int) -> Int) -> Int {
        let before = offsetAt(local - 86_400)
        let after = offsetAt(local + 86_400)
        let early = local - before
        if before == after { return early }
        let late = local - after
        let earlyHolds = offsetAt(early) == before
        let lateHolds = offsetAt(late) == after
        switch (earlyHolds, lateHolds) {
        case (true, true): return min(early, late)
        case (false, true): return late
        default: return early
        }
    }

    /// The offset function of a Foundation time zone.
    static func offsets(of zone: TimeZone) -> (Int) -> Int {
        { zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double($0))) }
    }

    /// Whole seconds since 1970 of a date (rounded down).
    static func seconds(_ date: Date) -> Int {
        let interval = date.timeIntervalSince1970.rounded(.down)
        guard interval.isFinite, abs(interval) < 1e15 else { return interval < 0 ? -Int(1e15) : Int(1e15) }
        return Int(interval)
    }

    /// The date of whole seconds since 1970.
    static func date(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds)) }
}
