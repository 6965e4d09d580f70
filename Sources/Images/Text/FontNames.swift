/// A face's names from its `name` table (OpenType spec, "name — Naming Table"): name IDs 1
/// (family), 4 (full name), 6 (PostScript name) and 16 (typographic family, preferred over 1).
public struct FontNames: Sendable, Equatable {
    /// The family ("DejaVu Sans").
    public var family: String
    /// The full name ("DejaVu Sans Bold").
    public var full: String
    /// The PostScript name ("DejaVuSans-Bold").
    public var postScript: String

    /// Names given directly.
    public init(family: String, full: String, postScript: String) {
        self.family = family
        self.full = full
        self.postScript = postScript
    }

    /// Whether `name` is one of these names, compared without letter case, spaces or hyphens.
    public func matches(_ name: String) -> Bool {
        let wanted = Self.folded(name)
        return !wanted.isEmpty && [family, full, postScript].contains { Self.folded($0) == wanted }
    }

    /// A name as lookups compare it: lowercased, without spaces, hyphens or underscores.
    public static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// The names in the `name` table at `range`; a missing or damaged name is empty.
    static func read(_ bytes: FontBytes, _ range: Range<Int>?) throws(FontError) -> FontNames {
        var found: [Int: (rank: Int, text: String)] = [:]
        guard let range else { return FontNames(family: "", full: "", postScript: "") }
        let count = try bytes.u16(range.lowerBound + 2)
        let strings = range.lowerBound + (try bytes.u16(range.lowerBound + 4))
        try bytes.need(range.lowerBound + 6, count * 12, "the name table's \(count) records")
        for index in 0..<count {
            let record = range.lowerBound + 6 + index * 12
            let platform = try bytes.u16(record), encoding = try bytes.u16(record + 2)
            let language = try bytes.u16(record + 4), id = try bytes.u16(record + 6)
            guard [1, 4, 6, 16].contains(id) else { continue }
            let length = try bytes.u16(record + 8), start = strings + (try bytes.u16(record + 10))
            guard (try? bytes.need(start, length, "")) != nil, let text = decode(bytes, start, length, platform, encoding)
            else { continue }
            // English (Windows 0x409, Mac 0) first, then Windows, then any.
            let rank = (language == 0x409 || (platform == 1 && language == 0) ? 0 : 2) + (platform == 3 ? 0 : 1)
            if let known = found[id], known.rank <= rank { continue }
            found[id] = (rank, text)
        }
        let family = found[16]?.text ?? found[1]?.text ?? ""
        return FontNames(family: family, full: found[4]?.text ?? family, postScript: found[6]?.text ?? "")
    }

    /// UTF-16BE for Unicode and Windows names, one byte a character for Macintosh Roman (its
    /// ASCII half; others shown as Latin-1).
    static func decode(_ bytes: FontBytes, _ start: Int, _ length: Int, _ platform: Int, _ encoding: Int) -> String? {
        let slice = bytes.bytes[start..<start + length]
        switch platform {
        case 0, 3:
            var units: [UInt16] = []
            var index = slice.startIndex
            while index + 1 < slice.endIndex {
                units.append(UInt16(slice[index]) << 8 | UInt16(slice[index + 1]))
                index += 2
            }
            return String(decoding: units, as: UTF16.self)
        case 1 where encoding == 0: return String(slice.map { Character(Unicode.Scalar($0)) })
        default: return nil
        }
    }
}
