/// A font's bytes read big-endian (as the OpenType spec stores every field), each read checked
/// against the end: a forged offset or count is a `FontError.truncated`, never a trap.
struct FontBytes: Sendable {
    let bytes: [UInt8]

    var count: Int { bytes.count }

    /// Throws unless `length` bytes from `offset` are inside the data.
    func need(_ offset: Int, _ length: Int, _ what: @autoclosure () -> String) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
            throw FontError.truncated(what())
        }
    }

    func u8(_ offset: Int) throws(FontError) -> Int {
        try need(offset, 1, "a byte at \(offset)")
        return Int(bytes[offset])
    }

    func u16(_ offset: Int) throws(FontError) -> Int {
        try need(offset, 2, "2 bytes at \(offset)")
        return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    func i16(_ offset: Int) throws(FontError) -> Int { Int(Int16(truncatingIfNeeded: try u16(offset))) }

    func u32(_ offset: Int) throws(FontError) -> Int {
        try need(offset, 4, "4 bytes at \(offset)")
        return Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    /// A 2.14 fixed-point number (composite glyphs' scales).
    func f2dot14(_ offset: Int) throws(FontError) -> Double { Double(try i16(offset)) / 16_384 }

    /// Four bytes as a table tag ("glyf").
    func tag(_ offset: Int) throws(FontError) -> String {
        try need(offset, 4, "a table tag at \(offset)")
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
