import Foundation

#if os(Linux)
    import Synchronization

    /// A thread that raises a flag when the run's deadline passes, so that a long run's steps read
    /// one flag instead of the clock (issue 29: reading even the coarse clock cost every step more
    /// than the step count itself). A run starts one only after `startAfterSteps` steps: a short
    /// run reads the clock and never pays for a thread.
    final class DeadlineWatch: @unchecked Sendable {
        /// Steps a run takes before its deadline is watched by a thread instead of read each step.
        static let startAfterSteps = 4_096

        private let passed = Atomic<Bool>(false)
        private let condition = NSCondition()
        private var finished = false

        /// Starts watching for `deadline` (`RunClock.now()`'s scale).
        init(deadline: UInt64) {
            let thread = Thread { [self] in watch(until: deadline) }
            thread.stackSize = 1 << 16
            thread.start()
        }

        /// Whether the deadline has passed: one relaxed load.
        @inline(__always) var expired: Bool { passed.load(ordering: .relaxed) }

        /// Ends the watch (the run is over); the thread returns at once.
        func stop() {
            condition.lock()
            finished = true
            condition.signal()
            condition.unlock()
        }

        private func watch(until deadline: UInt64) {
            condition.lock()
            defer { condition.unlock() }
            while !finished {
                let now = RunClock.now()
                if now >= deadline {
                    passed.store(true, ordering: .relaxed)
                    return
                }
                // Woken by `stop`, or at the deadline (read again: the wait's clock is not ours).
                _ = condition.wait(until: Date(timeIntervalSinceNow: Double(deadline - now) / 1e9))
            }
        }
    }
#endif
