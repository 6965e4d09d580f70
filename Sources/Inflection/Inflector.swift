import Foundation

/// Pluralises and singularises English words and phrases, keeping their capitalisation.
///
/// Text without any Latin letter (empty, digits, punctuation, CJK, Arabic) comes back unchanged;
/// so do words already in the requested number (`apples`, `people`).
public struct Inflector: Sendable {
    /// Whether Latin and Greek forms are preferred (`cactus` → `cacti` is default; `stadium` → `stadia` only here).
    public let classical: Bool
    private let rules: WordRules

    /// Creates an inflector; `classical` picks classical plurals (`octopodes`, `brethren`, `stadia`).
    public init(classical: Bool = false) {
        self.classical = classical
        self.rules = classical ? WordRules.classicalRules : WordRules.modern
    }

    /// The plural of a word or phrase: `person` → `people`, `mother-in-law` → `mothers-in-law`.
    public func plural(_ text: String) -> String { inflect(text, to: .plural) }

    /// The singular of a word or phrase: `People` → `Person`, `feet per second` → `foot per second`.
    public func singular(_ text: String) -> String { inflect(text, to: .singular) }

    /// Singular when `count` (as typed: `1`, `-1`, `1.0`, `one`, `each`) means exactly one, else plural.
    public func inflect(_ text: String, count: String) -> String {
        CountText.isSingular(count) ? singular(text) : plural(text)
    }

    /// `count` and the noun agreeing with it, the count kept verbatim: (`1,066`, `count`) → `1,066 counts`.
    public func phrase(count: String, noun: String) -> String {
        count + " " + inflect(noun, count: count)
    }

    /// Inflects text that starts with a count: `3 apple` → `3 apples`, `1 people` → `1 person`.
    /// Without a leading count the text is pluralised.
    public func inflectCounted(_ text: String) -> String {
        let lead = text.prefix { $0.isWhitespace }
        let rest = text.dropFirst(lead.count)
        let count = rest.prefix { !$0.isWhitespace }
        let tail = rest.dropFirst(count.count)
        let gap = tail.prefix { $0.isWhitespace }
        guard !count.isEmpty, !gap.isEmpty, CountText.isCount(String(count)) else { return plural(text) }
        return String(lead) + count + gap + inflect(String(tail.dropFirst(gap.count)), count: String(count))
    }

    private func inflect(_ text: String, to number: Number) -> String {
        // Single words (the common case) skip phrase analysis.
        if !text.isEmpty && !text.contains(where: Phrase.isSeparator) {
            return rules.inflect(token: Substring(text), to: number)
        }
        var parts = Phrase.split(text)
        let wordIndices = parts.indices.filter { parts[$0].isWord }
        guard !wordIndices.isEmpty else { return text }
        let words = wordIndices.map { parts[$0].text.lowercased() }
        // A leading preposition ("to it", "about me") scopes the phrase to what follows it.
        let start = words.count > 1 && Lexicon.prepositions.contains(words[0]) ? 1 : 0
        let head = start + Phrase.head(of: Array(words[start...]))
        let headPart = wordIndices[head]

        if start == 1 && head == 1, let form = objectPronoun(words[1], to: number) {
            parts[headPart].text = Substring(WordCase(of: parts[headPart].text).apply(to: form, original: parts[headPart].text))
        } else if number == .plural, head == words.count - 1, head > start, parts[headPart].text.allSatisfy(\.isNumber) {
            // `Boeing 747` → `Boeing 747s`, `F-16` → `F-16s`: a number naming a model takes `s`.
            parts[headPart].text += "s"
        } else if head == words.count - 1, head > start, let form = particleEnding(parts[headPart].text, to: number) {
            // `stand-by` → `stand-bys`, `check-ins` → `check-in`: a particle ending a noun takes a bare `s`.
            parts[headPart].text = Substring(form)
        } else {
            parts[headPart].text = Substring(rules.inflect(token: parts[headPart].text, to: number))
        }
        // "son of a gun" → "sons of guns": the article goes and the object agrees.
        if number == .plural, head + 4 == words.count, words[head + 1] == "of", ["a", "an"].contains(words[head + 2]) {
            let last = wordIndices[head + 3]
            parts[last].text = Substring(rules.inflect(token: parts[last].text, to: .plural))
            parts.removeSubrange(wordIndices[head + 2]...(wordIndices[head + 2] + 1))
        }
        return parts.map { String($0.text) }.joined()
    }

    /// A particle that ends a compound noun with `s` added (plural) or taken off (singular); nil
    /// when the word is no particle. The `s` follows the particle's case (`STAND-BYS`).
    private func particleEnding(_ word: Substring, to number: Number) -> String? {
        let lower = word.lowercased()
        if number == .plural {
            if lower.hasSuffix("s"), Phrase.isParticle(String(lower.dropLast())) { return String(word) }  // already `bys`
            guard Phrase.isParticle(lower) else { return nil }
            return String(word) + (word.allSatisfy { $0.isUppercase } ? "S" : "s")
        }
        guard lower.hasSuffix("s"), Phrase.isParticle(String(lower.dropLast())) else {
            return Phrase.isParticle(lower) ? String(word) : nil
        }
        return String(word.dropLast())
    }

    private func objectPronoun(_ word: String, to number: Number) -> String? {
        if number == .plural {
            if Lexicon.objectPronouns.contains(where: { $0.1 == word }) { return word }
            return Lexicon.objectPronouns.first { $0.0 == word }?.1
        }
        return Lexicon.objectPronouns.first { $0.1 == word }?.0
    }
}

/// Reading a count the way the user typed it.
enum CountText {
    static let singularWords: Set<String> = ["1", "one", "a", "an", "each", "every", "this", "that", "single"]
    static let pluralWords: Set<String> = [
        "no", "zero", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
        "twelve", "twenty", "thirty", "forty", "fifty", "hundred", "thousand", "million", "billion",
        "dozen", "several", "many", "few", "some", "all", "both", "these", "those",
    ]

    /// True when `text` names exactly one: ±1 in any spelling (`1`, `-1`, `+1.00`) or `one`/`a`/`each`.
    static func isSingular(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: .whitespaces).lowercased()
        if singularWords.contains(t) { return true }
        guard let value = number(t) else { return false }
        return abs(value) == 1
    }

    static func isCount(_ text: String) -> Bool {
        let t = text.lowercased()
        return singularWords.contains(t) || pluralWords.contains(t) || number(t) != nil
    }

    /// The numeric value of digits with optional sign, thousands separators and decimals.
    static func number(_ text: String) -> Double? {
        var t = text.replacingOccurrences(of: "\u{2212}", with: "-")
        t.removeAll { $0 == "," || $0 == "_" || $0 == "\u{202F}" || $0 == "'" }
        guard t.contains(where: \.isNumber), t.allSatisfy({ $0.isASCII }) else { return nil }
        return Double(t)
    }
}
