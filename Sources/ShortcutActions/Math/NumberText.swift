import DigitGrouping
import Foundation
import ShortcutEngine

/// Numbers written with a fixed count of decimal places, as Format Number and Format File Size
/// show them (en-US marks: ',' groups thousands, '.' is the decimal point).
enum FixedPlaces {
    /// `value` rounded to `places` (half to even, as Foundation's number formatter rounds by
    /// default), written with exactly `places` digits after the point unless `trimZeros`, with
    /// thousands grouped when `grouping`. A result that rounds to zero has no minus sign.
    static func text(
        _ value: Decimal, places: Int, grouping: Bool, trimZeros: Bool = false, mode: NSDecimalNumber.RoundingMode = .bankers
    ) -> String {
        var source = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, places, mode)
        let negative = rounded < 0
        let digits = (negative ? -rounded : rounded).description
        let parts = digits.split(separator: ".", maxSplits: 1)
        var whole = String(parts.first ?? "0")
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction.count < places { fraction += String(repeating: "0", count: places - fraction.count) }
        if trimZeros { while fraction.hasSuffix("0") { fraction.removeLast() } }
        if grouping { whole = DigitGrouping.grouped(whole) }
        let sign = negative ? "-" : ""
        return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
    }
}
