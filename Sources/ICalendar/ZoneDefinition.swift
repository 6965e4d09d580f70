/// A VTIMEZONE of a file evaluated (RFC 5545 section 3.6.5): its STANDARD and DAYLIGHT
/// observances, each with an onset (DTSTART, in the local time of TZOFFSETFROM), TZOFFSETFROM,
/// TZOFFSETTO, and an RRULE and RDATEs repeating the onset. The offset in force at an instant is
/// the TZOFFSETTO of the observance with the latest onset at or before it; before every onset,
/// the TZOFFSETFROM of the earliest. This is how Outlook's "W. Europe Standard Time" is read.
struct ZoneDefinition: Sendable {
    /// One STANDARD or DAYLIGHT sub-component.
    struct Observance: Sendable {
        var start: CivilDateTime
        var offsetFrom: Int
        var offsetTo: Int
        var rule: RecurrenceRule?
        /// RDATE onsets as instants (seconds since 1970 UTC).
        var dates: [Int]
    }

    /// The TZID.
    let identifier: String
    let observances: [Observance]

    /// How many candidate iterations one onset search may take; past it the rule gives no more onsets.
    static let iterationBudget = 100_000

    /// The definition a VTIMEZONE gives, or nil without a TZID or a usable observance.
    init?(_ component: CalendarComponent) {
        guard let identifier = component.property("TZID")?.value.trimmingSpaces, !identifier.isEmpty else { return nil }
        self.identifier = identifier
        var observances: [Observance] = []
        for child in component.components where child.name == "STANDARD" || child.name == "DAYLIGHT" {
            guard let startProperty = child.property("DTSTART"), let start = try? CalendarTime(startProperty),
                let from = child.property("TZOFFSETFROM").flatMap({ ZoneDefinition.offset($0.value) }),
                let to = child.property("TZOFFSETTO").flatMap({ ZoneDefinition.offset($0.value) })
            else { continue }
            let rule = child.property("RRULE").flatMap { try? RecurrenceRule($0.value) }
            var dates: [Int] = []
            for property in child.properties(named: "RDATE") {
                for time in (try? CalendarTime.list(property)) ?? [] {
                    if case .utc(let value) = time {
                        dates.append(value.epochSeconds)
                    } else {
                        dates.append(time.civil.epochSeconds - from)
                    }
                }
            }
            observances.append(Observance(start: start.civil, offsetFrom: from, offsetTo: to, rule: rule, dates: dates))
        }
        guard !observances.isEmpty else { return nil }
        self.observances = observances
    }

    /// A UTC offset as written (`+0100`, `-0530`, `+013045`) in seconds, or nil.
    static func offset(_ text: String) -> Int? {
        let trimmed = text.trimmingSpaces
        guard let sign = trimmed.first, sign == "+" || sign == "-" else { return nil }
        let digits = Array(trimmed.dropFirst())
        guard digits.count == 4 || digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let values = stride(from: 0, to: digits.count, by: 2).compactMap { Int(String(digits[$0...($0 + 1)])) }
        guard values.count == digits.count / 2 else { return nil }
        let seconds = values[0] * 3600 + values[1] * 60 + (values.count > 2 ? values[2] : 0)
        return sign == "-" ? -seconds : seconds
    }

    /// The UTC offset in force at `instant` (seconds since 1970 UTC).
    func offset(at instant: Int) -> Int {
        var latest: (onset: Int, offset: Int)?
        for observance in observances {
            guard let onset = latestOnset(of: observance, atOrBefore: instant) else { continue }
            if latest == nil || onset > (latest?.onset ?? onset) { latest = (onset, observance.offsetTo) }
        }
        if let latest { return latest.offset }
        let earliest = observances.min { $0.start.epochSeconds - $0.offsetFrom < $1.start.epochSeconds - $1.offsetFrom }
        return earliest?.offsetFrom ?? 0
    }

    /// The instant of the last onset of `observance` at or before `instant`, or nil.
    private func latestOnset(of observance: Observance, atOrBefore instant: Int) -> Int? {
        let first = observance.start.epochSeconds - observance.offsetFrom
        guard first <= instant else { return observance.dates.filter { $0 <= instant }.max() }
        var latest = first
        if let extra = observance.dates.filter({ $0 <= instant }).max() { latest = max(latest, extra) }
        guard let rule = observance.rule else { return latest }
        let target = CivilDateTime(epochSeconds: instant + observance.offsetFrom)
        let from = CivilDateTime(epochSeconds: instant + observance.offsetFrom - 400 * 86_400)
        let until = rule.until
        var expansion = RecurrenceExpansion(
            rule: rule, start: observance.start, allDay: false, maximumIterations: Self.iterationBudget
        ) { local in
            guard let until else { return false }
            if case .utc(let value) = until { return local.epochSeconds - observance.offsetFrom > value.epochSeconds }
            return until.isDate ? local.dayNumber > until.civil.dayNumber : local > until.civil
        }
        try? expansion.run(from: from, through: target) { local in
            let onset = local.epochSeconds - observance.offsetFrom
            guard onset <= instant else { return false }
            latest = max(latest, onset)
            return true
        }
        return latest
    }
}
