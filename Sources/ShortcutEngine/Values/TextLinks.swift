import Foundation

/// The links written inside a text, as Get URLs from Input and text → URL read them: anything
/// with a scheme (`https://…`, `mailto:…`, `shortcuts://…`) and bare `www.` hosts (read as
/// `http://`). Trailing sentence punctuation and an unmatched closing bracket are not part of a link.
enum TextLinks {
    /// Most links one text yields.
    static let limit = 10_000

    private static let pattern: NSRegularExpression? = try? NSRegularExpression(
        pattern:
            #"(?i)\b(?:[a-z][a-z0-9+.\-]*://[^\s<>"'`]+|(?:mailto|tel|sms|data):[^\s<>"'`]+|www\.[a-z0-9\-]+(?:\.[a-z0-9\-]+)+[^\s<>"'`]*)"#
    )

    /// Every link in `text`, in order.
    static func all(in text: String) -> [String] {
        guard let pattern else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        var links: [String] = []
        for match in pattern.matches(in: text, range: range).prefix(limit) {
            guard let found = Range(match.range, in: text) else { continue }
            var link = String(text[found])
            while let last = link.last, ".,;:!?".contains(last) { link.removeLast() }
            for (open, close) in [("(", ")"), ("[", "]")] where link.hasSuffix(close) {
                if link.filter({ String($0) == close }).count > link.filter({ String($0) == open }).count { link.removeLast() }
            }
            if link.lowercased().hasPrefix("www.") { link = "http://" + link }
            links.append(link)
        }
        return links
    }
}

/// Text as key-value pairs: `foo=bar&baz=biz`, each side percent-decoded and `+` read as a space
/// (Get Dictionary from Input's second form). Nil when any pair has no `=` or the text has spaces.
enum TextPairs {
    static func dictionary(_ text: String) -> ValueDictionary? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace), trimmed.contains("=") else { return nil }
        var dictionary = ValueDictionary()
        for pair in trimmed.split(separator: "&", omittingEmptySubsequences: true) {
            let sides = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard sides.count == 2, !sides[0].isEmpty else { return nil }
            dictionary[decoded(sides[0])] = .text(decoded(sides[1]))
        }
        return dictionary
    }

    private static func decoded(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
