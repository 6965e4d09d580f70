/// One ordered rewrite: when a word ends in `ending` (and `applies` agrees), drop `strip`
/// characters and append `append`.
struct SuffixRule: Sendable {
    let ending: String
    let strip: Int
    let append: String
    let applies: @Sendable (String) -> Bool

    init(_ ending: String, strip: Int, _ append: String, when applies: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.ending = ending
        self.strip = strip
        self.append = append
        self.applies = applies
    }

    func apply(_ word: String) -> String? {
        guard word.endsWith(ending), applies(word) else { return nil }
        return String(word.dropLast(strip)) + append
    }
}

extension String {
    /// `hasSuffix` with a cheap last-byte test first; rule matching calls this thousands of times.
    @inline(__always)
    func endsWith(_ suffix: String) -> Bool {
        guard let last = suffix.utf8.last else { return true }
        return utf8.last == last && hasSuffix(suffix)
    }
}

private func stem(_ word: String, dropping count: Int) -> String { String(word.dropLast(count)) }
private func endsWithVowel(_ s: Substring) -> Bool { s.last.map { "aeiou".contains($0) } ?? false }
/// A noun ending in a vowel `i` or `u` (taxi, rabbi, kudzu): its plural is `+s`.
func isVowelFinal(_ word: String) -> Bool { Lexicon.vowelFinal.contains(word) || DictionaryWords.vowelFinal.contains(word) }

extension SuffixRule {
    /// Plural rules, most specific first. Only reached after the tables and families.
    static let plural: [SuffixRule] = [
        SuffixRule("", strip: 0, "s", when: { $0.last?.isNumber == true }),
        SuffixRule("eaux", strip: 0, ""),
        SuffixRule("sis", strip: 2, "es"),
        SuffixRule("eau", strip: 0, "s"),
        SuffixRule("ieu", strip: 0, "s"),
        SuffixRule("ch", strip: 0, "s", when: { Lexicon.chK.contains($0) }),
        SuffixRule("s", strip: 0, "es"),
        SuffixRule("x", strip: 0, "es"),
        // One short vowel before a final z doubles it: whiz → whizzes, fez → fezzes (not topaz).
        SuffixRule(
            "z", strip: 0, "zes",
            when: { w in
                let u = Array(w.utf8)
                return u.count >= 3 && u.count <= 4 && "aeiou".utf8.contains(u[u.count - 2])
                    && !"aeiou".utf8.contains(u[u.count - 3])
            }),
        SuffixRule("z", strip: 0, "es"),
        SuffixRule("sh", strip: 0, "es"),
        SuffixRule("ch", strip: 0, "es"),
        SuffixRule("quy", strip: 1, "ies"),
        SuffixRule("y", strip: 0, "s", when: { endsWithVowel($0.dropLast()) || Lexicon.yToS.contains($0) }),
        SuffixRule("y", strip: 1, "ies"),
        SuffixRule(
            "o", strip: 0, "es", when: { Lexicon.oes.contains($0) && !Lexicon.oesPluralOnlyWhenSingularising.contains($0) }),
        SuffixRule("", strip: 0, "s"),
    ]

    /// Classical-only rules tried before `plural`.
    static let classicalPlural: [SuffixRule] = [
        SuffixRule("itis", strip: 2, "ides"),
        SuffixRule("trix", strip: 1, "ces"),
        SuffixRule("eau", strip: 0, "x"),
        SuffixRule("ieu", strip: 0, "x"),
    ]

