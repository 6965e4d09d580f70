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
