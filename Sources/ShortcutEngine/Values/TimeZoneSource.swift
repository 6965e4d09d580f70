import Foundation

/// Where a `Coercion` gets its time zone: UTC, a zone given, or one worked out on first use.
/// Reading the system's zone costs a start about 1 M instructions and 2.5 MB of ICU data, and
/// most runs never read or write a date, so a run's coercion asks the host only when a date
/// needs it (issue 29); `Coercion()` builds nothing at all.
enum TimeZoneSource: Sendable {
    case utc
    case fixed(TimeZone)
    case later(DeferredTimeZone)

    /// UTC, built once per process.
    static let utcZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    var zone: TimeZone {
        switch self {
        case .utc: return Self.utcZone
        case .fixed(let zone): return zone
        case .later(let deferred): return deferred.zone
        }
    }
}

/// A time zone made by `make` the first time it is read, then kept. Safe to share between
/// threads: the first reading happens under a lock.
final class DeferredTimeZone: @unchecked Sendable {
    private let lock = NSLock()
    private var made: TimeZone?
    private var make: (() -> TimeZone)?

    init(_ make: @escaping () -> TimeZone) { self.make = make }

    var zone: TimeZone {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let zone = make?() ?? TimeZoneSource.utcZone
        made = zone
        make = nil
        return zone
    }
}
