import Foundation

/// A whole count in English words (ICU's spell-out rules): Format Duration's Spell Out style and
/// Pluralize's Count in Words.
enum SpelledCount {
    /// 1,066 → "one thousand sixty-six".
    static func english(_ count: UInt64) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .spellOut
        formatter.locale = Locale(identifier: "en_US")
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }
}
