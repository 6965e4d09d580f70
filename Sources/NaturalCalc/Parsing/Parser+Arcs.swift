import Foundation

/// Degrees, minutes and seconds: on a line that writes a degree sign, a prime after a number is
/// an arcminute and a double prime an arcsecond (`38° 53′ 23″`, `38° + 53' + 23"`); anywhere
/// else they stay feet and inches (`5'10"`).
extension Parser {
    /// The arcminute and arcsecond as DMS writes them.
    static let arcminute = UnitDef("′", "′", .angle1, UnitTable.degree.factor / 60)
    static let arcsecond = UnitDef("″", "″", .angle1, UnitTable.degree.factor / 3600)

    /// Whether the line writes a degree sign, so primes measure angles.
    var writesDegrees: Bool { tokens.contains { $0.text == "°" } }

    /// `53′` on a line with degrees: the amount before a prime as arcminutes, or before a double
    /// prime as arcseconds. Nil when the next token is neither or the line has no degrees.
    mutating func parseArcPart(_ amount: Expr) -> Expr? {
        // The mark first: scanning the line for a degree sign is only worth it after one.
        guard let t = peek, t.isSymbol("'") || t.isSymbol("\""), writesDegrees else { return nil }
        pos += 1
        return .withUnit(amount, UnitExpr(t.isSymbol("'") ? Parser.arcminute : Parser.arcsecond))
    }

    /// After `38°`: the minutes and seconds written next to it (`38° 53′ 23″`), as parts of one angle.
    mutating func parseArcParts(after degrees: Expr) -> Expr {
        var parts = [degrees]
        while let n = peek, case .number(let v, _) = n.kind, let mark = peek(1), mark.isSymbol("'") || mark.isSymbol("\"") {
            pos += 1
            guard let part = parseArcPart(.number(v, .decimal, scaled: false)) else { break }
            parts.append(part)
        }
        return parts.count == 1 ? degrees : .sum(parts)
    }
}
