/// Corrects the spelling of English text word by word, as Apple's Correct Spelling does with the
/// system's spell checker: a word the dictionary does not know becomes the best known word one
/// edit away (a letter left out, added, changed, or two neighbours swapped), else two edits away;
/// a word with no such neighbour stays as it is. What is not a word is left alone (`TextWords`).
/// The rules and how the choice is made: docs/spelling.md.
public struct SpellingCorrector: Sendable {
    /// The longest word corrected; a longer run of letters is left as it is.
    public static let longestWord = 30
    /// The longest word searched two edits away.
    public static let longestTwoEditWord = 20

    let dictionary: SpellingDictionary

    /// A corrector with `dictionary`'s words.
    public init(dictionary: SpellingDictionary) { self.dictionary = dictionary }

    /// The English corrector (SCOWL's American words), or why its dictionary could not be read.
    public static var english: Result<SpellingCorrector, SpellingDataError> {
        SpellingDictionary.english.map(SpellingCorrector.init(dictionary:))
    }

    /// `text` with each misspelt word corrected, everything else (spaces, punctuation, numbers,
    /// addresses, names written with inner capitals) exactly as it was. `shouldStop` is asked
    /// before each word is looked up (a run's time limit); nil when it said stop.
    public func corrected(_ text: String, shouldStop: () -> Bool = { false }) -> String? {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        var remembered: [Substring: String] = [:]
        for piece in TextWords.pieces(of: text) {
            switch piece {
            case .other(let other): output += other
            case .word(let word):
                if let known = remembered[word] {
                    output += known
                } else {
                    if shouldStop() { return nil }
                    let fixed = correction(for: String(word)) ?? String(word)
                    remembered[word] = fixed
                    output += fixed
                }
            }
        }
        return output
    }

    /// The correction of one word, or nil when it is spelt right, is not checked (a name with
    /// inner capitals, an acronym, a word of other letters), or has no known neighbour.
    public func correction(for word: String) -> String? {
        let plain = word.replacingOccurrences(of: "\u{2019}", with: "'")
        let letters = Array(plain)
        guard letters.count >= 2, letters.count <= Self.longestWord, !dictionary.knows(plain) else { return nil }
        let shape = WordShape(letters)
        guard shape.isChecked else { return nil }
        if let stem = Self.possessiveStem(plain), dictionary.knows(stem) { return nil }
        let key = SpellingDictionary.lowerCase(plain)
        // A known word written without its capitals: "london" is London.
        if let entry = dictionary.entry(key) {
            return shape.applied(to: entry.form, curly: plain != word)
        }
        guard shape.isPlainLetters, let best = best(for: key) else { return nil }
        return shape.applied(to: best, curly: plain != word)
    }

    /// The stem of a possessive ("John's" → "John", "dogs'" → "dogs"), nil for another word.
    static func possessiveStem(_ word: String) -> String? {
        if word.hasSuffix("'s"), word.count > 2 { return String(word.dropLast(2)) }
        if word.hasSuffix("s'"), word.count > 2 { return String(word.dropLast()) }
        return nil
    }

    /// The best known word one edit from `key` (lower case), else two edits (`CandidateRank`).
    func best(for key: String) -> String? {
        let letters = Array(key)
        // Each candidate's lower-case form → its entry, so each is ranked once.
        var found: [String: SpellingDictionary.Entry] = [:]
        for edit in Edits.single(letters) {
            if let entry = dictionary.entry(edit) { found[edit] = entry }
        }
        if found.isEmpty, letters.count <= Self.longestTwoEditWord {
            for near in dictionary.plainWords.near(Array(key.utf8), limit: 2) where near.distance == 2 {
                if let entry = dictionary.entry(near.word) { found[near.word] = entry }
            }
        }
        let ranked = found.map { candidate, entry in
            (rank: CandidateRank(Array(candidate), tier: entry.tier, typed: letters), form: entry.form)
        }
        return ranked.min { $0.rank < $1.rank || ($0.rank == $1.rank && $0.form < $1.form) }?.form
    }
}

/// How one candidate ranks among those the same number of edits away: the likelier slips first
/// (`SlipCost`); then the more common word; then one that keeps the first letter typed. The
/// alphabet breaks what is left.
struct CandidateRank: Comparable {
    let cost: Int
    let tier: UInt8
    let keepsFirstLetter: Bool

    /// The rank of the known word `candidate` (lower case) of `tier` for the word `typed`.
    init(_ candidate: [Character], tier: UInt8, typed: [Character]) {
        cost = SlipCost.between(typed: typed, candidate: candidate)
        self.tier = tier
        keepsFirstLetter = candidate.first == typed.first
    }

    static func < (a: CandidateRank, b: CandidateRank) -> Bool {
        if a.cost != b.cost { return a.cost < b.cost }
        if a.tier != b.tier { return a.tier < b.tier }
        return a.keepsFirstLetter && !b.keepsFirstLetter
    }
}
