/// Every failure of the font reader, the font search and text drawing; `description` is the full message.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The data ends before a table or record the font points at: what was being read.
    case truncated(String)
    /// A structure of the font is wrong: what.
    case corrupt(String)
    /// An OpenType font whose outlines are CFF (PostScript) curves, which this reader does not draw.
    case cffOutlines
    /// The bytes are no TrueType, OpenType or TrueType collection (their first four bytes).
    case notAFont([UInt8])
    /// A table the reader needs is missing: its tag.
    case missingTable(String)
    /// A limit of `FontLimits` was passed: what, and the limit in words.
    case tooLarge(String, limit: String)
    /// No font was found at all in the folders searched.
    case noFonts(folders: [String])

    /// The error in words, naming what is wrong.
    public var description: String {
        switch self {
        case .truncated(let what): return "font: the data ends early (\(what))"
        case .corrupt(let what): return "font: \(what)"
        case .cffOutlines: return "font: CFF outlines are not read here (only TrueType 'glyf' outlines)"
        case .notAFont(let bytes):
            let shown = bytes.prefix(4).map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }
            return "not a TrueType or OpenType font (first bytes: \(shown.isEmpty ? "none" : shown.joined(separator: " ")))"
        case .missingTable(let tag): return "font: the '\(tag)' table is missing"
        case let .tooLarge(what, limit): return "font: \(what) is more than \(limit)"
        case .noFonts(let folders):
            let list = folders.isEmpty ? "no font folder was given" : "none in " + folders.joined(separator: ", ")
            return "no TrueType font was found (\(list))"
        }
    }
}
