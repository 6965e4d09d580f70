import SeededRandom

/// A small, fast, reproducible generator: xoshiro256** seeded through SplitMix64.
/// Not cryptographic; the same seed gives the same sequence on every platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    @usableFromInline var s0, s1, s2, s3: UInt64

    /// Creates a generator whose whole sequence is fixed by `seed`.
    public init(seed: UInt64) {
        var splitMix = SplitMix64(seed: seed)
        s0 = splitMix.next(); s1 = splitMix.next(); s2 = splitMix.next(); s3 = splitMix.next()
    }

    /// The next 64 random bits.
    @inlinable
    public mutating func next() -> UInt64 {
        let result = ((s1 &* 5) << 7 | (s1 &* 5) >> 57) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = s3 << 45 | s3 >> 19
        return result
    }
}

/// A uniformly random permutation of `items` (Fisher–Yates; unbiased bounded draws).
@inlinable
public func shuffled<T>(_ items: [T], using generator: inout some RandomNumberGenerator) -> [T] {
    var out = items
    shuffle(&out, using: &generator)
    return out
}

/// Shuffles `items` in place, uniformly.
@inlinable
public func shuffle<T>(_ items: inout [T], using generator: inout some RandomNumberGenerator) {
    guard items.count > 1 else { return }
    for i in stride(from: items.count - 1, to: 0, by: -1) {
        // `random(in:using:)` rejects out-of-range draws, so there is no modulo bias.
        let j = Int.random(in: 0...i, using: &generator)
        if i != j { items.swapAt(i, j) }
    }
}
