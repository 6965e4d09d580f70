/// Plural and singular of one lower-case word. Order matters: tables, then families, then
/// the ordered suffix rules, each first match winning.
struct WordRules: Sendable {
    let classical: Bool
    /// Our hand tables (Lexicon*.swift); they override the dictionary, which is not copied.
    private let handPlural: [String: String]
    private let handSingular: [String: String]
    /// The generated dictionary tables this mode starts from.
    let dictionary: DictionaryTables

    /// Shared default rules, built on first use.
    static let modern = WordRules(classical: false)
    /// Shared classical rules, built on first use.
    static let classicalRules = WordRules(classical: true)

    init(classical: Bool) {
        self.classical = classical
        dictionary = classical ? DictionaryTables.classical : DictionaryTables.modern
        // The dictionary first; our hand tables (Lexicon*.swift) override it.
        var plural: [String: String] = [:]
        var singular: [String: String] = [:]
        let tables = classical ? [Lexicon.irregular, Lexicon.classical] : [Lexicon.irregular]
        for table in tables {
            for (one, many) in table {
                // Later tables override earlier ones, so classical forms win in that mode.
                if let old = plural[one], singular[old] == one { singular[old] = nil }
                plural[one] = many
                singular[many] = one
            }
        }
        for (one, many) in Lexicon.fToVes { plural[one] = many; singular[many] = one }
        for (one, many) in Lexicon.alsoSingular where singular[many] == nil { singular[many] = one }
        handPlural = plural
        handSingular = singular
    }

    /// The listed plural of `word`: our tables first, then the dictionary.
    private func listedPlural(_ word: String) -> String? { handPlural[word] ?? dictionary.toPlural[word] }

    /// The listed singular of `word`: our tables first, then the dictionary.
    private func listedSingular(_ word: String) -> String? { handSingular[word] ?? dictionary.toSingular[word] }

    /// True when the tables know `word` as a singular or plural form.
    func isKnown(_ word: String) -> Bool {
        listedPlural(word) != nil || listedSingular(word) != nil || isUncountable(word)
    }

    func isUncountable(_ word: String) -> Bool {
        if Lexicon.uncountable.contains(word) || dictionary.uncountable.contains(word) { return true }
        if classical && Lexicon.classicalUncountable.contains(word) { return true }
        for ending in Self.uncountableEndings where word.endsWith(ending) { return true }
        if word.endsWith("ese") && !word.hasSuffix("eese") { return true }
        // -ous and -ois are adjectives (famous) or uncountable, unless the plural of an -ou noun (bayous)
        if word.endsWith("ous") || word.endsWith("ois") { return !isVowelFinal(String(word.dropLast())) }
        return false
    }

    private static let uncountableEndings = ["fish", "sheep", "deer", "pox", "ware"]

    /// The plural of `word` (lower case); `capitalized` marks a proper-noun-looking input.
    func plural(_ word: String, capitalized: Bool = false) -> String {
        if word.isEmpty || isUncountable(word) { return word }
        if capitalized && Lexicon.properS.contains(word) { return word + "es" }
        if let form = listedPlural(word) { return form }
        if listedSingular(word) != nil && !dictionary.pluralsThatAreSingulars.contains(word) { return word }
        if let one = familySingular(word), familyPlural(one, capitalized: capitalized) == word { return word }
        if let form = familyPlural(word, capitalized: capitalized) { return form }
        let single = singular(word, capitalized: capitalized)
        if single != word && suffixPlural(single, capitalized: capitalized) == word { return word }
        return suffixPlural(word, capitalized: capitalized)
    }

    /// The singular of `word` (lower case); words that already look singular come back unchanged.
    func singular(_ word: String, capitalized: Bool = false) -> String {
        if word.isEmpty { return word }
        if let form = listedSingular(word) { return form }
        if isUncountable(word) || listedPlural(word) != nil || DictionaryWords.singularS.contains(word) { return word }
        if let form = familySingular(word) { return form }
        return suffixSingular(word, capitalized: capitalized)
    }

    // Compounds that end in an irregular word inflect like it: dormouse, spokesperson, superman.
    private func familyPlural(_ word: String, capitalized: Bool) -> String? {
        if word.endsWith("man") {
            // Only compounds of the word *man* take -men: talisman, German, Norman take -s.
            if Lexicon.manExceptions.contains(word) || DictionaryWords.manTakesS.contains(word) { return word + "s" }
            // Capitalised demonyms (Roman, Tacoman, Yuman) take -s; chairman, Woman do not.
            let beforeMan = word.dropLast(3).last
            if capitalized, let c = beforeMan, "aeiou".contains(c), !word.hasSuffix("woman") { return word + "s" }
            return String(word.dropLast(3)) + "men"
        }
        for (end, replacement, exceptions) in Self.pluralFamilies where word.endsWith(end) && !exceptions.contains(word) {
            return String(word.dropLast(end.count)) + (classical && end == "person" ? "persons" : replacement)
        }
        for (one, many) in Lexicon.fToVes where word.endsWith(one) {
            return String(word.dropLast(one.count)) + many
        }
        return nil
    }

    private static let pluralFamilies: [(String, String, Set<String>)] = [
        ("person", "people", []), ("child", "children", ["brainchild"]),
        ("mouse", "mice", []), ("louse", "lice", ["blouse"]), ("goose", "geese", ["mongoose"]),
        ("tooth", "teeth", []), ("foot", "feet", []), ("zoon", "zoa", []),
    ]

    private static let singularFamilies: [(String, String)] = [
        ("people", "person"), ("children", "child"), ("mice", "mouse"), ("geese", "goose"),
        ("teeth", "tooth"), ("feet", "foot"), ("zoa", "zoon"), ("woodlice", "woodlouse"), ("booklice", "booklouse"),
    ]

    private func familySingular(_ word: String) -> String? {
        if word.endsWith("men") && !Lexicon.singularMen.contains(word)
            && !DictionaryWords.manTakesS.contains(String(word.dropLast(3)) + "man")
        {
            return String(word.dropLast(3)) + "man"
        }
        for (end, replacement) in Self.singularFamilies where word.endsWith(end) {
            return String(word.dropLast(end.count)) + replacement
        }
        for (one, many) in Lexicon.fToVes where word.endsWith(many) && !word.hasSuffix("olives") && !word.hasSuffix("clives") {
            return String(word.dropLast(many.count)) + one
        }
        return nil
    }
}
