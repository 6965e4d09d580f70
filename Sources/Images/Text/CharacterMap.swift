/// A face's `cmap` subtable, the one chosen (OpenType spec, "cmap — Character to Glyph Index
/// Mapping Table"): format 12 (every plane) when the face has one for Unicode, else format 4
/// (the Basic Multilingual Plane). Lookups read the subtable in place; its arrays were checked
/// to lie inside the file when it was chosen.
struct CharacterMap: Sendable {
    enum Format: Sendable {
        /// Format 4 at this offset, with this many segments.
        case segments(offset: Int, count: Int)
        /// Format 12 at this offset, with this many groups.
        case groups(offset: Int, count: Int)
    }

    let format: Format

    init(_ bytes: FontBytes, _ range: Range<Int>) throws(FontError) {
        let count = try bytes.u16(range.lowerBound + 2)
        try bytes.need(range.lowerBound + 4, count * 8, "the 'cmap' table's \(count) encodings")
        var best: (rank: Int, offset: Int)?
        for index in 0..<count {
            let record = range.lowerBound + 4 + index * 8
            let platform = try bytes.u16(record), encoding = try bytes.u16(record + 2)
            let offset = range.lowerBound + (try bytes.u32(record + 4))
            guard let format = try? bytes.u16(offset), format == 4 || format == 12 else { continue }
            // Unicode full repertoire (3,10 or 0,4/0,6) in format 12 first, then BMP format 4 (3,1 or 0,x).
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            let rank = format == 12 ? 0 : 1
            if best == nil || rank < (best?.rank ?? 2) { best = (rank, offset) }
        }
        guard let best else { throw FontError.corrupt("the 'cmap' table has no Unicode subtable in format 4 or 12") }
        if best.rank == 0 {
            let groups = try bytes.u32(best.offset + 12)
            try bytes.need(best.offset + 16, groups * 12, "the 'cmap' format 12 subtable's \(groups) groups")
            format = .groups(offset: best.offset, count: groups)
        } else {
            let segments = try bytes.u16(best.offset + 6) / 2
            try bytes.need(best.offset + 14, segments * 8 + 2, "the 'cmap' format 4 subtable's \(segments) segments")
            format = .segments(offset: best.offset, count: segments)
        }
    }

    /// The glyph for a code point; 0 when it is not mapped (or the subtable is damaged there).
    func glyph(for code: UInt32, in bytes: FontBytes) -> Int {
        switch format {
        case let .groups(offset, count): return (try? Self.group(code, offset, count, bytes)) ?? 0
        case let .segments(offset, count): return (try? Self.segment(code, offset, count, bytes)) ?? 0
        }
    }

    /// Format 12: binary search of the groups (start code, end code, start glyph), sorted by code.
    static func group(_ code: UInt32, _ offset: Int, _ count: Int, _ bytes: FontBytes) throws(FontError) -> Int {
        var low = 0, high = count - 1
        let value = Int(code)
        while low <= high {
            let middle = (low + high) / 2, at = offset + 16 + middle * 12
            let start = try bytes.u32(at), end = try bytes.u32(at + 4)
            if value < start {
                high = middle - 1
            } else if value > end {
                low = middle + 1
            } else {
                return try bytes.u32(at + 8) + (value - start)
            }
        }
        return 0
    }

    /// Format 4: the first segment whose end code is at least the code; its start, delta and
    /// range offset give the glyph (into the glyph array when the range offset is not 0).
    static func segment(_ code: UInt32, _ offset: Int, _ count: Int, _ bytes: FontBytes) throws(FontError) -> Int {
        guard code <= 0xFFFF else { return 0 }
        let value = Int(code)
        let ends = offset + 14, starts = ends + count * 2 + 2
        let deltas = starts + count * 2, ranges = deltas + count * 2
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high) / 2
            if try bytes.u16(ends + middle * 2) < value { low = middle + 1 } else { high = middle }
        }
        guard count > 0, try bytes.u16(ends + low * 2) >= value else { return 0 }
        let start = try bytes.u16(starts + low * 2)
        guard value >= start else { return 0 }
        let delta = try bytes.u16(deltas + low * 2), rangeAt = ranges + low * 2
        let rangeOffset = try bytes.u16(rangeAt)
        if rangeOffset == 0 { return (value + delta) & 0xFFFF }
        let glyph = try bytes.u16(rangeAt + rangeOffset + (value - start) * 2)
        return glyph == 0 ? 0 : (glyph + delta) & 0xFFFF
    }
}
