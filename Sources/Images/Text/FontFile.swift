/// A font file's faces: a TrueType or OpenType font (one face) or a TrueType collection (`.ttc`,
/// several faces sharing tables). Layout as the OpenType specification's "Organization of an
/// OpenType Font" gives it (Microsoft, learn.microsoft.com/typography/opentype/spec/otff), the
/// same as Apple's TrueType Reference Manual ("The Font File").
public enum FontFile {
    /// Every face of a font file, read: `FontError` for anything wrong in one (a collection with
    /// one bad face is refused whole, naming the face).
    public static func faces(_ data: [UInt8], limits: FontLimits = .standard) throws(FontError) -> [Font] {
        try FontLimits.check(data.count, limits.maxFileBytes, "the file's size in bytes")
        let bytes = FontBytes(bytes: data)
        return try directoryOffsets(bytes, limits: limits).map { offset throws(FontError) in
            try Font(bytes, directory: offset, limits: limits)
        }
    }

    /// Where each face's table directory starts: 0 for a single font, the collection's list for a `.ttc`.
    static func directoryOffsets(_ bytes: FontBytes, limits: FontLimits) throws(FontError) -> [Int] {
        guard bytes.count >= 12 else { throw FontError.notAFont(Array(bytes.bytes.prefix(4))) }
        let magic = try bytes.u32(0)
        switch magic {
        case 0x7474_6366:  // 'ttcf'
            let count = try bytes.u32(8)
            try FontLimits.check(count, limits.maxFaces, "the collection's face count")
            guard count > 0 else { throw FontError.corrupt("the collection holds no face") }
            try bytes.need(12, count * 4, "the collection's \(count) face offsets")
            return try (0..<count).map { index throws(FontError) in try bytes.u32(12 + index * 4) }
        case 0x0001_0000, 0x7472_7565, 0x4F54_544F: return [0]  // TrueType, 'true' (Apple), 'OTTO' (CFF)
        default: throw FontError.notAFont(Array(bytes.bytes.prefix(4)))
        }
    }

    /// The tables of the face whose directory is at `offset`: tag → byte range, each range
    /// checked to lie inside the file.
    static func tables(_ bytes: FontBytes, at offset: Int) throws(FontError) -> (cff: Bool, [String: Range<Int>]) {
        let version = try bytes.u32(offset)
        let count = try bytes.u16(offset + 4)
        try bytes.need(offset + 12, count * 16, "the table directory of \(count) tables")
        var tables: [String: Range<Int>] = [:]
        for index in 0..<count {
            let record = offset + 12 + index * 16
            let tag = try bytes.tag(record)
            let start = try bytes.u32(record + 8), length = try bytes.u32(record + 12)
            try bytes.need(start, length, "the '\(tag)' table (\(length) bytes at \(start))")
            tables[tag] = start..<start + length
        }
        return (version == 0x4F54_544F || (tables["CFF "] != nil && tables["glyf"] == nil), tables)
    }
}
