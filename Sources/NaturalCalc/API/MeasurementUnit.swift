import Foundation

/// One unit of the calculator's unit table (`km`, `°F`, `mph`, `GiB`…), for callers outside the
/// calculator: Shortcuts' Measurement and Convert Measurement use these, so the project has one
/// set of units. Currencies are not measurements and are not offered here.
public struct MeasurementUnit: Sendable, Hashable {
    let expr: UnitExpr

    /// The unit a name or symbol stands for, as the calculator reads it (`km`, `kilometres`,
    /// `mph`, `°C`), or as Foundation writes it (`smi`, `m²`, `km/h`: `FoundationUnitSymbols`);
    /// nil for a name it does not know.
    public init?(named name: String) {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        if let foundation = FoundationUnitSymbols.named(trimmed) {
            expr = foundation
        } else if let unit = UnitTable.lookup(trimmed, rates: .builtIn) {
            guard unit.currency == nil else { return nil }
            expr = UnitExpr(unit)
        } else if let speed = UnitTable.expansion(trimmed) {
            expr = speed
        } else if let compound = FoundationUnitSymbols.compound(trimmed) {
            expr = compound
        } else {
            return nil
        }
    }

    /// How the unit is written after an amount (`km`, `°C`, `hours` for 2, `hour` for 1).
    public func symbol(for amount: Decimal) -> String { expr.display(amount: amount) }

    /// The kind of quantity in words, for messages: `a length`, `a temperature`.
    public var kind: String { expr.dimension.name }

    /// Whether amounts in this unit convert into `other` (same dimension).
    public func isSameKind(as other: MeasurementUnit) -> Bool { expr.dimension == other.expr.dimension }

    /// `amount` of this unit expressed in `other`, as the calculator's `in` converts it
    /// (temperatures by their zero points); a different kind is a `CalcError` naming both kinds.
    public func convert(_ amount: Decimal, to other: MeasurementUnit) throws(CalcError) -> Decimal {
        do {
            return try Evaluator(options: CalcOptions(), variables: [:]).convertAmount(amount, from: expr, to: other.expr)
        } catch let error as CalcError {
            throw error
        } catch {
            throw CalcError.wrap(error)
        }
    }
}
