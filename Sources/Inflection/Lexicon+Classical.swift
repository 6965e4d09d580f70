/// Classical forms and alternative plurals.
extension Lexicon {
    /// Other plurals recognised when singularising, though not produced by default.
    static let alsoSingular = pairs(
        """
        dwarf dwarves
        turf turves
        beef beeves
        cow kine
        octopus octopi
        octopus octopodes
        virus viri
        apex apices
        cherub cherubim
        seraph seraphim
        stigma stigmata
        dogma dogmata
        lemma lemmata
        schema schemata
        anathema anathemata
        quorum quora
        aquarium aquaria
        stadium stadia
        hippopotamus hippopotami
        adieu adieux
        beau beaux
        chateau chateaux
        tableau tableaux
        brother brethren
        """)

    /// Greek and Latin `-sis` nouns (`analysis` → `analyses`).
    static let sis = words(
        """
        analysis paralysis oasis synopsis ellipsis basis parenthesis neurosis crisis thesis
        diagnosis hypothesis emphasis synthesis prognosis psychosis metamorphosis nemesis
        genesis antithesis catharsis dialysis prosthesis symbiosis
        """)

    /// Forms chosen only with `classical: true`, where the generated dictionary's classical column
    /// (WordNet and inflect, `Generated/PluralLexicon.swift`) gives another answer or none; every
    /// other classical form comes from that column. `person`, `genie`, `atlas`, `opus`: the
    /// dictionary has no classical plural for them (inflect's classical lists do: `persons`,
    /// `genii`, `atlantes`, `opera`). `syrinx`, `phalanx`: the dictionary's classical plural is the
    /// same, but it singularises `syringes` and `phalanges` to `syringe` and `phalange`.
    static let classical = pairs(
        """
        person persons
        genie genii
        atlas atlantes
        opus opera
        syrinx syringes
        phalanx phalanges
        """)

    /// Extra uncountables that apply only in classical ("herd") mode.
    static let classicalUncountable = words(
        """
        eland plexus lore wildebeest caribou sinus rhinoceros apparatus
        """)
}
