/// Reads bits most significant first, as bzip2 packs them. Past the end of the input it reads
/// zeros and remembers it: callers check `overran` where an answer matters (at every header field
/// and every 50 symbols), so a loop over damaged data always ends and reports the truncation.
struct Bzip2BitReader {
    private let base: UnsafePointer<UInt8>
    /// Bytes in the input.
    let end: Int
    /// The next byte to load into `bits`.
    private var next: Int
    /// Loaded bits, the next one at the top.
    private(set) var bits: UInt64 = 0
    /// How many of `bits` are loaded.
    private(set) var count = 0

    /// A reader of `end` bytes at `base`, starting at byte `start`.
    init(_ base: UnsafePointer<UInt8>, end: Int, start: Int) {
        self.base = base
        self.end = end
        next = start
    }

    /// Bits read so far, counted from the start of the input.
    var position: Int { next * 8 - count }

    /// Whether more bits were read than the input holds.
    var overran: Bool { position > end * 8 }

    /// Tops `bits` up to at least 57 loaded bits.
    @inline(__always) mutating func refill() {
        while count <= 56 {
            let byte = next < end ? base[next] : 0
            bits |= UInt64(byte) << UInt64(56 - count)
            count += 8
            next += 1
        }
    }

    /// The next `length` bits (1 to 32) without consuming them; at least `length` must be loaded.
    @inline(__always) func peek(_ length: Int) -> Int { Int(truncatingIfNeeded: bits >> UInt64(64 - length)) }

    /// Drops `length` loaded bits.
    @inline(__always) mutating func skip(_ length: Int) {
        bits <<= UInt64(length)
        count -= length
    }

    /// Reads `length` bits (1 to 32).
    @inline(__always) mutating func read(_ length: Int) -> Int {
        if count < length { refill() }
        let value = peek(length)
        skip(length)
        return value
    }

    /// Reads one bit.
    @inline(__always) mutating func bit() -> Bool { read(1) != 0 }

    /// Skips to the next byte boundary (streams start on one).
    mutating func alignToByte() {
        let partial = position % 8
        if partial != 0 { _ = read(8 - partial) }
    }

    /// The byte offset of the next bit (after `alignToByte`, where the next stream starts).
    var byteOffset: Int { (position + 7) / 8 }
}
