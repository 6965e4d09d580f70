/// Bits written most significant first, as bzip2 packs them.
struct Bzip2BitWriter {
    private(set) var bytes: [UInt8] = []
    /// Pending bits, the oldest at the top of the low `count` bits.
    private var buffer: UInt64 = 0
    private var count = 0

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends the low `length` bits of `value` (at most 32 at a time), highest first.
    @inline(__always) mutating func put(_ value: Int, _ length: Int) {
        buffer = buffer << UInt64(length) | (UInt64(truncatingIfNeeded: value) & ((1 << UInt64(length)) - 1))
        count += length
        if count >= 32 {
            count -= 32
            let word = UInt32(truncatingIfNeeded: buffer >> UInt64(count))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word))
        }
    }

    /// Appends a 48-bit value (the block and end-of-stream magic numbers).
    mutating func put48(_ value: UInt64) {
        put(Int(value >> 24), 24)
        put(Int(value & 0xFF_FFFF), 24)
    }

    /// Appends a 32-bit value.
    mutating func put32(_ value: UInt32) {
        put(Int(value >> 16), 16)
        put(Int(value & 0xFFFF), 16)
    }

    /// Pads with zero bits to the next byte boundary and hands the bytes over.
    mutating func finish() -> [UInt8] {
        while count > 0 {
            let shift = max(0, count - 8)
            let byte = count >= 8 ? buffer >> UInt64(shift) : buffer << UInt64(8 - count)
            bytes.append(UInt8(truncatingIfNeeded: byte))
            count -= min(8, count)
        }
        buffer = 0
        return bytes
    }
}
