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
    let manTakesS: Set<String>
    let singularS: Set<String>
    let pluralsThatAreSingulars: Set<String>

    /// Default (modern) tables.
    static let modern = DictionaryTables(classical: false)
    /// Tables with the classical column.
    static let classical = DictionaryTables(classical: true)

    init(classical: Bool) {
        var plural: [String: String] = [:], singular: [String: String] = [:]
        let selfSingular = Lexicon.words(PluralLexicon.pluralsThatAreSingulars)
        let notSingularised = selfSingular.union(Lexicon.words(PluralLexicon.ambiguousPlurals))
        PluralLexicon.plurals.split(separator: "\n").forEach { line in
            let f = line.split(separator: " ")
            guard f.count >= 3 else { return }
            let one = String(f[0]), modern = String(f[1])
            let many = f[2] == "=" || !classical ? modern : String(f[2])
            plural[one] = many
            // Every listed form singularises, the chosen one first.
            for form in [Substring(many)] + f.dropFirst(1) where form != "=" {
                let form = String(form)
                if singular[form] == nil && !notSingularised.contains(form) && form != one { singular[form] = one }
            }
        }
        toPlural = plural
        toSingular = singular
        var uncountable = Lexicon.words(PluralLexicon.uncountable)
        if classical { uncountable.formUnion(Lexicon.words(PluralLexicon.classicalUncountable)) }
        self.uncountable = uncountable
        manTakesS = Lexicon.words(PluralLexicon.manTakesS)
        singularS = Lexicon.words(PluralLexicon.singularS)
        pluralsThatAreSingulars = selfSingular
    }
}
