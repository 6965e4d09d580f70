/// The boolean entropy decoder of RFC 6386 section 7: reads bits, each coded with an 8-bit
/// probability of being zero, from one partition of a VP8 frame.
///
/// Reading past the end of the data yields zero bits and sets `hasReadPastEnd` (one byte of
/// zeros is allowed as padding, as libwebp does), so that callers can report a truncated
/// partition instead of decoding garbage.
struct VP8BoolDecoder {
    /// The bytes of the partition.
    private let bytes: [UInt8]
    /// The index of the next byte to load.
    private var position = 0
    /// Loaded bits; the 8-bit comparison window sits at bit `bitCount`.
    private var value: UInt64 = 0
    /// How many loaded bits lie below the comparison window (negative: load more first).
    private var bitCount = -8
    /// The current range, minus one (127…254 between reads).
    private var range: UInt32 = 254
    /// Whether the decoder has needed more bits than the partition holds.
    private(set) var hasReadPastEnd = false

    /// A decoder reading `bytes`.
    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = Array(bytes)
        loadBytes()
    }

    /// Loads up to seven more bytes into `value`.
    private mutating func loadBytes() {
        let remaining = bytes.count - position
        if remaining >= 7 {
            var chunk: UInt64 = 0
            for index in position..<(position + 7) { chunk = chunk << 8 | UInt64(bytes[index]) }
            position += 7
            value = value << 56 | chunk
            bitCount += 56
        } else if remaining > 0 {
            value = value << 8 | UInt64(bytes[position])
            position += 1
            bitCount += 8
        } else if !hasReadPastEnd {
            value <<= 8
            bitCount += 8
            hasReadPastEnd = true
        } else {
            bitCount = 0
        }
    }

    /// Reads one bit whose probability of being 0 is `probability`/256.
    @inline(__always)
    mutating func readBit(_ probability: UInt8) -> Bool {
        var currentRange = range
        if bitCount < 0 { loadBytes() }
        let shiftPosition = UInt64(bitCount)
        let split = (currentRange &* UInt32(probability)) >> 8
        let window = UInt32(truncatingIfNeeded: value >> shiftPosition)
        let bit: Bool
        if window > split {
            currentRange -= split
            value -= UInt64(split + 1) << shiftPosition
            bit = true
        } else {
            currentRange = split + 1
            bit = false
        }
        let shift = currentRange.leadingZeroBitCount - 24
        range = (currentRange << UInt32(shift)) - 1
        bitCount -= shift
        return bit
    }

    /// Reads one bit as 0 or 1 with probability `probability`/256 of a 0.
    @inline(__always)
    mutating func readBitValue(_ probability: UInt8) -> Int { readBit(probability) ? 1 : 0 }

    /// Reads an unsigned `count`-bit number, most significant bit first, each bit at even odds.
    mutating func readLiteral(_ count: Int) -> Int {
        var result = 0
        for _ in 0..<count { result = result << 1 | readBitValue(128) }
        return result
    }

    /// Reads a `count`-bit magnitude followed by a sign bit (1: negative).
    mutating func readSignedLiteral(_ count: Int) -> Int {
        let magnitude = readLiteral(count)
        return readBit(128) ? -magnitude : magnitude
    }

    /// Reads a flag bit; if set, a signed `count`-bit value follows, else the value is 0.
    mutating func readOptionalSigned(_ count: Int) -> Int {
        readBit(128) ? readSignedLiteral(count) : 0
    }
}
