/// A walk over many nodes (writing a large list or dictionary out as text or JSON) that asks
/// `check` every `interval` nodes whether to go on: the run passes its clock, so writing out a
/// large shared value stops within moments of the time limit instead of after the whole value
/// (issue 26). `Checkpoints.none` never asks, and a walk given it cannot throw.
public struct Checkpoints<Failure: Error> {
    private var left: Int
    private let interval: Int
    private let check: () throws(Failure) -> Void

    /// Checkpoints asking `check` every `interval` nodes (the first after `interval`).
    public init(every interval: Int = 4_096, _ check: @escaping () throws(Failure) -> Void) {
        self.interval = max(1, interval)
        left = self.interval
        self.check = check
    }

    /// One node walked: every `interval` nodes, `check` runs.
    @inline(__always) public mutating func tick() throws(Failure) {
        left -= 1
        if left <= 0 {
            left = interval
            try check()
        }
    }
}

extension Checkpoints where Failure == Never {
    /// Checkpoints that never stop a walk.
    public static var none: Checkpoints<Never> { Checkpoints(every: Int.max) {} }
}
