/// English title case in the APA manner: words of four or more letters are capitalised;
/// short articles, conjunctions and prepositions stay lower case unless first, last, or after a colon.
struct TitleCase: Sendable {
    let casing: Casing

    static let smallWords: Set<String> = [
        "a", "an", "the", "and", "but", "or", "nor", "for", "so", "yet", "as", "at", "by", "in",
        "of", "off", "on", "per", "to", "up", "via", "vs", "vs.", "v.", "en", "if",
    ]

    func apply(_ text: String) -> String {
        // A shouted title would otherwise be kept whole as "acronyms".
        let source = casing.isAllUpper(text) ? casing.lower(text) : text
        let words = source.split(whereSeparator: \.isWhitespace)
        let wordCount = words.count
        var index = 0
        var forceCapital = true
        return casing.mapWords(source) { word in
            guard !word.isEmpty else { return "" }
            defer { index += 1 }
            let isEdge = index == 0 || index == wordCount - 1
            let result = titleWord(word, edge: isEdge || forceCapital)
            forceCapital = word.last.map { ":!?—".contains($0) } ?? false
            return result
        }
    }

    /// One word, hyphenated parts handled separately (`Step-by-Step`, `Self-Driving`).
    private func titleWord(_ word: Substring, edge: Bool) -> String {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        return parts.enumerated().map { i, part in
            let core = part.filter { $0.isLetter || $0 == "." }
            if Casing.isAcronym(part) || Casing.hasInnerCapital(part) { return String(part) }
            let small = Self.smallWords.contains(casing.lower(core))
            if small && !(edge && i == 0) && !(edge && i == parts.count - 1 && parts.count == 1) {
                return casing.lower(part)
            }
            return casing.capitalized(part)
        }.joined(separator: "-")
    }
}
