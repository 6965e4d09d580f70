/// The bits of a WebP lossless stream, read least significant bit first (RFC 9649 §3): a 64-bit
/// window over the bytes. Reading past the end gives zero bits and sets `isPastEnd`, which the
/// decoder checks once a row, so a short file is an error and never an out-of-bounds read.
struct VP8LBits {
    private let bytes: [UInt8]
    private var next: Int
    private var window: UInt64 = 0
    private var available = 0

    /// A reader over `bytes`.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = Array(bytes)
        next = 0
        refill()
    }

    /// Whether more bits were read than the data holds.
    var isPastEnd: Bool { next * 8 - available > bytes.count * 8 }

    /// Keeps at least 56 bits in the window (zeros past the end of the data).
    @inline(__always) mutating func refill() {
        while available <= 56 {
            let byte: UInt8 = next < bytes.count ? bytes[next] : 0
            window |= UInt64(byte) << UInt64(available)
            available += 8
            next += 1
        }
    }

    /// The next `count` bits (at most 32) as a number, without taking them.
    @inline(__always) func peek(_ count: Int) -> UInt32 { UInt32(truncatingIfNeeded: window & ((1 << UInt64(count)) - 1)) }

    /// Takes `count` bits that `peek` showed.
    @inline(__always) mutating func skip(_ count: Int) {
        window >>= UInt64(count)
        available -= count
        if available < 32 { refill() }
    }

    /// Takes the next `count` bits (at most 32) as a number.
    @inline(__always) mutating func read(_ count: Int) -> Int {
        let value = peek(count)
        skip(count)
        return Int(value)
    }

    /// Takes one bit: whether it is set.
    @inline(__always) mutating func flag() -> Bool { read(1) == 1 }
}
