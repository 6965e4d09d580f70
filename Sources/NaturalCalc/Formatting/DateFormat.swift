import Foundation

/// numbat's `format_datetime("%B %Y", …)`: the strftime conversions people use, in English.
/// `%Y` year, `%y` two-digit year, `%m` month, `%B`/`%b` month name, `%d`/`%e` day, `%j` day of
/// the year, `%A`/`%a` weekday, `%H`/`%I` hour (24/12), `%M` minute, `%S` second, `%p` AM/PM,
/// `%Z` zone abbreviation, `%z` offset, `%F` (`%Y-%m-%d`), `%T` (`%H:%M:%S`), `%%`.
enum DateFormat {
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]
    private static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The text of `format` for `date` in `calendar`'s zone; an unknown conversion is an error.
    static func format(_ format: String, _ date: Date, calendar: Calendar) throws -> String {
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let year = c.year ?? 0, month = c.month ?? 1, day = c.day ?? 1, hour = c.hour ?? 0
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        var out = ""
        var chars = format.makeIterator()
        while let ch = chars.next() {
            guard ch == "%" else { out.append(ch); continue }
            guard let code = chars.next() else {
                throw CalcError(.formatEndsWithPercent)
            }
            switch code {
            case "Y": out += String(year)
            case "y": out += two(((year % 100) + 100) % 100)
            case "m": out += two(month)
            case "B": out += months[month - 1]
            case "b", "h": out += String(months[month - 1].prefix(3))
            case "d": out += two(day)
            case "e": out += day < 10 ? " \(day)" : "\(day)"
            case "j":
                let ordinal = calendar.ordinality(of: .day, in: .year, for: date) ?? 1
                out += ordinal < 10 ? "00\(ordinal)" : (ordinal < 100 ? "0\(ordinal)" : "\(ordinal)")
            case "A": out += weekdays[(c.weekday ?? 1) - 1]
            case "a": out += String(weekdays[(c.weekday ?? 1) - 1].prefix(3))
            case "H": out += two(hour)
            case "I": out += two(hour % 12 == 0 ? 12 : hour % 12)
            case "M": out += two(c.minute ?? 0)
            case "S": out += two(c.second ?? 0)
            case "p": out += hour < 12 ? "AM" : "PM"
            case "Z": out += calendar.timeZone.abbreviation(for: date) ?? calendar.timeZone.identifier
            case "z":
                let seconds = calendar.timeZone.secondsFromGMT(for: date)
                out += (seconds < 0 ? "-" : "+") + two(abs(seconds) / 3600) + two(abs(seconds) / 60 % 60)
            case "F": out += "\(year)-\(two(month))-\(two(day))"
            case "T": out += "\(two(hour)):\(two(c.minute ?? 0)):\(two(c.second ?? 0))"
            case "%": out += "%"
            default: throw CalcError(.unknownConversion(code))
            }
        }
        return out
    }
}
