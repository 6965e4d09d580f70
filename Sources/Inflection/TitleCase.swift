/// English title case: the words of `minorWords` stay lower case unless first, last, or after a
/// colon; every other word is capitalised. APA's list (`smallWords`) keeps short articles,
/// conjunctions and prepositions lower case; MLA's (`mlaMinorWords`) every preposition, whatever
/// its length, with the articles, the coordinating conjunctions and the infinitive's `to`.
struct TitleCase: Sendable {
    let casing: Casing
    var minorWords: Set<String> = TitleCase.smallWords

    /// MLA Handbook (9th ed.) §1.2: articles, prepositions, coordinating conjunctions and `to`.
    static let mlaMinorWords: Set<String> = [
        "a", "an", "the", "and", "but", "for", "nor", "or", "so", "yet", "to", "about", "above", "across", "after",
        "against", "along", "amid", "among", "around", "as", "at", "before", "behind", "below", "beneath", "beside",
        "besides", "between", "beyond", "by", "concerning", "despite", "down", "during", "except", "from", "in", "inside",
        "into", "like", "near", "of", "off", "on", "onto", "opposite", "out", "outside", "over", "past", "per", "regarding",
        "round", "since", "than", "through", "throughout", "till", "toward", "towards", "under", "underneath", "unlike",
        "until", "unto", "up", "upon", "versus", "via", "with", "within", "without",
    ]

    /// Prepositions of one to three letters.
    static let shortPrepositions: Set<String> = [
        "as", "at", "by", "for", "in", "of", "off", "on", "out", "per", "to", "up", "via",
    ]

    /// AP Stylebook ("Composition titles"): capitalise principal words and every word of four
    /// letters or more; articles, conjunctions and prepositions of three letters or fewer stay lower case.
    static let apMinorWords: Set<String> = Set(["a", "an", "the", "and", "but", "for", "nor", "or", "so", "yet", "if"])
        .union(shortPrepositions)

    /// APA Publication Manual (7th ed.) §6.17: minor words of three letters or fewer (articles,
    /// short coordinating conjunctions, short prepositions) stay lower case.
    static let apaMinorWords: Set<String> = Set(["a", "an", "the", "and", "as", "but", "for", "if", "nor", "or", "so", "yet"])
        .union(shortPrepositions)

    /// Chicago Manual of Style (17th ed.) §8.159: articles, prepositions whatever their length, the
    /// coordinating conjunctions and, but, for, or, nor (not so or yet), and to and as stay lower case.
    static let chicagoMinorWords: Set<String> = mlaMinorWords.subtracting(["so", "yet"]).union(["as", "to"])

    /// AMA Manual of Style (11th ed.) §10.2: articles, coordinating conjunctions and prepositions of
    /// three letters or fewer, and to in infinitives, stay lower case.
    static let amaMinorWords: Set<String> = Set(["a", "an", "the", "and", "but", "for", "nor", "or", "so", "yet"])
        .union(shortPrepositions)

    /// The New York Times Manual of Style and Usage ("headlines"): a, and, as, at, but, by, en, for,
    /// if, in, of, on, or, the, to, v., via and vs. stay lower case; every other word is capitalised.
    static let nytMinorWords: Set<String> = [
        "a", "and", "as", "at", "but", "by", "en", "for", "if", "in", "of", "on", "or", "the", "to", "v.", "via", "vs.", "vs",
    ]

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
            let small = minorWords.contains(casing.lower(core))
            if small && !(edge && i == 0) && !(edge && i == parts.count - 1 && parts.count == 1) {
                return casing.lower(part)
            }
            return casing.capitalized(part)
        }.joined(separator: "-")
    }
}
