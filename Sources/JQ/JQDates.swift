import CivilDays
import Foundation

// Date built-ins in UTC (jq 1.7 manual, "Dates"): gmtime, mktime, strftime, strptime, now;
// todate, fromdate and friends are written over them in the prelude. A broken-down time is
// jq's array [year, month 0-11, day, hours, minutes, seconds, weekday, day of the year].

enum JQDates {
    static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    static func brokenDown(_ seconds: Double) throws -> [Double] {
        guard seconds.isFinite, abs(seconds) < 1e14 else { throw JQFailure(message: "gmtime() requires a finite number") }
        let whole = seconds.rounded(.down)
        let dayCount = Int((whole / 86400).rounded(.down))
        let secondOfDay = Int(whole) - dayCount * 86400
        let (year, month, day) = CivilDays.civil(dayCount)
        let weekday = ((dayCount % 7) + 11) % 7
        let yearDay = dayCount - CivilDays.days(year: year, month: 1, day: 1)
        return [
            Double(year), Double(month - 1), Double(day), Double(secondOfDay / 3600), Double(secondOfDay % 3600 / 60),
            Double(secondOfDay % 60) + (seconds - whole), Double(weekday), Double(yearDay),
        ]
    }

    static func parts(_ value: JQValue, _ message: String) throws -> [Double] {
        if case .number(let seconds) = value { return try brokenDown(seconds) }
        guard case .array(let items) = value, items.count >= 6 else { throw JQFailure(message: message) }
        var numbers: [Double] = []
        for item in items {
            guard case .number(let number) = item, number.isFinite, abs(number) < 1e12 else {
                throw JQFailure(message: message)
            }
            numbers.append(number)
        }
        return numbers
    }

    static func epoch(_ parts: [Double]) -> Double {
        let year = Int(parts[0])
        let month = Int(parts[1])
        let normalizedYear = year + Int((Double(month) / 12).rounded(.down))
        let normalizedMonth = ((month % 12) + 12) % 12 + 1
        let dayCount = CivilDays.days(year: normalizedYear, month: normalizedMonth, day: 1) + Int(parts[2]) - 1
        return Double(dayCount * 86400 + Int(parts[3]) * 3600 + Int(parts[4]) * 60) + parts[5].rounded(.down)
    }

    static func format(_ parts: [Double], _ format: String) -> String {
        let normalized = (try? brokenDown(epoch(parts))) ?? parts
        let year = Int(normalized[0])
        let month = Int(normalized[1])
        let day = Int(normalized[2])
        let hour = Int(normalized[3])
        let minute = Int(normalized[4])
        let second = Int(normalized[5])
        let weekday = Int(normalized[6])
        let yearDay = Int(normalized[7])
        func pad(_ number: Int, _ width: Int = 2, _ filler: Character = "0") -> String {
            let text = String(number)
            return String(repeating: filler, count: max(0, width - text.count)) + text
        }
        var out = ""
        var scalars = format.makeIterator()
        while let character = scalars.next() {
            guard character == "%", let directive = scalars.next() else {
                out.append(character)
                continue
            }
            switch directive {
            case "Y": out += String(year)
            case "C": out += pad(year / 100)
            case "y": out += pad(((year % 100) + 100) % 100)
            case "m": out += pad(month + 1)
            case "d": out += pad(day)
            case "e": out += pad(day, 2, " ")
            case "H": out += pad(hour)
            case "I": out += pad(hour % 12 == 0 ? 12 : hour % 12)
            case "M": out += pad(minute)
            case "S": out += pad(second)
            case "j": out += pad(yearDay + 1, 3)
            case "Z": out += "UTC"
            case "z": out += "+0000"
            case "a": out += String(dayNames[weekday].prefix(3))
            case "A": out += dayNames[weekday]
            case "b", "h": out += String(monthNames[month].prefix(3))
            case "B": out += monthNames[month]
            case "p": out += hour < 12 ? "AM" : "PM"
            case "u": out += String(weekday == 0 ? 7 : weekday)
            case "w": out += String(weekday)
            case "s": out += String(Int(epoch(parts)))
            case "T": out += "\(pad(hour)):\(pad(minute)):\(pad(second))"
            case "D": out += "\(pad(month + 1))/\(pad(day))/\(pad(((year % 100) + 100) % 100))"
            case "F": out += "\(year)-\(pad(month + 1))-\(pad(day))"
            case "R": out += "\(pad(hour)):\(pad(minute))"
            case "c":
                out += "\(dayNames[weekday].prefix(3)) \(monthNames[month].prefix(3)) \(pad(day, 2, " ")) "
                out += "\(pad(hour)):\(pad(minute)):\(pad(second)) \(year)"
            case "n": out += "\n"
            case "t": out += "\t"
            case "%": out += "%"
            default: out += "%\(directive)"
            }
        }
        return out
    }
}
