#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// The processor time the calling thread has used, in seconds: what a test's "it ends quickly"
/// bound should measure. Other work on the machine (a build, a second test process) stretches a
/// wall clock and fails such a bound at random; it does not add to this one.
public enum ThreadClock {
    /// The calling thread's processor time so far.
    public static var seconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
