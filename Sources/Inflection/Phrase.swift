/// A word or separator run inside a phrase; separators are spaces, hyphens and underscores.
struct PhrasePart: Sendable {
    var text: Substring
    let isWord: Bool
}

enum Phrase {
    static func split(_ text: String) -> [PhrasePart] {
        var parts: [PhrasePart] = []
        var start = text.startIndex
        var inWord: Bool?
        for i in text.indices {
            let sep = isSeparator(text[i])
            if inWord == nil { inWord = !sep }
            if sep == inWord! {
                parts.append(PhrasePart(text: text[start..<i], isWord: inWord!))
                start = i
                inWord = !sep
            }
        }
        if let inWord, start < text.endIndex { parts.append(PhrasePart(text: text[start...], isWord: inWord)) }
        return parts
    }

    static func isSeparator(_ c: Character) -> Bool {
        if let a = c.asciiValue { return a == 0x20 || a == 0x2D || a == 0x5F || (a >= 0x09 && a <= 0x0D) }
        return c.isWhitespace
    }

    /// Index (into `words`) of the noun that carries the number in a compound. The head comes
    /// first when a preposition, a particle or a postpositive adjective follows it:
    /// * a preposition inside the compound ends the head (`mother-in-law`, `meter per second`,
    ///   `bride-to-be`);
    /// * a particle (or a preposition at the end) follows the head only when that is an agent noun
    ///   (`runner-up`, `passer-by`, `hanger-on`); after a verb it ends the noun (`take-off`, `stand-by`);
    /// * a postpositive adjective follows its noun (`attorney general`, `court martial`, `heir apparent`).
    static func head(of words: [String]) -> Int {
        guard words.count > 1 else { return 0 }
        var end = words.count
        if let p = words.indices.dropFirst().first(where: { isParticle(words[$0]) }) {
            let inside = p < words.count - 1 && Lexicon.prepositions.contains(words[p])
            if inside || isAgentNoun(words[p - 1]) { end = p }
        }
        if end >= 2, isPostpositive(words[end - 1], after: words[end - 2]) { return end - 2 }
        return end - 1
    }

    /// A preposition or adverb particle.
    static func isParticle(_ word: String) -> Bool {
        Lexicon.prepositions.contains(word) || Lexicon.particles.contains(word)
    }

    /// `runner`, `passers`, `hanger`, `visitor`: a noun of one who does something (`-er`, `-or`),
    /// singular or plural. Not `cover`, `power`: no verb ends in `v` or `ow` before an `-er`.
    static func isAgentNoun(_ word: String) -> Bool {
        let w = word.hasSuffix("s") ? String(word.dropLast()) : word
        guard w.count > 3, w.hasSuffix("er") || w.hasSuffix("or") else { return false }
        let stem = w.dropLast(2)
        return !stem.hasSuffix("v") && !stem.hasSuffix("ow")
    }

    /// Whether `adjective` follows `noun` as its postpositive qualifier.
    static func isPostpositive(_ adjective: String, after noun: String) -> Bool {
        if let heads = Lexicon.postpositiveAfter[adjective] {
            // the noun as written, or its plural (`pounds`, `notaries`) read back
            let stem = noun.hasSuffix("ies") ? String(noun.dropLast(3)) + "y" : String(noun.dropLast())
            return heads.contains(noun) || heads.contains(stem)
        }
        guard Lexicon.postpositiveAdjectives.contains(adjective), !Lexicon.determiners.contains(noun), !noun.hasSuffix("ly"),
            noun.first?.isLetter == true
        else { return false }
        if adjective == "general" {
            return !Lexicon.ranksBeforeGeneral.contains(noun) && !Lexicon.ranksBeforeGeneral.contains(String(noun.dropLast()))
        }
        return true
    }
}
