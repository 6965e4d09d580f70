import Foundation

/// Little-endian fields read with bounds checks, and written.
struct ByteFields {
    let bytes: UnsafeRawBufferPointer
    let format: String

    @inline(__always) func has(_ offset: Int, _ count: Int) -> Bool { offset >= 0 && count >= 0 && offset <= bytes.count - count }

    func u16(_ offset: Int) throws -> Int {
        guard has(offset, 2) else { throw ArchiveError.truncated(format: format, needed: "2 bytes at \(offset)") }
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    func u32(_ offset: Int) throws -> Int {
        guard has(offset, 4) else { throw ArchiveError.truncated(format: format, needed: "4 bytes at \(offset)") }
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16 | Int(bytes[offset + 3]) << 24
    }

    func slice(_ offset: Int, _ count: Int) throws -> UnsafeRawBufferPointer {
        guard has(offset, count) else { throw ArchiveError.truncated(format: format, needed: "\(count) bytes at \(offset)") }
        return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }
}

extension Array where Element == UInt8 {
    mutating func appendLE16(_ value: Int) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func appendLE32(_ value: Int) {
        appendLE16(value & 0xFFFF)
        appendLE16((value >> 16) & 0xFFFF)
    }
}

/// Text of names stored as bytes: UTF-8 when valid, otherwise Latin-1 (each byte one character).
enum NameText {
    static func decode<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }
}

/// MS-DOS date and time fields (ZIP), in UTC.
enum DOSTime {
    static func fields(_ date: Date?) -> (time: Int, date: Int) {
        guard let date else { return (0, 0x21) }  // 1980-01-01
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let year = min(max((parts.year ?? 1980) - 1980, 0), 127)
        let time = (parts.hour ?? 0) << 11 | (parts.minute ?? 0) << 5 | (parts.second ?? 0) / 2
        return (time, year << 9 | (parts.month ?? 1) << 5 | (parts.day ?? 1))
    }

    static func date(time: Int, date: Int) -> Date? {
        var parts = DateComponents()
        parts.year = 1980 + (date >> 9)
        parts.month = (date >> 5) & 15
        parts.day = date & 31
        parts.hour = time >> 11
        parts.minute = (time >> 5) & 63
        parts.second = (time & 31) * 2
        guard (1...12).contains(parts.month ?? 0), (1...31).contains(parts.day ?? 0) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.date(from: parts)
    }
}
