/// Bounds-checked little- and big-endian loads over a byte array.
///
/// Each returns nil when the range falls outside the array, so callers turn a short read into
/// their own format's error message instead of trapping.
extension Array where Element == UInt8 {
    func uintLE(at offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, size >= 0, size <= 8, offset <= count - size else { return nil }
        var value: UInt64 = 0
        for index in stride(from: offset + size - 1, through: offset, by: -1) {
            value = value << 8 | UInt64(self[index])
        }
        return value
    }

    func uintBE(at offset: Int, size: Int) -> UInt64? {
        guard offset >= 0, size >= 0, size <= 8, offset <= count - size else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(self[index]) }
        return value
    }

    func u32LE(_ offset: Int) -> UInt32? { uintLE(at: offset, size: 4).map { UInt32(truncatingIfNeeded: $0) } }
    func u16LE(_ offset: Int) -> UInt16? { uintLE(at: offset, size: 2).map { UInt16(truncatingIfNeeded: $0) } }

    /// Whether `length` bytes from `offset` lie inside the array, without overflowing.
    func contains(offset: Int, length: Int) -> Bool {
        offset >= 0 && length >= 0 && offset <= count && length <= count - offset
    }

    /// Whether the bytes from `offset` start with `ascii`; compared in place, without copying
    /// (the XML tokenizer asks this at every `<`).
    func hasPrefix(_ ascii: String, at offset: Int = 0) -> Bool {
        guard offset >= 0 else { return false }
        var index = offset
        for byte in ascii.utf8 {
            guard index < count, self[index] == byte else { return false }
            index += 1
        }
        return true
    }
}
