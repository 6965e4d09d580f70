/// The range encoder matching `RangeDecoder` (lzma-specification.txt describes the decoder; this
/// is its inverse): a 33-bit `low` whose carry ripples into the pending 0xFF bytes. It writes one
/// LZMA2 chunk's packed bytes into a fixed buffer that the chunk loop keeps from filling.
struct RangeEncoder {
    private var low: UInt64 = 0
    private var range: UInt32 = 0xFFFF_FFFF
    /// The byte waiting for a possible carry, and how many bytes (it and 0xFFs) are pending.
    private var cache: UInt8 = 0
    private var cacheSize = 1
    private let buffer: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        buffer = .allocate(capacity: capacity)
    }

    func deallocate() { buffer.deallocate() }

    /// Starts a new chunk's coder (each LZMA2 chunk has its own).
    mutating func restart() {
        low = 0
        range = 0xFFFF_FFFF
        cache = 0
        cacheSize = 1
        count = 0
    }

    /// The bytes the chunk will have once flushed.
    var pendingSize: Int { count + cacheSize + 4 }

    /// The packed bytes (after `flush`).
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: buffer, count: count) }

    @inline(__always) private mutating func shiftLow() {
        if low < 0xFF00_0000 || low >= 1 << 32 {
            let carry = UInt8(truncatingIfNeeded: low >> 32)
            var pending = cache
            repeat {
                if count < capacity { buffer[count] = pending &+ carry }
                count += 1
                pending = 0xFF
                cacheSize -= 1
            } while cacheSize != 0
            cache = UInt8(truncatingIfNeeded: low >> 24)
        }
        cacheSize += 1
        low = (low & 0x00FF_FFFF) << 8
    }

    /// Codes `bit` with the probability at `probability` and adapts it.
    @inline(__always) mutating func encode(_ probability: UnsafeMutablePointer<UInt16>, _ bit: Int) {
        let p = UInt32(probability.pointee)
        let bound = (range >> 11) &* p
        if bit == 0 {
            range = bound
            probability.pointee = UInt16(truncatingIfNeeded: p &+ ((2048 &- p) >> 5))
        } else {
            low &+= UInt64(bound)
            range &-= bound
            probability.pointee = UInt16(truncatingIfNeeded: p &- (p >> 5))
        }
        while range < 1 << 24 {
            range <<= 8
            shiftLow()
        }
    }

    /// Codes the low `bits` bits of `value` through the tree at `probabilities`, high bit first.
    @inline(__always) mutating func tree(_ probabilities: UnsafeMutablePointer<UInt16>, bits: Int, _ value: Int) {
        var node = 1
        var index = bits
        while index > 0 {
            index -= 1
            let bit = (value >> index) & 1
            encode(probabilities + node, bit)
            node = node << 1 | bit
        }
    }

    /// Codes the low `bits` bits of `value` through the tree at `probabilities`, low bit first.
    @inline(__always) mutating func reverseTree(_ probabilities: UnsafeMutablePointer<UInt16>, bits: Int, _ value: Int) {
        var node = 1
        for index in 0..<bits {
            let bit = (value >> index) & 1
            encode(probabilities + node, bit)
            node = node << 1 | bit
        }
    }

    /// Codes the low `bits` bits of `value` with probability one half each, high bit first.
    @inline(__always) mutating func direct(_ value: Int, bits: Int) {
        var index = bits
        while index > 0 {
            index -= 1
            range >>= 1
            if (value >> index) & 1 != 0 { low &+= UInt64(range) }
            while range < 1 << 24 {
                range <<= 8
                shiftLow()
            }
        }
    }

    /// Writes out everything still held in `low` and the cache.
    mutating func flush() {
        for _ in 0..<5 { shiftLow() }
    }
}
