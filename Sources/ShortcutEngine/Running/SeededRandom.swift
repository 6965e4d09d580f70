import SeededRandom

/// The run's generator: SplitMix64, so `--seed` makes runs reproducible.
public typealias SeededRandom = SplitMix64
