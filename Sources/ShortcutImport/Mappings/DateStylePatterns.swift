/// Apple's named date and time styles (Format Date, the date-format step on a variable) as the
/// fixed English patterns Shortcuts shows in the en_US locale (Unicode TR35). An absent style
/// takes Apple's default, Short (research §3, `format.date`).
enum DateStylePatterns {
    /// The pattern for a date style and a time style, or nil for a style with no fixed pattern
    /// (Relative) or an unknown name.
    static func pattern(date: String?, time: String?) -> String? {
        if date == "RFC 2822" { return "EEE, d MMM yyyy HH:mm:ss Z" }
        guard let day = dayPatterns[date ?? "Short"], let clock = timePatterns[time ?? "Short"] else { return nil }
        switch (day.isEmpty, clock.isEmpty) {
        case (false, false): return day + (date == "Short" || date == nil ? ", " : " 'at' ") + clock
        case (false, true): return day
        case (true, false): return clock
        case (true, true): return nil
        }
    }

    /// A variable's Relative step (`WFRelativeDateFormatStyle`, default Medium; `WFTimeFormatStyle`,
    /// default Short) as the relative step's day and time patterns; nil for an unknown style name.
    static func relative(day: String?, time: String?) -> (day: String, time: String?)? {
        guard let dayPattern = dayPatterns[day ?? "Medium"], !dayPattern.isEmpty, let clock = timePatterns[time ?? "Short"] else {
            return nil
        }
        return (dayPattern, clock.isEmpty ? nil : clock)
    }

    /// The style name of a day pattern, for export; nil for a pattern no style has.
    static func styleName(day pattern: String) -> String? { dayPatterns.first { $0.value == pattern && !$0.value.isEmpty }?.key }

    /// The style name of a time pattern, for export; nil for a pattern no style has.
    static func styleName(time pattern: String) -> String? {
        timePatterns.first { $0.value == pattern && !$0.value.isEmpty }?.key
    }

    static let dayPatterns: [String: String] = [
        "None": "", "Short": "M/d/yy", "Medium": "MMM d, yyyy", "Long": "MMMM d, yyyy", "Full": "EEEE, MMMM d, yyyy",
    ]
    static let timePatterns: [String: String] = ["None": "", "Short": "h:mm a", "Medium": "h:mm:ss a", "Long": "h:mm:ss a zzz"]
}
