import Foundation

extension Evaluator {
    /// How far the clock of `to`'s zone is ahead of `from`'s at `now` (negative when behind), as a
    /// duration: `time difference between London and Tokyo` → `9 hours` in November. Each value is
    /// the time now in a place; one without a zone is the local time.
    func timeDifference(_ from: Value, _ to: Value) throws -> Value {
        let seconds = zone(of: to).secondsFromGMT(for: options.now) - zone(of: from).secondsFromGMT(for: options.now)
        return .duration([DurationPart(amount: Decimal(seconds), unit: UnitTable.second)])
    }

    /// The zone a time now is shown in: the place's, else the options' zone.
    private func zone(of value: Value) -> TimeZone {
        if case .time(_, let zone?) = value.plain { return zone }
        return options.timeZone
    }
}
