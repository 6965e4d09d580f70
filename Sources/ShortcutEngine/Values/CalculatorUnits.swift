import NaturalCalc

/// The calculator's unit table as the importer asks about it (which does not see `NaturalCalc`).
public enum CalculatorUnits {
    /// Whether the calculator knows a unit by this symbol or name (`MB`, `km`, `°F`).
    public static func knows(_ unit: String) -> Bool { MeasurementUnit(named: unit) != nil }
}
