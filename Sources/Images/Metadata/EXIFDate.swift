import Foundation

extension EXIFData {
    /// The date taken as a date: read in `OffsetTimeOriginal` when the camera wrote one, else in
    /// `zone` (EXIF dates are the camera's local time); nil when absent or not a real date.
    public func dateTaken(in zone: TimeZone) -> Date? {
        guard let text = dateTaken, text.utf8.count >= 19 else { return nil }
        let parts = text.prefix(19).split(whereSeparator: { $0 == ":" || $0 == " " }).compactMap { Int($0) }
        guard parts.count == 6, parts[0] > 0, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        if let offset = dateTakenOffset, let seconds = Self.offsetSeconds(offset), let fixed = TimeZone(secondsFromGMT: seconds) {
            calendar.timeZone = fixed
        }
        return calendar.date(
            from: DateComponents(
                year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4], second: parts[5]))
    }

    /// `+01:00` / `-05:30` as seconds east of UTC; nil for anything else.
    static func offsetSeconds(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let sign = trimmed.first, sign == "+" || sign == "-" else { return nil }
        let fields = trimmed.dropFirst().split(separator: ":").compactMap { Int($0) }
        guard fields.count == 2, fields[0] < 24, fields[1] < 60 else { return nil }
        return (sign == "-" ? -1 : 1) * (fields[0] * 3600 + fields[1] * 60)
    }
}
