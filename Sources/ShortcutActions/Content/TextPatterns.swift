import Foundation
import ShortcutEngine

/// Addresses and phone numbers written in text, for Get Email Addresses / Phone Numbers from Input.
enum TextPatterns {
    /// Most matches one text yields.
    static let limit = 10_000

    /// `name@host.tld` (a `mailto:` prefix is left out).
    static let email = try? NSRegularExpression(pattern: #"(?i)[a-z0-9._%+\-]+@[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}"#)
    /// A run of 7 to 15 digits with the usual separators: `+44 20 7946 0958`, `(555) 123-4567`.
    static let phone = try? NSRegularExpression(pattern: #"(?<![\w+])\+?\(?\d[\d\s().\-]{5,}\d(?!\w)"#)

    /// Every match of `pattern` in the text of each item, keeping for phones 7–15 digits.
    static func matches(_ pattern: NSRegularExpression?, in input: Value, context: ActionContext, digits: ClosedRange<Int>? = nil)
        throws(ActionFailure) -> [Value]
    {
        guard let pattern else { return [] }
        var found: [Value] = []
        for item in input.items {
            let text = try context.limitedText(item)
            var matched = 0
            // Matched under the run's clock (`BoundedRegex`), as patterns from a workflow are.
            try BoundedRegex(compiled: pattern).forEachMatch(in: text, context: context) { match in
                matched += 1
                guard let range = Range(match.range, in: text) else { return matched < limit }
                let hit = String(text[range]).trimmingCharacters(in: .whitespaces)
                if let digits, !digits.contains(hit.filter(\.isNumber).count) { return matched < limit }
                found.append(.text(hit))
                return matched < limit
            }
        }
        return found
    }
}
