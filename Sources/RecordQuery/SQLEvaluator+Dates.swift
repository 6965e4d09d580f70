import Foundation

// date(), time(), datetime(), julianday(), unixepoch() and strftime() with their modifiers
// (https://www.sqlite.org/lang_datefunc.html): ±N days/hours/minutes/seconds/months/years,
// ±HH:MM[:SS], start of day/month/year, weekday N, unixepoch, julianday, auto, localtime, utc,
// subsec. A value or modifier that cannot be read gives NULL, as in SQLite.

extension SQLEvaluator {
    func dateFunction(_ function: ScalarFunction, _ values: [SQLValue]) throws -> SQLValue {
        var arguments = values[...]
        var format = ""
        if function == .strftime {
            guard let text = arguments.removeFirst().text else { return .null }
            format = text
        }
        var moment = SQLDateMoment(now: nowMilliseconds)
        let start = arguments.first ?? .text("now")
        guard moment.read(start), moment.pendingNumber != nil || moment.value.isValid else { return .null }
        for modifier in arguments.dropFirst() {
            guard let text = modifier.text, moment.apply(text.trimmingSpaces.lowercased(), timeZone: budget.limits.timeZone),
                moment.pendingNumber != nil || moment.value.isValid
            else { return .null }
        }
        guard moment.resolve(), moment.value.isValid else { return .null }
        return try output(function, moment, format)
    }

    private var nowMilliseconds: Int64 {
        Int64((budget.limits.now.timeIntervalSince1970 * 1000).rounded()) + SQLDateTime.unixEpoch
    }

    private func output(_ function: ScalarFunction, _ moment: SQLDateMoment, _ format: String) throws -> SQLValue {
        let value = moment.value
        let fields = value.fields
        switch function {
        case .date: return .text(Self.dateText(fields))
        case .time: return .text(Self.timeText(fields, subsecond: moment.subsecond))
        case .datetime: return .text(Self.dateText(fields) + " " + Self.timeText(fields, subsecond: moment.subsecond))
        case .julianday: return .real(Double(value.julianMilliseconds) / 86_400_000)
        case .unixepoch:
            let milliseconds = value.julianMilliseconds - SQLDateTime.unixEpoch
            if moment.subsecond { return .real(Double(milliseconds) / 1000) }
            return .integer(milliseconds >= 0 ? milliseconds / 1000 : (milliseconds - 999) / 1000)
        default: return try strftime(format, value)
        }
    }

    static func padded(_ value: Int, _ width: Int, fill: Character = "0") -> String {
        let digits = String(Swift.abs(value))
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: fill, count: max(width - digits.count, 0)) + digits
    }

    static func dateText(_ fields: SQLDateTime.Fields) -> String {
        padded(fields.year, 4) + "-" + padded(fields.month, 2) + "-" + padded(fields.day, 2)
    }

    static func timeText(_ fields: SQLDateTime.Fields, subsecond: Bool) -> String {
        let seconds = subsecond ? secondsWithMilliseconds(fields.second) : padded(Int(fields.second), 2)
        return padded(fields.hour, 2) + ":" + padded(fields.minute, 2) + ":" + seconds
    }

    static func secondsWithMilliseconds(_ second: Double) -> String {
        let milliseconds = Int((second * 1000).rounded())
        return padded(milliseconds / 1000, 2) + "." + padded(milliseconds % 1000, 3)
    }
}

/// A time value while its modifiers are applied.
struct SQLDateMoment {
    let now: Int64
    var value = SQLDateTime(julianMilliseconds: 0)
    /// A number not yet known to be a Julian day or Unix time.
    var pendingNumber: Double?
    var subsecond = false

    init(now: Int64) { self.now = now }

    mutating func read(_ start: SQLValue) -> Bool {
        switch start {
        case .null: return false
        case .integer(let number): pendingNumber = Double(number)
        case .real(let number): pendingNumber = number
        case .text(let text):
            if let parsed = SQLDateTime.parse(text, now: now) {
                value = parsed
            } else {
                let prefix = NumericPrefix(text)
                guard prefix.isWhole else { return false }
                pendingNumber = SQLNumeric.double(prefix.value)
            }
        }
        return true
    }

    /// Settles a number left pending as a Julian day.
    mutating func resolve() -> Bool {
        if let number = pendingNumber {
            guard number.isFinite, number >= 0, number < 5_373_484.5 else { return false }
            value = SQLDateTime(julianMilliseconds: Int64((number * 86_400_000).rounded()))
            pendingNumber = nil
        }
        return true
    }

    mutating func apply(_ modifier: String, timeZone: TimeZone) -> Bool {
        if let number = pendingNumber, ["unixepoch", "julianday", "auto"].contains(modifier) {
            pendingNumber = nil
            let asJulian = modifier == "julianday" || (modifier == "auto" && number >= 0 && number < 5_373_484.5)
            guard number.isFinite, abs(number) < 1e14 else { return false }
            value = SQLDateTime(
                julianMilliseconds: asJulian
                    ? Int64((number * 86_400_000).rounded()) : Int64((number * 1000).rounded()) + SQLDateTime.unixEpoch)
            return true
        }
        guard resolve() else { return false }
        switch modifier {
        case "subsec", "subsecond":
            subsecond = true
            return true
        case "start of day", "start of month", "start of year":
            var fields = value.fields
            fields.hour = 0
            fields.minute = 0
            fields.second = 0
            if modifier != "start of day" { fields.day = 1 }
            if modifier == "start of year" { fields.month = 1 }
            value = SQLDateTime(fields)
            return true
        case "localtime", "utc":
            let seconds = Date(timeIntervalSince1970: Double(value.julianMilliseconds - SQLDateTime.unixEpoch) / 1000)
            let offset = Int64(timeZone.secondsFromGMT(for: seconds)) * 1000
            value = value.shifted(by: modifier == "utc" ? -offset : offset)
            return true
        default:
            if modifier.hasPrefix("weekday ") { return weekday(String(modifier.dropFirst(8))) }
            return shift(modifier)
        }
    }

    private mutating func weekday(_ text: String) -> Bool {
        let prefix = NumericPrefix(text)
        guard prefix.isWhole, case .integer(let day) = prefix.value, (0...6).contains(day) else { return false }
        let ahead = (Int(day) - value.weekday + 7) % 7
        value = value.shifted(by: Int64(ahead) * SQLDateTime.dayMilliseconds)
        return true
    }
}
