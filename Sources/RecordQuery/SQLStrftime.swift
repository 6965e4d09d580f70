// strftime() substitutions (https://www.sqlite.org/lang_datefunc.html): %d %e %f %F %H %I %j %J
// %k %l %m %M %p %P %R %s %S %T %u %w %W %U %V %G %g %Y %%. Any other gives NULL.

extension SQLEvaluator {
    func strftime(_ format: String, _ value: SQLDateTime) throws -> SQLValue {
        let fields = value.fields
        var output = ""
        var iterator = format.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "%" else {
                output.unicodeScalars.append(scalar)
                continue
            }
            guard let code = iterator.next(), let piece = Self.substitution(code, value, fields) else { return .null }
            output += piece
            try budget.checkText(length: output.utf8.count)
        }
        return .text(output)
    }

    private static func substitution(_ code: Unicode.Scalar, _ value: SQLDateTime, _ fields: SQLDateTime.Fields) -> String? {
        let hour12 = fields.hour % 12 == 0 ? 12 : fields.hour % 12
        switch code {
        case "d": return padded(fields.day, 2)
        case "e": return padded(fields.day, 2, fill: " ")
        case "f": return secondsWithMilliseconds(fields.second)
        case "F": return dateText(fields)
        case "H": return padded(fields.hour, 2)
        case "k": return padded(fields.hour, 2, fill: " ")
        case "I": return padded(hour12, 2)
        case "l": return padded(hour12, 2, fill: " ")
        case "m": return padded(fields.month, 2)
        case "M": return padded(fields.minute, 2)
        case "p": return fields.hour >= 12 ? "PM" : "AM"
        case "P": return fields.hour >= 12 ? "pm" : "am"
        case "R": return padded(fields.hour, 2) + ":" + padded(fields.minute, 2)
        case "S": return padded(Int(fields.second), 2)
        case "T": return timeText(fields, subsecond: false)
        case "Y": return padded(fields.year, 4)
        case "s":
            let milliseconds = value.julianMilliseconds - SQLDateTime.unixEpoch
            return String(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
        case "J":
            return RealFormatting.general(
                Double(value.julianMilliseconds) / 86_400_000, precision: 16, alternate: false, keepPoint: false)
        case "%": return "%"
        default: return weekSubstitution(code, value, fields)
        }
    }

    /// The day-of-year and week codes.
    private static func weekSubstitution(_ code: Unicode.Scalar, _ value: SQLDateTime, _ fields: SQLDateTime.Fields) -> String? {
        let dayOfYear = Self.dayOfYear(value, fields)
        let sundayBased = value.weekday
        let mondayBased = (sundayBased + 6) % 7
        switch code {
        case "j": return padded(dayOfYear + 1, 3)
        case "w": return String(sundayBased)
        case "u": return String(mondayBased + 1)
        case "W": return padded((dayOfYear + 7 - mondayBased) / 7, 2)
        case "U": return padded((dayOfYear + 7 - sundayBased) / 7, 2)
        case "V", "G", "g":
            // The ISO week belongs to the year of its Thursday.
            let thursday = value.shifted(by: Int64(3 - mondayBased) * SQLDateTime.dayMilliseconds)
            let thursdayFields = thursday.fields
            if code == "V" { return padded(Self.dayOfYear(thursday, thursdayFields) / 7 + 1, 2) }
            return code == "G" ? padded(thursdayFields.year, 4) : padded(thursdayFields.year % 100, 2)
        default: return nil
        }
    }

    /// Days since 1 January of the value's year (0 on that day).
    private static func dayOfYear(_ value: SQLDateTime, _ fields: SQLDateTime.Fields) -> Int {
        let january = SQLDateTime(SQLDateTime.Fields(year: fields.year, month: 1, day: 1))
        let midnight = value.julianMilliseconds - (value.julianMilliseconds + 43_200_000) % SQLDateTime.dayMilliseconds
        return Int((midnight - january.julianMilliseconds + 43_200_000) / SQLDateTime.dayMilliseconds)
    }
}
