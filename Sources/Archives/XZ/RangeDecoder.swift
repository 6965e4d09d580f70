/// The range decoder of LZMA (lzma-specification.txt, "The range decoder"): 32-bit range and
/// code, normalised after every bit. It reads one LZMA2 chunk's packed bytes; past their end it
/// reads zeros and counts on, so the chunk's end check sees the overrun (no loop here waits on
/// input, and every caller's loop is bounded by the bytes it outputs). Arithmetic wraps: a
/// damaged stream gives wrong bytes, never a trap.
struct RangeDecoder {
    private(set) var range: UInt32 = 0xFFFF_FFFF
    private(set) var code: UInt32 = 0
    private let input: UnsafePointer<UInt8>
    /// The next byte to read, and the end of the chunk's packed bytes.
    private(set) var position: Int
    let end: Int

    /// A decoder over `input[start..<end]`, having read its five initial bytes (the first is 0).
    init(_ input: UnsafePointer<UInt8>, start: Int, end: Int) throws {
        self.input = input
        self.end = end
        position = start
        guard end - start >= 5 else {
            throw ArchiveError.corrupt(format: "xz", "an LZMA2 chunk of \(end - start) packed bytes is shorter than 5")
        }
        guard input[start] == 0 else {
            throw ArchiveError.corrupt(format: "xz", "an LZMA chunk's range coder does not start with a zero byte")
        }
        position = start + 1
        for _ in 0..<4 { code = code << 8 | nextByte() }
        guard code != range else {
            throw ArchiveError.corrupt(format: "xz", "an LZMA chunk's range coder starts with an impossible code")
        }
    }

    /// Whether the chunk ended cleanly: all its bytes read, none past, and the code back at 0.
    var finishedCleanly: Bool { position == end && code == 0 }

    @inline(__always) private mutating func nextByte() -> UInt32 {
        let byte = position < end ? UInt32(input[position]) : 0
        position &+= 1
        return byte
    }

    @inline(__always) private mutating func normalize() {
        if range < 1 << 24 {
            range = range << 8
            code = code << 8 | nextByte()
        }
    }

    /// One bit coded with the probability at `probability`, which adapts towards it.
    @inline(__always) mutating func bit(_ probability: UnsafeMutablePointer<UInt16>) -> Int {
        let p = UInt32(probability.pointee)
        let bound = (range >> 11) &* p
        if code < bound {
            range = bound
            probability.pointee = UInt16(truncatingIfNeeded: p &+ ((2048 &- p) >> 5))
            normalize()
            return 0
        }
        range = range &- bound
        code = code &- bound
        probability.pointee = UInt16(truncatingIfNeeded: p &- (p >> 5))
        normalize()
        return 1
    }

    /// A `bits`-bit number, most significant bit first, through the tree at `probabilities` (index 1 up).
    @inline(__always) mutating func tree(_ probabilities: UnsafeMutablePointer<UInt16>, bits: Int) -> Int {
        var node = 1
        for _ in 0..<bits { node = node << 1 | bit(probabilities + node) }
        return node - (1 << bits)
    }

    /// A `bits`-bit number, least significant bit first, through the tree at `probabilities`.
    @inline(__always) mutating func reverseTree(_ probabilities: UnsafeMutablePointer<UInt16>, bits: Int) -> Int {
        var node = 1
        var symbol = 0
        for index in 0..<bits {
            let next = bit(probabilities + node)
            node = node << 1 | next
            symbol |= next << index
        }
        return symbol
    }

    /// `count` bits of equal probability, most significant first.
    @inline(__always) mutating func direct(_ count: Int) -> Int {
        var result: UInt32 = 0
        for _ in 0..<count {
            range >>= 1
            code = code &- range
            let mask = 0 &- (code >> 31)
            code = code &+ (range & mask)
            normalize()
            result = result << 1 &+ (mask &+ 1)
        }
        return Int(result)
    }
}
