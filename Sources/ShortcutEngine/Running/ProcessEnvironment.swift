import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// One environment variable at a time, with `getenv`: `ProcessInfo.processInfo.environment`
/// copies the whole environment into a dictionary on every call (about a million instructions in
/// a large environment, which every start paid several times; docs/performance.md).
public enum ProcessEnvironment {
    /// The variable's value; nil when it is not set.
    @Sendable public static func value(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
}
