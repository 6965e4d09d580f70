import NaturalCalc
import ShortcutEngine

extension AdjustDateAction {
    /// The amount and unit a whole duration gives (`duration`): a bare number counts seconds, the
    /// default unit of Apple's Duration field (`DefaultUnit` sec in WFActions.plist); a measurement
    /// in one of the action's units (`90 min`, `2 hours`, `1 month`) keeps it, so months and years
    /// stay calendar units; any other unit of time (`500 ms`, `2 fortnights`) counts its seconds.
    static func amountAndUnit(of duration: String) throws(ActionFailure) -> (Number, Unit) {
        let text = duration.trimmingCharacters(in: .whitespacesAndNewlines)
        if let bare = Number(parsing: text) { return (bare, .seconds) }
        let measurement = try MeasurementText.parse(text, parameter: Self.duration.key)
        guard MeasurementUnitType.duration.contains(measurement.unit) else {
            throw ActionFailure(DateFailure.notATimeUnit(measurement.unitName), parameter: Self.duration)
        }
        if let named = Unit.parameterChoices?.canonical(measurement.unitName).flatMap(Unit.init(rawValue:)) {
            return (measurement.amount, named)
        }
        guard let second = MeasurementUnit(named: "s"),
            let seconds = try? measurement.unit.convert(measurement.amount.decimal, to: second)
        else {
            throw ActionFailure(MeasurementFailure.unknownUnit(measurement.unitName), parameter: Self.duration)
        }
        return (Number(seconds), .seconds)
    }
}