    /// Singular rules, most specific first. Words not ending in a plural shape are left alone.
    static let singular: [SuffixRule] = [
        // `-ie` words (cookies, coteries), and every short one: `dies`, `ties`, `pies` (no word `dy`, `ty`, `py`).
        SuffixRule(
            "ies", strip: 1, "",
            when: { w in
                let s = stem(w, dropping: 1)
                return w.count == 4 || Lexicon.ie.contains(s) || DictionaryWords.ieNouns.contains(s)
            }),
        SuffixRule("ies", strip: 3, "y"),
        SuffixRule("oes", strip: 2, "", when: { Lexicon.oes.contains(stem($0, dropping: 2)) }),
        SuffixRule("oes", strip: 1, "", when: { w in Lexicon.oe.contains { stem(w, dropping: 1).hasSuffix($0) } }),
        SuffixRule("sses", strip: 1, "", when: { DictionaryWords.sseNouns.contains(stem($0, dropping: 1)) }),
        SuffixRule("sses", strip: 2, ""),
        SuffixRule("itises", strip: 2, ""),
        SuffixRule("itides", strip: 4, "is"),
        SuffixRule("trices", strip: 4, "ix"),
        SuffixRule(
            "ses", strip: 2, "is",
            when: {
                let one = stem($0, dropping: 2) + "is"
                return Lexicon.sis.contains(one) || DictionaryWords.sisNouns.contains(one)
            }),
        SuffixRule(
            "ses", strip: 2, "",
            when: {
                Lexicon.singularS.contains(stem($0, dropping: 2)) || DictionaryWords.singularS.contains(stem($0, dropping: 2))
            }),
        SuffixRule(
            "uses", strip: 1, "",
            when: { w in
                // houses, causes, masseuses (but not geniuses); abuses, excuses.
                w.dropLast(4).last.map { "aeo".contains($0) } == true || Lexicon.use.contains(stem(w, dropping: 1))
            }),
        SuffixRule("uses", strip: 2, ""),
        SuffixRule("eses", strip: 2, "", when: { Lexicon.properS.contains(stem($0, dropping: 2)) }),
        SuffixRule("zzes", strip: 2, ""),
        SuffixRule("tzes", strip: 2, ""),
        SuffixRule("xes", strip: 2, ""),
        SuffixRule("shes", strip: 2, ""),
        SuffixRule(
            "ches", strip: 1, "",
            when: { w in
                // "headaches" but not "beaches" or "coaches": -ache only after a consonant.
                let s = stem(w, dropping: 1)
                return Lexicon.che.contains { s.hasSuffix($0) } && !s.hasSuffix("eache") && !s.hasSuffix("oache")
            }),
        SuffixRule("ches", strip: 2, ""),
        SuffixRule("ss", strip: 0, ""),
        SuffixRule(
            "us", strip: 1, "",
            when: { w in
                let s = stem(w, dropping: 1)
                return isVowelFinal(s) || s.hasSuffix("eau") || s.hasSuffix("ieu") || s.hasSuffix("au")
            }),
        SuffixRule("us", strip: 0, ""),
        SuffixRule("is", strip: 1, "", when: { isVowelFinal(stem($0, dropping: 1)) }),
        SuffixRule("is", strip: 0, ""),
        SuffixRule("s", strip: 0, "", when: { Lexicon.singularS.contains($0) }),
        SuffixRule("eaux", strip: 1, ""),
        SuffixRule("s", strip: 1, ""),
    ]
}

extension WordRules {
    func suffixPlural(_ word: String, capitalized: Bool) -> String {
        if capitalized && word.hasSuffix("y") && (Lexicon.yNames.contains(word) || isName(word)) { return word + "s" }
        if classical, let form = SuffixRule.classicalPlural.lazy.compactMap({ $0.apply(word) }).first { return form }
        return SuffixRule.plural.lazy.compactMap { $0.apply(word) }.first ?? word + "s"
    }

    /// A capitalised word ending in a consonant and `-y` that is no common noun of the dictionary
    /// is a name: `Kennedy`, `Brady`, `Tiffany` (but `Category`, `Party`).
    private func isName(_ word: String) -> Bool {
        let u = Array(word.utf8)
        guard u.count >= 3, u.last == UInt8(ascii: "y"), !"aeiouy".utf8.contains(u[u.count - 2]) else { return false }
        return !DictionaryWords.consonantYNouns.contains(word)
    }

    func suffixSingular(_ word: String, capitalized: Bool) -> String {
        if capitalized && Lexicon.properS.contains(word) { return word }
        if capitalized && word.hasSuffix("ys")
            && (Lexicon.yNames.contains(String(word.dropLast())) || isName(String(word.dropLast())))
        {
            return String(word.dropLast())
        }
        return SuffixRule.singular.lazy.compactMap { $0.apply(word) }.first ?? word
    }
}
