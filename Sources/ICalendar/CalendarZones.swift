import Foundation

/// The time zones a file defines and how a TZID resolves: to a VTIMEZONE of the file with that
/// TZID (evaluated by its observances), else to an IANA zone of that name (also after a prefix such
/// as `/mozilla.org/20050126_1/` or `/citadel.org/20190914_1/`), else to the fallback zone. The
/// fallback is also the zone floating times and dates are read in.
public struct CalendarZones: Sendable {
    /// How one zone turns instants into offsets.
    enum Rule: Sendable {
        case foundation(TimeZone)
        case defined(ZoneDefinition)

        /// The UTC offset (seconds east) at an instant (seconds since 1970 UTC).
        func offset(at instant: Int) -> Int {
            switch self {
            case .foundation(let zone): return zone.secondsFromGMT(for: LocalTime.date(instant))
            case .defined(let definition): return definition.offset(at: instant)
            }
        }

        /// The instant of a wall-clock time in this zone (RFC 5545 section 3.3.5 for gaps and overlaps).
        func instant(of local: CivilDateTime) -> Int {
            LocalTime.instant(local: local.epochSeconds, offsetAt: offset(at:))
        }

        /// The wall-clock time of an instant in this zone.
        func local(of instant: Int) -> CivilDateTime { CivilDateTime(epochSeconds: instant + offset(at: instant)) }
    }

    /// The zone floating times, dates and unknown TZIDs are read in.
    public let fallback: TimeZone
    private let definitions: [String: ZoneDefinition]
    private let resolved: [String: Rule]

    /// The zones `calendar` defines (its VTIMEZONE components) and every TZID it uses, resolved once.
    public init(_ calendar: CalendarComponent, fallback: TimeZone) {
        self.fallback = fallback
        var definitions: [String: ZoneDefinition] = [:]
        var used = Set<String>()
        var pending = [calendar]
        var visited = 0
        while let component = pending.popLast(), visited < 1_000_000 {
            visited += 1
            if component.name == "VTIMEZONE", let definition = ZoneDefinition(component) {
                definitions[definition.identifier] = definitions[definition.identifier] ?? definition
            }
            for property in component.properties { if let zone = property.parameter("TZID") { used.insert(zone) } }
            pending.append(contentsOf: component.components)
        }
        self.definitions = definitions
        var resolved: [String: Rule] = [:]
        for zone in used { resolved[zone] = CalendarZones.resolve(zone, definitions: definitions, fallback: fallback) }
        self.resolved = resolved
    }

    /// Zones with no definitions of their own: TZIDs resolve to IANA zones or `fallback`.
    public init(fallback: TimeZone) {
        self.init(CalendarComponent(name: "VCALENDAR"), fallback: fallback)
    }

    /// The zone rule of a TZID (nil: the fallback zone).
    func rule(_ zone: String?) -> Rule {
        guard let zone else { return .foundation(fallback) }
        return resolved[zone] ?? CalendarZones.resolve(zone, definitions: definitions, fallback: fallback)
    }

    /// The rule a TZID resolves to, in the documented order.
    private static func resolve(_ zone: String, definitions: [String: ZoneDefinition], fallback: TimeZone) -> Rule {
        if let definition = definitions[zone] { return .defined(definition) }
        if let found = ianaZone(zone) { return .foundation(found) }
        return .foundation(fallback)
    }

    /// An IANA zone of that name, or of a tail of it after a `/vendor/version/` prefix.
    static func ianaZone(_ name: String) -> TimeZone? {
        let trimmed = name.trimmingSpaces
        if !trimmed.hasPrefix("/"), let zone = TimeZone(identifier: trimmed) { return zone }
        let parts = trimmed.split(separator: "/")
        for drop in 1..<max(1, parts.count) {
            let tail = parts.dropFirst(drop).joined(separator: "/")
            // A zone name has a letter in its first part ("America/…", "UTC"), never only digits.
            guard tail.first?.isLetter == true else { continue }
            if let zone = TimeZone(identifier: tail) { return zone }
        }
        return nil
    }

    /// The rule a time is read in: its TZID's, UTC's, or the fallback's.
    func rule(for time: CalendarTime) -> Rule {
        switch time {
        case .zoned(_, let zone): return rule(zone)
        case .utc: return .foundation(TimeZone(secondsFromGMT: 0) ?? fallback)
        case .date, .floating: return .foundation(fallback)
        }
    }

    /// The instant in whole seconds since 1970 UTC.
    func seconds(_ time: CalendarTime) -> Int {
        if case .utc(let value) = time { return value.epochSeconds }
        return rule(for: time).instant(of: time.civil)
    }

    /// The instant a time names; a date is its midnight in the fallback zone.
    public func date(_ time: CalendarTime) -> Date { LocalTime.date(seconds(time)) }

    /// An instant written back: in UTC (`…Z`) when `zone` is nil, a date in the fallback zone when
    /// `allDay`, else the wall-clock time in `zone` with its identifier as TZID.
    public func time(_ date: Date, allDay: Bool, zone: TimeZone?) -> CalendarTime {
        let instant = LocalTime.seconds(date)
        if allDay {
            let local = Rule.foundation(fallback).local(of: instant)
            return .date(year: local.year, month: local.month, day: local.day)
        }
        guard let zone else { return .utc(CivilDateTime(epochSeconds: instant)) }
        return .zoned(Rule.foundation(zone).local(of: instant), zone: zone.identifier)
    }

    /// The wall-clock time of `date` in the zone `like` is read in (its TZID's, UTC's or the fallback's).
    public func local(_ date: Date, like time: CalendarTime) -> CivilDateTime {
        rule(for: time).local(of: LocalTime.seconds(date))
    }
}
