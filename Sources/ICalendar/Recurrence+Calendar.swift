import Foundation

extension Recurrence {
    /// Every occurrence of every VEVENT and VTODO of `calendar` meeting [from, to), in start order:
    /// the components of one UID with a RECURRENCE-ID override instances of the one without; an
    /// override whose master is missing stands on its own. At most limits' instance count in all.
    public static func occurrences(
        in calendar: CalendarComponent, zones: CalendarZones, from: Date, to: Date, limits: ICalendarLimits = .init()
    ) throws(ICalendarError) -> [Occurrence] {
        var result: [Occurrence] = []
        for name in ["VEVENT", "VTODO"] {
            let components = calendar.components(named: name)
            var masters: [CalendarComponent] = []
            var overrides: [String: [CalendarComponent]] = [:]
            for component in components {
                if component.property("RECURRENCE-ID") == nil {
                    masters.append(component)
                } else {
                    overrides[component.property("UID")?.value ?? "", default: []].append(component)
                }
            }
            let masterIDs = Set(masters.compactMap { $0.property("UID")?.value })
            for master in masters {
                let own = master.property("UID").flatMap { overrides[$0.value] } ?? []
                result += try occurrences(of: master, overrides: own, zones: zones, from: from, to: to, limits: limits)
            }
            for (uid, orphans) in overrides where !masterIDs.contains(uid) {
                for orphan in orphans {
                    result += try occurrences(of: orphan, overrides: [], zones: zones, from: from, to: to, limits: limits)
                }
            }
            guard result.count <= limits.recurrenceInstances else {
                throw ICalendarError(
                    "more than \(limits.recurrenceInstances) occurrences in the range (ICalendarLimits.recurrenceInstances)")
            }
        }
        return result.sorted { ($0.start, $0.end ?? $0.start) < ($1.start, $1.end ?? $1.start) }
    }
}
