extension Casing {
    /// Sentence case: lower case except each sentence's first letter, the pronoun I,
    /// and words that look like acronyms or brand names (NASA, iPhone).
    func sentence(_ text: String) -> String {
        let shouting = isAllUpper(text)
        var startOfSentence = true
        return mapWords(text) { word in
            guard word.contains(where: \.isLetter) else { return String(word) }
            let keep = !shouting && (Self.isAcronym(word) || Self.hasInnerCapital(word))
            var result = keep ? String(word) : lower(word)
            if startOfSentence || word == "I" || word.hasPrefix("I'") { result = capitalized(result) }
            startOfSentence = word.last.map { ".!?".contains($0) } ?? false
            return result
        }
    }

    /// True when every cased letter is upper case and there are at least two letters.
    func isAllUpper(_ text: some StringProtocol) -> Bool {
        let cased = text.filter(\.isCased)
        return cased.count > 1 && cased.allSatisfy(\.isUppercase)
    }

    static func isAcronym(_ word: some StringProtocol) -> Bool {
        let letters = word.filter(\.isCased)
        return letters.count > 1 && letters.allSatisfy(\.isUppercase)
    }

    /// iPhone, McDonald, eBay: an upper-case letter after the first letter among lower-case ones.
    static func hasInnerCapital(_ word: some StringProtocol) -> Bool {
        let letters = Array(word.filter(\.isCased))
        return letters.count > 1 && letters.dropFirst().contains(where: \.isUppercase) && letters.contains(where: \.isLowercase)
    }

    /// Splits at non-alphanumerics and camelCase humps, then joins in an identifier style.
    func joinIdentifier(_ text: String, style: CaseStyle) -> String {
        let words = Self.identifierWords(text)
        switch style {
        case .snake: return words.map { lower($0) }.joined(separator: "_")
        case .kebab: return words.map { lower($0) }.joined(separator: "-")
        case .pascal: return words.map { hump($0) }.joined()
        default: return words.enumerated().map { i, w in i == 0 ? lower(w) : hump(w) }.joined()
        }
    }

    /// A word inside camelCase: capital first letter, unless it starts with a digit (`2nd`).
    private func hump(_ word: Substring) -> String {
        word.first?.isLetter == true ? capitalized(lower(word)) : lower(word)
    }

    /// `XMLHttpRequest2 file` → [XML, Http, Request2, file].
    static func identifierWords(_ text: String) -> [Substring] {
        var words: [Substring] = []
        let chars = Array(text.indices)
        var start: String.Index?
        for (n, i) in chars.enumerated() {
            let ch = text[i]
            let isPart = ch.isLetter || ch.isNumber
            if !isPart {
                if let s = start { words.append(text[s..<i]); start = nil }
                continue
            }
            if let s = start, n > 0, ch.isUppercase {
                let prev = text[chars[n - 1]]
                let nextLower = n + 1 < chars.count && text[chars[n + 1]].isLowercase
                if prev.isLowercase || prev.isNumber || (prev.isUppercase && nextLower) {
                    words.append(text[s..<i])
                    start = i
                }
            }
            if start == nil { start = i }
        }
        if let s = start { words.append(text[s...]) }
        return words
    }
}
