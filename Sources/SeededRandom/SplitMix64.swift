/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, fast, seedable generator. The same seed gives
/// the same sequence on every platform, so a seeded run, a fuzz campaign or a shuffle in a
/// golden file can be replayed exactly. Not cryptographic.
///
/// The one generator in the package: seeded runs, the fuzzer's mutations, list shuffles and the
/// tests' campaigns all draw from it.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The state; it advances by the golden-ratio increment on every draw.
    @usableFromInline var state: UInt64

    /// A generator whose whole sequence is fixed by `seed`.
    @inlinable
    public init(seed: UInt64) { state = seed }

    /// A generator whose whole sequence is fixed by a text: the 64-bit FNV-1a hash of its UTF-8
    /// bytes is the seed, so the same text gives the same sequence on every platform.
    public init(text: String) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        state = hash
    }

    /// The next 64 pseudo-random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
