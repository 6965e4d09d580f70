import SeededRandom

/// The run's generator: SplitMix64, so a seed (`RunOptions.seed`) makes runs reproducible.
public typealias SeededRandom = SplitMix64
