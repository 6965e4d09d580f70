/// Plain text as a Rich Text Format document (RTF 1.x, Microsoft's specification 1.9.1): one
/// Helvetica font at 12 points, each line a paragraph; `\`, `{` and `}` escaped; a tab as `\tab`;
/// a character beyond ASCII as `\uN?` (its UTF-16 units as signed 16-bit numbers, `?` the
/// fallback for readers without Unicode). What Get File of Type makes of text for `public.rtf`.
enum RTFText {
    /// The document.
    static func document(_ text: String) -> String {
        var body = ""
        body.reserveCapacity(text.utf8.count + 16)
        var afterReturn = false
        for unit in text.utf16 {
            defer { afterReturn = unit == 0x0D }
            switch unit {
            case 0x5C: body += "\\\\"
            case 0x7B: body += "\\{"
            case 0x7D: body += "\\}"
            case 0x09: body += "\\tab "
            case 0x0D: body += "\\par\n"
            case 0x0A: if !afterReturn { body += "\\par\n" }
            case 0x20..<0x80: body.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            default: body += "\\u\(Int16(bitPattern: unit))?"
            }
        }
        return "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Helvetica;}}\\f0\\fs24 " + body + "}"
    }
}
