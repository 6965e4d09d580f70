import CivilDays
import Foundation

/// Seconds between 1970-01-01 and 2001-01-01, the epoch of binary-plist dates.
let referenceDateOffset: Double = 978_307_200

/// Parses `<integer>` text: optional sign, decimal or `0x` hex; values above Int64.max stay unsigned.
func parseInteger(_ raw: String) -> PropertyList? {
    var text = Substring(raw.trimmingCharacters(in: .whitespacesAndNewlines))
    var negative = false
    if text.hasPrefix("-") { negative = true; text = text.dropFirst() } else if text.hasPrefix("+") { text = text.dropFirst() }
    var radix = 10
    if text.hasPrefix("0x") || text.hasPrefix("0X") { radix = 16; text = text.dropFirst(2) }
    guard !text.isEmpty, let magnitude = UInt64(text, radix: radix) else { return nil }
    if negative {
        if magnitude <= UInt64(Int64.max) { return .integer(-Int64(magnitude)) }
        if magnitude == UInt64(Int64.max) + 1 { return .integer(Int64.min) }
        return nil
    }
    return magnitude <= UInt64(Int64.max) ? .integer(Int64(magnitude)) : .unsignedInteger(magnitude)
}

/// Parses `<real>` text including CoreFoundation's `nan`, `+infinity` and `-infinity`.
func parseReal(_ raw: String) -> Double? {
    let text = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    switch text {
    case "nan", "+nan", "-nan": return .nan
    case "inf", "+inf", "infinity", "+infinity": return .infinity
    case "-inf", "-infinity": return -.infinity
    default:
        guard !text.isEmpty, text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || "+-.e".utf8.contains($0) }) else {
            return nil
        }
        return Double(text)
    }
}

/// Parses `yyyy-mm-ddThh:mm:ss[.fff]Z` (UTC), the only form plists use.
func parseISO8601(_ raw: String) -> Date? {
    let bytes = Array(raw.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
    func number(_ start: Int, _ length: Int) -> Int? {
        guard bytes.contains(offset: start, length: length) else { return nil }
        var value = 0
        for byte in bytes[start..<(start + length)] {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
    guard bytes.count >= 19, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == UInt8(ascii: "T"),
        bytes[13] == 0x3A, bytes[16] == 0x3A,
        let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
        let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
        (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
    else { return nil }
    var index = 19
    var fraction = 0.0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        var scale = 0.1
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
            fraction += Double(bytes[index] - 0x30) * scale
            scale /= 10
            index += 1
        }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "Z") { index += 1 }
    guard index == bytes.count else { return nil }
    let days = CivilDays.days(year: year, month: month, day: day)
    let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second) + fraction
    return Date(timeIntervalSince1970: seconds)
}

/// Formats a date as `yyyy-mm-ddThh:mm:ssZ`, dropping fractions as CoreFoundation does.
func formatISO8601(_ date: Date) -> String? {
    let interval = date.timeIntervalSince1970
    // Years 1–9999 only: XML dates have four-digit years, and this keeps the arithmetic in range.
    guard interval.isFinite, interval >= -62_135_596_800, interval < 253_402_300_800 else { return nil }
    let total = Int(floor(interval))
    let days = Int(floor(Double(total) / 86_400))
    let secondsOfDay = total - days * 86_400
    let (year, month, day) = CivilDays.civil(days)
    func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondsOfDay / 3600, 2)):"
        + "\(pad(secondsOfDay / 60 % 60, 2)):\(pad(secondsOfDay % 60, 2))Z"
}

/// Decodes base64 that may contain whitespace and lack padding, as `<data>` often does.
func decodeBase64(_ text: String) -> Data? {
    var compact = text.utf8.filter { !isXMLSpace($0) && $0 != 0x0C && $0 != 0x0B }
    while compact.count % 4 != 0 { compact.append(UInt8(ascii: "=")) }
    return Data(base64Encoded: Data(compact))
}
