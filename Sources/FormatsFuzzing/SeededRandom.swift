import SeededRandom

/// The fuzzer's generator: SplitMix64, so every fuzz run can be replayed from its seed.
public typealias SeededRandom = SplitMix64
