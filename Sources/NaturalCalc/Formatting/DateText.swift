import Foundation

/// Dates as `21 March 2027 at 10:00` (year left out when it is this year) and times as `7:12 pm`.
enum DateText {
    /// Seconds from today's midnight as whole days from today and the time within that day.
    static func dayAndClock(_ seconds: Int) -> (days: Int, seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        return (days, seconds - days * 86_400)
    }

    /// A time `seconds` from today's midnight, naming its day when that is not today:
    /// `Yesterday at 6:35 pm`, `Tomorrow at 2:00 am`, `23 November at 2:00 am`.
    static func clockWithDay(_ seconds: Int, clock24: Bool, calendar: Calendar, now: Date) -> String {
        let (days, time) = dayAndClock(seconds)
        let text = clock(time, clock24: clock24)
        switch days {
        case 0: return text
        case -1: return "Yesterday at " + text
        case 1: return "Tomorrow at " + text
        default:
            let day = calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: now)) ?? now
            return date(day, hasTime: false, calendar: calendar, now: now) + " at " + text
        }
    }

    static func clock(_ seconds: Int, clock24: Bool = false) -> String {
        let h = seconds / 3600, m = seconds / 60 % 60, s = seconds % 60
        if clock24 { return String(format: "%02d:%02d", h, m) + (s == 0 ? "" : String(format: ":%02d", s)) }
        let hour12 = h % 12 == 0 ? 12 : h % 12
        let tail = s == 0 ? "" : String(format: ":%02d", s)
        return "\(hour12):" + String(format: "%02d", m) + tail + (h < 12 ? " am" : " pm")
    }

    static func date(_ d: Date, hasTime: Bool, calendar: Calendar, now: Date, clock12: Bool = false) -> String {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: d)
        if clock12 {
            let day = date(d, hasTime: false, calendar: calendar, now: now)
            let year = c.year ?? 0
            let withYear = year == calendar.component(.year, from: now) ? day + " \(year)" : day
            return withYear + " at " + clock((c.hour ?? 0) * 3600 + (c.minute ?? 0) * 60)
        }
        let year = c.year ?? 0
        var text = "\(c.day ?? 1) \(Vocabulary.monthNames[(c.month ?? 1) - 1])"
        if year != calendar.component(.year, from: now) || hasTime { text += " \(year)" }
        if hasTime { text += String(format: " at %02d:%02d", c.hour ?? 0, c.minute ?? 0) }
        return text
    }

    static func iso8601(_ d: Date, zone: TimeZone) -> String {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = zone
        let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .second], from: d)
        let offset = zone.secondsFromGMT(for: d)
        let zoneText =
            offset == 0 ? "Z" : String(format: "%@%02d:%02d", offset < 0 ? "-" : "+", abs(offset) / 3600, abs(offset) / 60 % 60)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0,
            c.second ?? 0) + zoneText
    }
}
