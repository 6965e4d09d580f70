import CivilDays
import Foundation

/// ECMA-119's numeric fields (7.2 and 7.3: 16- and 32-bit values little-endian, big-endian, or
/// both, little first) and its two date forms (8.4.26.1 for volumes, 9.1.5 for records).
extension Array where Element == UInt8 {
    mutating func appendBE16(_ value: Int) {
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }

    mutating func appendBE32(_ value: Int) {
        appendBE16((value >> 16) & 0xFFFF)
        appendBE16(value & 0xFFFF)
    }

    /// Both byte orders, little-endian first (ECMA-119 7.2.3).
    mutating func appendBoth16(_ value: Int) {
        appendLE16(value)
        appendBE16(value)
    }

    /// Both byte orders, little-endian first (ECMA-119 7.3.3).
    mutating func appendBoth32(_ value: Int) {
        appendLE32(value)
        appendBE32(value)
    }

    /// `text`'s bytes in a field of `width`, padded with spaces (or cut).
    mutating func appendPadded(_ text: [UInt8], _ width: Int, pad: UInt8 = 0x20) {
        append(contentsOf: text.prefix(width))
        append(contentsOf: repeatElement(pad, count: Swift.max(0, width - text.count)))
    }
}

/// Dates as the image records them, in UTC (offset 0 when written).
enum ISOTime {
    /// Whole seconds since 1970 of `date`, held to what a record's date can say (1900 to 2155);
    /// nil (no date) is 1970-01-01, which `recordDate(_:)` reads back as nil.
    static func seconds(_ date: Date?) -> Int {
        let value = (date?.timeIntervalSince1970 ?? 0).rounded(.down)
        guard value.isFinite else { return 0 }
        return Int(Swift.min(Swift.max(value, -2_208_988_800), 5_989_795_199))
    }

    /// The 7-byte form of a directory record and of Rock Ridge's TF entry (ECMA-119 9.1.5).
    static func record(_ date: Date?) -> [UInt8] {
        let seconds = seconds(date)
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let (year, month, day) = CivilDays.civil(days)
        let time = seconds - days * 86_400
        return [year - 1900, month, day, time / 3600, time / 60 % 60, time % 60, 0].map { UInt8(truncatingIfNeeded: $0) }
    }

    /// The 17-byte form of a volume descriptor (ECMA-119 8.4.26.1); nil is "not specified".
    static func volume(_ date: Date?) -> [UInt8] {
        guard let date else { return Array(repeating: UInt8(ascii: "0"), count: 16) + [0] }
        let seconds = seconds(date)
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let (year, month, day) = CivilDays.civil(days)
        let time = seconds - days * 86_400
        let fields = [(year, 4), (month, 2), (day, 2), (time / 3600, 2), (time / 60 % 60, 2), (time % 60, 2), (0, 2)]
        var text = ""
        for (value, width) in fields {
            let digits = String(value)
            text += String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
        }
        return Array(text.utf8) + [0]
    }

    /// A 7-byte date read back (its offset from UTC applied); nil for 1970-01-01 00:00:00 UTC
    /// (what `record(nil)` wrote) or for a month or day out of range.
    static func recordDate(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Date? {
        let (month, day) = (Int(bytes[offset + 1]), Int(bytes[offset + 2]))
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        let days = CivilDays.days(year: 1900 + Int(bytes[offset]), month: month, day: day)
        let zone = Int(Int8(bitPattern: bytes[offset + 6])) * 900
        let clock = Int(bytes[offset + 3]) * 3600 + Int(bytes[offset + 4]) * 60 + Int(bytes[offset + 5])
        let seconds = days * 86_400 + clock - zone
        return seconds == 0 ? nil : Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// A 17-byte volume date read back; nil when not specified or not digits.
    static func longDate(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> Date? {
        var values: [Int] = []
        var position = offset
        for width in [4, 2, 2, 2, 2, 2] {
            var value = 0
            for byte in bytes[position..<position + width] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte) - 48
            }
            values.append(value)
            position += width
        }
        guard (1...12).contains(values[1]), (1...31).contains(values[2]) else { return nil }
        let zone = Int(Int8(bitPattern: bytes[offset + 16])) * 900
        let seconds =
            CivilDays.days(year: values[0], month: values[1], day: values[2]) * 86_400 + values[3] * 3600 + values[4] * 60
            + values[5]
        return Date(timeIntervalSince1970: TimeInterval(seconds - zone))
    }
}
