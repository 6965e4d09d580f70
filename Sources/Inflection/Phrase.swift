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

    /// Index (into `words`) of the noun that carries the number in a compound.
    static func head(of words: [String]) -> Int {
        guard words.count > 1 else { return 0 }
        // `mother-in-law`, `meter per second`: the head precedes the first preposition.
        var end = words.count
        if let p = words.indices.dropFirst().first(where: { Lexicon.prepositions.contains(words[$0]) }) {
            let isTrailingParticle = p == words.count - 1 && Lexicon.particles.contains(words[p])
            let agent = words[p - 1].hasSuffix("er") || words[p - 1].hasSuffix("ers")
            if !isTrailingParticle || agent { end = p }
        }
        // `Governor-General`, `court martial`, `degree celsius`: an adjective follows the head.
        if end >= 2, let heads = Lexicon.postpositive[words[end - 1]],
            heads.contains(words[end - 2]) || heads.contains(String(words[end - 2].dropLast()))
        {
            return end - 2
        }
        return end - 1
    }
}
