#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The run's wall clock: a monotonic reading cheap enough to take before every step, and the
/// deadline `RunOptions.limits.timeout` sets.
struct RunClock {
    /// When the run must stop, on `RunClock.now()`'s scale; `UInt64.max` for a limit too large to reach.
    let deadline: UInt64

    /// A clock whose deadline is `seconds` from now.
    init(timeout seconds: Double) {
        let start = RunClock.now()
        let nanoseconds = seconds * 1e9
        // NaN, infinite or beyond the clock's range: never reached (the steps limit still holds).
        if !(nanoseconds < Double(UInt64.max - start)) {
            deadline = .max
        } else {
            deadline = start + UInt64(max(0, nanoseconds))
        }
    }

    /// Monotonic nanoseconds. The coarse clock (a memory read, a few nanoseconds, resolution about
    /// 4 ms on Linux) is enough for a limit that must hold within 100 ms.
    @inline(__always) static func now() -> UInt64 {
        #if os(Linux)
            var time = timespec()
            clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
            return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
        #else
            return clock_gettime_nsec_np(CLOCK_UPTIME_RAW_APPROX)
        #endif
    }

    /// Whether the deadline has passed.
    @inline(__always) var expired: Bool { RunClock.now() >= deadline }

    /// Seconds left before the deadline; 0 once it has passed.
    var remainingSeconds: Double {
        if deadline == .max { return .infinity }
        let now = RunClock.now()
        return now >= deadline ? 0 : Double(deadline - now) / 1e9
    }
}
