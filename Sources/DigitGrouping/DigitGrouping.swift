/// Thousands grouping, written once for every place that shows a count or a number's digits:
/// progress lines, limits, value summaries, the actions' number text, the calculator's answers
/// and image limits.
public enum DigitGrouping {
    /// `digits` with `separator` between each group of three from the right: `1234567` →
    /// `1,234,567`. The digits are taken as they are (no sign, no decimal point).
    public static func grouped(_ digits: some StringProtocol, separator: Character = ",") -> String {
        var out = ""
        out.reserveCapacity(digits.count + digits.count / 3)
        let count = digits.count
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (count - offset) % 3 == 0 { out.append(separator) }
            out.append(digit)
        }
        return out
    }

    /// A whole number with its thousands grouped: `-48213` → `-48,213`.
    public static func grouped(_ number: Int, separator: Character = ",") -> String {
        (number < 0 ? "-" : "") + grouped(String(number.magnitude), separator: separator)
    }
}
