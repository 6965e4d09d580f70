/// The generated dictionary tables (`PluralLexicon`), parsed once on first use.
///
/// Parsing is lazy (Swift initialises a `static let` on first access, thread-safely) and takes
/// about a millisecond; `InflectorTests.testDictionaryLoadsLazilyAndFast` holds it to 2 ms.
struct DictionaryTables: Sendable {
    /// singular → plural in this mode.
    let toPlural: [String: String]
    /// plural (any listed form) → singular.
    let toSingular: [String: String]
    let uncountable: Set<String>
    let pluralsThatAreSingulars: Set<String>

    /// Default (modern) tables.
    static let modern = DictionaryTables(classical: false)
    /// Tables with the classical column.
    static let classical = DictionaryTables(classical: true)

    init(classical: Bool) {
        var plural: [String: String] = [:], singular: [String: String] = [:]
        plural.reserveCapacity(2048)
        singular.reserveCapacity(2560)
        let selfSingular = TableText.words(PluralLexicon.pluralsThatAreSingulars)
        let notSingularised = selfSingular.union(TableText.words(PluralLexicon.ambiguousPlurals))
        func addSingular(_ form: String, _ one: String) {
            if form != "=" && form != one && singular[form] == nil && !notSingularised.contains(form) { singular[form] = one }
        }
        TableText.forEachLine(PluralLexicon.plurals) { f in
            guard f.count >= 3 else { return }
            let one = f[0]
            let many = f[2] == "=" || !classical ? f[1] : f[2]
            plural[one] = many
            // Every listed form singularises, the chosen one first.
            addSingular(many, one)
            for form in f.dropFirst() { addSingular(form, one) }
        }
        toPlural = plural
        toSingular = singular
        var uncountable = TableText.words(PluralLexicon.uncountable)
        if classical { uncountable.formUnion(TableText.words(PluralLexicon.classicalUncountable)) }
        self.uncountable = uncountable
        pluralsThatAreSingulars = selfSingular
    }
}

/// Word lists from the generated lexicon that only some words need, each parsed on first use.
enum DictionaryWords {
    /// `-man` nouns that take `-mans` (talisman, German).
    static let manTakesS = TableText.words(PluralLexicon.manTakesS)
    /// Singular nouns ending in `-s` (lens, mathematics).
    static let singularS = TableText.words(PluralLexicon.singularS)
    /// `-sis` nouns, so `-ses` singularises to `-sis` (mitoses → mitosis).
    static let sisNouns = TableText.words(PluralLexicon.sisNouns)
    /// Nouns ending in a vowel `i` or `u`, so `rabbis` singularises to `rabbi`, not a `-is` word.
    static let vowelFinal = TableText.words(PluralLexicon.vowelFinal)
    /// Nouns ending in `-sse`, so `crevasses` singularises to `crevasse`.
    static let sseNouns = TableText.words(PluralLexicon.sseNouns)
    /// Common nouns ending in a consonant and `-y`: other capitalised `-y` words are names (`Kennedys`).
    static let consonantYNouns = TableText.words(PluralLexicon.consonantYNouns)
    /// Nouns ending in `-ie` with no `-y` spelling, so `coteries` singularises to `coterie`.
    static let ieNouns = TableText.words(PluralLexicon.ieNouns)
}
